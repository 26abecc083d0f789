import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { ACCOUNTING_CONFIG_TEMPLATE } from './accounting-config-template';

/** Where `accounting:publish-config` writes, relative to the working directory. */
export const ACCOUNTING_CONFIG_PATH = 'config/accounting.config.ts';

/** The options of `accounting:publish-config` after parsing. */
export interface AccountingPublishConfigOptions {
  /** `--force`: overwrite an existing file. */
  force?: boolean;
  /** `--json`: print `{ path }` as JSON. */
  json?: boolean;
}

/**
 * `accounting:publish-config`: writes `config/accounting.config.ts`; an existing file is kept unless `--force`.
 * `--json`: `{ path }`, the file written.
 */
@Command({
  name: 'accounting:publish-config',
  description: `Write ${ACCOUNTING_CONFIG_PATH}, a typed accounting config over the ACCOUNTING_* env variables`,
})
export class AccountingPublishConfigCommand extends CommandRunner {
  constructor(private readonly output: CommandOutput) {
    super();
  }

  /** Runs `accounting:publish-config` with the options nest-commander parsed. */
  async run(_parameters: string[], options: AccountingPublishConfigOptions = {}): Promise<void> {
    const target = resolve(process.cwd(), ACCOUNTING_CONFIG_PATH);
    if (existsSync(target) && !options.force) {
      this.output.fail(
        `Error: ${ACCOUNTING_CONFIG_PATH} already exists; run again with --force to overwrite it.`,
      );
      return;
    }
    try {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, ACCOUNTING_CONFIG_TEMPLATE);
      if (options.json) this.output.printJson({ path: ACCOUNTING_CONFIG_PATH });
      else this.output.print(`Wrote ${ACCOUNTING_CONFIG_PATH}.`);
    } catch (error) {
      this.output.fail(
        `Error: could not write ${ACCOUNTING_CONFIG_PATH}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Reads `--force`: overwrite an existing file. */
  @Option({ flags: '--force', description: 'overwrite an existing file' })
  parseForce(): boolean {
    return true;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
