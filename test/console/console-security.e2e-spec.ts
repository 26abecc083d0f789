import { Lock } from '../../src/lock';
import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/** The locks of the sandbox's two accounts. */
const FRONT_DOOR = 100101; // account default (Harbour Office)
const LOADING_BAY = 400201; // account depot (Depot North)

describe('Lock console security over HTTP', () => {
  let app: ConsoleApp;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser('owner@example.com', ['default']);
    await app.addMainUser('depot-owner@example.com', ['depot']);
    await app.addSubUser('guest@example.com', 'owner@example.com');
    await app.grant({ email: 'guest@example.com', smartlockId: FRONT_DOOR, permissions: 'lock' });
  });

  afterAll(() => app?.close());

  beforeEach(() => app.sandbox.clearRequests());
  afterEach(() => app.clock.release());

  /** Every request that reached the lock API since the test began, as `METHOD path`. */
  const apiCalls = () => app.sandbox.requests.map((request) => `${request.method} ${request.path}`);
  const actionCalls = () => apiCalls().filter((call) => call.endsWith('/action'));

  async function signedIn(email: string): Promise<ConsoleClient> {
    const client = await ConsoleClient.signedIn(app, email);
    await client.get('/accounts/default');
    app.sandbox.clearRequests();
    return client;
  }

  describe('CSRF', () => {
    it('refuses a form posted without a CSRF token: 403, nothing sent', async () => {
      const client = await signedIn('owner@example.com');
      const answer = await client.postRaw(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`, {});
      expect(answer.status).toBe(403);
      expect(answer.text).toContain('did not come from this console');
      expect(actionCalls()).toEqual([]);
    });

    it('refuses a wrong token, and the token of another browser', async () => {
      const client = await signedIn('owner@example.com');
      const other = await signedIn('owner@example.com');
      for (const token of ['x', client.csrf().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), other.csrf()]) {
        const answer = await client.postRaw(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`, {
          _csrf: token,
        });
        expect(answer.status).toBe(403);
      }
      expect(actionCalls()).toEqual([]);
    });

    it('refuses a cross-site request even with the right token', async () => {
      const client = await signedIn('owner@example.com');
      const answer = await client.post(
        `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`,
        {},
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(answer.status).toBe(403);
      expect(actionCalls()).toEqual([]);
    });

    it.each(['https://evil.example', 'null', 'http://127.0.0.1:1'])(
      'refuses a POST from another origin (%s) even with the right token and a confirmation',
      async (origin) => {
        const client = await signedIn('owner@example.com');
        const answer = await client.post(
          `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`,
          { confirmed: '1' },
          { origin },
        );
        expect(answer.status).toBe(403);
        expect(actionCalls()).toEqual([]);
      },
    );

    it('takes a POST whose Origin is its own', async () => {
      const client = await signedIn('owner@example.com');
      const answer = await client.post(
        `/accounts/default/locks/${FRONT_DOOR}/actions/lock`,
        {},
        { origin: app.origin },
      );
      expect(answer.status).toBe(303);
      expect(actionCalls()).toHaveLength(1);
    });

    it('protects the sign-in form of a visitor without a session too', async () => {
      const client = new ConsoleClient(app);
      await client.get('/sign-in');
      const codesBefore = app.inbox.sent.length;
      const answer = await client.postRaw('/sign-in', {
        email: 'owner@example.com',
        password: 'correct horse battery',
      });
      expect(answer.status).toBe(403);
      expect(client.cookies.has('lock_console_challenge')).toBe(false);
      expect(app.inbox.sent).toHaveLength(codesBefore);
    });

    it('takes the right token, in the form field or the X-CSRF-Token header', async () => {
      const client = await signedIn('owner@example.com');
      const token = client.csrf();
      expect(
        (await client.postRaw(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, { _csrf: token })).status,
      ).toBe(303);
      expect(
        (
          await client.postRaw(
            `/accounts/default/locks/${FRONT_DOOR}/actions/lock`,
            {},
            { 'x-csrf-token': token },
          )
        ).status,
      ).toBe(303);
      expect(actionCalls()).toEqual([
        `POST /smartlock/${FRONT_DOOR}/action`,
        `POST /smartlock/${FRONT_DOOR}/action`,
      ]);
    });
  });

  describe('accounts and locks in URLs', () => {
    it("refuses another account's lock id under one's own account: nothing acted on", async () => {
      const client = await signedIn('owner@example.com');
      const answer = await client.post(`/accounts/default/locks/${LOADING_BAY}/actions/unlock`);
      expect(answer.status).toBe(404);
      expect(app.sandbox.actions.filter((action) => action.smartlockId === LOADING_BAY)).toEqual([]);
      expect((await client.get(`/accounts/default/locks/${LOADING_BAY}/card`)).status).toBe(404);
    });

    it('refuses an account the user does not own: 404 and nothing sent to the API', async () => {
      const client = await signedIn('owner@example.com');
      for (const answer of [
        await client.get('/accounts/depot'),
        await client.post(`/accounts/depot/locks/${LOADING_BAY}/actions/unlock`),
        await client.get(`/accounts/depot/locks/${LOADING_BAY}/card`),
        await client.get('/accounts/nowhere'),
      ]) {
        expect(answer.status).toBe(404);
      }
      expect(apiCalls()).toEqual([]);
    });

    it('answers 404 for a lock id that is not a positive integer', async () => {
      const client = await signedIn('owner@example.com');
      for (const id of ['0', '-1', '1e3', '12abc', '99999999999999999999']) {
        expect((await client.get(`/accounts/default/locks/${id}/card`)).status).toBe(404);
      }
      expect(apiCalls()).toEqual([]);
    });
  });

  describe('a sub-user', () => {
    it('posting an action it lacks is refused before anything is sent', async () => {
      const client = await signedIn('guest@example.com');
      const plain = await client.post(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`);
      expect(plain.status).toBe(303);
      const page = await client.get(plain.location!.replace(/^\/lock/, ''));
      expect(page.text).toContain(
        'Unlock of #100101 was refused: your access to this lock does not include &quot;Unlock&quot;, only Lock',
      );
      const partial = await client.post(
        `/accounts/default/locks/${FRONT_DOOR}/actions/unlatch`,
        {},
        { 'x-console-partial': '1' },
      );
      expect(partial.status).toBe(403);
      expect(partial.text).toContain('was refused');
      expect(actionCalls()).toEqual([]);
    });

    it('may use the action it holds', async () => {
      const client = await signedIn('guest@example.com');
      expect((await client.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`)).status).toBe(303);
      expect(app.sandbox.actions.at(-1)).toMatchObject({ smartlockId: FRONT_DOOR, action: 2 });
    });

    it('sees only its granted lock, and no main-user page', async () => {
      const client = await signedIn('guest@example.com');
      const dashboard = await client.get('/accounts/default');
      expect(dashboard.text).toContain('Front Door');
      expect(dashboard.text).not.toContain('Back Entrance');
      expect(dashboard.text).not.toContain('href="/lock/accounts"');
    });
  });

  describe('remote text', () => {
    it('renders script in a lock name from the API inert', async () => {
      const lock = app.moduleRef.get(Lock);
      await lock.smartlocks().update(FRONT_DOOR, { name: '<script>alert(1)</script>' });
      try {
        const client = await signedIn('owner@example.com');
        const page = await client.get('/accounts/default');
        expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(page.text).not.toContain('<script>alert(1)');
        await lock.smartlocks().update(FRONT_DOOR, { name: '"><img src=x onerror=alert(1)>' });
        const again = await client.get('/accounts/default');
        expect(again.text).not.toContain('<img src=x');
        expect(again.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      } finally {
        await lock.smartlocks().update(FRONT_DOOR, { name: 'Front Door' });
      }
    });
  });

  describe('headers and cookies', () => {
    it.each([
      ['a visitor', null],
      ['a signed-in user', 'owner@example.com'],
    ])(
      "answers an unknown console path to %s with the console's own 404 page and its headers",
      async (_who, email) => {
        const client = email === null ? new ConsoleClient(app) : await signedIn(email);
        for (const path of ['/nope', '/accounts/default/locks/100101/nowhere', '/assets/../secret']) {
          const page = await client.get(path, { 'accept-language': 'nl' });
          expect(page.status).toBe(404);
          expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
          expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
          expect(page.headers.get('x-frame-options')).toBe('DENY');
          expect(page.text).toContain('<title>Pagina niet gevonden');
          expect(page.text).toContain('Deze pagina bestaat niet.');
        }
      },
    );

    it('sends a CSP without unsafe-inline, and pages have no inline script or style', async () => {
      const client = await signedIn('owner@example.com');
      const page = await client.get('/accounts/default');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page.text).not.toMatch(/\sstyle=/);
      expect(page.text).not.toMatch(/\son[a-z]+=/);
    });

    it('keeps the session in an HttpOnly, SameSite=Lax cookie, Secure behind HTTPS', async () => {
      const plain = await sessionCookieOf({});
      expect(plain).toMatch(
        /^lock_console_session=[A-Za-z0-9_-]{43}; Path=\/lock; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
      );
      const secure = await sessionCookieOf({ 'x-forwarded-proto': 'https' });
      expect(secure).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    });

    async function sessionCookieOf(headers: Record<string, string>): Promise<string | undefined> {
      const page = await fetch(app.url('/sign-in'), { headers });
      const nonce = page.headers.getSetCookie()[0].split(';')[0];
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
      const login = await fetch(app.url('/sign-in'), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          _csrf: csrf,
          email: 'owner@example.com',
          password: 'correct horse battery',
        }),
      });
      const challenge = login.headers
        .getSetCookie()
        .find((line) => line.startsWith('lock_console_challenge='))!;
      const verify = await fetch(app.url('/sign-in/code'), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...headers,
          cookie: `${nonce}; ${challenge.split(';')[0]}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ _csrf: csrf, code: app.inbox.lastCode('owner@example.com') }),
      });
      return verify.headers.getSetCookie().find((line) => line.startsWith('lock_console_session='));
    }

    it('signs out for good: the old session cookie opens nothing', async () => {
      const client = await signedIn('owner@example.com');
      const session = client.cookies.get('lock_console_session')!;
      expect((await client.post('/sign-out')).status).toBe(303);
      client.cookies.set('lock_console_session', session);
      const after = await client.get('/accounts/default');
      expect(after.status).toBe(303);
      expect(after.location).toBe('/lock/sign-in');
    });

    it('sends a visitor without a session to the sign-in page, and acts on nothing', async () => {
      const client = new ConsoleClient(app);
      expect((await client.get('/accounts/default')).location).toBe('/lock/sign-in');
      await client.get('/sign-in');
      const post = await client.post(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`);
      expect(post.status).toBe(303);
      expect(post.location).toBe('/lock/sign-in');
      expect(apiCalls()).toEqual([]);
    });

    it('never redirects to another site from the language switch', async () => {
      const client = new ConsoleClient(app);
      for (const back of ['https://evil.example/', '//evil.example/lock', '/lock//evil.example']) {
        const answer = await client.get(`/language?lang=nl&back=${encodeURIComponent(back)}`);
        expect(answer.location).toBe('/lock');
      }
      expect((await client.get('/sign-in')).text).toContain('Aanmelden');
    });

    it('shows no API token in the error page of a failing account', async () => {
      const client = await signedIn('owner@example.com');
      const [office] = app.sandbox.data.accounts.map(({ account }) => account.accountId);
      const token = app.sandbox.apiToken(office);
      app.sandbox.failNext(1, 500, {
        detailMessage: `token ${token} refused`,
        Authorization: `Bearer ${token}`,
      });
      const page = await client.get('/accounts/default');
      expect(page.status).toBe(502);
      // In words, never the API's answer or path (those go to the log).
      expect(page.text).toContain('The lock service has a problem right now. Try again in a few minutes.');
      expect(page.text).not.toMatch(/HTTP 500|detailMessage|\/smartlock/);
      expect(page.text).not.toContain(token);
    });
  });
});

describe('Lock console without the module users (host gate)', () => {
  const cases: [string, () => boolean | Promise<boolean>, number][] = [
    ['a host check that refuses', () => false, 403],
    ['a host check that admits', async () => true, 200],
  ];

  it.each(cases)('%s', async (_title, canAccess, status) => {
    const app = await ConsoleApp.start({ console: { users: false, canAccess } });
    try {
      const answer = await fetch(app.url('/accounts/default'), { redirect: 'manual' });
      expect(answer.status).toBe(status);
      if (status === 200) expect(await answer.text()).toContain('Front Door');
      expect((await fetch(app.url('/sign-in'), { redirect: 'manual' })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses everyone without a host check, except while NODE_ENV=development', async () => {
    const saved = process.env.NODE_ENV;
    const app = await ConsoleApp.start({ console: { users: false } });
    try {
      process.env.NODE_ENV = 'production';
      expect((await fetch(app.url('/accounts/default'), { redirect: 'manual' })).status).toBe(403);
      process.env.NODE_ENV = 'development';
      expect((await fetch(app.url('/accounts/default'), { redirect: 'manual' })).status).toBe(200);
    } finally {
      process.env.NODE_ENV = saved;
      await app.close();
    }
  });
});
