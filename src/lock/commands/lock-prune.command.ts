import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import { LockPruneCounts, LockPruner } from '../application/maintenance/lock-pruner';
import { LockRuntime } from './lock-runtime';

/** `lock:prune`: prunes the lock database now, whatever `LOCK_PRUNE` says, and prints the rows deleted per table. */
@Command({
  name: 'lock:prune',
  description:
    'Delete expired sessions, used and expired codes, old webhook ids and ended sign-in windows now',
})
export class LockPruneCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:prune` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      const counts = await this.runtime.get<LockPruner>(LockPruner).prune();
      if (options.json) this.output.printJson(counts);
      else
        this.output.print(
          `Pruned the lock database (${this.runtime.database.describe()}):\n${renderTable(
            ['Table', 'Deleted rows'],
            tableRows(counts),
          )}`,
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}

/** One row per table: its name and the rows deleted from it. */
function tableRows(counts: LockPruneCounts): string[][] {
  return [
    ['lock_sessions', String(counts.sessions)],
    ['lock_login_codes', String(counts.loginCodes)],
    ['lock_processed_webhooks', String(counts.processedWebhooks)],
    ['lock_login_attempts', String(counts.loginAttempts)],
    ['lock_leases', String(counts.leases)],
    ['lock_audit', String(counts.auditEntries)],
  ];
}
