import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockUserRepository } from './lock-user-repository';
import { assertAllowedLockPassword, assertChangedLockPassword } from './lock-password-rules';
import type { LoginCodeRepository } from './login-code-repository';
import type { LoginLimiter } from './login-limiter';
import type { PasswordHasher } from './password-hasher';
import type { PasswordStore } from './password-store';
import type { SessionRepository } from './session-repository';
import { UserAuthenticationException } from '../../errors/user-authentication.exception';

/** What `lock:user-create` gives. */
export interface LockUserInput {
  /** The user's email. */
  email: string;
  /** The user's name. */
  name: string;
  /** The password, checked against the password rules and stored as a hash. */
  password: string;
  /** Keys of existing accounts to own. */
  accountKeys?: readonly string[];
  /** `--no-2fa` stores false; default true. */
  twoFactorEnabled?: boolean;
  /** The email of an existing main user: the new user is its sub-user (and owns no account). */
  parentEmail?: string;
}

/** Where a password change comes from, for the sign-in limit (each left out is not counted). */
export interface PasswordChangeOrigin {
  /** The client's address. */
  clientAddress?: string;
  /** The known-device token the browser sent (`KnownDevices`); it counts only when valid for the user's email. */
  knownDevice?: string;
}

/** A plain email check: one `@`, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The users of the module's own guard: creates them (checks the input, hashes the password, stores it all at
 * once), changes their name and email, their password, and deletes them.
 */
export class LockUsers {
  constructor(
    private readonly users: LockUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwords: PasswordStore,
    private readonly sessions: SessionRepository,
    private readonly loginCodes: LoginCodeRepository,
    private readonly limiter: LoginLimiter,
  ) {}

  /**
   * Creates the user as owner of the given accounts, in one transaction; with `parentEmail`, a sub-user of that
   * main user, which owns nothing and acts only within its grants (`lock:user-grant`).
   * @throws InvalidArgumentException for a malformed email, an empty name, or accounts together with a parent
   * @throws LockPasswordRuleException (an `InvalidArgumentException`) for a password the password rules refuse
   * @throws LockException for a taken email, an unknown account key, or a parent that is unknown or a sub-user
   *   (then nothing is created)
   */
  async create(input: LockUserInput): Promise<LockUser> {
    const email = input.email?.trim().toLowerCase() ?? '';
    if (!EMAIL.test(email))
      throw new InvalidArgumentException(`"${input.email ?? ''}" is not a valid email address.`);
    const name = input.name?.trim() ?? '';
    if (name === '') throw new InvalidArgumentException('The user needs a name (--name).');
    const parentEmail = input.parentEmail?.trim().toLowerCase();
    if (parentEmail !== undefined && (input.accountKeys ?? []).length > 0) {
      throw new InvalidArgumentException(
        'A sub-user owns no account: --account cannot be used with --parent (grant locks with lock:user-grant).',
      );
    }
    assertAllowedLockPassword(input.password ?? '');
    return this.users.create({
      email,
      name,
      passwordHash: await this.hasher.hash(input.password),
      twoFactorEnabled: input.twoFactorEnabled ?? true,
      accountKeys: input.accountKeys ?? [],
      parentEmail: parentEmail ?? null,
    });
  }

  /**
   * Gives the user another name and email (checked as `create` checks them). Sessions stay.
   * @throws InvalidArgumentException for a malformed email or an empty name
   * @throws LockException when another user has the email, or for an unknown user (nothing changes)
   */
  async updateProfile(userId: string, profile: { name: string; email: string }): Promise<void> {
    const email = profile.email.trim().toLowerCase();
    if (!EMAIL.test(email))
      throw new InvalidArgumentException(`"${profile.email}" is not a valid email address.`);
    const name = profile.name.trim();
    if (name === '') throw new InvalidArgumentException('The user needs a name.');
    await this.users.updateProfile(userId, { name, email });
  }

  /**
   * Changes the user's password when `current` is the one stored, ends every session of the user (signed in
   * elsewhere with the old password included) and spends every open code of theirs (a login challenge issued for
   * the old password, a reset code), as a password reset does: they sign in again with the new one. The check of
   * `current` is a sign-in attempt of the user's email (`login`, from `origin`: the address, and the known device
   * when the browser sent its token), in the same windows as the sign-ins, refused and logged alike over the
   * limit; a new password the rules refuse is refused first and counts nothing.
   * @throws LockPasswordRuleException (an `InvalidArgumentException`) for a new password the password rules refuse
   *   (rule `unchanged` when the new password is `current`: checked before the limit, so it counts nothing)
   * @throws LockLoginLimitException over the sign-in limit, before `current` is checked (nothing changes)
   * @throws UserAuthenticationException when `current` is not the user's password (nothing changes)
   */
  async changePassword(
    userId: string,
    current: string,
    next: string,
    at: Date,
    origin: PasswordChangeOrigin = {},
  ): Promise<void> {
    assertAllowedLockPassword(next);
    assertChangedLockPassword(current, next);
    const user = await this.users.findById(userId);
    await this.limiter.claim('login', {
      email: user?.email,
      address: origin.clientAddress,
      knownDevice: origin.knownDevice,
    });
    const stored = user === null ? null : await this.users.findByEmail(user.email);
    if (!(await this.hasher.verify(current, stored?.passwordHash ?? null)) || stored === null) {
      throw new UserAuthenticationException('The current password is not correct; nothing changed.');
    }
    await this.passwords.setPasswordHash(userId, await this.hasher.hash(next));
    await this.sessions.revokeAllOf(userId, at);
    await this.loginCodes.spendAllOf(userId, at);
  }

  /** Deletes the user, with its sessions, login codes, ownerships and grants; false for an unknown user. */
  delete(userId: string): Promise<boolean> {
    return this.users.delete(userId);
  }
}
