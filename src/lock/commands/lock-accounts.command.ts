import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import type { LockAccountOverview } from '../application/persistence/database-account-registry';
import { LockOAuthStatus, oauthStatusOf } from '../auth/oauth-status';
import { LockRuntime } from './lock-runtime';

/** How the table says each OAuth state. */
const OAUTH_STATUS_WORDS: Record<LockOAuthStatus, string> = {
  connected: 'connected',
  'reconnect-needed': 'reconnect needed (lock:oauth-authorize)',
  'not-connected': 'not connected',
};

/**
 * `lock:accounts`: the accounts in the lock database with their active flag, whether they hold an API token (never
 * the token) and, with `LOCK_AUTH=oauth`, whether they are connected (`oauth`: `connected`, `reconnect-needed` after
 * the vendor refused the refresh token, `not-connected`), as a table or JSON.
 */
@Command({ name: 'lock:accounts', description: 'List the accounts in the lock database' })
export class LockAccountsCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:accounts` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      const accounts = await this.withOAuthStatus(await this.runtime.databaseAccounts.overview());
      if (options.json) this.output.printJson(accounts);
      else if (accounts.length === 0) this.output.print('No lock accounts.');
      else
        this.output.print(
          renderTable(
            ['Key', 'Name', 'Active', 'API token', ...(this.oauthMode() ? ['OAuth'] : [])],
            accounts.map((account) => [
              account.key,
              account.name ?? '',
              account.active ? 'yes' : 'no',
              account.tokenSet ? 'set' : 'not set',
              ...(account.oauth === undefined ? [] : [OAUTH_STATUS_WORDS[account.oauth]]),
            ]),
          ),
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** In OAuth mode, each account with its OAuth state (`oauth`); else the accounts as they are. */
  private async withOAuthStatus(
    accounts: LockAccountOverview[],
  ): Promise<(LockAccountOverview & { oauth?: LockOAuthStatus })[]> {
    if (!this.oauthMode()) return accounts;
    const oauth = this.runtime.lock.oauth();
    return Promise.all(
      accounts.map(async (account) => ({ ...account, oauth: oauthStatusOf(await oauth.token(account.key)) })),
    );
  }

  private oauthMode(): boolean {
    return this.runtime.authSettings.authMode() === 'oauth';
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
