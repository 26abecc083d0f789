import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { UserAuthenticationException } from '../src/lock/errors/user-authentication.exception';
import type { LockModuleOptions } from '../src/lock';
import {
  LockAuthService,
  LockLoginLimitException,
  LockPasswordReset,
  LockUsers,
  PasswordHasher,
} from '../src/lock/application/users';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockAuthApp } from './support/lock-auth-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * A password change (`LockUsers.changePassword`, behind the console's password page) on SQLite and PostgreSQL
 * (issue 33, row 4): like a password reset, it ends every session of the user and spends every open code of
 * theirs, so a login challenge issued for the old password no longer gives a session; other users keep theirs.
 * The check of the current password is a sign-in attempt of the user's email (row 2): counted per email and
 * address (or per known device) with the sign-ins, refused past the limit before the password is checked, and
 * logged as a sign-in refusal.
 */

const ALICE = { email: 'alice@example.com', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', password: 'bob-long-password-22' };
const NEW_PASSWORD = 'alice-brand-new-secret-7';
const USED = 'The login code has been used already; sign in again.';
const ATTACKER = '203.0.113.7';
const USER_ADDRESS = '198.51.100.9';

describeOnDatabases('a password change', (database) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let app: LockAuthApp | undefined;

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    restoreEnv();
  });

  /** Boots an app (OTP on, the sign-in limit raised unless given) with Alice and Bob; answers it and Alice's id. */
  const start = async (options: LockModuleOptions = { loginLimit: { maxAttempts: 50 } }) => {
    app = await LockAuthApp.start({ databaseUrl: await database.freshUrl(), ...options });
    const users = app.moduleRef.get(LockUsers);
    const alice = await users.create({ ...ALICE, name: 'Alice' });
    await users.create({ ...BOB, name: 'Bob' });
    return { app, users, auth: app.moduleRef.get(LockAuthService), aliceId: alice.id };
  };

  /** Password, then login code, through the service: the challenge and the code the notifier got. */
  const challengeFor = async (running: LockAuthApp, user: { email: string; password: string }) => {
    const answer = await running.moduleRef.get(LockAuthService).login(user.email, user.password);
    if (!('challenge' in answer)) throw new Error('OTP is on: a challenge was expected');
    return { challenge: answer.challenge, code: running.notifier.lastCodeFor(user.email) };
  };

  it('spends the login challenge issued with the old password: verify gives no session', async () => {
    const { app: running, users, auth, aliceId } = await start();
    const open = await challengeFor(running, ALICE);

    await users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, running.clock.now());

    await expect(auth.verify(open.challenge, open.code)).rejects.toThrow(
      new UserAuthenticationException(USED),
    );
    expect((await running.verify(open.challenge, open.code)).status).toBe(401);
  });

  it('spends an open reset code too, ends every session, and the new password signs in', async () => {
    const { app: running, users, auth, aliceId } = await start();
    const before = await challengeFor(running, ALICE);
    const session = (await auth.verify(before.challenge, before.code)).session;
    const reset = running.moduleRef.get(LockPasswordReset);
    const { challenge: resetChallenge } = await reset.request(ALICE.email);
    await reset.settled();
    const resetCode = running.notifier.lastCodeFor(ALICE.email);

    await users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, running.clock.now());

    await expect(auth.authenticate(session)).resolves.toBeNull();
    await expect(reset.reset(resetChallenge, resetCode, 'yet-another-password-9')).rejects.toThrow(
      UserAuthenticationException,
    );
    await expect(auth.login(ALICE.email, ALICE.password)).rejects.toThrow(UserAuthenticationException);
    const after = await challengeFor(running, { email: ALICE.email, password: NEW_PASSWORD });
    await expect(
      auth.authenticate((await auth.verify(after.challenge, after.code)).session),
    ).resolves.toMatchObject({ user: { email: ALICE.email } });
  });

  it("leaves other users' challenges open", async () => {
    const { app: running, users, auth, aliceId } = await start();
    const bob = await challengeFor(running, BOB);

    await users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, running.clock.now());

    const grant = await auth.verify(bob.challenge, bob.code);
    await expect(auth.authenticate(grant.session)).resolves.toMatchObject({ user: { email: BOB.email } });
  });

  it('changes nothing for a wrong current password: the open challenge still signs in', async () => {
    const { app: running, users, auth, aliceId } = await start();
    const open = await challengeFor(running, ALICE);

    await expect(
      users.changePassword(aliceId, 'not-the-password-at-all', NEW_PASSWORD, running.clock.now()),
    ).rejects.toThrow(UserAuthenticationException);

    const grant = await auth.verify(open.challenge, open.code);
    await expect(auth.authenticate(grant.session)).resolves.toMatchObject({ user: { email: ALICE.email } });
  });

  describe('under the sign-in limit', () => {
    const WRONG = 'not-the-password-at-all';

    it("5 wrong current passwords from one address, then a 429 before the password is checked: that address's sign-ins too", async () => {
      const { app: running, users, auth, aliceId } = await start({});
      const change = (current: string) =>
        users.changePassword(aliceId, current, NEW_PASSWORD, running.clock.now(), {
          clientAddress: ATTACKER,
        });
      for (let guess = 1; guess <= 5; guess += 1) {
        await expect(change(WRONG)).rejects.toThrow(UserAuthenticationException);
      }
      const verify = jest.spyOn(running.moduleRef.get(PasswordHasher), 'verify');

      const refused = change(ALICE.password);

      await expect(refused).rejects.toThrow(LockLoginLimitException);
      await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
      expect(verify).not.toHaveBeenCalled();
      verify.mockRestore();
      await expect(auth.login(ALICE.email, ALICE.password, ATTACKER)).rejects.toThrow(
        LockLoginLimitException,
      );
      // Nothing changed: the old password still signs in from elsewhere.
      await expect(auth.login(ALICE.email, ALICE.password, USER_ADDRESS)).resolves.toHaveProperty(
        'challenge',
      );
    });

    it('sign-ins and password changes share the budget: 5 sign-ins leave no password change from that address', async () => {
      const { users, auth, aliceId } = await start({});
      for (let attempt = 1; attempt <= 5; attempt += 1)
        await auth.login(ALICE.email, ALICE.password, ATTACKER);

      await expect(
        users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, new Date(), { clientAddress: ATTACKER }),
      ).rejects.toThrow(LockLoginLimitException);
    });

    it('a new password the rules refuse counts nothing: five of them leave five tries', async () => {
      const { app: running, users, aliceId } = await start({});
      const at = running.clock.now();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await expect(
          users.changePassword(aliceId, WRONG, 'short', at, { clientAddress: ATTACKER }),
        ).rejects.toThrow('at least 12 characters');
      }

      await users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, at, { clientAddress: ATTACKER });
    });

    it("the user's known browser is counted per device: guesses from everywhere else never refuse it", async () => {
      process.env.APP_KEY = randomBytes(32).toString('base64');
      const { users, auth, aliceId } = await start({
        otp: { enabled: false },
        loginLimit: { maxAttemptsPerEmail: 10 },
      });
      const grant = await auth.login(ALICE.email, ALICE.password, USER_ADDRESS);
      if (!('session' in grant) || grant.knownDevice === null)
        throw new Error('a known-device token was expected');
      for (const address of ['192.0.2.1', '192.0.2.2']) {
        for (let guess = 1; guess <= 5; guess += 1) {
          await users
            .changePassword(aliceId, WRONG, NEW_PASSWORD, new Date(), { clientAddress: address })
            .catch(() => undefined);
        }
      }

      await expect(
        users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, new Date(), {
          clientAddress: USER_ADDRESS,
        }),
      ).rejects.toThrow(LockLoginLimitException);
      await users.changePassword(aliceId, ALICE.password, NEW_PASSWORD, new Date(), {
        clientAddress: USER_ADDRESS,
        knownDevice: grant.knownDevice.value,
      });
      await expect(
        auth.login(ALICE.email, NEW_PASSWORD, USER_ADDRESS, grant.knownDevice.value),
      ).resolves.toHaveProperty('session');
    });

    it('the refusal is logged as a sign-in refusal, naming the limit, never the email or the address', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        const { users, aliceId } = await start({ loginLimit: { maxAttempts: 1 } });
        const change = () =>
          users.changePassword(aliceId, WRONG, NEW_PASSWORD, new Date(), { clientAddress: ATTACKER });
        await expect(change()).rejects.toThrow(UserAuthenticationException);

        await expect(change()).rejects.toThrow(LockLoginLimitException);

        const events = warn.mock.calls.map(([event]) => event as Record<string, unknown>);
        expect(events).toContainEqual(
          expect.objectContaining({
            msg: 'Sign-in attempts over the limit',
            action: 'login',
            limitedBy: 'email+address',
          }),
        );
        expect(JSON.stringify(events)).not.toContain(ALICE.email);
        expect(JSON.stringify(events)).not.toContain(ATTACKER);
      } finally {
        warn.mockRestore();
      }
    });
  });
});
