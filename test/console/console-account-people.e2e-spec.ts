// The people pages of a lock account through real HTTP: one console app (Nest on loopback, SQLite file) over one
// lock sandbox for the whole file, because every rule here is about what reaches (or never reaches) the lock API:
// the sandbox records each request and holds the account's people and authorizations. Tests that change data use
// people of their own, so the order of the tests does not matter.
// One Chromium for the browser part: 3 pages at 3 widths in 4 languages, each scanned by axe, is most of its time
// (about 30 s; over a minute on a machine busy with other suites).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { CONSOLE_SIZES, pageFitFindings } from '../support/console-browser';
import { ConsoleClient, flashOf } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';

const OWNER = 'owner@people.test';
const GUEST = 'guest@people.test';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
/** Anna de Vries, a seeded person of Harbour Office with app access to three locks. */
const ANNA = 5101;
/** The Depot North account's manager, a person of another account. */
const DEPOT_MANAGER = 5201;
/** Claire Bakker, a seeded person of Harbour Office without app access. */
const CLAIRE = 5103;

// A size's pages in four languages, each with axe, take longer than the default 5 s.
jest.setTimeout(120_000);

/** Where the screenshots go: \`SCREENSHOTS_DIR\`, or \`test-output/\` (not committed). */
const SHOTS =
  process.env.SCREENSHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'console-people-notifications');

describe('Console people of a lock account', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;
  let guest: ConsoleClient;

  /** The requests that could change something at the lock API since `since`: all but reads. */
  const changesSince = (since: number) =>
    app.sandbox.requests
      .slice(since)
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
  const office = () => app.sandbox.data.accounts[0];
  const personNamed = (name: string) => office().users.find((user) => user.name === name);

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER);
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'manage_auths',
    });
    owner = await ConsoleClient.signedIn(app, OWNER);
    guest = await ConsoleClient.signedIn(app, GUEST);
  });

  afterAll(() => app?.close());

  /** Adds a person through the page's form, as a browser sends it; answers the person as the sandbox holds it. */
  async function addPerson(name: string, email: string, language = 'de') {
    await owner.get('/accounts/default/people');
    const answer = await owner.post('/accounts/default/people', { name, email, language });
    expect(answer.status).toBe(303);
    const person = personNamed(name);
    if (person === undefined) throw new Error(`${name} was not added`);
    return person;
  }

  it('lists the people with their app language and the locks their app opens, in words', async () => {
    const page = await owner.get('/accounts/default/people');

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>People of Harbour Office</h1>');
    expect(page.text).toMatch(/aria-current="page">People</);
    const anna =
      /<tr>\s*<td data-label="Name">[\s\S]*?Anna de Vries[\s\S]*?<\/tr>/.exec(page.text)?.[0] ?? '';
    expect(anna).toContain('anna@office.lock.example');
    expect(anna).toContain('<td data-label="App language">Dutch</td>');
    expect(anna).toMatch(/Front Door, Back Entrance, Street Gate/);
    const claire =
      /<tr>\s*<td data-label="Name">[\s\S]*?Claire Bakker[\s\S]*?<\/tr>/.exec(page.text)?.[0] ?? '';
    expect(claire).toContain('English');
    expect(claire).toContain('no lock');
    // Never a language code or the API's authorization type.
    expect(page.text).not.toMatch(/>\s*(nl|en)\s*</);
  });

  it('speaks the four languages', async () => {
    const titles = {
      nl: ['Personen van Harbour Office', 'Nederlands', 'Engels'],
      de: ['Personen von Harbour Office', 'Niederländisch', 'Englisch'],
      es: ['Personas de Harbour Office', 'neerlandés', 'inglés'],
    };
    try {
      for (const [lang, lines] of Object.entries(titles)) {
        owner.cookies.set('lock_console_lang', lang);
        const page = await owner.get('/accounts/default/people');
        for (const line of lines) expect(page.text).toContain(line);
      }
    } finally {
      owner.cookies.delete('lock_console_lang');
    }
  });

  it('adds a person, who is then listed, and opens their page', async () => {
    await owner.get('/accounts/default/people');
    const answer = await owner.post('/accounts/default/people', {
      name: 'Dora Visser',
      email: 'dora@office.lock.example',
      language: 'es',
    });

    expect(answer.status).toBe(303);
    const dora = personNamed('Dora Visser');
    expect(dora).toMatchObject({ email: 'dora@office.lock.example', language: 'es' });
    expect(answer.location).toBe(`/lock/accounts/default/people/${dora?.accountUserId}`);
    expect(flashOf(answer)).toEqual({ kind: 'success', text: 'Dora Visser was added to the lock account.' });
    const list = await owner.get('/accounts/default/people');
    expect(list.text).toContain('dora@office.lock.example');
    const page = await owner.get(answer.location?.slice('/lock'.length) ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Dora Visser</h1>');
    expect(page.text).toContain('Dora Visser has no app access to any lock of this account.');
  });

  it.each([
    ['no name', { name: '  ', email: 'x@office.lock.example', language: 'en' }, 'Enter the person’s name.'],
    [
      'a name over 255 characters',
      { name: 'n'.repeat(256), email: 'x@office.lock.example', language: 'en' },
      'The name may be at most 255 characters long.',
    ],
    [
      'an email without a domain',
      { name: 'Xavier', email: 'xavier@', language: 'en' },
      'Enter a valid email',
    ],
    [
      'an email with a space',
      { name: 'Xavier', email: 'x avier@a.example', language: 'en' },
      'Enter a valid email',
    ],
    [
      'an unknown language',
      { name: 'Xavier', email: 'x@office.lock.example', language: 'xx' },
      'Choose one of',
    ],
  ])('refuses %s with a 400 in words, sending nothing', async (_case, fields, message) => {
    await owner.get('/accounts/default/people');
    const since = app.sandbox.requests.length;
    const refused = await owner.post('/accounts/default/people', fields);

    expect(refused.status).toBe(400);
    expect(refused.text).toContain(message);
    expect(refused.text).toContain('Nothing was sent.');
    expect(changesSince(since)).toEqual([]);
  });

  it('says in words that the email is taken (the API answers 409) and shows the form again', async () => {
    await owner.get('/accounts/default/people');
    const refused = await owner.post('/accounts/default/people', {
      name: 'Anna Again',
      email: 'ANNA@office.lock.example',
      language: 'nl',
    });

    expect(refused.status).toBe(409);
    expect(refused.text).toContain(
      'Another person of this lock account already has the email address ANNA@office.lock.example.',
    );
    expect(refused.text).toContain('value="Anna Again"');
    expect(personNamed('Anna Again')).toBeUndefined();
  });

  it("says a lock API failure in the page's words, never the API's answer", async () => {
    await owner.get('/accounts/default/people');
    app.sandbox.failNext(
      1,
      500,
      { detail: 'database shard 7 on fire' },
      { method: 'PUT', path: '/account/user' },
    );
    const failed = await owner.post('/accounts/default/people', {
      name: 'Jan Ruis',
      email: 'jan@office.lock.example',
      language: 'nl',
    });

    expect(failed.status).toBe(303);
    expect(flashOf(failed)).toEqual({
      kind: 'error',
      text: 'The person could not be added: The lock service has a problem right now. Try again in a few minutes.',
    });
    expect(personNamed('Jan Ruis')).toBeUndefined();
  });

  it('changes a person, and sends nothing when nothing changed', async () => {
    const emil = await addPerson('Emil Berg', 'emil@office.lock.example');
    const path = `/accounts/default/people/${emil.accountUserId}`;
    await owner.get(path);

    const changed = await owner.post(path, {
      name: 'Emil Bergmann',
      email: 'emil@office.lock.example',
      language: 'nl',
    });

    expect(changed.status).toBe(303);
    expect(flashOf(changed)?.text).toBe('The changes to Emil Bergmann were saved.');
    expect(office().users.find((user) => user.accountUserId === emil.accountUserId)).toMatchObject({
      name: 'Emil Bergmann',
      language: 'nl',
    });
    const update = app.sandbox.requestsTo('POST', `/account/user/${emil.accountUserId}`).at(-1);
    expect(JSON.parse(update?.body ?? '{}')).toEqual({ name: 'Emil Bergmann', language: 'nl' });

    await owner.get(path);
    const since = app.sandbox.requests.length;
    const same = await owner.post(path, {
      name: 'Emil Bergmann',
      email: 'EMIL@office.lock.example',
      language: 'nl',
    });
    expect(flashOf(same)?.text).toBe('Nothing was changed, so nothing was sent.');
    expect(changesSince(since)).toEqual([]);

    const bad = await owner.post(path, { name: 'Emil', email: 'not-an-email', language: 'nl' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter a valid email address');
    expect(changesSince(since)).toEqual([]);
  });

  it('shows app access apart from keypad codes, and gives app access to chosen locks', async () => {
    const fay = await addPerson('Fay Smit', 'fay@office.lock.example');
    const path = `/accounts/default/people/${fay.accountUserId}`;
    await owner.get(path);

    const given = await owner.post(`${path}/app-access`, {
      locks: [String(FRONT_DOOR), String(STREET_GATE)],
      remote: '1',
    });

    expect(given.status).toBe(303);
    expect(flashOf(given)?.text).toBe('Fay Smit may now open Front Door, Street Gate with the app.');
    const apps = office().auths.filter((auth) => auth.accountUserId === fay.accountUserId);
    expect(apps.map((auth) => [auth.smartlockId, auth.type, auth.remoteAllowed, auth.name])).toEqual([
      [FRONT_DOOR, 0, true, 'Fay Smit'],
      [STREET_GATE, 0, true, 'Fay Smit'],
    ]);

    const page = await owner.get(path);
    expect(page.text).toContain('App access of Fay Smit');
    expect(page.text).toContain('Keypad codes belong to no person');
    const table = /<table>[\s\S]*?<\/table>/.exec(page.text)?.[0] ?? '';
    expect(table).toMatch(
      new RegExp(`<a href="/lock/accounts/default/locks/${FRONT_DOOR}"\\s*>Front Door</a\\s*>`),
    );
    expect(table).toMatch(
      new RegExp(`<a href="/lock/accounts/default/locks/${STREET_GATE}"\\s*>Street Gate</a\\s*>`),
    );
    expect(table).toContain('also from afar');
    // The seeded keypad codes of these locks are not this person's and are not listed.
    expect(page.text).not.toContain('Cleaning crew');
    // Only the lock without access is offered.
    expect(page.text).toContain(`value="${BACK_ENTRANCE}"`);
    expect(page.text).not.toContain(`name="locks" value="${FRONT_DOOR}"`);
  });

  it.each([
    ['no lock', {}, 'Choose at least one lock.'],
    ['a lock of another account', { locks: '400201' }, 'A chosen lock is not in this account'],
    ['a lock the person already opens', { locks: String(FRONT_DOOR) }, 'already has app access to it'],
    ['a lock id that is no number', { locks: 'front' }, 'A chosen lock is not in this account'],
  ])('refuses app access to %s with a 400, sending nothing', async (_case, fields, message) => {
    const path = `/accounts/default/people/${ANNA}`;
    await owner.get(path);
    const since = app.sandbox.requests.length;
    const refused = await owner.post(`${path}/app-access`, fields);

    expect(refused.status).toBe(400);
    expect(refused.text).toContain(message);
    expect(refused.text).toContain('Nothing was sent.');
    expect(changesSince(since)).toEqual([]);
  });

  it('removes an app access only after the question, and only an app access of this person', async () => {
    const gus = await addPerson('Gus Kok', 'gus@office.lock.example');
    const path = `/accounts/default/people/${gus.accountUserId}`;
    await owner.get(path);
    await owner.post(`${path}/app-access`, { locks: String(BACK_ENTRANCE) });
    const access = office().auths.find((auth) => auth.accountUserId === gus.accountUserId);
    if (access === undefined) throw new Error('no app access was given');
    const remove = `${path}/app-access/${BACK_ENTRANCE}/${access.id}/remove`;

    await owner.get(path);
    const since = app.sandbox.requests.length;
    const asked = await owner.post(remove);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(
      'Remove the app access of Gus Kok to Back Entrance? Their app stops opening this lock at once.',
    );
    expect(changesSince(since)).toEqual([]);

    // A keypad code of the lock, or another person's app access, through this person's path: never removed.
    const keypad = office().auths.find((auth) => auth.smartlockId === BACK_ENTRANCE && auth.type === 13);
    const bram = office().auths.find(
      (auth) => auth.smartlockId === BACK_ENTRANCE && auth.accountUserId === 5102,
    );
    for (const other of [keypad, bram]) {
      const refused = await owner.post(`${path}/app-access/${BACK_ENTRANCE}/${other?.id}/remove`, {
        confirmed: '1',
      });
      expect(flashOf(refused)?.text).toBe(
        'This app access is no longer there. The list below is up to date.',
      );
    }
    expect(changesSince(since)).toEqual([]);

    const done = await owner.post(remove, { confirmed: '1' });
    expect(done.status).toBe(303);
    expect(flashOf(done)?.text).toBe('The app access of Gus Kok to Back Entrance was removed.');
    expect(office().auths.some((auth) => auth.id === access.id)).toBe(false);
    expect((await owner.get(path)).text).toContain('Gus Kok has no app access to any lock of this account.');
  });

  it('removes a person only after the question; then they are gone from the list', async () => {
    const hana = await addPerson('Hana Mol', 'hana@office.lock.example');
    const path = `/accounts/default/people/${hana.accountUserId}`;
    await owner.get(path);
    await owner.post(`${path}/app-access`, { locks: String(FRONT_DOOR) });

    await owner.get(path);
    const since = app.sandbox.requests.length;
    const asked = await owner.post(`${path}/remove`);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(
      'Remove Hana Mol (hana@office.lock.example) from the lock account? Their app access to every lock ends at once.',
    );
    expect(changesSince(since)).toEqual([]);

    const done = await owner.post(`${path}/remove`, { confirmed: '1' });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/lock/accounts/default/people');
    expect(flashOf(done)?.text).toBe('Hana Mol was removed from the lock account.');
    expect(personNamed('Hana Mol')).toBeUndefined();
    expect(office().auths.some((auth) => auth.accountUserId === hana.accountUserId)).toBe(false);
    expect((await owner.get('/accounts/default/people')).text).not.toContain('hana@office.lock.example');
    expect((await owner.get(path)).status).toBe(404);
  });

  it('answers 404 for a person of another account, a bad id, and an account the user does not own', async () => {
    expect((await owner.get(`/accounts/default/people/${DEPOT_MANAGER}`)).status).toBe(404);
    expect((await owner.get('/accounts/default/people/abc')).status).toBe(404);
    expect((await owner.get('/accounts/default/people/999999')).status).toBe(404);
    expect((await owner.get('/accounts/depot/people')).status).toBe(404);
  });

  it('refuses a sub-user every page and form (403), sending nothing', async () => {
    await guest.get('/accounts/default');
    const since = app.sandbox.requests.length;
    for (const path of ['/accounts/default/people', `/accounts/default/people/${ANNA}`]) {
      expect((await guest.get(path)).status).toBe(403);
    }
    const posts: [string, Record<string, string>][] = [
      ['/accounts/default/people', { name: 'Ivo', email: 'ivo@office.lock.example', language: 'en' }],
      [
        `/accounts/default/people/${ANNA}`,
        { name: 'Anna', email: 'anna@office.lock.example', language: 'en' },
      ],
      [`/accounts/default/people/${ANNA}/remove`, { confirmed: '1' }],
      [`/accounts/default/people/${ANNA}/app-access`, { locks: String(FRONT_DOOR) }],
    ];
    for (const [path, fields] of posts) {
      const refused = await guest.post(path, fields);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Only a main user may open this page.');
    }
    expect(app.sandbox.requests.slice(since)).toEqual([]);
    expect(changesSince(since)).toEqual([]);
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
          pages: () => [
            ['people', '/accounts/default/people'],
            ['person-with-access', `/accounts/default/people/${ANNA}`],
            ['person-without-access', `/accounts/default/people/${CLAIRE}`],
          ],
        });
        expect(findings).toEqual([]);
      },
    );

    it('asks in a dialog before an app access goes: Cancel sends nothing, Remove removes it', async () => {
      const ines = await addPerson('Ines Berg', 'ines@office.lock.example');
      const path = `/accounts/default/people/${ines.accountUserId}`;
      await owner.get(path);
      await owner.post(`${path}/app-access`, { locks: String(STREET_GATE) });
      const context = await browser.newContext({ viewport: CONSOLE_SIZES.desk, locale: 'en-GB' });
      await context.addCookies(
        [...owner.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/lock' })),
      );
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);
        await page.goto(app.url(path));
        const since = app.sandbox.requests.length;
        const dialog = page.locator('dialog.confirm-dialog');
        await page.getByRole('button', { name: 'Remove app access: Street Gate' }).click();
        await dialog.waitFor();
        expect((await dialog.locator('.confirm-question').textContent())?.trim()).toBe(
          'Remove the app access of Ines Berg to Street Gate? Their app stops opening this lock at once.',
        );
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(changesSince(since)).toEqual([]);

        await page.getByRole('button', { name: 'Remove app access: Street Gate' }).click();
        await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
        await page.getByText('The app access of Ines Berg to Street Gate was removed.').waitFor();
        expect(changesSince(since)).toHaveLength(1);
        expect(office().auths.some((auth) => auth.accountUserId === ines.accountUserId)).toBe(false);
      } finally {
        await context.close();
      }
    });
  });
});
