import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { describeLockGrant } from '../application/access/lock-grant-description';
import { LockGrants } from '../application/access/lock-grants';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:user-revoke` after parsing. */
export interface LockUserRevokeOptions {
  /** `--email <email>`: the sub-user. */
  email?: string;
  /** `--account <key>`: the account of the smartlock (default: default). */
  account?: string;
  /** `--smartlock <id>`: the smartlock id. */
  smartlock?: string;
  /** `--permissions <list>`: comma list of the permissions to take; the whole grant when left out. */
  permissions?: string;
  /** `--json`: print JSON. */
  json?: boolean;
}

/** `lock:user-revoke`: takes permissions, or with no `--permissions` the whole grant, from a sub-user's smartlock. */
@Command({ name: 'lock:user-revoke', description: "Take a sub-user's permissions on one smartlock away" })
export class LockUserRevokeCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:user-revoke` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockUserRevokeOptions = {}): Promise<void> {
    try {
      const left = await this.runtime.get<LockGrants>(LockGrants).revoke({
        email: options.email ?? '',
        accountKey: options.account,
        smartlockId: options.smartlock ?? '',
        permissions: options.permissions,
      });
      const email = (options.email ?? '').trim().toLowerCase();
      if (options.json) this.output.printJson({ email, grant: left });
      else if (left === null)
        this.output.print(
          `Removed the grant of ${email} on smartlock ${options.smartlock} of account "${options.account ?? DEFAULT_LOCK_ACCOUNT}".`,
        );
      else this.output.print(`${email} keeps ${describeLockGrant(left)}.`);
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--email <email>`: the sub-user. */
  @Option({ flags: '--email <email>', description: 'the sub-user' })
  parseEmail(value: string): string {
    return value;
  }

  /** Reads `--account <key>`: the account of the smartlock (default: default). */
  @Option({ flags: '--account <key>', description: 'the account of the smartlock (default: default)' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--smartlock <id>`: the smartlock id. */
  @Option({ flags: '--smartlock <id>', description: 'the smartlock id' })
  parseSmartlock(value: string): string {
    return value;
  }

  /** Reads `--permissions <list>`: comma list of the permissions to take; the whole grant when left out. */
  @Option({
    flags: '--permissions <list>',
    description: 'comma list of the permissions to take; the whole grant when left out',
  })
  parsePermissions(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
