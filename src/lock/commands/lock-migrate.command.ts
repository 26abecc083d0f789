import { Command, CommandRunner } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { LockDatabase } from '../persistence/lock-database';

/** `lock:migrate`: runs the lock database's migrations that have not run yet (they also run at first use). */
@Command({ name: 'lock:migrate', description: 'Create or update the tables of the lock database' })
export class LockMigrateCommand extends CommandRunner {
  constructor(
    private readonly database: LockDatabase,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(): Promise<void> {
    try {
      const applied = await this.database.migrate();
      this.output.print(
        applied.length === 0
          ? `The lock database (${this.database.describe()}) is up to date.`
          : `Migrated the lock database (${this.database.describe()}): ${applied.join(', ')}.`,
      );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }
}
