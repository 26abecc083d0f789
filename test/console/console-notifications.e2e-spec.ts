// The notifications pages of an account through real HTTP: one console app (Nest on loopback, SQLite file) over
// one lock sandbox for the whole file, because every rule here is about what reaches (or never reaches) the lock
// API's `/notification`: the sandbox records each request and holds the account's notifications. Tests that change
// data make notifications of their own, so the order of the tests does not matter.
// One Chromium for the browser part: 2 pages at 3 widths in 4 languages, each scanned by axe, is most of its time
// (about 30 s; over a minute on a machine busy with other suites).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { CONSOLE_SIZES, pageFitFindings } from '../support/console-browser';
import { ConsoleAnswer, ConsoleClient, flashOf } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';

const OWNER = 'owner@notifications.test';
const GUEST = 'guest@notifications.test';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
/** Every event constant of the lock API's notifications: none may be printed on a page. */
const EVENT_CONSTANTS = ['lockngo', 'doorsensor', 'smartlock', 'unlatch'];
/** The constants that are English words too: not on a page in another language. */
const ENGLISH_CONSTANTS = ['warnings', 'unlock', 'ring'];

// A size's pages in four languages, each with axe, take longer than the default 5 s.
jest.setTimeout(120_000);

/** Where the screenshots go: \`SCREENSHOTS_DIR\`, or \`test-output/\` (not committed). */
const SHOTS =
  process.env.SCREENSHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'console-people-notifications');

/** What a reader sees of the page's main part: its text, without tags, attributes and the script's data. */
function visibleText(page: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? page;
  return main
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card of the notification whose heading is `heading` and whose text holds `marker`. */
function cardWith(page: string, marker: string): string {
  return (
    [...page.matchAll(/<article class="panel notification"[\s\S]*?<\/article>/g)]
      .map((match) => match[0])
      .find((card) => card.includes(marker)) ?? ''
  );
}

describe('Console notifications of an account', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;
  let guest: ConsoleClient;

  const office = () => app.sandbox.data.accounts[0];
  const changesSince = (since: number) =>
    app.sandbox.requests
      .slice(since)
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
  const notificationTo = (pushId: string) =>
    office().notificationConfigs.find((config) => config.pushId === pushId);

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER);
    await app.grant({ email: GUEST, accountKey: 'default', smartlockId: FRONT_DOOR, permissions: 'unlock' });
    owner = await ConsoleClient.signedIn(app, OWNER);
    guest = await ConsoleClient.signedIn(app, GUEST);
  });

  afterAll(() => app?.close());

  /** Creates a notification through the page's form, as a browser sends it. */
  async function create(fields: Record<string, string | string[]>): Promise<ConsoleAnswer> {
    await owner.get('/accounts/default/notifications');
    return owner.post('/accounts/default/notifications', fields);
  }

  it('lists each notification in words: where it goes, which events of which locks, which language', async () => {
    const page = await owner.get('/accounts/default/notifications');

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Notifications of Harbour Office</h1>');
    expect(page.text).toMatch(/aria-current="page">Notifications</);
    const phone = cardWith(page.text, 'an iPhone (push message)');
    expect(visibleText(phone)).toContain('Language of the messages Dutch');
    expect(visibleText(phone)).toContain('State active');
    expect(visibleText(phone)).toContain('Front Door: locked, unlocked, door opened or closed');
    expect(visibleText(phone)).toContain(
      'Back Entrance: warnings, such as a low battery, changes to the lock itself, such as its settings',
    );
    const hook = cardWith(page.text, 'https://office.lock.example/hooks/notification');
    expect(visibleText(hook)).toContain('a web address (webhook)');
    expect(visibleText(hook)).toContain('Language of the messages English');
    expect(visibleText(hook)).toContain(
      "Every lock of the account: locked, unlocked, unlatched (door pulled open), Lock 'n' Go, door opened by " +
        'the opener, doorbell rang, door opened or closed',
    );
    // No raw event constant, language code or signing secret anywhere a reader sees.
    const words = visibleText(page.text).split(/[\s,:()]+/);
    for (const constant of EVENT_CONSTANTS) expect(words).not.toContain(constant);
    expect(words).not.toContain('nl');
    const secret = office().notificationConfigs.find((config) => config.secret !== undefined)?.secret;
    expect(page.text).not.toContain(secret);
  });

  it('speaks the four languages: the events, the languages and the channels', async () => {
    const expected = {
      nl: [
        'Meldingen van Harbour Office',
        'Front Door: vergrendeld, ontgrendeld, deur open of dicht',
        'Nederlands',
      ],
      de: [
        'Benachrichtigungen von Harbour Office',
        'Front Door: verriegelt, entriegelt, Tür geöffnet oder geschlossen',
        'Niederländisch',
      ],
      es: [
        'Notificaciones de Harbour Office',
        'Front Door: bloqueo, desbloqueo, puerta abierta o cerrada',
        'neerlandés',
      ],
    };
    try {
      for (const [lang, lines] of Object.entries(expected)) {
        owner.cookies.set('lock_console_lang', lang);
        const text = visibleText((await owner.get('/accounts/default/notifications')).text);
        for (const line of lines) expect(text).toContain(line);
        const words = text.split(/[\s,:()]+/);
        for (const constant of [...EVENT_CONSTANTS, ...ENGLISH_CONSTANTS])
          expect(words).not.toContain(constant);
      }
    } finally {
      owner.cookies.delete('lock_console_lang');
    }
  });

  it('creates a notification for chosen locks, which is then listed in words', async () => {
    const answer = await create({
      channel: 'webhook',
      address: 'https://hooks.example/created',
      language: 'de',
      scope: 'chosen',
      locks: [String(FRONT_DOOR), String(STREET_GATE)],
      events: ['ring', 'lock', 'lock', 'bogus'],
    });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)).toEqual({
      kind: 'success',
      text: 'The notification to https://hooks.example/created was created.',
    });
    expect(notificationTo('https://hooks.example/created')).toMatchObject({
      os: 2,
      language: 'de',
      settings: [
        { smartlockId: FRONT_DOOR, triggerEvents: ['lock', 'ring'] },
        { smartlockId: STREET_GATE, triggerEvents: ['lock', 'ring'] },
      ],
    });
    const card = visibleText(
      cardWith((await owner.get('/accounts/default/notifications')).text, 'https://hooks.example/created'),
    );
    expect(card).toContain('Language of the messages German');
    expect(card).toContain('Front Door: locked, doorbell rang');
    expect(card).toContain('Street Gate: locked, doorbell rang');
  });

  it('creates a push notification for every lock', async () => {
    const answer = await create({
      channel: 'android',
      address: 'push-token-of-a-phone-0123456789',
      language: 'nl',
      scope: 'all',
      events: ['warnings'],
    });

    expect(answer.status).toBe(303);
    expect(notificationTo('push-token-of-a-phone-0123456789')).toMatchObject({
      os: 0,
      language: 'nl',
      settings: [{ triggerEvents: ['warnings'] }],
    });
    const card = visibleText(
      cardWith((await owner.get('/accounts/default/notifications')).text, 'an Android phone (push message)'),
    );
    expect(card).toContain('phone push-tok…');
    expect(card).toContain('Every lock of the account: warnings, such as a low battery');
  });

  const valid = {
    channel: 'webhook',
    address: 'https://hooks.example/refused',
    language: 'en',
    scope: 'all',
    events: ['lock'],
  };
  it.each([
    ['no channel', { ...valid, channel: 'pager' }, 'Choose where the notification goes.'],
    ['no address', { ...valid, address: '  ' }, 'Enter the address the notification goes to.'],
    [
      'an address too long',
      { ...valid, address: `https://hooks.example/${'a'.repeat(2050)}` },
      'at most 2048',
    ],
    ['a webhook over http', { ...valid, address: 'http://hooks.example/in' }, 'starting with https://'],
    ['a webhook that is no URL', { ...valid, address: 'hooks.example' }, 'starting with https://'],
    ['an unknown language', { ...valid, language: 'xx' }, 'Choose one of the languages offered.'],
    ['chosen locks but none ticked', { ...valid, scope: 'chosen' }, 'Tick at least one lock'],
    ['a lock of another account', { ...valid, scope: 'chosen', locks: '400201' }, 'A chosen lock is not in'],
    ['no event', { ...valid, events: [] }, 'Tick at least one event.'],
    ['unknown events only', { ...valid, events: ['EVIL', 'LOCK'] }, 'Tick at least one event.'],
  ])('refuses %s with a 400 in words, sending nothing', async (_case, fields, message) => {
    await owner.get('/accounts/default/notifications');
    const since = app.sandbox.requests.length;
    const refused = await owner.post('/accounts/default/notifications', fields);

    expect(refused.status).toBe(400);
    expect(refused.text).toContain(message);
    expect(refused.text).toContain('Nothing was sent.');
    expect(changesSince(since)).toEqual([]);
  });

  it("says a lock API failure in the page's words, never the API's answer", async () => {
    app.sandbox.failNext(1, 500, { detail: 'queue 9 is full' }, { method: 'PUT', path: '/notification' });
    const failed = await create({ ...valid, address: 'https://hooks.example/failing' });

    expect(failed.status).toBe(303);
    expect(flashOf(failed)).toEqual({
      kind: 'error',
      text:
        'The notification could not be created: The lock service has a problem right now. Try again in a few ' +
        'minutes.',
    });
    expect(notificationTo('https://hooks.example/failing')).toBeUndefined();
  });

  it('changes a notification through its own page, keeping its reference id', async () => {
    const webhook = office().notificationConfigs.find((config) => config.referenceId === 'crm-4411');
    const path = `/accounts/default/notifications/${webhook?.notificationId}`;
    const form = await owner.get(path);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Change the notification to https://office.lock.example/hooks/notification');
    expect(form.text).toMatch(/name="scope" value="all"\s+checked/);

    const saved = await owner.post(path, {
      channel: 'webhook',
      address: 'https://office.lock.example/hooks/changed',
      language: 'es',
      scope: 'chosen',
      locks: String(BACK_ENTRANCE),
      events: ['doorsensor'],
    });

    expect(saved.status).toBe(303);
    expect(flashOf(saved)?.text).toBe(
      'The notification to https://office.lock.example/hooks/changed was saved.',
    );
    expect(
      office().notificationConfigs.find((config) => config.notificationId === webhook?.notificationId),
    ).toMatchObject({
      referenceId: 'crm-4411',
      pushId: 'https://office.lock.example/hooks/changed',
      language: 'es',
      settings: [{ smartlockId: BACK_ENTRANCE, triggerEvents: ['doorsensor'] }],
    });
    const card = visibleText(
      cardWith((await owner.get('/accounts/default/notifications')).text, 'hooks/changed'),
    );
    expect(card).toContain('Back Entrance: door opened or closed');
    expect(card).toContain('Spanish');

    await owner.get(path);
    const since = app.sandbox.requests.length;
    const refused = await owner.post(path, { ...valid, events: [] });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Tick at least one event. Nothing was sent.');
    expect(changesSince(since)).toEqual([]);
  });

  it('says so when the locks of a notification report different events', async () => {
    const phone = office().notificationConfigs.find((config) => config.os === 1);
    const form = await owner.get(`/accounts/default/notifications/${phone?.notificationId}`);
    expect(form.text).toContain('The locks of this notification now report different events.');
    expect(form.text).toMatch(/name="scope" value="chosen"\s+checked/);
  });

  it('removes a notification only after the question; then it is no longer listed', async () => {
    await create({ ...valid, address: 'https://hooks.example/doomed' });
    const doomed = notificationTo('https://hooks.example/doomed');
    const path = `/accounts/default/notifications/${doomed?.notificationId}/remove`;

    await owner.get('/accounts/default/notifications');
    const since = app.sandbox.requests.length;
    const asked = await owner.post(path);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(
      'Remove the notification to https://hooks.example/doomed? No more messages go there.',
    );
    expect(changesSince(since)).toEqual([]);

    const done = await owner.post(path, { confirmed: '1' });
    expect(done.status).toBe(303);
    expect(flashOf(done)?.text).toBe('The notification to https://hooks.example/doomed was removed.');
    expect(notificationTo('https://hooks.example/doomed')).toBeUndefined();
    const list = await owner.get('/accounts/default/notifications');
    expect(cardWith(list.text, 'hooks.example/doomed')).toBe('');
  });

  it('answers 404 for a notification of another account or none, and an account the user does not own', async () => {
    const depots = app.sandbox.data.accounts[1].notificationConfigs;
    expect((await owner.get(`/accounts/default/notifications/${depots[0].notificationId}`)).status).toBe(404);
    expect((await owner.get('/accounts/default/notifications/ffffffffffffffffffffffff')).status).toBe(404);
    expect((await owner.get('/accounts/depot/notifications')).status).toBe(404);
  });

  it('refuses a sub-user every page and form (403), sending nothing', async () => {
    await guest.get('/accounts/default');
    const id = office().notificationConfigs[0].notificationId;
    const since = app.sandbox.requests.length;
    for (const path of ['/accounts/default/notifications', `/accounts/default/notifications/${id}`]) {
      expect((await guest.get(path)).status).toBe(403);
    }
    for (const path of [
      '/accounts/default/notifications',
      `/accounts/default/notifications/${id}`,
      `/accounts/default/notifications/${id}/remove`,
    ]) {
      const refused = await guest.post(path, { ...valid, confirmed: '1' });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Only a main user may open this page.');
    }
    expect(app.sandbox.requests.slice(since)).toEqual([]);
  });
  describeWithChromium('in a real browser', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchChromium();
    });

    afterAll(() => browser?.close());

    it.each(Object.entries(CONSOLE_SIZES))(
      'fits at %s in en, nl, de and es: no overflow, no axe violation, no browser problem',
      async (size, viewport) => {
        const findings = await pageFitFindings({
          browser,
          console: app,
          client: owner,
          size,
          viewport,
          shots: SHOTS,
          pages: () => {
            const phone = office().notificationConfigs.find((config) => config.os === 1);
            return [
              ['notifications', '/accounts/default/notifications'],
              ['notification-change', `/accounts/default/notifications/${phone?.notificationId}`],
            ];
          },
        });
        expect(findings).toEqual([]);
      },
    );
  });
});
