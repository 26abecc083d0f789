import { Logger } from '@nestjs/common';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/**
 * The console's password change under the sign-in limit (issue 33, row 2), over real HTTP on 127.0.0.1: the
 * current password is a sign-in attempt of the user's email, so a session thief guessing it gets 5 tries per
 * address and window, then a 429 with `Retry-After` and the limit in words (in the page's language), as on the
 * sign-in page; the refusal is logged as a sign-in's. The browser's known-device cookie reaches the password page,
 * so guesses from elsewhere never keep the user's own browser from changing the password.
 */

const OWNER = 'owner@example.com';
const NEW_PASSWORD = 'a brand new passphrase';
const WRONG = 'not the password at all';
const THIEF = '203.0.113.7';

/** `POST /password` from the client (after loading the form, for its CSRF token), from the address when given. */
async function changePassword(client: ConsoleClient, current: string, from?: string) {
  await client.get('/password');
  const headers: Record<string, string> = from === undefined ? {} : { 'x-forwarded-for': from };
  return client.post('/password', { current, password: NEW_PASSWORD }, headers);
}

describe('Lock console password change under the sign-in limit', () => {
  jest.setTimeout(60_000);

  let app: ConsoleApp | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  const start = async (loginLimit: Record<string, unknown> = {}) => {
    app = await ConsoleApp.start({
      lock: { otp: { enabled: false }, loginLimit: { enabled: true, ...loginLimit } },
    });
    await app.addMainUser(OWNER, ['default']);
    return app;
  };

  it('30 wrong current passwords from one address: 5 are refused beside the form, then a 429 with Retry-After', async () => {
    const running = await start();
    // A thief with the session cookie alone (a known-device cookie would be counted per device, as many).
    const thief = await ConsoleClient.signedIn(running, OWNER);
    thief.cookies.delete('lock_known_device');
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    const statuses: number[] = [];
    for (let guess = 1; guess <= 30; guess += 1)
      statuses.push((await changePassword(thief, WRONG, THIEF)).status);
    const right = await changePassword(thief, CONSOLE_TEST_PASSWORD, THIEF);

    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(right.text).toContain(
      `Too many sign-in attempts; try again in ${right.headers.get('retry-after')} seconds.`,
    );
    const events = warn.mock.calls.map(([event]) => event as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({
        msg: 'Sign-in attempts over the limit',
        action: 'login',
        limitedBy: 'email+address',
      }),
    );
    // Nothing changed: the session lives on, and the old password still signs in from elsewhere.
    expect((await thief.get('/accounts/default')).status).toBe(200);
    await expect(ConsoleClient.signedIn(running, OWNER)).resolves.toBeInstanceOf(ConsoleClient);
  });

  it('says so in the language of the page', async () => {
    const running = await start({ maxAttempts: 1 });
    const client = await ConsoleClient.signedIn(running, OWNER);
    await client.get(`/language?lang=nl&back=${encodeURIComponent('/lock/password')}`);
    expect((await changePassword(client, WRONG, THIEF)).status).toBe(400);

    const refused = await changePassword(client, WRONG, THIEF);

    expect(refused.status).toBe(429);
    expect(refused.text).toContain('<html lang="nl"');
    expect(refused.text).toContain(
      `Te veel aanmeldpogingen; probeer het over ${refused.headers.get('retry-after')} seconden opnieuw.`,
    );
  });

  it("sets the known-device cookie on the password page too: others' guesses never refuse that browser", async () => {
    const running = await start({ maxAttemptsPerEmail: 6 });
    const browser = new ConsoleClient(running);
    await browser.get('/sign-in');
    const signedIn = await browser.post('/sign-in', { email: OWNER, password: CONSOLE_TEST_PASSWORD });
    expect(signedIn.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(
        /^lock_known_device=[\w.-]+; Path=\/lock\/password; HttpOnly; SameSite=Lax; Max-Age=7776000$/,
      ),
    );
    const thief = await ConsoleClient.signedIn(running, OWNER);
    thief.cookies.delete('lock_known_device');
    for (const from of ['192.0.2.1', '192.0.2.2']) {
      for (let guess = 1; guess <= 3; guess += 1) await changePassword(thief, WRONG, from);
    }

    expect((await changePassword(thief, CONSOLE_TEST_PASSWORD)).status).toBe(429);
    const changed = await changePassword(browser, CONSOLE_TEST_PASSWORD);
    expect(changed.status).toBe(303);
    expect(changed.location).toBe('/lock/sign-in');
  });
});
