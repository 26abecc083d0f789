import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import type { LockGrant } from '../application/access/lock-grant';
import { describeLockGrant } from '../application/access/lock-grant-description';
import { LockGrants } from '../application/access/lock-grants';
import { isLockSubUser } from '../application/users/lock-user';
import { LockUserRepository } from '../application/users/lock-user-repository';
import { LockRuntime } from './lock-runtime';

/** One user as `lock:users --json` prints it. */
export interface LockUserListing {
  /** The user's id. */
  id: string;
  /** The user's email. */
  email: string;
  /** The user's name. */
  name: string;
  /** `main`, or `sub` for a sub-user. */
  kind: 'main' | 'sub';
  /** The email of a sub-user's main user; null for a main user. */
  parent: string | null;
  /** The keys of the accounts the user owns. */
  accounts: string[];
  /** A sub-user's grants; empty for a main user. */
  grants: LockGrant[];
}

/** `lock:users`: the users of the module's guard, main or sub, with their parent, accounts and grants. */
@Command({ name: 'lock:users', description: "List the users of the lock module's own auth guard" })
export class LockUsersCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:users` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      const listings = await this.listings();
      if (options.json) this.output.printJson(listings);
      else if (listings.length === 0) this.output.print('No lock users.');
      else
        this.output.print(
          renderTable(
            ['Email', 'Name', 'Kind', 'Parent', 'Accounts', 'Grants'],
            listings.map((user) => [
              user.email,
              user.name,
              user.kind,
              user.parent ?? '',
              user.accounts.join(', '),
              user.grants.map(describeLockGrant).join('; '),
            ]),
          ),
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  private async listings(): Promise<LockUserListing[]> {
    const repository = this.runtime.get<LockUserRepository>(LockUserRepository);
    const grants = this.runtime.get<LockGrants>(LockGrants);
    const users = await repository.all();
    const emails = new Map(users.map((user) => [user.id, user.email]));
    return Promise.all(
      users.map(async (user) => ({
        id: user.id,
        email: user.email,
        name: user.name,
        kind: isLockSubUser(user) ? ('sub' as const) : ('main' as const),
        parent: isLockSubUser(user) ? (emails.get(user.parentUserId as string) ?? null) : null,
        accounts: await repository.accountKeysOf(user.id),
        grants: await grants.grantsOf(user),
      })),
    );
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
