import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { describeLockGrant } from '../application/access/lock-grant-description';
import { LockGrants } from '../application/access/lock-grants';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:user-grant` after parsing. */
export interface LockUserGrantOptions {
  /** `--email <email>`: the sub-user. */
  email?: string;
  /** `--account <key>`: the account of the smartlock (default: default). */
  account?: string;
  /** `--smartlock <id>`: the smartlock id. */
  smartlock?: string;
  /** `--permissions <list>`: comma list of lock, unlock, view_logs, manage_auths, manage_settings. */
  permissions?: string;
  /** `--from <date-time>`: ISO 8601 with a zone; open when left out. */
  from?: string;
  /** `--until <date-time>`: ISO 8601 with a zone; open when left out. */
  until?: string;
  /** `--days <list>`: comma list of weekdays ma,di,wo,do,vr,za,zo in LOCK_TIME_ZONE; every day when left out. */
  days?: string;
  /** `--json`: print JSON. */
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

  /** Runs `lock:user-grant` with the options nest-commander parsed. */
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

  /** Reads `--permissions <list>`: comma list of lock, unlock, view_logs, manage_auths, manage_settings. */
  @Option({
    flags: '--permissions <list>',
    description: 'comma list of lock, unlock, view_logs, manage_auths, manage_settings',
  })
  parsePermissions(value: string): string {
    return value;
  }

  /** Reads `--from <date-time>`: ISO 8601 with a zone; open when left out. */
  @Option({ flags: '--from <date-time>', description: 'ISO 8601 with a zone; open when left out' })
  parseFrom(value: string): string {
    return value;
  }

  /** Reads `--until <date-time>`: ISO 8601 with a zone; open when left out. */
  @Option({ flags: '--until <date-time>', description: 'ISO 8601 with a zone; open when left out' })
  parseUntil(value: string): string {
    return value;
  }

  /** Reads `--days <list>`: comma list of weekdays ma,di,wo,do,vr,za,zo in LOCK_TIME_ZONE; every day when left out. */
  @Option({
    flags: '--days <list>',
    description: 'comma list of weekdays ma,di,wo,do,vr,za,zo in LOCK_TIME_ZONE; every day when left out',
  })
  parseDays(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
