import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { LockUser } from './lock-user';
import type { LockUserRepository } from './lock-user-repository';
import type { PasswordHasher } from './password-hasher';

/** The shortest password `create` accepts. */
export const MIN_LOCK_PASSWORD_LENGTH = 12;

/** What `lock:user-create` gives. */
export interface LockUserInput {
  email: string;
  name: string;
  password: string;
  /** Keys of existing accounts to own. */
  accountKeys?: readonly string[];
  /** `--no-2fa` stores false; default true. */
  twoFactorEnabled?: boolean;
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
   * Creates the user as owner of the given accounts, in one transaction.
   * @throws InvalidArgumentException for a malformed email, an empty name or a password under 12 characters
   * @throws LockException for a taken email or an unknown account key (then nothing is created)
   */
  async create(input: LockUserInput): Promise<LockUser> {
    const email = input.email?.trim().toLowerCase() ?? '';
    if (!EMAIL.test(email))
      throw new InvalidArgumentException(`"${input.email ?? ''}" is not a valid email address.`);
    const name = input.name?.trim() ?? '';
    if (name === '') throw new InvalidArgumentException('The user needs a name (--name).');
    if ((input.password ?? '').length < MIN_LOCK_PASSWORD_LENGTH) {
      throw new InvalidArgumentException(
        `The password must be at least ${MIN_LOCK_PASSWORD_LENGTH} characters long.`,
      );
    }
    return this.users.create({
      email,
      name,
      passwordHash: await this.hasher.hash(input.password),
      twoFactorEnabled: input.twoFactorEnabled ?? true,
      accountKeys: input.accountKeys ?? [],
    });
  }
}
