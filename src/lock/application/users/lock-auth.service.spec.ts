import crypto, { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LockException } from '../../errors/lock.exception';
import { UserAuthenticationException } from '../../errors/user-authentication.exception';
import { DatabaseAccountRegistry } from '../persistence/database-account-registry';
import { LockDatabase } from '../persistence/lock-database';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
import { LockUsersSettings } from './lock-users-settings';
import { LOGIN_CODE_LIFETIME_SECONDS } from './login-code-limits';
import { LockAuthService, WRONG_CREDENTIALS_MESSAGE } from './lock-auth.service';
import { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockUser } from '../../interfaces/lock-user.interface';
import { LockUserRepository } from './lock-user-repository';
import { KnownDevices } from './known-devices';
import { LockUsers } from './lock-users';
import type { LoginCodeNotifier } from '../../interfaces/login-code-notifier.interface';
import { LoginAttemptCounter } from './login-attempt-counter';
import { LoginCodeExchange } from './login-code-exchange';
import { LoginCodeRepository } from './login-code-repository';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { SessionRepository } from './session-repository';
import { PasswordStore } from './password-store';

/**
 * `LockAuthService` on an SQLite file (issue 5 "Users and the guard"): codes of six digits, zero-padded; only
 * hashes of challenges, codes and sessions in the database; the code's ten minutes; a code that cannot be
 * delivered is spent; sessions of the configured lifetime.
 */

const USER = { email: 'carol@example.com', name: 'Carol', password: 'carol-long-password' };
const START = new Date('2026-11-23T10:00:00.000Z');

/** A clock that stands still until moved. */
class FixedClock implements LockClock {
  private current = START;

  now(): Date {
    return this.current;
  }

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Keeps the codes it is given; fails when told to. */
class RecordingNotifier implements LoginCodeNotifier {
  readonly codes: string[] = [];
  failing = false;

  async notify(_user: LockUser, code: string): Promise<void> {
    this.codes.push(code);
    if (this.failing) throw new Error(`mail server down while sending ${code}`);
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

describe('LockAuthService', () => {
  jest.setTimeout(60_000);

  const file = join(tmpdir(), `lock-auth-service-${process.pid}-${Date.now()}.sqlite`);
  const database = new LockDatabase(() => ({ dialect: 'sqlite', file }));
  const users = new LockUserRepository(database);
  // A low scrypt cost (allowed under NODE_ENV=test): this spec is about sign-in rules, not hashing; every hash
  // carries its cost, and password-hasher.spec proves the production one.
  const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, { NODE_ENV: 'test' });
  let clock: FixedClock;
  let notifier: RecordingNotifier;

  // The sign-in limit is off here (these tests sign in more often than it allows); it has its own e2e suite.
  const service = (options: { otp?: boolean; sessionLifetime?: number } = {}) => {
    const settings = new LockUsersSettings({
      otp: { enabled: options.otp ?? true },
      sessionLifetime: options.sessionLifetime,
      loginLimit: { enabled: false },
    });
    const limiter = new LoginLimiter(
      settings,
      new LoginAttemptCounter(database),
      new KnownDevices(new LockAuthSettings({}, process.env), clock),
      clock,
    );
    return new LockAuthService(
      settings,
      users,
      hasher,
      new LoginCodeExchange(new LoginCodeRepository(database), users, notifier, limiter, clock),
      new SessionRepository(database),
      limiter,
      clock,
    );
  };

  beforeAll(async () => {
    await new DatabaseAccountRegistry(database).create('office', 'Office');
    const settings = new LockUsersSettings({ loginLimit: { enabled: false } });
    const setUpClock = new FixedClock();
    await new LockUsers(
      users,
      hasher,
      new PasswordStore(database),
      new SessionRepository(database),
      new LoginCodeRepository(database),
      new LoginLimiter(
        settings,
        new LoginAttemptCounter(database),
        new KnownDevices(new LockAuthSettings({}, process.env), setUpClock),
        setUpClock,
      ),
    ).create({
      ...USER,
      accountKeys: ['office'],
    });
  });

  beforeEach(() => {
    clock = new FixedClock();
    notifier = new RecordingNotifier();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await database.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });

  it('issues codes of six digits, zero-padded', async () => {
    jest.spyOn(crypto, 'randomInt').mockImplementation(() => 42);
    await service().login(USER.email, USER.password);
    expect(notifier.codes).toEqual(['000042']);
  });

  it('stores only hashes of the challenge, the code and the session', async () => {
    const auth = service();
    const login = await auth.login(USER.email, USER.password);
    if (!('challenge' in login)) throw new Error('expected a challenge');
    const code = notifier.codes[0];
    const { session } = await auth.verify(login.challenge, code);
    const db = await database.db();
    const codeRow = await db
      .selectFrom('lock_login_codes')
      .selectAll()
      .where('challenge_hash', '=', sha256(login.challenge))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(codeRow)).not.toContain(login.challenge);
    expect(codeRow.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeRow.code_hash).not.toBe(sha256(code));
    expect(codeRow.used_at).toBe(START.toISOString());
    const sessionRow = await db
      .selectFrom('lock_sessions')
      .selectAll()
      .where('token_hash', '=', sha256(session))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(sessionRow)).not.toContain(session);
  });

  it('takes the code until the last millisecond of its ten minutes', async () => {
    const auth = service();
    const first = await auth.login(USER.email, USER.password);
    const second = await auth.login(USER.email, USER.password);
    if (!('challenge' in first) || !('challenge' in second)) throw new Error('expected challenges');
    expect(first.expiresAt).toEqual(new Date(START.getTime() + LOGIN_CODE_LIFETIME_SECONDS * 1000));
    clock.advance(LOGIN_CODE_LIFETIME_SECONDS - 0.001);
    await expect(auth.verify(first.challenge, notifier.codes[0])).resolves.toHaveProperty('session');
    clock.advance(0.001);
    await expect(auth.verify(second.challenge, notifier.codes[1])).rejects.toThrow(
      new UserAuthenticationException('The login code has expired; sign in again.'),
    );
  });

  it('spends the code when the notifier fails, without its message (which may hold the code)', async () => {
    notifier.failing = true;
    const auth = service();
    const db = await database.db();
    const before = await db.selectFrom('lock_login_codes').select('id').execute();
    const failure = await auth.login(USER.email, USER.password).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LockException);
    expect(failure).not.toBeInstanceOf(UserAuthenticationException);
    expect((failure as Error).message).toBe('The login code could not be delivered; try again later.');
    const issued = await db
      .selectFrom('lock_login_codes')
      .select('used_at')
      .where('id', 'not in', [...before.map((row) => row.id), 'none'])
      .execute();
    expect(issued).toEqual([{ used_at: START.toISOString() }]);
  });

  it('gives sessions of the configured lifetime, and none while OTP is off', async () => {
    const auth = service({ otp: false, sessionLifetime: 90 });
    const login = await auth.login(USER.email, USER.password);
    if (!('session' in login)) throw new Error('expected a session');
    expect(login.expiresAt).toEqual(new Date(START.getTime() + 90_000));
    expect(notifier.codes).toEqual([]);
    await expect(auth.authenticate(login.session)).resolves.toMatchObject({
      user: { email: USER.email },
      accountKeys: ['office'],
    });
    clock.advance(90);
    await expect(auth.authenticate(login.session)).resolves.toBeNull();
  });

  it('answers null for a token of another form without asking the database, and logs out an unknown one quietly', async () => {
    const find = jest.spyOn(SessionRepository.prototype, 'findByTokenHash');
    const auth = service();
    for (const token of ['', 'short', 'x'.repeat(44), `${'x'.repeat(42)}=`]) {
      await expect(auth.authenticate(token)).resolves.toBeNull();
    }
    expect(find).not.toHaveBeenCalled();
    await expect(auth.logout('A'.repeat(43))).resolves.toBeUndefined();
  });

  it('refuses a wrong password and an unknown email with one message', async () => {
    const auth = service();
    await expect(auth.login(USER.email, 'not-the-password!')).rejects.toThrow(
      new UserAuthenticationException(WRONG_CREDENTIALS_MESSAGE),
    );
    await expect(auth.login('nobody@example.com', USER.password)).rejects.toThrow(
      new UserAuthenticationException(WRONG_CREDENTIALS_MESSAGE),
    );
    expect(notifier.codes).toEqual([]);
  });
});
