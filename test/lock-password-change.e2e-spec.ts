import { UserAuthenticationException } from '../src/lock/errors/user-authentication.exception';
import { LockAuthService, LockPasswordReset, LockUsers } from '../src/lock/application/users';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockAuthApp } from './support/lock-auth-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * A password change (`LockUsers.changePassword`, behind the console's password page) on SQLite and PostgreSQL
 * (issue 33, row 4): like a password reset, it ends every session of the user and spends every open code of
 * theirs, so a login challenge issued for the old password no longer gives a session; other users keep theirs.
 */

const ALICE = { email: 'alice@example.com', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', password: 'bob-long-password-22' };
const NEW_PASSWORD = 'alice-brand-new-secret-7';
const USED = 'The login code has been used already; sign in again.';

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

  /** Boots an app (OTP on, the sign-in limit raised) with Alice and Bob; answers it and Alice's id. */
  const start = async () => {
    app = await LockAuthApp.start({
      databaseUrl: await database.freshUrl(),
      loginLimit: { maxAttempts: 50 },
    });
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
});
