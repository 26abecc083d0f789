import { DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { Lock, LOCK_DATABASE_ACCOUNT_REGISTRY, LOCK_TOKEN_STORE, LockTokenStore } from '../../src/lock';
import { LockUserRepository } from '../../src/lock/application/users';
import { LockSandbox } from '../../src/testing';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';
import { secretForms } from '../support/secret-forms';

const OWNER = 'owner@console.test';
/** Where the OAuth sandbox sends the browser back: its default redirect URI, the console's callback path. */
const REDIRECT_URI = 'http://127.0.0.1/lock/oauth/callback';
const STATE_COOKIE = 'lock_console_oauth_state';

/** The flash a redirect set, decoded. */
function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('lock_console_flash='));
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/**
 * The console in OAuth mode (`LOCK_AUTH=oauth`) against a sandbox of its own: `ConsoleApp`'s sandbox makes up its
 * OAuth client id when it starts, after the module's options are fixed, so this one is started first and its
 * client settings go into the options. Its redirect URI is its default, `http://127.0.0.1/lock/oauth/callback`:
 * the console's callback path; a test follows the consent page's redirect to that path on the app's own origin.
 */
describe('Console OAuth connection', () => {
  let oauthSandbox: LockSandbox;
  let app: ConsoleApp;
  let owner: ConsoleClient;

  const lock = () => app.moduleRef.get(Lock);
  const registry = () => app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
  const ownedBy = async (email: string) => {
    const users = app.moduleRef.get(LockUserRepository);
    const found = await users.findByEmail(email);
    return users.accountKeysOf(found?.user.id ?? '');
  };

  beforeEach(async () => {
    oauthSandbox = await LockSandbox.start({ redirectUri: REDIRECT_URI });
    app = await ConsoleApp.start({
      lock: {
        baseUrl: oauthSandbox.baseUrl,
        auth: 'oauth',
        oauth: { ...oauthSandbox.clientOptions().oauth, tokenStore: 'memory' },
      },
    });
    await app.addMainUser(OWNER, ['default']);
    owner = new ConsoleClient(app);
    await owner.signIn(OWNER);
  });

  afterEach(async () => {
    await app.close();
    await oauthSandbox.close();
  });

  /** The accounts page's connect button (a form): the redirect to the consent page, with the state cookie set. */
  async function connect(account: string): Promise<URL> {
    await owner.get('/accounts');
    const started = await owner.post(`/accounts/${account}/oauth/connect`);
    expect(started.status).toBe(303);
    return new URL(started.location as string);
  }

  /** The consent page's answer (the sandbox consents at once): the callback URL it redirects the browser to. */
  async function consent(authorizeUrl: URL): Promise<URL> {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location') as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    return callback;
  }

  /** The callback, on the app's origin (where a public redirect URI would lead). */
  function callBack(callback: URL): Promise<ConsoleAnswer> {
    return owner.get(`/oauth/callback${callback.search}`);
  }

  it('connects an account it owns: consent, callback, code exchanged and stored; no token is shown', async () => {
    const before = await owner.get('/accounts');
    expect(before.text).toMatch(
      /<tr id="account-default">[\s\S]*?class="badge oauth-status">\s*not connected/,
    );
    const manage = await owner.get('/accounts/default/manage');
    expect(manage.text).toContain('action="/lock/accounts/default/oauth/connect"');

    const authorizeUrl = await connect('default');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(oauthSandbox.authorizeUrl);
    const state = authorizeUrl.searchParams.get('state') as string;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const cookie = owner.cookies.get(STATE_COOKIE) as string;
    expect(cookie).toBeDefined();

    const callback = await consent(authorizeUrl);
    expect(callback.searchParams.get('state')).toBe(state);
    const done = await callBack(callback);

    expect(done.status).toBe(303);
    expect(done.location).toBe('/lock/accounts');
    expect(flashOf(done)).toEqual({
      kind: 'success',
      text: 'Account "default" is connected with OAuth, signed in as Harbour Office.',
    });
    expect(owner.cookies.has(STATE_COOKIE)).toBe(false);
    expect(oauthSandbox.tokenRequests('authorization_code')).toHaveLength(1);
    const token = await lock().oauth().token('default');
    expect(token).not.toBeNull();

    const after = await owner.get('/accounts');
    expect(after.text).toMatch(/<tr id="account-default">[\s\S]*?class="badge oauth-status">\s*connected/);
    expect((await owner.get('/accounts/default/manage')).text).toContain('Connect again with OAuth');
    const dashboard = await owner.get('/accounts/default');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('Front Door');
    for (const secret of [token?.accessToken, token?.refreshToken, callback.searchParams.get('code')]) {
      for (const form of Object.values(secretForms(secret as string))) {
        expect(`${after.text}${dashboard.text}${done.text}${flashOf(done)?.text}`).not.toContain(form);
      }
    }
  });

  it('offers no account with an API token (calls never use one here), and a posted one is refused in words', async () => {
    const page = await owner.get('/accounts');
    expect(page.text).not.toContain('id="add-account"');
    expect(page.text).toContain('id="connect-account"');
    const manage = await owner.get('/accounts/default/manage');
    expect(manage.text).toContain('It has no connection yet: connect it with OAuth.');

    const refused = await owner.post('/accounts', { key: 'with-token', name: '', token: 'some-api-token' });

    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      'This application connects every account with OAuth, so an account is not added with an API token here.',
    );
    expect(await registry().find('with-token')).toBeNull();
  });

  it('an account whose refresh token the vendor refused shows "reconnect needed", highlighted, with the button to connect it again', async () => {
    const token = await lock().oauth().exchangeCode(oauthSandbox.issueAuthorizationCode(), 'default');
    await app.moduleRef.get<LockTokenStore>(LOCK_TOKEN_STORE).put('default', token.withRefreshRefused());

    const page = await owner.get('/accounts');

    expect(page.text).toMatch(
      /<tr id="account-default">[\s\S]*?class="badge oauth-status badge-warning">\s*reconnect needed: the lock vendor refused its refresh token/,
    );
    expect((await owner.get('/accounts/default/manage')).text).toContain('Connect again with OAuth');
    for (const form of Object.values(secretForms(token.refreshToken as string))) {
      expect(page.text).not.toContain(form);
    }
  });

  it('sets the state cookie HttpOnly, SameSite=Lax, for the console path and ten minutes', async () => {
    await owner.get('/accounts');
    const started = await owner.post('/accounts/default/oauth/connect');

    const line = started.headers.getSetCookie().find((cookie) => cookie.startsWith(`${STATE_COOKIE}=`));
    expect(line).toMatch(/; Path=\/lock; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(line).not.toContain(new URL(started.location as string).searchParams.get('state') as string);
  });

  describe('the state check', () => {
    it('refuses another state: 400, nothing exchanged, and the started connection is spent', async () => {
      const callback = await consent(await connect('default'));
      const forged = new URL(callback);
      forged.searchParams.set('state', 'not-the-state');

      const refused = await callBack(forged);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain('does not belong to a connection started in this browser');
      expect(oauthSandbox.tokenRequests()).toEqual([]);
      expect(await lock().oauth().token('default')).toBeNull();
      // One answer per state: the right state afterwards is refused too.
      expect((await callBack(callback)).status).toBe(400);
      expect(oauthSandbox.tokenRequests()).toEqual([]);
    });

    it('refuses a callback without a started connection (no cookie)', async () => {
      const code = oauthSandbox.issueAuthorizationCode();

      const refused = await owner.get(`/oauth/callback?code=${code}&state=anything`);

      expect(refused.status).toBe(400);
      expect(oauthSandbox.tokenRequests()).toEqual([]);
    });

    it('refuses a callback without a state', async () => {
      const callback = await consent(await connect('default'));
      callback.searchParams.delete('state');

      expect((await callBack(callback)).status).toBe(400);
      expect(oauthSandbox.tokenRequests()).toEqual([]);
    });

    it('refuses the right state after ten minutes', async () => {
      const callback = await consent(await connect('default'));
      app.clock.setTo(new Date(Date.now() + 10 * 60 * 1000 + 5000).toISOString());

      const refused = await callBack(callback);

      expect(refused.status).toBe(400);
      expect(oauthSandbox.tokenRequests()).toEqual([]);
    });

    it('still checks that the viewer manages the account a changed cookie names', async () => {
      await connect('default');
      const kept = JSON.parse(Buffer.from(owner.cookies.get(STATE_COOKIE) as string, 'base64url').toString());
      owner.cookies.set(
        STATE_COOKIE,
        Buffer.from(JSON.stringify({ ...kept, account: 'depot' })).toString('base64url'),
      );
      const code = oauthSandbox.issueAuthorizationCode();

      const refused = await owner.get(`/oauth/callback?code=${code}&state=${kept.state}`);

      expect(refused.status).toBe(404);
      expect(oauthSandbox.tokenRequests()).toEqual([]);
      expect(await lock().oauth().token('depot')).toBeNull();
    });
  });

  it('says when the vendor did not grant access, exchanging nothing', async () => {
    const callback = await consent(await connect('default'));
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');

    const answer = await callBack(callback);

    expect(answer.status).toBe(303);
    expect(flashOf(answer)).toEqual({
      kind: 'error',
      text: 'The lock vendor did not grant access (access_denied). Nothing was connected.',
    });
    expect(oauthSandbox.tokenRequests()).toEqual([]);
  });

  it('says when the exchange fails (a spent code), and stores nothing', async () => {
    const callback = await consent(await connect('default'));
    oauthSandbox.expireAuthorizationCodes();

    const answer = await callBack(callback);

    expect(answer.status).toBe(303);
    expect(flashOf(answer)?.kind).toBe('error');
    expect(flashOf(answer)?.text).toMatch(
      /^Account "default" could not be connected: The lock service did not accept the authorization/,
    );
    expect(await lock().oauth().token('default')).toBeNull();
  });

  describe('a new account', () => {
    it('is added at the callback, owned by the main user, named after who signed in', async () => {
      await owner.get('/accounts');
      const started = await owner.post('/oauth/connect', { key: 'harbour-oauth', name: '' });
      expect(started.status).toBe(303);
      // Nothing is added before the vendor answers.
      expect(await registry().find('harbour-oauth')).toBeNull();

      const done = await callBack(await consent(new URL(started.location as string)));

      expect(flashOf(done)?.text).toBe(
        'Account "harbour-oauth" is connected with OAuth, signed in as Harbour Office.',
      );
      expect(await registry().find('harbour-oauth')).toEqual({
        key: 'harbour-oauth',
        name: 'Harbour Office',
      });
      expect(await ownedBy(OWNER)).toEqual(['default', 'harbour-oauth']);
      expect(await lock().oauth().token('harbour-oauth')).not.toBeNull();
      expect((await owner.get('/accounts/harbour-oauth')).text).toContain('Front Door');
    });

    it('keeps the name given', async () => {
      await owner.get('/accounts');
      const started = await owner.post('/oauth/connect', { key: 'office', name: 'Office <b>HQ</b>' });

      await callBack(await consent(new URL(started.location as string)));

      expect(await registry().find('office')).toEqual({ key: 'office', name: 'Office <b>HQ</b>' });
      const page = await owner.get('/accounts');
      expect(page.text).toContain('Office &lt;b&gt;HQ&lt;/b&gt;');
    });

    it.each([
      ['a taken key', 'depot', 'There is an account &quot;depot&quot; already'],
      ['a key that is no plain identifier', 'a b', 'The key must be 1 to 64 letters, digits'],
    ])('refuses %s with a 400 before anything starts', async (_case, key, message) => {
      await owner.get('/accounts');

      const refused = await owner.post('/oauth/connect', { key, name: 'N' });

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
      expect(owner.cookies.has(STATE_COOKIE)).toBe(false);
    });

    it('is not added over an account made in the meantime: nothing exchanged, nothing owned', async () => {
      await owner.get('/accounts');
      const started = await owner.post('/oauth/connect', { key: 'late', name: 'Late' });
      const callback = await consent(new URL(started.location as string));
      await app.addAccount('late', 'Someone else', 'their-token');

      const answer = await callBack(callback);

      expect(flashOf(answer)).toEqual({
        kind: 'error',
        text: 'There is an account "late" already, so it was not added. Nothing was connected.',
      });
      expect(oauthSandbox.tokenRequests()).toEqual([]);
      expect(await ownedBy(OWNER)).toEqual(['default']);
      expect(await registry().find('late')).toEqual({ key: 'late', name: 'Someone else' });
    });
  });
});

describe('Console OAuth connection without OAuth settings', () => {
  let app: ConsoleApp;

  beforeEach(async () => {
    app = await ConsoleApp.start();
  });

  afterEach(async () => {
    await app.close();
  });

  it('offers no connection, and the connect route says why without starting one', async () => {
    await app.addMainUser(OWNER, ['default']);
    const owner = new ConsoleClient(app);
    await owner.signIn(OWNER);

    const page = await owner.get('/accounts');
    expect(page.text).not.toContain('oauth/connect');
    const answer = await owner.post('/accounts/default/oauth/connect');

    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/lock/accounts');
    expect(flashOf(answer)?.text).toBe(
      'Connecting with OAuth is not set up in this application (see the console guide). Nothing was connected.',
    );
    expect(owner.cookies.has(STATE_COOKIE)).toBe(false);
  });
});

describe('Console OAuth settings notes', () => {
  let oauthSandbox: LockSandbox;
  let app: ConsoleApp;

  afterEach(async () => {
    await app.close();
    await oauthSandbox.close();
  });

  it('says in words when the redirect URI is not the console callback, naming no setting', async () => {
    oauthSandbox = await LockSandbox.start({ redirectUri: 'https://app.example/elsewhere' });
    app = await ConsoleApp.start({ lock: { oauth: oauthSandbox.clientOptions().oauth } });
    await app.addMainUser(OWNER, ['default']);
    const owner = new ConsoleClient(app);
    await owner.signIn(OWNER);

    const page = await owner.get('/accounts');

    expect(page.text).toContain(
      'Connecting with OAuth cannot finish: the lock vendor sends you back to https://app.example/elsewhere, but ' +
        'the console waits for you at /lock/oauth/callback.',
    );
    expect(page.text).not.toMatch(/LOCK_[A-Z]|APP_KEY/);
  });

  it('offers no OAuth connection where calls would never use it (API tokens from the settings)', async () => {
    oauthSandbox = await LockSandbox.start({ redirectUri: REDIRECT_URI });
    app = await ConsoleApp.start({
      lock: { tokenResolver: 'config', oauth: oauthSandbox.clientOptions().oauth },
    });
    await app.addMainUser(OWNER, ['default']);
    const owner = new ConsoleClient(app);
    await owner.signIn(OWNER);

    const page = await owner.get('/accounts');
    expect(page.text).not.toContain('oauth/connect');
    expect(page.text).toContain('Accounts cannot be connected with OAuth here');
    const answer = await owner.post('/oauth/connect', { key: 'never', name: '' });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)?.text).toContain('Accounts cannot be connected with OAuth here');
    expect(owner.cookies.has(STATE_COOKIE)).toBe(false);
  });
});

/**
 * An app whose calls use API tokens (`LOCK_AUTH` left at `token`, the `database` resolver) with the OAuth client
 * settings complete: an account added with OAuth in the console is called with its OAuth connection. Its own
 * sandbox, started first for its OAuth client id, is also the lock API the app calls.
 */
describe('Console OAuth connection in an app whose calls use API tokens', () => {
  let oauthSandbox: LockSandbox;
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeEach(async () => {
    oauthSandbox = await LockSandbox.start({ redirectUri: REDIRECT_URI });
    app = await ConsoleApp.start({
      lock: {
        baseUrl: oauthSandbox.baseUrl,
        oauth: { ...oauthSandbox.clientOptions().oauth, tokenStore: 'memory' },
      },
    });
    await app.addMainUser(OWNER, ['default']);
    owner = new ConsoleClient(app);
    await owner.signIn(OWNER);
  });

  afterEach(async () => {
    await app.close();
    await oauthSandbox.close();
  });

  /** Adds an account with OAuth through the accounts page: connect form, consent page, callback. */
  async function addWithOAuth(key: string): Promise<ConsoleAnswer> {
    await owner.get('/accounts');
    const started = await owner.post('/oauth/connect', { key, name: '' });
    expect(started.status).toBe(303);
    const answer = await fetch(started.location as string, { redirect: 'manual' });
    const callback = new URL(answer.headers.get('location') as string);
    return owner.get(`/oauth/callback${callback.search}`);
  }

  it('calls the account with its OAuth connection: its dashboard works and its page says how it connects', async () => {
    const done = await addWithOAuth('harbour-oauth');

    expect(flashOf(done)).toEqual({
      kind: 'success',
      text: 'Account "harbour-oauth" is connected with OAuth, signed in as Harbour Office.',
    });
    const dashboard = await owner.get('/accounts/harbour-oauth');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('Front Door');
    const manage = await owner.get('/accounts/harbour-oauth/manage');
    expect(manage.text).toContain('It connects with its OAuth connection.');
    expect(manage.text).not.toContain('It has no connection yet');
    const list = await owner.get('/accounts');
    expect(list.text).not.toContain('OAuth connections are used only with');
  });

  it('removes the account (asked first): its OAuth token and its row are gone, and its pages with them', async () => {
    await addWithOAuth('harbour-oauth');
    expect(await app.moduleRef.get(Lock).oauth().token('harbour-oauth')).not.toBeNull();
    await owner.get('/accounts/harbour-oauth/manage');
    expect((await owner.post('/accounts/harbour-oauth/remove')).text).toContain(
      'Remove account &quot;Harbour Office&quot; from this application?',
    );
    expect(await app.moduleRef.get(Lock).oauth().token('harbour-oauth')).not.toBeNull();

    const removed = await owner.post('/accounts/harbour-oauth/remove', { confirmed: '1' });

    expect(flashOf(removed)?.text).toBe('Account "harbour-oauth" was removed from this application.');
    expect(await app.moduleRef.get(Lock).oauth().token('harbour-oauth')).toBeNull();
    expect(
      await app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY).find('harbour-oauth'),
    ).toBeNull();
    expect((await owner.get('/accounts/harbour-oauth')).status).toBe(404);
  });
});
