import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';

const FRONT_DOOR = 100101; // a smart lock of account default
const STREET_GATE = 200103; // an opener of account default

/** The confirm form of a confirm page or fragment: where it posts, its hidden fields and its whole markup. */
function confirmFormOf(
  answer: ConsoleAnswer,
): { action: string; fields: Record<string, string>; markup: string } | null {
  const match = /<form method="post" action="([^"]+)" class="confirm-form">[\s\S]*?<\/form>/.exec(
    answer.text,
  );
  if (match === null) return null;
  const fields = Object.fromEntries(
    [...match[0].matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((field) => [
      field[1],
      field[2],
    ]),
  );
  return { action: match[1], fields, markup: match[0] };
}

describe('Lock console dashboard and lock actions', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser('owner@example.com', ['default', 'depot']);
    await app.addSubUser('guest@example.com', 'owner@example.com');
    await app.grant({ email: 'guest@example.com', smartlockId: FRONT_DOOR, permissions: 'lock,unlock' });
    owner = new ConsoleClient(app);
    await owner.signIn('owner@example.com');
  });

  afterAll(() => app?.close());

  const actionsSince = (count: number) => app.sandbox.actions.slice(count);

  it('opens the account chosen last, and switches accounts', async () => {
    expect((await owner.get('')).location).toBe('/lock/accounts/default');
    expect((await owner.get('/switch?account=depot')).location).toBe('/lock/accounts/depot');
    const depot = await owner.get('/accounts/depot');
    expect(depot.text).toContain('Locks of Depot North');
    expect(depot.text).toContain('Loading Bay');
    expect((await owner.get('')).location).toBe('/lock/accounts/depot');
    await owner.get('/accounts/default');
  });

  it('shows each lock with its state, door state and battery', async () => {
    const page = await owner.get('/accounts/default');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/id="lock-100101"[\s\S]*Front Door[\s\S]*Door closed[\s\S]*76%/);
    expect(page.text).toMatch(/id="lock-400102"[\s\S]*Back Entrance[\s\S]*18%, critical/);
  });

  it('without script: an action redirects with "accepted", then the state after a sync', async () => {
    await owner.get('/accounts/default');
    const sent = app.sandbox.actions.length;
    const syncs = app.sandbox.syncs.get(FRONT_DOOR) ?? 0;
    const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`, {
      confirmed: '1',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/lock/accounts/default');
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: FRONT_DOOR, action: 1 })]);
    expect(app.sandbox.syncs.get(FRONT_DOOR)).toBe(syncs + 1);
    const page = await owner.get('/accounts/default');
    expect(page.text).toContain(
      'Unlock of Front Door accepted: the command was sent. State after sync: unlocked.',
    );
    expect((await owner.get('/accounts/default')).text).not.toContain('accepted: the command was sent');
  });

  it('with script: the card comes back saying "accepted" and its state after a sync the POST made', async () => {
    await owner.get('/accounts/default');
    const partial = { 'x-console-partial': '1' };
    const syncs = app.sandbox.syncs.get(FRONT_DOOR) ?? 0;
    const card = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {}, partial);
    expect(card.status).toBe(200);
    expect(card.text.trimStart()).toMatch(/^<article/);
    expect(card.text).toMatch(
      /Lock of Front Door accepted: the command was sent\.\s*<\/p>\s*<p [^>]*>\s*State after sync: locked\.\s*<\/p>/,
    );
    expect(app.sandbox.syncs.get(FRONT_DOOR)).toBe(syncs + 1);
    expect(card.text).not.toContain('data-refresh');
  });

  it.each([
    ['unlock', 'Unlock Front Door? The door can then be opened by anyone there.', 'Unlock'],
    ['unlatch', 'Unlatch Front Door? The door opens.', 'Unlatch'],
  ])(
    'asks before the action %s, sending nothing until the confirm form comes back',
    async (action, question, button) => {
      await owner.get('/accounts/default');
      const path = `/accounts/default/locks/${FRONT_DOOR}/actions/${action}`;
      const sent = app.sandbox.actions.length;
      const syncs = app.sandbox.syncs.get(FRONT_DOOR) ?? 0;

      const asked = await owner.post(path, { lockName: 'Front Door', lockType: '0' });

      expect(asked.status).toBe(200);
      expect(asked.text).toContain('<h1>Please confirm</h1>');
      expect(asked.text).toContain(question);
      const form = confirmFormOf(asked);
      expect(form?.action).toBe(`/lock${path}`);
      expect(form?.fields).toEqual({
        _csrf: owner.csrf(),
        lockName: 'Front Door',
        lockType: '0',
        confirmed: '1',
      });
      expect(form?.markup).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
      expect(form?.markup).toMatch(/<a [^>]*href="\/lock\/accounts\/default"[^>]*>Cancel<\/a/);

      const fragment = await owner.post(
        path,
        { lockName: 'Front Door', lockType: '0' },
        { 'x-console-partial': '1' },
      );
      expect(fragment.status).toBe(409);
      expect(fragment.text).not.toContain('<html');
      expect(fragment.text).toContain(question);
      expect(confirmFormOf(fragment)?.fields.confirmed).toBe('1');
      // The question goes by the lock as the API has it: a posted type or name does not skip or change it.
      const forged = await owner.post(path, { lockName: 'Broom Cupboard', lockType: '2' });
      expect(forged.status).toBe(200);
      expect(forged.text).toContain(question);
      expect(actionsSince(sent)).toEqual([]);
      expect(app.sandbox.syncs.get(FRONT_DOOR) ?? 0).toBe(syncs);

      // The confirm page's form, sent as a browser sends it, does it.
      const done = await owner.postRaw(form?.action.replace(/^\/lock/, '') ?? '', form?.fields ?? {});
      expect(done.status).toBe(303);
      expect(actionsSince(sent)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR, action: action === 'unlock' ? 1 : 3 }),
      ]);
    },
  );

  it('asks nothing before a lock', async () => {
    await owner.get('/accounts/default');
    const sent = app.sandbox.actions.length;
    const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {
      lockName: 'Front Door',
      lockType: '0',
    });
    expect(answer.status).toBe(303);
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: FRONT_DOOR, action: 2 })]);
  });

  it('sends nothing to a lock on a GET: the card answers the lock as it is, whatever the query says', async () => {
    const syncs = app.sandbox.syncs.get(FRONT_DOOR) ?? 0;
    const sent = app.sandbox.actions.length;
    const card = await owner.get(`/accounts/default/locks/${FRONT_DOOR}/card?sync=1`, {
      'x-console-partial': '1',
      'sec-fetch-site': 'cross-site',
    });
    expect(card.status).toBe(200);
    expect(card.text).toContain('id="lock-100101"');
    expect(card.text).not.toContain('State after sync');
    expect(app.sandbox.syncs.get(FRONT_DOOR) ?? 0).toBe(syncs);
    expect(actionsSince(sent)).toEqual([]);
    // Nothing on the page asks for a sync by a GET.
    expect((await owner.get('/accounts/default')).text).not.toContain('sync=1');
  });

  it("gives a card one action form, one CSRF token, a button per action posting to the action's route", async () => {
    const page = await owner.get('/accounts/default');
    const door = /<article[^>]*id="lock-100101"[\s\S]*?<\/article>/.exec(page.text)![0];
    expect(door.match(/<form/g)).toHaveLength(1);
    expect(door.match(/name="_csrf"/g)).toHaveLength(1);
    expect([...door.matchAll(/formaction="([^"]+)"/g)].map((match) => match[1])).toEqual(
      ['lock', 'unlock', 'unlatch', 'lock-and-go'].map(
        (action) => `/lock/accounts/default/locks/${FRONT_DOOR}/actions/${action}`,
      ),
    );
    const sent = app.sandbox.actions.length;
    // What a browser sends for the "Unlatch" button of that form: its fields, to the button's formaction.
    const fields = Object.fromEntries(
      [...door.matchAll(/<input\s+type="hidden"\s+name="(\w+)"\s+value="([^"]*)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(Object.keys(fields).sort()).toEqual(['_csrf', 'lockName', 'lockType']);
    const answer = await owner.postRaw(`/accounts/default/locks/${FRONT_DOOR}/actions/unlatch`, fields);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Unlatch Front Door? The door opens.');
    expect(actionsSince(sent)).toEqual([]);
    // With script, the button asks in a dialog first: its question is on the button.
    expect(door).toMatch(
      /formaction="[^"]+\/actions\/unlatch"[^>]*data-confirm="Unlatch Front Door\? The door opens\."/,
    );
    const confirmed = await owner.postRaw(`/accounts/default/locks/${FRONT_DOOR}/actions/unlatch`, {
      ...fields,
      confirmed: '1',
    });
    expect(confirmed.status).toBe(303);
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: FRONT_DOOR, action: 3 })]);
  });

  it("Lock 'n' Go unlocks first: a lock-only sub-user has no button for it and is refused; the owner confirms it", async () => {
    await app.addSubUser('locker@example.com', 'owner@example.com');
    await app.grant({ email: 'locker@example.com', smartlockId: FRONT_DOOR, permissions: 'lock' });
    const locker = new ConsoleClient(app);
    await locker.signIn('locker@example.com');
    const page = await locker.get('/accounts/default');
    const door = /<article[^>]*id="lock-100101"[\s\S]*?<\/article>/.exec(page.text)![0];
    expect([...door.matchAll(/formaction="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `/lock/accounts/default/locks/${FRONT_DOOR}/actions/lock`,
    ]);
    expect(door).not.toContain('Lock &#39;n&#39; Go');
    const sent = app.sandbox.actions.length;
    const refused = await locker.post(
      `/accounts/default/locks/${FRONT_DOOR}/actions/lock-and-go`,
      { lockName: 'Front Door', lockType: '0', confirmed: '1' },
      { 'x-console-partial': '1' },
    );
    expect(refused.status).toBe(403);
    expect(actionsSince(sent)).toEqual([]);

    const fields = { lockName: 'Front Door', lockType: '0' };
    const asked = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock-and-go`, fields);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(
      'Lock &#39;n&#39; Go Front Door? It unlocks first and locks again after a short time.',
    );
    expect(actionsSince(sent)).toEqual([]);
    const ownerDoor = /<article[^>]*id="lock-100101"[\s\S]*?<\/article>/.exec(
      (await owner.get('/accounts/default')).text,
    )![0];
    expect(ownerDoor).toMatch(
      /formaction="[^"]+\/actions\/lock-and-go"[^>]*data-confirm="Lock &#39;n&#39; Go Front Door\?/,
    );
    const confirmed = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock-and-go`, {
      ...fields,
      confirmed: '1',
    });
    expect(confirmed.status).toBe(303);
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: FRONT_DOOR, action: 4 })]);
  });

  it('shows the state once, in the badge with its label for screen readers, and a critical battery in words that stand out', async () => {
    const page = await owner.get('/accounts/default');
    const door = /<article[^>]*id="lock-100101"[\s\S]*?<\/article>/.exec(page.text)![0];
    expect(door).toMatch(
      /<span class="badge state"\s*><span class="visually-hidden">State: <\/span\s*>\w+<\/span/,
    );
    expect(door).not.toMatch(/<dt>State<\/dt>/);
    expect(door).toMatch(/<dd>76%<\/dd>/);
    const back = /<article[^>]*id="lock-400102"[\s\S]*?<\/article>/.exec(page.text)![0];
    expect(back).toMatch(
      /<dd class="battery-critical"><strong>18%, critical: charge or replace the batteries soon<\/strong><\/dd>/,
    );
    owner.cookies.set('lock_console_lang', 'nl');
    try {
      const dutch = await owner.get('/accounts/default');
      expect(dutch.text).toContain('<span class="visually-hidden">Status: </span');
      expect(dutch.text).toContain('18%, kritiek: laad of vervang de batterijen binnenkort');
    } finally {
      owner.cookies.delete('lock_console_lang');
    }
  });

  it("offers an opener its own actions: open and ring to open, no lock 'n' go", async () => {
    const page = await owner.get('/accounts/default');
    const gate = /<article[^>]*id="lock-200103"[\s\S]*?<\/article>/.exec(page.text)![0];
    expect([...gate.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'unlatch',
      'unlock',
      'lock',
    ]);
    expect(gate).toMatch(/>\s*Open\s*<\/button>/);
    expect(gate).toContain('Ring to open on');
    expect(gate).not.toContain("Lock 'n' Go");
    const sent = app.sandbox.actions.length;
    const opener = { lockName: 'Street Gate', lockType: '2' };
    const asked = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/unlatch`, opener);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Open Street Gate? The door is buzzed open.');
    expect(confirmFormOf(asked)?.markup).toMatch(/<button type="submit"[^>]*>Open<\/button>/);
    expect(actionsSince(sent)).toEqual([]);
    const answer = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/unlatch`, {
      ...opener,
      confirmed: '1',
    });
    expect(answer.status).toBe(303);
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: STREET_GATE, action: 3 })]);
    expect((await owner.get('/accounts/default')).text).toContain(
      'Open of Street Gate accepted: the command was sent. State after sync: open.',
    );
  });

  it("asks before an opener's ring to open goes on (a ring then opens the door), not before it goes off", async () => {
    await owner.get('/accounts/default');
    const sent = app.sandbox.actions.length;
    const opener = { lockName: 'Street Gate', lockType: '2' };
    const asked = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/unlock`, opener);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(
      'Turn ring to open on for Street Gate? While it is on, whoever rings the bell is buzzed in.',
    );
    expect(confirmFormOf(asked)?.markup).toMatch(/<button type="submit"[^>]*>Turn on<\/button>/);
    expect(actionsSince(sent)).toEqual([]);
    const on = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/unlock`, {
      ...opener,
      confirmed: '1',
    });
    expect(on.status).toBe(303);
    expect(actionsSince(sent)).toEqual([expect.objectContaining({ smartlockId: STREET_GATE, action: 1 })]);
    const off = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/lock`, opener);
    expect(off.status).toBe(303);
    expect(actionsSince(sent)).toHaveLength(2);
  });

  it('says an action was accepted even when the state cannot be read afterwards, so no one sends it again', async () => {
    await owner.get('/accounts/default');
    const sent = app.sandbox.actions.length;
    app.sandbox.failNext(1, 503, { detailMessage: 'sync unavailable' }, { method: 'POST', path: /\/sync$/ });
    const plain = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {
      lockName: 'Front Door',
    });
    expect(plain.status).toBe(303);
    expect(actionsSince(sent)).toHaveLength(1);
    const flashed = (await owner.get('/accounts/default')).text;
    expect(flashed).toContain(
      'Lock of Front Door accepted: the command was sent. Its state could not be read afterwards: ' +
        'The lock service has a problem right now. Try again in a few minutes.',
    );
    expect(flashed).not.toContain('sync unavailable');
    expect(flashed).not.toContain('HTTP ');
    expect(flashed).not.toContain('/smartlock/100101/sync');
    app.sandbox.failNext(
      1,
      503,
      { detailMessage: 'find unavailable' },
      { method: 'GET', path: /\/smartlock\/100101$/ },
    );
    const partial = await owner.post(
      `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`,
      { lockName: 'Front Door', confirmed: '1' },
      { 'x-console-partial': '1' },
    );
    expect(partial.status).toBe(502);
    expect(partial.text).toContain(
      'Unlock of Front Door accepted: the command was sent. Its state could not be read afterwards: ' +
        'The lock service has a problem right now.',
    );
    expect(partial.text).not.toContain('find unavailable');
    expect(partial.text).not.toContain('HTTP ');
    expect(actionsSince(sent)).toHaveLength(2);
  });

  it('returns a plain action to the console page it came from, never to another site', async () => {
    await owner.get('/accounts/default');
    const back = `/lock/accounts/default/locks/${FRONT_DOOR}`;
    expect((await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, { back })).location).toBe(
      back,
    );
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/elsewhere', '/lock/../../evil']) {
      const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {
        back: elsewhere,
      });
      expect(answer.location).toBe('/lock/accounts/default');
    }
  });

  it('names the lock as its form showed it, and says why in the page language, when refused', async () => {
    app.clock.setTo('2027-03-06T10:00:00Z'); // a Saturday
    try {
      await app.grant({
        email: 'guest@example.com',
        smartlockId: FRONT_DOOR,
        permissions: 'lock,unlock',
        days: 'ma,di,wo,do,vr',
      });
      const guest = new ConsoleClient(app);
      await guest.signIn('guest@example.com');
      guest.cookies.set('lock_console_lang', 'nl');
      const page = await guest.get('/accounts/default');
      expect(page.text).toContain('Geen van uw sloten in dit account mag nu gebruikt worden.');
      expect(page.text).toContain('de toegang geldt op ma, di, wo, do, vr, en vandaag is het zaterdag (UTC)');
      const sent = app.sandbox.actions.length;
      // An action the sub-user may not do now is refused as it is: nothing to confirm.
      const unasked = await guest.post(
        `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`,
        { lockName: 'Front Door', lockType: '0' },
        { 'x-console-partial': '1' },
      );
      expect(unasked.status).toBe(403);
      expect(unasked.text).not.toContain('confirm-form');
      const refused = await guest.post(
        `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`,
        { lockName: 'Front Door', lockType: '0', confirmed: '1' },
        { 'x-console-partial': '1' },
      );
      expect(refused.status).toBe(403);
      expect(refused.text).toContain(
        'Ontgrendelen van Front Door is geweigerd: de toegang geldt op ma, di, wo, do, vr, en vandaag is het zaterdag (UTC)',
      );
      expect(actionsSince(sent)).toEqual([]);
    } finally {
      app.clock.release();
    }
  });
});
