import { ModuleMetadata } from '@nestjs/common';
import { TestingModule } from '@nestjs/testing';
import { CommandTestFactory } from 'nest-commander-testing';
import { CommandOutput } from '../../src/common/cli/command-output';
import { LOCK_PASSWORD_HASH_COST } from '../../src/lock/lock.constants';
import { CapturedLogger } from './captured-logger';
import { CapturedOutput } from './captured-output';
import { TEST_PASSWORD_HASH_COST } from './password-hash-cost';

/** A provider of the app replaced by a value (e.g. a scripted prompt). */
export interface ProviderOverride {
  provide: unknown;
  useValue: unknown;
}

/**
 * Runs commands in-process through nest-commander-testing, with every channel captured: what the commands
 * print or fail with (`output`), what Nest logs (`logger`) and the errors that escape a command (`escaped`).
 * It knows nothing of the module under test: each call is given the module imports to boot. Apps with the lock
 * users hash passwords at the test cost (`TEST_PASSWORD_HASH_COST`).
 */
export class CommandHarness {
  /** Replaces CommandOutput in the apps created from now on; a test may swap in a fresh one between runs. */
  output = new CapturedOutput();
  readonly logger = new CapturedLogger();
  readonly escaped: Error[] = [];
  private app: TestingModule | undefined;

  /**
   * Compiles a command app from the imports, with providers replaced by the given values (besides
   * CommandOutput and the password hash cost); `close()` closes it unless a run has closed it already.
   */
  async createApp(
    imports: NonNullable<ModuleMetadata['imports']>,
    overrides: readonly ProviderOverride[] = [],
  ): Promise<TestingModule> {
    let builder = CommandTestFactory.createTestingCommand(
      { imports },
      {
        serviceErrorHandler: (error: Error) => {
          this.escaped.push(error);
        },
      },
    )
      .overrideProvider(CommandOutput)
      .useValue(this.output)
      .overrideProvider(LOCK_PASSWORD_HASH_COST)
      .useValue(TEST_PASSWORD_HASH_COST);
    for (const override of overrides)
      builder = builder.overrideProvider(override.provide).useValue(override.useValue);
    this.app = await builder.setLogger(this.logger).compile();
    return this.app;
  }

  /** Runs the command line on an app of `createApp`; the run closes the app. */
  async runApp(app: TestingModule, args: string[]): Promise<void> {
    await CommandTestFactory.run(app, args);
    if (this.app === app) this.app = undefined;
  }

  /** Creates an app from the imports (and provider overrides) and runs the command line on it. */
  async run(
    imports: NonNullable<ModuleMetadata['imports']>,
    args: string[],
    overrides: readonly ProviderOverride[] = [],
  ): Promise<void> {
    await this.runApp(await this.createApp(imports, overrides), args);
  }

  /** Everything any channel received: printed results, error lines, stream writes and log lines. */
  everything(): string {
    return [
      ...this.output.printed,
      ...this.output.failed,
      ...this.output.warned,
      ...this.output.stdout,
      ...this.output.stderr,
      ...this.logger.warnings,
      ...this.logger.errors,
      ...this.escaped.map(String),
    ].join('\n');
  }

  /** Asserts that the run failed with one `Error: ...` line on stderr, no stack trace and exit code 1; answers the line. */
  expectOneErrorLine(): string {
    expect(this.output.failed).toHaveLength(1);
    expect(this.escaped).toEqual([]);
    const line = this.output.failed[0];
    expect(line).toMatch(/^Error: \S/);
    expect(line).not.toContain('\n');
    expect(this.output.stderr.join('')).toBe(`${line}\n`);
    expect(this.everything()).not.toMatch(/^\s+at /m);
    expect(process.exitCode).toBe(1);
    return line;
  }

  /** Closes the app still open (one created but not run, or run without closing). */
  async close(): Promise<void> {
    const app = this.app;
    this.app = undefined;
    await app?.close();
  }
}
