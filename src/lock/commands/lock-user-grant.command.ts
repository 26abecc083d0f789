import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { describeLockGrant } from '../access/lock-grant-description';
import { LockGrants } from '../access/lock-grants';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:user-grant` after parsing. */
export interface LockUserGrantOptions {
  email?: string;
  account?: string;
  smartlock?: string;
  permissions?: string;
  from?: string;
  until?: string;
  days?: string;
  json?: boolean;
}

/**
 * `lock:user-grant`: sets a sub-user's grant on one smartlock (permissions, and optionally a window and weekdays),
 * replacing the one there is.
 */
@Command({ name: 'lock:user-grant', description: "Set a sub-user's permissions on one smartlock" })
export class LockUserGrantCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(_parameters: string[], options: LockUserGrantOptions = {}): Promise<void> {
    try {
      const grant = await this.runtime.get<LockGrants>(LockGrants).grant({
        email: options.email ?? '',
        accountKey: options.account,
        smartlockId: options.smartlock ?? '',
        permissions: options.permissions ?? '',
        from: options.from,
        until: options.until,
        days: options.days,
      });
      const email = (options.email ?? '').trim().toLowerCase();
      if (options.json) this.output.printJson({ email, ...grant });
      else this.output.print(`Granted ${email} ${describeLockGrant(grant)}.`);
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  @Option({ flags: '--email <email>', description: 'the sub-user' })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--account <key>', description: 'the account of the smartlock (default: default)' })
  parseAccount(value: string): string {
    return value;
  }

  @Option({ flags: '--smartlock <id>', description: 'the smartlock id' })
  parseSmartlock(value: string): string {
    return value;
  }

  @Option({
    flags: '--permissions <list>',
    description: 'comma list of lock, unlock, view_logs, manage_auths, manage_settings',
  })
  parsePermissions(value: string): string {
    return value;
  }

  @Option({ flags: '--from <date-time>', description: 'ISO 8601 with a zone; open when left out' })
  parseFrom(value: string): string {
    return value;
  }

  @Option({ flags: '--until <date-time>', description: 'ISO 8601 with a zone; open when left out' })
  parseUntil(value: string): string {
    return value;
  }

  @Option({
    flags: '--days <list>',
    description: 'comma list of weekdays ma,di,wo,do,vr,za,zo in LOCK_TIME_ZONE; every day when left out',
  })
  parseDays(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
