import { AccountCredentials, DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { LOCK_DATABASE_ACCOUNT_REGISTRY, LockException } from '../../src/lock';
import { LockUserRepository } from '../../src/lock/application/users';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';
import { databaseRows } from '../support/database-rows';
import { describeOnDatabases } from '../support/lock-databases';
import { secretForms } from '../support/secret-forms';

const OWNER = 'owner@console.test';
const OTHER_OWNER = 'depot-owner@console.test';
const GUEST = 'guest@console.test';
/** The field a destructive form carries once confirmed (the confirm page's, or the script's dialog). */
const CONFIRMED = { confirmed: '1' };
/** A token the depot account of the sandbox accepts, stored under new keys in these tests. */
let depotToken: string;

/** The flash a redirect set, decoded (the next page shows it). */
function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('lock_console_flash='));
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** Everything a browser is shown of an answer: the page, and the flash its redirect carries. */
function shown(answer: ConsoleAnswer): string {
  return `${answer.text}\n${flashOf(answer)?.text ?? ''}`;
}

/** Fails when any form of the secret is in the text. */
function expectNoSecret(text: string, secret: string): void {
  for (const form of Object.values(secretForms(secret))) expect(text).not.toContain(form);
}

describeOnDatabases('Console accounts page', (database) => {
  let app: ConsoleApp;
  let databaseUrl: string;
  let owner: ConsoleClient;

  const credentials = () => app.moduleRef.get(AccountCredentials);
  const ciphertextOf = async (key: string) => (await credentials().read(key))?.ciphertext ?? null;
  const accountRows = () =>
    databaseRows(
      databaseUrl,
      'SELECT key, name, active, api_token_ciphertext FROM lock_accounts ORDER BY key',
    );

  beforeEach(async () => {
    databaseUrl = await database.freshUrl();
    app = await ConsoleApp.start({ databaseUrl });
    depotToken = app.sandbox.apiToken(app.sandbox.accounts[1].accountId);
    await app.addMainUser(OWNER, ['default']);
    await app.addMainUser(OTHER_OWNER, ['depot']);
    owner = new ConsoleClient(app);
    await owner.signIn(OWNER);
  });

  afterEach(async () => {
    await app.close();
  });

  describe('GET accounts', () => {
    it("lists the main user's own accounts with their state, never a token", async () => {
      const page = await owner.get('/accounts');

      expect(page.status).toBe(200);
      const row = /<tr id="account-default">[\s\S]*?<\/tr>/.exec(page.text)?.[0] ?? '';
      expect(row).toContain('Harbour Office');
      expect(row).toMatch(/class="badge account-status">\s*active/);
      expect(row).toMatch(/class="badge token-status">\s*set/);
      expect(row).toMatch(/class="badge oauth-status">\s*not connected/);
      expect(page.text).not.toContain('account-depot');
      expect(page.text).not.toContain('Depot North');
      expectNoSecret(page.text, app.sandbox.apiToken());
      expect(page.text).not.toContain((await ciphertextOf('default')) as string);
      // Without OAuth settings nothing offers to connect.
      expect(page.text).not.toContain('/oauth/connect');
      // The database resolver reads what is stored: no notice.
      expect(page.text).not.toContain('kept here are not used');
    });

    it('says in Dutch what it says', async () => {
      const page = await owner.get('/accounts', { 'accept-language': 'nl' });

      expect(page.text).toContain('Een account toevoegen met zijn API-token');
      expect(page.text).toMatch(/class="badge token-status">\s*ingesteld/);
    });

    it.each([
      [
        'another token resolver',
        { tokenResolver: 'config' },
        'This application takes the API tokens of its accounts from elsewhere',
      ],
      ['OAuth mode', { auth: 'oauth' }, 'This application connects every account with OAuth'],
    ])('with %s it says that stored tokens and active flags are not read', async (_case, lock, notice) => {
      await app.close();
      app = await ConsoleApp.start({ databaseUrl: await database.freshUrl(), lock });
      await app.addMainUser(OWNER, ['default']);
      owner = new ConsoleClient(app);
      await owner.signIn(OWNER);

      const page = await owner.get('/accounts');

      expect(page.status).toBe(200);
      expect(page.text).toContain(notice);
      expect(page.text).toContain('kept here are not used');
      expect(page.text).not.toMatch(/LOCK_[A-Z]|APP_KEY/);
      const disabled = await owner.post('/accounts/default/disable', CONFIRMED);
      expect(flashOf(disabled)?.text).toContain('this configuration does not read it');
    });
  });

  describe('POST accounts', () => {
    it('adds the account with its token encrypted, and the main user owns it', async () => {
      await owner.get('/accounts');
      const added = await owner.post('/accounts', { key: 'yard', name: 'Yard', token: depotToken });

      expect(added.status).toBe(303);
      expect(added.location).toBe('/lock/accounts');
      expect(flashOf(added)).toEqual({ kind: 'success', text: 'Account "yard" added with its API token.' });
      const row = (await accountRows()).find((account) => account.key === 'yard');
      expect(row).toEqual({
        key: 'yard',
        name: 'Yard',
        active: 1,
        api_token_ciphertext: expect.any(String),
      });
      expectNoSecret(row?.api_token_ciphertext as string, depotToken);
      expect(credentials().open('yard', row?.api_token_ciphertext as string)).toBe(depotToken);
      expect(await app.moduleRef.get(LockUserRepository).accountKeysOf(await userIdOf(OWNER))).toEqual([
        'default',
        'yard',
      ]);

      const list = await owner.get('/accounts');
      expect(list.text).toContain('Account &quot;yard&quot; added with its API token.');
      expect(list.text).toMatch(/<tr id="account-yard">[\s\S]*?class="badge token-status">\s*set/);
      const dashboard = await owner.get('/accounts/yard');
      expect(dashboard.status).toBe(200);
      expect(dashboard.text).toContain('Loading Bay');
      for (const answer of [added, list, dashboard]) expectNoSecret(shown(answer), depotToken);
    });

    it('renders a name with markup inert', async () => {
      await owner.get('/accounts');
      await owner.post('/accounts', { key: 'x', name: '<script>alert(1)</script>', token: depotToken });

      const page = await owner.get('/accounts');

      expect(page.text).not.toContain('<script>alert(1)</script>');
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it.each([
      ['an empty key', { key: '' }, 'The key must be 1 to 64 letters, digits'],
      ['a key with a slash', { key: 'a/b' }, 'The key must be 1 to 64 letters, digits'],
      ['a key with a space', { key: 'yard 2' }, 'The key must be 1 to 64 letters, digits'],
      ['a key of 65 characters', { key: 'k'.repeat(65) }, 'The key must be 1 to 64 letters, digits'],
      [
        'a taken key (of another main user)',
        { key: 'depot' },
        'There is an account &quot;depot&quot; already',
      ],
      ['a name too long', { name: 'n'.repeat(256) }, 'The name may have at most 255 characters'],
      ['no token', { token: '' }, 'Give the API token.'],
      [
        'a token with a space at its end',
        { token: 'tok-en ' },
        'has spaces at its start or end, or characters an API token cannot have',
      ],
      [
        'a token with a line break',
        { token: 'tok\nen' },
        'has spaces at its start or end, or characters an API token cannot have',
      ],
      [
        'a token beyond Latin-1',
        { token: 'tøk€n' },
        'has spaces at its start or end, or characters an API token cannot have',
      ],
    ])('refuses %s with a 400, storing nothing', async (_case, fields, message) => {
      const before = await accountRows();
      await owner.get('/accounts');
      const form = { key: 'yard', name: 'Yard', token: 'a-secret-token-0123', ...fields };

      const refused = await owner.post('/accounts', form);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
      expect(refused.text).toContain('Nothing was stored.');
      expect(await accountRows()).toEqual(before);
      // The form keeps the key and name, never the token.
      expect(refused.text).not.toContain('a-secret-token-0123');
      if (form.key === 'yard') expect(refused.text).toContain('value="yard"');
    });

    it('refuses without a usable APP_KEY, storing nothing', async () => {
      const before = await accountRows();
      jest.spyOn(credentials(), 'seal').mockImplementation(() => {
        throw new LockException('it is kept encrypted with APP_KEY, and APP_KEY is not set.');
      });
      await owner.get('/accounts');

      const refused = await owner.post('/accounts', { key: 'yard', name: 'Yard', token: depotToken });

      expect(refused.status).toBe(400);
      expect(refused.text).toContain('this application has no usable key to encrypt it with');
      expect(await accountRows()).toEqual(before);
      expectNoSecret(refused.text, depotToken);
    });
  });

  describe('LockUserRepository.addOwnership', () => {
    it('makes the user an owner once however often it is called, and refuses an unknown account', async () => {
      const users = app.moduleRef.get(LockUserRepository);
      const id = await userIdOf(OWNER);

      await users.addOwnership(id, 'depot');
      await users.addOwnership(id, 'depot');

      expect(await users.accountKeysOf(id)).toEqual(['default', 'depot']);
      await expect(users.addOwnership(id, 'nowhere')).rejects.toThrow('Unknown lock account "nowhere"');
    });
  });

  describe('the API token of an account', () => {
    it('is set, replaced and cleared; the page says so and never shows it', async () => {
      // Checked against the lock API before it is stored: the depot's token signs in.
      const replacement = app.sandbox.apiToken(app.sandbox.data.accounts[1].account.accountId);
      await owner.get('/accounts');

      const replaced = await owner.post('/accounts/default/token', { token: replacement });
      expect(replaced.status).toBe(303);
      expect(flashOf(replaced)).toEqual({ kind: 'success', text: 'API token of "default" replaced.' });
      expect(credentials().open('default', (await ciphertextOf('default')) as string)).toBe(replacement);

      const page = await owner.get('/accounts');
      expectNoSecret(page.text, replacement);
      const cleared = await owner.post('/accounts/default/token/clear', CONFIRMED);
      expect(flashOf(cleared)).toEqual({ kind: 'success', text: 'API token of "default" cleared.' });
      expect(await ciphertextOf('default')).toBeNull();
      const afterClear = await owner.get('/accounts');
      expect(afterClear.text).toMatch(
        /<tr id="account-default">[\s\S]*?class="badge token-status">\s*not set/,
      );

      const set = await owner.post('/accounts/default/token', { token: app.sandbox.apiToken() });
      expect(flashOf(set)).toEqual({ kind: 'success', text: 'API token of "default" set.' });
      expect((await owner.get('/accounts/default')).text).toContain('Front Door');
      for (const answer of [replaced, page, cleared, afterClear, set]) {
        expectNoSecret(shown(answer), replacement);
        expectNoSecret(shown(answer), app.sandbox.apiToken());
      }
    });

    it.each([
      ['empty', '', 'Give the API token.'],
      [
        'with a space at its start',
        ' token',
        'has spaces at its start or end, or characters an API token cannot have',
      ],
    ])('refuses a token %s with a 400 and keeps the stored one', async (_case, token, message) => {
      const before = await ciphertextOf('default');
      await owner.get('/accounts');

      const refused = await owner.post('/accounts/default/token', { token });

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
      expect(await ciphertextOf('default')).toBe(before);
    });
  });

  describe('disable and enable', () => {
    it('a disabled account refuses every call of the dashboard, sending nothing; enabled it works again', async () => {
      await owner.get('/accounts');
      const disabled = await owner.post('/accounts/default/disable', CONFIRMED);

      expect(disabled.status).toBe(303);
      expect(flashOf(disabled)?.text).toBe(
        'Account "default" disabled: its locks cannot be reached until it is enabled again.',
      );
      const list = await owner.get('/accounts');
      expect(list.text).toMatch(/<tr id="account-default">[\s\S]*?class="badge account-status">\s*disabled/);
      const sent = app.sandbox.requests.length;
      const dashboard = await owner.get('/accounts/default');
      expect(dashboard.status).toBe(403);
      expect(dashboard.text).toContain(
        'This account is disabled, so its locks cannot be used from the console.',
      );
      expect(app.sandbox.requests).toHaveLength(sent);

      await owner.get('/accounts');
      const enabled = await owner.post('/accounts/default/enable');
      expect(flashOf(enabled)?.text).toBe('Account "default" enabled: its locks can be reached again.');
      expect((await owner.get('/accounts/default')).status).toBe(200);
    });
  });

  describe("an account's own page", () => {
    it('renames the account; the name shows in the list and the switcher, the key stays', async () => {
      const page = await owner.get('/accounts/default/manage');
      expect(page.status).toBe(200);
      expect(page.text).toContain('value="Harbour Office"');

      const renamed = await owner.post('/accounts/default/rename', { name: 'Harbour HQ' });

      expect(renamed.location).toBe('/lock/accounts/default/manage');
      expect(flashOf(renamed)?.text).toBe('Account "default" is now called "Harbour HQ".');
      expect((await owner.get('/accounts')).text).toMatch(/<tr id="account-default">[\s\S]*?Harbour HQ/);
      const tooLong = await owner.post('/accounts/default/rename', { name: 'x'.repeat(256) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.text).toContain('at most');
    });

    it.each([
      ['en', '', 'Type a name: an account cannot be renamed to an empty name. Nothing was changed.'],
      ['en', '   ', 'Type a name: an account cannot be renamed to an empty name. Nothing was changed.'],
      ['nl', '', 'Vul een naam in: een account kan geen lege naam krijgen. Er is niets gewijzigd.'],
      ['de', '', 'Geben Sie einen Namen ein: Ein Konto kann keinen leeren Namen bekommen.'],
      ['es', '', 'Escribe un nombre: una cuenta no puede quedarse con un nombre vacío.'],
    ])('refuses an empty name in %s (%j) in words: the account keeps its name', async (lang, name, words) => {
      owner.cookies.set('lock_console_lang', lang);
      await owner.get('/accounts/default/manage');

      const refused = await owner.post('/accounts/default/rename', { name });

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(words);
      expect(
        await app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY).find('default'),
      ).toEqual({ key: 'default', name: 'Harbour Office' });
    });

    it('says how the account reaches the lock service, in words, without developer words', async () => {
      const page = await owner.get('/accounts/default/manage');

      expect(page.text).toContain('It connects with its API token.');
      expect(page.text).toContain('Its locks can be reached from the console and from this application.');
      expect(page.text).not.toContain('on behalf of');
      await owner.post('/accounts/default/token/clear', CONFIRMED);
      const cleared = await owner.get('/accounts/default/manage');
      // No token of its own, none in the settings, no OAuth connection: the page says it cannot connect.
      expect(cleared.text).toContain(
        'It has no connection yet: set its API token or connect it with OAuth. Until then its locks cannot be shown.',
      );
      const list = await owner.get('/accounts');
      expect(/<tr id="account-default">[\s\S]*?<\/tr>/.exec(list.text)?.[0]).toMatch(
        /class="badge badge-warning connection-status">\s*no connection/,
      );
    });

    it('offers to remove the account, asks first, and removes nothing until confirmed', async () => {
      const page = await owner.get('/accounts/default/manage');
      expect(page.text).toMatch(
        /action="\/lock\/accounts\/default\/remove"\s+data-confirm="Remove account &quot;Harbour Office&quot; from this application\?/,
      );
      const before = await accountRows();

      const asked = await owner.post('/accounts/default/remove');

      expect(asked.status).toBe(200);
      expect(asked.text).toContain('Remove account &quot;Harbour Office&quot; from this application?');
      expect(asked.text).toContain(
        '<form method="post" action="/lock/accounts/default/remove" class="confirm-form">',
      );
      expect(asked.text).toMatch(/<a [^>]*href="\/lock\/accounts\/default\/manage" autofocus/);
      expect(await accountRows()).toEqual(before);
    });

    it('removes the account once confirmed: its row, token, owners and the grants on its locks are gone', async () => {
      await app.addAccount('yard', 'Yard', depotToken);
      await app.moduleRef.get(LockUserRepository).addOwnership(await userIdOf(OWNER), 'yard');
      await app.addSubUser(GUEST, OWNER);
      await app.grant({ email: GUEST, accountKey: 'yard', smartlockId: 100201, permissions: 'lock' });
      await owner.get('/accounts/yard/manage');

      const removed = await owner.post('/accounts/yard/remove', CONFIRMED);

      expect(removed.status).toBe(303);
      expect(removed.location).toBe('/lock/accounts');
      expect(flashOf(removed)).toEqual({
        kind: 'success',
        text: 'Account "yard" was removed from this application.',
      });
      expect((await accountRows()).map((row) => row.key)).toEqual(['default', 'depot']);
      expect(await ciphertextOf('yard')).toBeNull();
      const grants = await databaseRows(databaseUrl, 'SELECT smartlock_id FROM lock_user_permissions');
      expect(grants).toEqual([]);
      expect(await app.moduleRef.get(LockUserRepository).accountKeysOf(await userIdOf(OWNER))).toEqual([
        'default',
      ]);
      expect((await owner.get('/accounts')).text).not.toContain('account-yard');
      expect((await owner.get('/accounts/yard')).status).toBe(404);
    });

    it('checks an API token with the lock API before it stores it: a refused one is not stored', async () => {
      const before = await ciphertextOf('default');
      await owner.get('/accounts/default/manage');
      const asked = app.sandbox.requests.length;

      const refused = await owner.post('/accounts/default/token', { token: 'bogus-token-0815' });

      expect(refused.status).toBe(400);
      expect(refused.text).toContain('The lock service did not accept this API token');
      expect(await ciphertextOf('default')).toBe(before);
      expect(app.sandbox.requests.slice(asked).map((request) => `${request.method} ${request.path}`)).toEqual(
        ['GET /account'],
      );
      expectNoSecret(refused.text, 'bogus-token-0815');
      await owner.get('/accounts');
      const added = await owner.post('/accounts', { key: 'yard', name: 'Yard', token: 'bogus-token-0815' });
      expect(added.status).toBe(400);
      expect(added.text).toContain('The lock service did not accept this API token');
      expect((await accountRows()).some((account) => account.key === 'yard')).toBe(false);
    });

    it.each([
      ['/accounts/default/disable', 'Disable account &quot;Harbour Office&quot;?'],
      ['/accounts/default/token/clear', 'Clear the API token of account &quot;Harbour Office&quot;?'],
    ])(
      'POST %s without a confirmation answers a confirm page and changes nothing',
      async (path, question) => {
        const before = await accountRows();
        await owner.get('/accounts/default/manage');

        const asked = await owner.post(path);

        expect(asked.status).toBe(200);
        expect(asked.text).toContain(question);
        expect(asked.text).toContain(`<form method="post" action="/lock${path}" class="confirm-form">`);
        expect(asked.text).toContain('name="confirmed" value="1"');
        expect(asked.text).toContain('href="/lock/accounts/default/manage"');
        expect(await accountRows()).toEqual(before);
        const confirmed = await owner.post(path, CONFIRMED);
        expect(confirmed.status).toBe(303);
        expect(await accountRows()).not.toEqual(before);
      },
    );
  });

  describe('who may', () => {
    const routes: [string, string, Record<string, string>][] = [
      ['GET', '/accounts', {}],
      ['POST', '/accounts', { key: 'guest-made', name: 'G', token: 'guest-token' }],
      ['POST', '/accounts/default/token', { token: 'guest-token' }],
      ['POST', '/accounts/default/token/clear', {}],
      ['POST', '/accounts/default/disable', {}],
      ['POST', '/accounts/default/enable', {}],
      ['POST', '/accounts/default/remove', CONFIRMED],
      ['POST', '/accounts/default/oauth/connect', {}],
      ['POST', '/oauth/connect', { key: 'guest-made', name: 'G' }],
      ['GET', '/oauth/callback?code=c&state=s', {}],
    ];

    it.each(routes)('a sub-user gets a 403 from %s %s, and nothing changes', async (method, path, fields) => {
      await app.addSubUser(GUEST, OWNER);
      await app.grant({
        email: GUEST,
        accountKey: 'default',
        smartlockId: 100101,
        permissions: 'lock,unlock',
      });
      const guest = new ConsoleClient(app);
      await guest.signIn(GUEST);
      expect((await guest.get('/accounts/default')).status).toBe(200);
      const before = await accountRows();

      const answer = method === 'GET' ? await guest.get(path) : await guest.post(path, fields);

      expect(answer.status).toBe(403);
      expect(answer.text).toContain('Only a main user may open this page.');
      expect(answer.headers.get('location')).toBeNull();
      expect(await accountRows()).toEqual(before);
    });

    it.each([
      ['POST', '/accounts/depot/token', { token: 'taken-over' }],
      ['POST', '/accounts/depot/token/clear', {}],
      ['POST', '/accounts/depot/disable', {}],
      ['POST', '/accounts/depot/enable', {}],
      ['POST', '/accounts/depot/remove', CONFIRMED],
      ['POST', '/accounts/depot/oauth/connect', {}],
      ['POST', '/accounts/nowhere/disable', {}],
    ] as [string, string, Record<string, string>][])(
      'a main user gets a 404 from %s %s for an account it does not own, and nothing changes',
      async (method, path, fields) => {
        const before = await accountRows();
        await owner.get('/accounts');

        const answer = method === 'GET' ? await owner.get(path) : await owner.post(path, fields);

        expect(answer.status).toBe(404);
        expect(await accountRows()).toEqual(before);
        expect(answer.headers.getSetCookie().join()).not.toContain('lock_console_oauth_state=');
      },
    );
  });

  async function userIdOf(email: string): Promise<string> {
    const found = await app.moduleRef.get(LockUserRepository).findByEmail(email);
    if (found === null) throw new Error(`no user ${email}`);
    return found.user.id;
  }
});

describe('Console accounts page for a visitor the host lets in', () => {
  let app: ConsoleApp;

  beforeEach(async () => {
    app = await ConsoleApp.start({ console: { users: false, canAccess: () => true } });
  });

  afterEach(async () => {
    await app.close();
  });

  it('lists every account and adds one without an owner', async () => {
    const visitor = new ConsoleClient(app);

    const page = await visitor.get('/accounts');
    expect(page.text).toContain('account-default');
    expect(page.text).toContain('account-depot');

    const added = await visitor.post('/accounts', {
      key: 'yard',
      name: 'Yard',
      token: app.sandbox.apiToken(app.sandbox.accounts[1].accountId),
    });
    expect(added.status).toBe(303);
    const registry = app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    expect(await registry.find('yard')).toEqual({ key: 'yard', name: 'Yard' });
    expect((await visitor.get('/accounts/yard')).text).toContain('Loading Bay');
  });
});

describe('Console accounts page: no account that exists elsewhere can be claimed', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start({
      lock: { apiToken: 'host-default-token', accounts: { berlin: { token: 'host-berlin-token' } } },
    });
    await app.addMainUser('mallory@example.com', []);
    owner = await ConsoleClient.signedIn(app, 'mallory@example.com');
  });

  afterAll(() => app?.close());

  it.each(['berlin', 'default', 'depot'])(
    'refuses a new account "%s" that the settings or the database hold, and owns nothing',
    async (key) => {
      await owner.get('/accounts');
      const answer = await owner.post('/accounts', { key, name: 'Mine', token: 'junk-token' });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(`There is an account &quot;${key}&quot; already.`);
      expect((await owner.get(`/accounts/${key}`)).status).toBe(404);
      await owner.get('/accounts');
      expect((await owner.post(`/accounts/${key}/token/clear`)).status).toBe(404);
      expect(app.sandbox.requests).toEqual([]);
    },
  );

  it('has no GET route that starts an OAuth connection (a link from another site cannot start one)', async () => {
    const answer = await owner.get('/accounts/default/oauth/connect');
    expect(answer.status).toBe(404);
    expect(owner.cookies.has('lock_console_oauth_state')).toBe(false);
  });
});
