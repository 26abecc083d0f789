import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import { AccountUser } from '../data/account-user';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:account-users` after parsing. */
export interface LockAccountUsersOptions {
  /** `--account <key>`: account key (default "default"). */
  account?: string;
  /** `--email <filter>`: only the users matching this email filter. */
  email?: string;
  /** `--json`: print the users as the API gave them, as JSON. */
  json?: boolean;
}

/** Account user type names by type number. */
const ACCOUNT_USER_TYPES: Record<number, string> = { 0: 'user', 1: 'company' };

/**
 * `lock:account-users`: the users of a lock account (the people app authorizations are for) as a table (ID,
 * Name, Email, Language, Type) or JSON.
 *
 * - `--account <key>`: the account key (default `default`)
 * - `--email <filter>`: only the users the lock API finds for this email filter
 * - `--json`: print the users as the API gave them, as a JSON list
 */
@Command({ name: 'lock:account-users', description: 'List the users of a lock account' })
export class LockAccountUsersCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:account-users` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockAccountUsersOptions = {}): Promise<void> {
    try {
      const users = await this.runtime.lock
        .as(options.account ?? DEFAULT_LOCK_ACCOUNT)
        .accountUsers()
        .all(options.email === undefined ? {} : { email: options.email });
      if (options.json) this.output.printJson(users.map((user) => user.raw));
      else this.output.print(table(users));
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--email <filter>`: only the users matching this email filter. */
  @Option({ flags: '--email <filter>', description: 'only the users matching this email filter' })
  parseEmail(value: string): string {
    return value;
  }

  /** Reads `--json`: print the users as the API gave them, as JSON. */
  @Option({ flags: '--json', description: 'print the users as the API gave them, as JSON' })
  parseJson(): boolean {
    return true;
  }
}

function table(users: AccountUser[]): string {
  if (users.length === 0) return 'No account users.';
  return renderTable(
    ['ID', 'Name', 'Email', 'Language', 'Type'],
    users.map((user) => [
      user.accountUserId === null ? '' : String(user.accountUserId),
      user.name ?? '',
      user.email ?? '',
      user.language ?? '',
      user.type === null ? '' : (ACCOUNT_USER_TYPES[user.type] ?? String(user.type)),
    ]),
  );
}
