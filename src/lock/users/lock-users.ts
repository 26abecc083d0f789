import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { LockUser } from './lock-user';
import type { LockUserRepository } from './lock-user-repository';
import { assertAllowedLockPassword } from './lock-password-rules';
import type { PasswordHasher } from './password-hasher';

export { MIN_LOCK_PASSWORD_LENGTH } from './lock-password-rules';

/** What `lock:user-create` gives. */
export interface LockUserInput {
  email: string;
  name: string;
  password: string;
  /** Keys of existing accounts to own. */
  accountKeys?: readonly string[];
  /** `--no-2fa` stores false; default true. */
  twoFactorEnabled?: boolean;
  /** The email of an existing main user: the new user is its sub-user (and owns no account). */
  parentEmail?: string;
}

/** A plain email check: one `@`, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Creates the users of the module's own guard: checks the input, hashes the password, stores it all at once. */
export class LockUsers {
  constructor(
    private readonly users: LockUserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Creates the user as owner of the given accounts, in one transaction; with `parentEmail`, a sub-user of that
   * main user, which owns nothing and acts only within its grants (`lock:user-grant`).
   * @throws InvalidArgumentException for a malformed email, an empty name, a password under 12 characters, or
   *   accounts together with a parent
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
}
