import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { MIN_LOCK_PASSWORD_LENGTH } from '../application/users/lock-password-rules';
import { TerminalPrompt } from './terminal-prompt';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:user-create` after parsing. */
export interface LockUserCreateOptions {
  /** `--email <email>`: the email address to sign in with. */
  email?: string;
  /** `--name <name>`: the name of the user. */
  name?: string;
  /** `--password <password>`: at least 12 characters (asked for, hidden, when left out). */
  password?: string;
  /** `--account <key>`: an existing account the user owns; repeat for more. */
  account?: string[];
  /** The email of the main user whose sub-user this is. */
  parent?: string;
  /** False with `--no-2fa`. */
  '2fa'?: boolean;
  /** `--json`: print JSON. */
  json?: boolean;
}

/**
 * `lock:user-create`: creates a user of the module's own guard, owner of the `--account` keys (all existing, or
 * nothing is created), or with `--parent=<email>` a sub-user of that main user (grants come from
 * `lock:user-grant`). The password is asked for, hidden, when `--password` is left out; it is never printed.
 */
@Command({ name: 'lock:user-create', description: "Create a user of the lock module's own auth guard" })
export class LockUserCreateCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly prompt: TerminalPrompt,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:user-create` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockUserCreateOptions = {}): Promise<void> {
    try {
      const password =
        options.password ??
        (await this.prompt.ask(`Password (at least ${MIN_LOCK_PASSWORD_LENGTH} characters): `, {
          hidden: true,
        }));
      const user = await this.runtime.users.create({
        email: options.email ?? '',
        name: options.name ?? '',
        password,
        accountKeys: options.account ?? [],
        twoFactorEnabled: options['2fa'] !== false,
        parentEmail: options.parent,
      });
      const accounts = options.account ?? [];
      if (options.json) this.output.printJson({ ...user, accounts });
      else if (options.parent !== undefined)
        this.output.print(
          `Created lock sub-user ${user.email} (${user.name}) of ${options.parent.trim().toLowerCase()}.`,
        );
      else
        this.output.print(
          `Created lock user ${user.email} (${user.name})${accounts.length > 0 ? `, owner of ${accounts.join(', ')}` : ''}.`,
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--email <email>`: the email address to sign in with. */
  @Option({ flags: '--email <email>', description: 'the email address to sign in with', required: false })
  parseEmail(value: string): string {
    return value;
  }

  /** Reads `--name <name>`: the name of the user. */
  @Option({ flags: '--name <name>', description: 'the name of the user' })
  parseName(value: string): string {
    return value;
  }

  /** Reads `--password <password>`: at least 12 characters (asked for, hidden, when left out). */
  @Option({
    flags: '--password <password>',
    description: `at least ${MIN_LOCK_PASSWORD_LENGTH} characters (asked for, hidden, when left out)`,
  })
  parsePassword(value: string): string {
    return value;
  }

  /** Reads `--account <key>`: an existing account the user owns; repeat for more. */
  @Option({ flags: '--account <key>', description: 'an existing account the user owns; repeat for more' })
  parseAccount(value: string, previous: string[] = []): string[] {
    return [...previous, value];
  }

  /** Reads `--parent <email>`: create a sub-user of this main user (it owns nothing; see lock:user-grant). */
  @Option({
    flags: '--parent <email>',
    description: 'create a sub-user of this main user (it owns nothing; see lock:user-grant)',
  })
  parseParent(value: string): string {
    return value;
  }

  /** Reads `--no-2fa`: store two_factor_enabled = false (a code is still sent while OTP is on). */
  @Option({
    flags: '--no-2fa',
    description: 'store two_factor_enabled = false (a code is still sent while OTP is on)',
  })
  parseNo2fa(): boolean {
    return false;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
