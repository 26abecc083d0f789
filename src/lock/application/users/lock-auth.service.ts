import { randomUUID } from 'node:crypto';
import { UserAuthenticationException } from '../../errors/user-authentication.exception';
import type { LockUsersSettings } from './lock-users-settings';
import { LOCK_SYSTEM_CLOCK, type LockClock } from '../../interfaces/lock-clock.interface';
import type { KnownDeviceToken } from './known-devices';
import { isAuthTokenShaped, randomAuthToken, sha256Hex } from './lock-auth-tokens';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockUserRepository } from './lock-user-repository';
import type { LoginCodeExchange } from './login-code-exchange';
import type { LoginLimiter } from './login-limiter';
import type { PasswordHasher } from './password-hasher';
import type { SessionRepository } from './session-repository';

/** The message of a failed login, the same for an unknown email and a wrong password. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is wrong.';

/** A signed-in user of the guard and the keys of the accounts they own. */
export interface LockAuthenticatedUser {
  /** The signed-in user. */
  readonly user: LockUser;
  /** The keys of the accounts the user owns. */
  readonly accountKeys: readonly string[];
}

/**
 * A session token, handed out once (only its hash is stored), and when it expires; with a known-device token for
 * the browser that signed in (see the sign-in limit), to keep in a cookie of the sign-in routes.
 */
export interface LockSessionGrant {
  /** The session token. */
  readonly session: string;
  /** When the session expires. */
  readonly expiresAt: Date;
  /** The known-device token of the user's email for this browser; null without a usable `APP_KEY`. */
  readonly knownDevice: KnownDeviceToken | null;
}

/** A login or password reset that waits for its code: the challenge to send back with the code, and when it expires. */
export interface LockLoginChallenge {
  /** The challenge to send back with the code. */
  readonly challenge: string;
  /** When the code expires. */
  readonly expiresAt: Date;
}

/**
 * Signs the users of the module's own guard in: password, then (while OTP is on) a six-digit login code, then a
 * session. Codes, challenges and session tokens are stored only as hashes; passwords and codes are never logged.
 */
export class LockAuthService {
  constructor(
    private readonly config: LockUsersSettings,
    private readonly users: LockUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: LoginCodeExchange,
    private readonly sessions: SessionRepository,
    private readonly limiter: LoginLimiter,
    private readonly clock: LockClock = LOCK_SYSTEM_CLOCK,
  ) {}

  /**
   * Counts the attempt under the sign-in limit (the email, the client's address `clientAddress` when known, and
   * the browser's `knownDevice` token when it sent one), then checks the password; while OTP is on, issues a login
   * code through the notifier and answers its challenge, else answers a session. `two_factor_enabled` is not read.
   * An unknown email runs the hasher too.
   * @throws LockLoginLimitException over the sign-in limit, before the password is checked
   * @throws UserAuthenticationException with the same message for an unknown email and a wrong password
   */
  async login(
    email: string,
    password: string,
    clientAddress?: string,
    knownDevice?: string,
  ): Promise<LockLoginChallenge | LockSessionGrant> {
    await this.limiter.claim('login', { email, address: clientAddress, knownDevice });
    const found = await this.users.findByEmail(email.trim().toLowerCase());
    const matches = await this.hasher.verify(password, found?.passwordHash ?? null);
    if (found === null || !matches) throw new UserAuthenticationException(WRONG_CREDENTIALS_MESSAGE);
    if (!this.config.otpEnabled()) return this.startSession(found.user);
    return this.issueCode(found.user);
  }

  /**
   * Exchanges the challenge and its code for a session. Every try counts: under the sign-in limit (the email of
   * the challenge's user, the client's address `clientAddress` when known, and the browser's `knownDevice` token
   * when it sent one), and against the challenge, which locks after five.
   * @throws LockLoginLimitException over the sign-in limit, before the code is looked at
   * @throws UserAuthenticationException for an unknown challenge, a wrong, expired or used code, or a locked one
   */
  async verify(
    challenge: string,
    code: string,
    clientAddress?: string,
    knownDevice?: string,
  ): Promise<LockSessionGrant> {
    return this.startSession(await this.codes.redeem(challenge, code, 'login', clientAddress, knownDevice));
  }

  /** The user of a valid session token and the accounts they own; null for an unknown, expired or revoked one. */
  async authenticate(session: string): Promise<LockAuthenticatedUser | null> {
    if (!isAuthTokenShaped(session)) return null;
    const stored = await this.sessions.findByTokenHash(sha256Hex(session));
    if (stored === null || stored.revokedAt !== null) return null;
    if (this.clock.now().getTime() >= stored.expiresAt.getTime()) return null;
    const user = await this.users.findById(stored.userId);
    if (user === null) return null;
    return { user, accountKeys: await this.users.accountKeysOf(user.id) };
  }

  /** Revokes the session of the token (nothing happens for an unknown one). */
  async logout(session: string): Promise<void> {
    if (isAuthTokenShaped(session)) await this.sessions.revoke(sha256Hex(session), this.clock.now());
  }

  private async issueCode(user: LockUser): Promise<LockLoginChallenge> {
    const issued = await this.codes.issue(user.id, 'login');
    await this.codes.deliver(user, issued);
    return { challenge: issued.challenge, expiresAt: issued.expiresAt };
  }

  private async startSession(user: LockUser): Promise<LockSessionGrant> {
    const now = this.clock.now();
    const session = randomAuthToken();
    const expiresAt = new Date(now.getTime() + this.config.sessionLifetimeSeconds() * 1000);
    await this.sessions.create({
      id: randomUUID(),
      userId: user.id,
      tokenHash: sha256Hex(session),
      expiresAt,
      createdAt: now,
    });
    return { session, expiresAt, knownDevice: this.limiter.rememberDevice(user.email) };
  }
}
