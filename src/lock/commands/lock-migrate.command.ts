import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { LockRuntime } from './lock-runtime';

/**
 * `lock:migrate`: runs the lock database's migrations that have not run yet (they also run at first use). `--json`:
 * `{ database, applied }`, the database without a password and the names of the migrations it ran.
 */
@Command({ name: 'lock:migrate', description: 'Create or update the tables of the lock database' })
export class LockMigrateCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:migrate` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      const applied = await this.runtime.database.migrate();
      if (options.json) this.output.printJson({ database: this.runtime.database.describe(), applied });
      else
        this.output.print(
          applied.length === 0
            ? `The lock database (${this.runtime.database.describe()}) is up to date.`
            : `Migrated the lock database (${this.runtime.database.describe()}): ${applied.join(', ')}.`,
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
