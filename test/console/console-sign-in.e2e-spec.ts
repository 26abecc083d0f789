import { LockPasswordReset, LockUserRepository } from '../../src/lock/application/users';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

const OWNER = 'owner@example.com';
const NEW_PASSWORD = 'a brand new passphrase';

/** The flash a redirect set, decoded. */
function flashOf(client: ConsoleClient): string | undefined {
  const value = client.cookies.get('lock_console_flash');
  return value === undefined
    ? undefined
    : (JSON.parse(Buffer.from(value, 'base64url').toString()) as { text: string }).text;
}

describe('Lock console sign-in pages', () => {
  let app: ConsoleApp;

  beforeAll(async () => {
    app = await ConsoleApp.start({ console: { registration: true } });
    await app.addMainUser(OWNER, ['default']);
  });

  afterAll(() => app?.close());

  it('refuses a wrong password with one message, keeps the email typed, starts nothing', async () => {
    const client = new ConsoleClient(app);
    await client.get('/sign-in');
    const codes = app.inbox.sent.length;
    const answer = await client.post('/sign-in', { email: OWNER, password: 'not the password' });
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('The email or password is wrong.');
    expect(answer.text).toContain(`value="${OWNER}"`);
    expect(answer.text).not.toContain('not the password');
    expect(client.cookies.has('lock_console_challenge')).toBe(false);
    expect(app.inbox.sent).toHaveLength(codes);
  });

  it('asks for the emailed code, refuses a wrong one, and signs in with the right one', async () => {
    const client = new ConsoleClient(app);
    expect((await client.get('/sign-in/code')).location).toBe('/lock/sign-in');
    await client.get('/sign-in');
    const login = await client.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD });
    expect(login.location).toBe('/lock/sign-in/code');
    const page = await client.get('/sign-in/code');
    expect(page.text).toContain('We sent a six-digit code');
    const code = app.inbox.lastCode(OWNER);
    const wrong = await client.post('/sign-in/code', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('The code is wrong, expired or used up.');
    const right = await client.post('/sign-in/code', { code });
    expect(right.location).toBe('/lock');
    expect(client.cookies.has('lock_console_session')).toBe(true);
    expect(client.cookies.has('lock_console_challenge')).toBe(false);
    expect((await client.get('/sign-in')).location).toBe('/lock');
    expect((await client.get('/accounts/default')).status).toBe(200);
  });

  it('revokes the session the browser held when it signs in again', async () => {
    const client = await ConsoleClient.signedIn(app, OWNER);
    const first = client.cookies.get('lock_console_session')!;
    await client.get('/accounts/default'); // a page of the signed-in browser; another tab posts the sign-in form
    await client.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD });
    await client.get('/sign-in/code');
    expect((await client.post('/sign-in/code', { code: app.inbox.lastCode(OWNER) })).location).toBe('/lock');
    expect(client.cookies.get('lock_console_session')).not.toBe(first);
    const stale = new ConsoleClient(app);
    stale.cookies.set('lock_console_session', first);
    expect((await stale.get('/accounts/default')).location).toBe('/lock/sign-in');
  });

  it('resets a password with the emailed code: old sessions end, the new password signs in', async () => {
    await app.addMainUser('forgetful@example.com', []);
    const signedIn = await ConsoleClient.signedIn(app, 'forgetful@example.com');
    const client = new ConsoleClient(app);
    expect((await client.get('/password/reset')).location).toBe('/lock/password/forgot');
    await client.get('/password/forgot');
    expect((await client.post('/password/forgot', { email: 'forgetful@example.com' })).location).toBe(
      '/lock/password/reset',
    );
    await app.moduleRef.get(LockPasswordReset).settled();
    const code = app.inbox.lastCode('forgetful@example.com', 'password_reset');
    await client.get('/password/reset');
    const short = await client.post('/password/reset', { code, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.text).toContain('The password needs at least 12 characters.');
    const done = await client.post('/password/reset', { code, password: NEW_PASSWORD });
    expect(done.location).toBe('/lock/sign-in');
    expect(flashOf(client)).toBe('The password has been changed; sign in with the new one.');
    expect((await signedIn.get('/')).location).toBe('/lock/sign-in');
    await ConsoleClient.signedIn(app, 'forgetful@example.com', NEW_PASSWORD);
  });

  it('answers an unknown email on the forgot page exactly as a known one, and sends no code', async () => {
    const client = new ConsoleClient(app);
    await client.get('/password/forgot');
    const sent = app.inbox.sent.length;
    const answer = await client.post('/password/forgot', { email: 'nobody@example.com' });
    expect(answer.location).toBe('/lock/password/reset');
    expect(client.cookies.get('lock_console_challenge')).toMatch(/^reset\.[A-Za-z0-9_-]{43}$/);
    await app.moduleRef.get(LockPasswordReset).settled();
    expect(app.inbox.sent).toHaveLength(sent);
  });

  describe('registration (console.registration on)', () => {
    it('creates a main user who owns no account yet and can sign in', async () => {
      const client = new ConsoleClient(app);
      await client.get('/register');
      const answer = await client.post('/register', {
        name: 'Newcomer',
        email: 'new@example.com',
        password: CONSOLE_TEST_PASSWORD,
      });
      expect(answer.location).toBe('/lock/sign-in');
      const found = await app.moduleRef.get(LockUserRepository).findByEmail('new@example.com');
      expect(found?.user).toMatchObject({ name: 'Newcomer', parentUserId: null });
      const newcomer = await ConsoleClient.signedIn(app, 'new@example.com');
      expect((await newcomer.get('')).text).toContain('You have no account yet.');
    });

    it('answers a taken email as a free one, and changes nothing', async () => {
      const client = new ConsoleClient(app);
      await client.get('/register');
      const answer = await client.post('/register', {
        name: 'Intruder',
        email: OWNER,
        password: 'another long password',
      });
      expect(answer.location).toBe('/lock/sign-in');
      expect(flashOf(client)).toBe(
        'Registration received. If this email had no user yet, sign in with it now.',
      );
      await ConsoleClient.signedIn(app, OWNER); // the password did not change
    });

    it.each([
      [
        { name: 'X', email: 'x@example.com', password: 'short' },
        'The password needs at least 12 characters.',
      ],
      [{ name: '', email: 'x@example.com', password: CONSOLE_TEST_PASSWORD }, 'Fill in every field.'],
      [
        { name: 'X', email: 'not-an-email', password: CONSOLE_TEST_PASSWORD },
        'That is not a valid email address.',
      ],
    ])('refuses %j with a 400 and creates nothing', async (fields, message) => {
      const client = new ConsoleClient(app);
      await client.get('/register');
      const answer = await client.post('/register', fields);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
      expect(answer.text).not.toContain(fields.password);
      expect(await app.moduleRef.get(LockUserRepository).findByEmail(fields.email)).toBeNull();
    });
  });

  it('speaks Dutch to a Dutch browser', async () => {
    const client = new ConsoleClient(app);
    const page = await client.get('/sign-in', { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' });
    expect(page.text).toContain('<html lang="nl"');
    expect(page.text).toContain('Wachtwoord vergeten?');
  });
});

describe('Lock console sign-in without login codes, with limits, behind HTTPS', () => {
  it('signs in at once while OTP is off', async () => {
    const app = await ConsoleApp.start({ lock: { otp: { enabled: false } } });
    try {
      await app.addMainUser(OWNER, ['default']);
      const client = new ConsoleClient(app);
      await client.get('/sign-in');
      const answer = await client.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD });
      expect(answer.location).toBe('/lock');
      expect(client.cookies.has('lock_console_session')).toBe(true);
      expect(app.inbox.sent).toEqual([]);
      expect((await fetch(app.url('/register'))).status).toBe(404); // registration is off unless enabled
      expect(await (await fetch(app.url('/sign-in'))).text()).not.toContain('/lock/register');
    } finally {
      await app.close();
    }
  });

  it('counts registrations against the sign-in limit of the email: 429 over it, nothing created', async () => {
    const app = await ConsoleApp.start({
      console: { registration: true },
      lock: { loginLimit: { enabled: true, maxAttempts: 2 } },
    });
    try {
      const client = new ConsoleClient(app);
      await client.get('/register');
      const fields = { name: 'Spam', email: 'spam@example.com', password: CONSOLE_TEST_PASSWORD };
      expect((await client.post('/register', fields)).status).toBe(303);
      expect((await client.post('/register', fields)).status).toBe(303);
      const third = await client.post('/register', { ...fields, email: 'SPAM@example.com' });
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(third.text).toContain('Too many sign-in attempts');
    } finally {
      await app.close();
    }
  });

  it("keeps a known-device cookie on the sign-in pages: others' guesses never keep that browser out", async () => {
    const app = await ConsoleApp.start({
      lock: { otp: { enabled: false }, loginLimit: { enabled: true, maxAttemptsPerEmail: 6 } },
    });
    try {
      await app.addMainUser(OWNER, ['default']);
      const browser = new ConsoleClient(app);
      await browser.get('/sign-in');
      const signedIn = await browser.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD });
      expect(signedIn.headers.getSetCookie()).toContainEqual(
        expect.stringMatching(
          /^lock_known_device=[\w.-]+; Path=\/lock\/sign-in; HttpOnly; SameSite=Lax; Max-Age=7776000$/,
        ),
      );
      const attacker = new ConsoleClient(app);
      await attacker.get('/sign-in');
      for (const from of ['192.0.2.1', '192.0.2.2']) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          await attacker.post('/sign-in', { email: OWNER, password: 'wrong' }, { 'x-forwarded-for': from });
        }
      }

      const newBrowser = new ConsoleClient(app);
      await newBrowser.get('/sign-in');
      expect(
        (await newBrowser.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD })).status,
      ).toBe(429);
      const sameBrowserLater = new ConsoleClient(app);
      sameBrowserLater.cookies.set('lock_known_device', browser.cookies.get('lock_known_device')!);
      await sameBrowserLater.signIn(OWNER);
      expect(sameBrowserLater.cookies.has('lock_console_session')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('makes every cookie Secure when APP_URL is HTTPS, whatever the request says', async () => {
    const app = await ConsoleApp.start({ lock: { appUrl: 'https://locks.example' } });
    try {
      const page = await fetch(app.url('/sign-in'));
      expect(page.headers.getSetCookie()[0]).toMatch(
        /^lock_console_csrf=[^;]+; Path=\/lock; HttpOnly; SameSite=Lax; Secure$/,
      );
    } finally {
      await app.close();
    }
  });
});
