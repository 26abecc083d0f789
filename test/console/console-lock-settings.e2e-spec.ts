// Starts one console app on a LockSandbox (and its SQLite database) for the file: every rule of the settings pages
// (permission, validation, confirmation, admin PIN never shown, rename and remove for a main user) is checked
// through real HTTP, and what reached the lock API is read from the sandbox.
import { Logger } from '@nestjs/common';
import { LOCK_SANDBOX_HOME_ACCOUNT_ID } from '../../src/testing';
import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { RecordingLogger } from '../support/recording-logger';
import { sandboxAccountOf } from '../support/sandbox-lock-data';
import { LOCK_SETTINGS_MESSAGES } from '../../src/lock/application/console/i18n/lock-settings-messages';

const OWNER = 'owner@lock.test';
const GUEST = 'guest@lock.test';
const KEEPER = 'keeper@lock.test';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const STORE_ROOM = 100202;
const LOADING_BAY = 400201;
const HOME_DOOR = 300301;

/** The requests that could change something at the lock API: all but reads. */
function changesSent(app: ConsoleApp): string[] {
  return app.sandbox.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
}

/** The lock as the sandbox keeps it. */
function sandboxLock(
  app: ConsoleApp,
  smartlockId: number,
): Record<string, unknown> & {
  name: string;
  config: Record<string, unknown>;
  advancedConfig?: Record<string, unknown>;
  openerAdvancedConfig?: Record<string, unknown>;
  smartdoorAdvancedConfig?: Record<string, unknown>;
} {
  const lock = sandboxAccountOf(app, smartlockId).smartlocks.find((held) => held.smartlockId === smartlockId);
  if (lock === undefined) throw new Error(`no sandbox lock ${smartlockId}`);
  return lock as never;
}

/** The form's fields as the page shows them: each input's and select's value, each ticked box. */
function formFieldsOf(page: ConsoleAnswer): Record<string, string | string[]> {
  const form = /<form\s+method="post"\s+action="[^"]*\/settings"[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
  const fields: Record<string, string | string[]> = {};
  for (const input of form.match(/<input[\s\S]*?\/>/g) ?? []) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name === undefined || name === '_csrf') continue;
    if (/type="checkbox"/.test(input)) {
      if (!/\schecked/.test(input)) continue;
      const held = fields[name];
      fields[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    } else {
      fields[name] = value;
    }
  }
  for (const select of form.match(/<select[\s\S]*?<\/select>/g) ?? []) {
    const name = /name="([^"]+)"/.exec(select)?.[1] as string;
    fields[name] = /<option value="([^"]*)"\s+selected/.exec(select)?.[1] ?? '';
  }
  return fields;
}

/** The settings form as shown, with `changes` (a field set to undefined is left out: an unticked box). */
async function settingsForm(
  client: ConsoleClient,
  path: string,
  changes: Record<string, string | string[] | undefined>,
): Promise<Record<string, string | string[]>> {
  const page = await client.get(path);
  expect(page.status).toBe(200);
  const fields: Record<string, string | string[] | undefined> = { ...formFieldsOf(page), ...changes };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | string[]
  >;
}

function settingsPath(smartlockId: number, account = 'default'): string {
  return `/accounts/${account}/locks/${smartlockId}/settings`;
}

function confirmQuestionOf(answer: ConsoleAnswer): string | null {
  return /<p class="confirm-question">([\s\S]*?)<\/p>/.exec(answer.text)?.[1] ?? null;
}

describe('Console: a lock settings pages', () => {
  // The app, its database and sandbox start once for the file; on a loaded machine that outlasts jest's 5 s.
  jest.setTimeout(30_000);

  let app: ConsoleApp;
  let owner: ConsoleClient;
  let guest: ConsoleClient;
  let keeper: ConsoleClient;
  const logger = new RecordingLogger();

  beforeAll(async () => {
    app = await ConsoleApp.start();
    // Every log line of the app from now on, to show that no admin PIN reaches one (after the start: the app is
    // created with no logger, which would undo an earlier override).
    Logger.overrideLogger(logger);
    await app.addAccount('home', 'Lindenhof', app.sandbox.apiToken(LOCK_SANDBOX_HOME_ACCOUNT_ID));
    await app.addMainUser(OWNER, ['default', 'depot', 'home']);
    await app.addSubUser(GUEST, OWNER, 'Guest');
    await app.addSubUser(KEEPER, OWNER, 'Keeper');
    // The guest may lock and unlock the Front Door, not change its settings.
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'lock,unlock',
    });
    // The keeper holds "Change settings" on the Front Door.
    await app.grant({
      email: KEEPER,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'lock,manage_settings',
    });
    [owner, guest, keeper] = await Promise.all(
      [OWNER, GUEST, KEEPER].map((email) => ConsoleClient.signedIn(app, email)),
    );
  });

  afterAll(async () => {
    await app.close();
    Logger.overrideLogger(false);
  });

  beforeEach(() => app.sandbox.clearRequests());

  describe('the settings form', () => {
    it("shows a smart lock's sections with its current values, and no opener's", async () => {
      const page = await owner.get(settingsPath(FRONT_DOOR));

      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>Settings of Front Door</h1>');
      for (const title of ['General', 'Auto-lock', 'Door', 'Button on the device']) {
        expect(page.text).toContain(`>${title}</h2>`);
      }
      expect(page.text).not.toContain('>Ring to open</h2>');
      const fields = formFieldsOf(page);
      expect(fields).toMatchObject({
        ledEnabled: '1',
        buttonEnabled: '1',
        timezoneId: '37',
        autoLockTimeout: '',
        lngTimeout: '20',
        unlatchDuration: '3',
        singleButtonPressAction: '1',
        doubleButtonPressAction: '5',
      });
      expect(fields.autoLock).toBeUndefined();
      expect(page.text).toContain('Europe/Berlin');
      expect(changesSent(app)).toEqual([]);
    });

    it('shows a current value the list lacks as it is, chosen, rather than choosing another', async () => {
      const config = sandboxLock(app, FRONT_DOOR).config;
      config.timezoneId = 65535;
      try {
        const page = await owner.get(settingsPath(FRONT_DOOR));
        expect(formFieldsOf(page).timezoneId).toBe('65535');
        expect(page.text).toMatch(/<option value="65535" selected>As it is now \(65535\)<\/option>/);
      } finally {
        config.timezoneId = 37;
      }
    });

    it("shows an opener's ring to open, intercom and sound, and no auto-lock", async () => {
      const page = await owner.get(settingsPath(STREET_GATE));

      expect(page.status).toBe(200);
      for (const title of ['Ring to open', 'Intercom', 'Sound', 'Button on the device']) {
        expect(page.text).toContain(`>${title}</h2>`);
      }
      expect(page.text).not.toContain('>Auto-lock</h2>');
      expect(formFieldsOf(page)).toMatchObject({
        rtoTimeout: '20',
        disableRtoAfterRing: '1',
        soundLevel: '255',
      });
      expect(page.text).toContain('Turn ring to open on or off');
    });

    it("shows a smart door's own settings: LED brightness, unlatching on unlock, buzzer", async () => {
      const page = await owner.get(settingsPath(HOME_DOOR, 'home'));

      expect(page.status).toBe(200);
      expect(formFieldsOf(page)).toMatchObject({
        ledBrightness: '3',
        autoUnlatch: '1',
        buzzerVolume: '2',
        autoLock: '1',
        autoLockTimeout: '120',
      });
    });

    it('saves a change, carrying every field the lock API requires, and reads it back', async () => {
      const before = { ...sandboxLock(app, STORE_ROOM).config };
      const form = await settingsForm(owner, settingsPath(STORE_ROOM, 'depot'), {
        ledEnabled: undefined,
        timezoneId: '40',
        unlatchDuration: '5',
      });

      const saved = await owner.post(settingsPath(STORE_ROOM, 'depot'), form);

      expect(saved.status).toBe(303);
      expect(saved.location).toBe(`/lock${settingsPath(STORE_ROOM, 'depot')}`);
      expect(changesSent(app)).toEqual([
        `POST /smartlock/${STORE_ROOM}/config`,
        `POST /smartlock/${STORE_ROOM}/advanced/config`,
      ]);
      const sent = JSON.parse(app.sandbox.requestsTo('POST', `/smartlock/${STORE_ROOM}/config`)[0].body);
      expect(sent).toMatchObject({
        name: before.name,
        latitude: before.latitude,
        longitude: before.longitude,
        singleLock: before.singleLock,
        advertisingMode: before.advertisingMode,
        timezoneOffset: before.timezoneOffset,
        ledEnabled: false,
        timezoneId: 40,
      });
      expect(sent).not.toHaveProperty('keypadPaired');
      const lock = sandboxLock(app, STORE_ROOM);
      expect(lock.config).toMatchObject({ ledEnabled: false, timezoneId: 40, latitude: before.latitude });
      expect(lock.advancedConfig).toMatchObject({ unlatchDuration: 5, lngTimeout: 20 });
      const again = await owner.get(settingsPath(STORE_ROOM, 'depot'));
      expect(again.text).toContain('The settings of Store Room were saved.');
      expect(formFieldsOf(again)).toMatchObject({ timezoneId: '40', unlatchDuration: '5' });
      expect(formFieldsOf(again).ledEnabled).toBeUndefined();
    });

    it('sends nothing when nothing changed', async () => {
      const form = await settingsForm(owner, settingsPath(STORE_ROOM, 'depot'), {});

      const saved = await owner.post(settingsPath(STORE_ROOM, 'depot'), form);

      expect(saved.status).toBe(303);
      expect(changesSent(app)).toEqual([]);
      expect((await owner.get(settingsPath(STORE_ROOM, 'depot'))).text).toContain('Nothing was changed');
    });

    it.each([
      ['an auto-lock timeout out of range', { autoLock: '1', autoLockTimeout: '99999' }, 'from 2 to 3600'],
      ['an auto-lock timeout of one second', { autoLock: '1', autoLockTimeout: '1' }, 'from 2 to 3600'],
      ['a timeout that is no number', { autoLock: '1', autoLockTimeout: 'soon' }, 'from 2 to 3600'],
      ['a time zone not in the list', { timezoneId: '99' }, 'Choose one of the options'],
      ["a lock 'n' go wait not in the list", { lngTimeout: '25' }, 'Choose one of the options'],
    ])('refuses %s in words and sends nothing', async (_case, changes, words) => {
      const form = await settingsForm(owner, settingsPath(FRONT_DOOR), changes);
      app.sandbox.clearRequests();

      const refused = await owner.post(settingsPath(FRONT_DOOR), form);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(words);
      expect(refused.text).toContain('Nothing was saved.');
      expect(refused.text).toMatch(/aria-invalid="true"/);
      expect(changesSent(app)).toEqual([]);
    });

    it("refuses an opener's ring to open and a smart door's LED brightness out of range", async () => {
      const opener = await settingsForm(owner, settingsPath(STREET_GATE), { rtoTimeout: '0' });
      const door = await settingsForm(owner, settingsPath(HOME_DOOR, 'home'), { ledBrightness: '9' });
      app.sandbox.clearRequests();

      const refusedOpener = await owner.post(settingsPath(STREET_GATE), opener);
      const refusedDoor = await owner.post(settingsPath(HOME_DOOR, 'home'), door);

      expect(refusedOpener.status).toBe(400);
      expect(refusedOpener.text).toContain('“Ring to open ends after” must be a whole number from 1 to 180.');
      expect(refusedDoor.status).toBe(400);
      expect(refusedDoor.text).toContain('“LED brightness” must be a whole number from 0 to 5.');
      expect(changesSent(app)).toEqual([]);
    });
    it('answers the form again in words when the lock API refuses the change, the admin PIN too', async () => {
      const form = await settingsForm(owner, settingsPath(FRONT_DOOR), { timezoneId: '12' });
      app.sandbox.failNext(1, 400, { detailMessage: 'refused' }, { method: 'POST', path: /\/config$/ });

      const refused = await owner.post(settingsPath(FRONT_DOOR), form);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain('id="setting-form-error"');
      expect(formFieldsOf(refused)).toMatchObject({ timezoneId: '12' });
      expect(sandboxLock(app, FRONT_DOOR).config).toMatchObject({ timezoneId: 37 });

      await owner.get(`/accounts/default/locks/${FRONT_DOOR}/admin-pin`);
      app.sandbox.failNext(1, 400, { detailMessage: 'refused' }, { method: 'POST', path: /\/admin\/pin$/ });
      const pin = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/admin-pin`, {
        pin: '8642',
        repeat: '8642',
        understood: '1',
      });
      expect(pin.status).toBe(400);
      expect(pin.text).toContain('id="admin-pin-error"');
      expect(pin.text).not.toContain('8642');
      // The refusal's detail was logged (so the log is read), without the PIN.
      expect(logger.records.some((record) => record.context === 'LockConsole')).toBe(true);
      expect(JSON.stringify(logger.records)).not.toContain('8642');
    });
  });

  describe('changes to how the door behaves ask first', () => {
    it('asks before turning auto-lock off, and saves once confirmed', async () => {
      const form = await settingsForm(owner, settingsPath(BACK_ENTRANCE), { autoLock: undefined });
      app.sandbox.clearRequests();

      const asked = await owner.post(settingsPath(BACK_ENTRANCE), form);

      expect(asked.status).toBe(200);
      expect(confirmQuestionOf(asked)).toContain(
        'Auto-lock turns off: the door stays unlocked until someone locks it.',
      );
      expect(changesSent(app)).toEqual([]);
      expect(sandboxLock(app, BACK_ENTRANCE).advancedConfig).toMatchObject({ autoLock: true });

      const confirmed = await owner.post(settingsPath(BACK_ENTRANCE), { ...form, confirmed: '1' });

      expect(confirmed.status).toBe(303);
      expect(changesSent(app)).toEqual([`POST /smartlock/${BACK_ENTRANCE}/advanced/config`]);
      expect(sandboxLock(app, BACK_ENTRANCE).advancedConfig).toMatchObject({ autoLock: false });
    });

    it('asks before a longer ring to open, or one no longer ended by a ring', async () => {
      const form = await settingsForm(owner, settingsPath(STREET_GATE), {
        rtoTimeout: '60',
        disableRtoAfterRing: undefined,
      });
      app.sandbox.clearRequests();

      const asked = await owner.post(settingsPath(STREET_GATE), form);

      expect(asked.status).toBe(200);
      expect(confirmQuestionOf(asked)).toContain('Ring to open stays on longer');
      expect(confirmQuestionOf(asked)).toContain('no longer ends after the first ring');
      expect(changesSent(app)).toEqual([]);
      const confirmed = await owner.post(settingsPath(STREET_GATE), { ...form, confirmed: '1' });
      expect(confirmed.status).toBe(303);
      expect(sandboxLock(app, STREET_GATE).openerAdvancedConfig).toMatchObject({
        rtoTimeout: 60,
        disableRtoAfterRing: false,
        intercomId: expect.any(Number),
      });
    });

    it('saves a shorter timeout, the LED or a harmless button at once; asks before a button opens the door', async () => {
      const harmless = await settingsForm(owner, settingsPath(HOME_DOOR, 'home'), {
        autoLockTimeout: '60',
        ledBrightness: '1',
        doubleButtonPressAction: '6',
      });
      app.sandbox.clearRequests();
      const saved = await owner.post(settingsPath(HOME_DOOR, 'home'), harmless);
      expect(saved.status).toBe(303);
      expect(sandboxLock(app, HOME_DOOR).smartdoorAdvancedConfig).toMatchObject({
        autoLockTimeout: 60,
        doubleButtonPressAction: 6,
      });
      expect(sandboxLock(app, HOME_DOOR).config).toMatchObject({ ledBrightness: 1 });

      const opening = await settingsForm(owner, settingsPath(HOME_DOOR, 'home'), {
        doubleButtonPressAction: '2',
      });
      app.sandbox.clearRequests();
      const asked = await owner.post(settingsPath(HOME_DOOR, 'home'), opening);
      expect(asked.status).toBe(200);
      expect(confirmQuestionOf(asked)).toContain('A press of the button on the device will open the door.');
      expect(changesSent(app)).toEqual([]);
    });
  });

  describe('who may change settings', () => {
    it('refuses a sub-user without "Change settings" (403) and sends nothing; its lock page has no link', async () => {
      const page = await guest.get(settingsPath(FRONT_DOOR));
      const lockPage = await guest.get(`/accounts/default/locks/${FRONT_DOOR}`);
      const posted = await guest.post(settingsPath(FRONT_DOOR), { ledEnabled: '1', timezoneId: '1' });

      expect(page.status).toBe(403);
      expect(posted.status).toBe(403);
      expect(changesSent(app)).toEqual([]);
      expect(lockPage.status).toBe(200);
      expect(lockPage.text).not.toContain('/settings"');
      expect(lockPage.text).not.toContain('/admin-pin"');
    });

    it('lets a sub-user with "Change settings" in, on that lock only, and saves what it changes', async () => {
      const lockPage = await keeper.get(`/accounts/default/locks/${FRONT_DOOR}`);
      expect(lockPage.text).toContain(`href="/lock${settingsPath(FRONT_DOOR)}"`);
      expect(lockPage.text).not.toContain('/admin-pin"');
      const form = await settingsForm(keeper, settingsPath(FRONT_DOOR), { buttonEnabled: undefined });
      app.sandbox.clearRequests();

      const saved = await keeper.post(settingsPath(FRONT_DOOR), form);

      expect(saved.status).toBe(303);
      expect(sandboxLock(app, FRONT_DOOR).config).toMatchObject({ buttonEnabled: false });
      expect((await keeper.get(settingsPath(BACK_ENTRANCE))).status).toBe(403);
    });

    it.each(['admin-pin', 'rename', 'remove'])(
      'refuses the %s page and its change to a sub-user, even with "Change settings" (403)',
      async (page) => {
        const path = `/accounts/default/locks/${FRONT_DOOR}/${page}`;
        const shown = await keeper.get(path);
        keeper.last = (await keeper.get(settingsPath(FRONT_DOOR))) as ConsoleAnswer;
        app.sandbox.clearRequests();
        const posted = await keeper.post(path, {
          pin: '1234',
          repeat: '1234',
          understood: '1',
          name: 'Taken over',
          confirmed: '1',
        });

        expect(shown.status).toBe(403);
        expect(posted.status).toBe(403);
        expect(changesSent(app)).toEqual([]);
      },
    );

    it("answers 404 for another account's lock and an account the user does not own", async () => {
      expect((await owner.get(settingsPath(LOADING_BAY))).status).toBe(404);
      expect((await keeper.get(settingsPath(FRONT_DOOR, 'depot'))).status).toBe(404);
    });
  });

  describe('the admin PIN', () => {
    const PIN = '4729';

    it('is set by the main user, and never shown back in a page or a log', async () => {
      const page = await owner.get(`/accounts/default/locks/${STREET_GATE}/admin-pin`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('No admin PIN is set yet.');
      expect(page.text).not.toMatch(/name="pin"[^>]*value=/);
      app.sandbox.clearRequests();

      const set = await owner.post(`/accounts/default/locks/${STREET_GATE}/admin-pin`, {
        pin: PIN,
        repeat: PIN,
        understood: '1',
      });
      const lockPage = await owner.get(`/accounts/default/locks/${STREET_GATE}`);

      expect(set.status).toBe(303);
      expect(changesSent(app)).toEqual([`POST /smartlock/${STREET_GATE}/admin/pin`]);
      expect(
        JSON.parse(app.sandbox.requestsTo('POST', `/smartlock/${STREET_GATE}/admin/pin`)[0].body),
      ).toEqual({
        adminPin: Number(PIN),
      });
      expect(lockPage.text).toContain('The admin PIN of Street Gate was changed.');
      for (const answer of [page, set, lockPage]) expect(answer.text).not.toContain(PIN);
      expect(JSON.stringify(logger.records)).not.toContain(PIN);
    });

    it.each([
      ['not four digits', { pin: '47', repeat: '47', understood: '1' }, 'Enter four digits'],
      ['typed differently twice', { pin: PIN, repeat: '4730', understood: '1' }, 'are not the same'],
      ['not confirmed', { pin: PIN, repeat: PIN }, 'Tick the box to confirm'],
    ])('refuses a PIN %s, sends nothing and does not write it back', async (_case, fields, words) => {
      await owner.get(`/accounts/default/locks/${FRONT_DOOR}/admin-pin`);
      app.sandbox.clearRequests();

      const refused = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/admin-pin`, fields);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(words);
      expect(refused.text).not.toContain(PIN);
      expect(refused.text).not.toContain('4730');
      expect(changesSent(app)).toEqual([]);
    });
  });

  describe.each(['nl', 'de', 'es'] as const)('in %s', (language) => {
    it('speaks the language on every settings page: no English line of the pages is left', async () => {
      const english = Object.entries(LOCK_SETTINGS_MESSAGES.en)
        .filter(([key, line]) => line !== LOCK_SETTINGS_MESSAGES[language][key as never])
        .map(([, line]) => line.split(/:[a-z]+/i)[0].trim())
        .filter((part) => part.length >= 12);
      expect(english.length).toBeGreaterThan(50);
      owner.cookies.set('lock_console_lang', language);
      try {
        for (const path of [
          settingsPath(FRONT_DOOR),
          settingsPath(STREET_GATE),
          settingsPath(HOME_DOOR, 'home'),
          `/accounts/default/locks/${FRONT_DOOR}`,
          `/accounts/default/locks/${STREET_GATE}/admin-pin`,
          `/accounts/default/locks/${FRONT_DOOR}/rename`,
          `/accounts/default/locks/${FRONT_DOOR}/remove`,
        ]) {
          const page = await owner.get(path);
          expect(page.status).toBe(200);
          expect(page.text).toContain(`<html lang="${language}"`);
          const text = page.text
            .replace(/&#39;/g, "'")
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ');
          expect(english.filter((line) => text.includes(line))).toEqual([]);
        }
      } finally {
        owner.cookies.delete('lock_console_lang');
      }
    });
  });

  describe('renaming and removing a lock (main user)', () => {
    it('renames the lock, and refuses an empty or too long name without sending anything', async () => {
      await owner.get(`/accounts/depot/locks/${LOADING_BAY}/rename`);
      app.sandbox.clearRequests();
      const empty = await owner.post(`/accounts/depot/locks/${LOADING_BAY}/rename`, { name: '  ' });
      const long = await owner.post(`/accounts/depot/locks/${LOADING_BAY}/rename`, { name: 'x'.repeat(33) });
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('Enter a name.');
      expect(long.status).toBe(400);
      expect(long.text).toContain('at most 32 characters');
      expect(changesSent(app)).toEqual([]);

      const renamed = await owner.post(`/accounts/depot/locks/${LOADING_BAY}/rename`, {
        name: 'Loading Dock',
      });

      expect(renamed.status).toBe(303);
      expect(changesSent(app)).toEqual([`POST /smartlock/${LOADING_BAY}`]);
      expect(sandboxLock(app, LOADING_BAY).name).toBe('Loading Dock');
      expect((await owner.get(`/accounts/depot/locks/${LOADING_BAY}`)).text).toContain(
        '<h1>Loading Dock</h1>',
      );
    });

    it('says what removing means, asks first, and removes the lock once confirmed', async () => {
      const page = await owner.get(`/accounts/depot/locks/${STORE_ROOM}/remove`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('keeps working with its own keypad codes');
      expect(page.text).toContain('data-confirm="Remove Store Room from the account Depot North?');
      app.sandbox.clearRequests();

      const asked = await owner.post(`/accounts/depot/locks/${STORE_ROOM}/remove`);
      expect(asked.status).toBe(200);
      expect(confirmQuestionOf(asked)).toContain('Remove Store Room from the account Depot North?');
      expect(changesSent(app)).toEqual([]);

      const removed = await owner.post(`/accounts/depot/locks/${STORE_ROOM}/remove`, { confirmed: '1' });

      expect(removed.status).toBe(303);
      expect(removed.location).toBe('/lock/accounts/depot');
      expect(changesSent(app)).toEqual([`DELETE /smartlock/${STORE_ROOM}`]);
      expect(
        app.sandbox.data.accounts.some((account) =>
          account.smartlocks.some((lock) => lock.smartlockId === STORE_ROOM),
        ),
      ).toBe(false);
      expect((await owner.get('/accounts/depot')).text).toContain('Store Room was removed from the account.');
    });
  });
});
