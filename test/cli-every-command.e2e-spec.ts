import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CommandFactory } from 'nest-commander';
import { Commander } from 'nest-commander/src/constants';
import { CliModule } from '../src/cli.module';
import { RunningSandboxes, startSandboxes } from '../src/testing';
import {
  BIN_SETTING_PREFIXES,
  BinRun,
  runBinInProcess,
  runBinProcess,
  startBinProcess,
} from './support/bin-run';
import { isolateEnv } from './support/isolated-env';

/**
 * Every command of the bin takes `--json` and answers JSON on standard output; an option a command does not know
 * is one `Error:` line on standard error and exit code 1, never commander's usage (issue 23, README point 4). The
 * commands are the ones the commands modules register, as the bin builds them for `--help`.
 */

/** A command as commander holds it. */
interface RegisteredCommand {
  name(): string;
  readonly options: readonly { readonly long?: string }[];
}

/** Every command the commands modules register, with its long option flags. */
async function registeredCommands(): Promise<{ name: string; options: string[] }[]> {
  const app = await CommandFactory.createWithoutRunning(await CliModule.forArguments(['--help']), {
    logger: false,
  });
  try {
    const program = app.get<{ commands: readonly RegisteredCommand[] }>(Commander);
    return program.commands.map((command) => ({
      name: command.name(),
      options: command.options.flatMap((option) => option.long ?? []),
    }));
  } finally {
    await app.close();
  }
}

/** The JSON a run printed, once it succeeded with nothing on standard error. */
function answerOf(run: BinRun): unknown {
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout);
}

describe('every command of the bin', () => {
  jest.setTimeout(60_000);

  let commands: { name: string; options: string[] }[];
  let restoreEnv: () => void = () => undefined;

  beforeAll(async () => {
    commands = await registeredCommands();
  });

  beforeEach(() => {
    restoreEnv = isolateEnv(BIN_SETTING_PREFIXES);
    process.env.APP_KEY = `base64:${randomBytes(32).toString('base64')}`;
  });

  afterEach(() => restoreEnv());

  it('takes --json', () => {
    expect(commands.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'lock:migrate',
        'lock:account-token',
        'lock:account-disable',
        'lock:account-enable',
      ]),
    );
    expect(commands.filter(({ options }) => !options.includes('--json')).map(({ name }) => name)).toEqual([]);
  });

  it('answers an option it does not know with one Error: line and exit code 1, nothing on standard output', async () => {
    for (const { name } of commands) {
      const run = await runBinInProcess([name, '--no-such-option']);

      expect({ name, ...run }).toEqual({
        name,
        code: 1,
        stdout: '',
        stderr: "Error: unknown option '--no-such-option'\n",
      });
    }
  });

  it('answers a misspelt option with one line that suggests the right one, as a real process', async () => {
    expect(await runBinProcess(['lock:migrate', '--jsn'], {})).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: unknown option '--jsn' (Did you mean --json?)\n",
    });
  });

  it('sandbox --json: the URLs and the settings of the sandboxes it runs until stopped, as a real process', async () => {
    const child = startBinProcess(['sandbox', 'delivery', '--json'], {});
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
    const answer = await new Promise<{ urls: Record<string, string>; env: Record<string, string> }>(
      (resolve, reject) => {
        child.stdout!.on('data', () => {
          if (stdout.endsWith('}\n')) resolve(JSON.parse(stdout));
        });
        void closed.then(() => reject(new Error(`sandbox stopped before it answered: ${stdout}`)));
      },
    );

    expect(Object.keys(answer.urls)).toEqual(['delivery']);
    expect(answer.env.DELIVERY_BASE_URL.startsWith(answer.urls.delivery)).toBe(true);
    expect((await fetch(answer.env.DELIVERY_AUTH_URL)).status).toBeLessThan(500);
    child.kill('SIGINT');
    expect(await closed).toBe(0);
  });

  describe('answers JSON on standard output', () => {
    let sandboxes: RunningSandboxes<'delivery' | 'accounting'>;
    let folder: string;

    beforeAll(async () => {
      sandboxes = await startSandboxes(['delivery', 'accounting']);
      folder = mkdtempSync(path.join(tmpdir(), 'cli-every-command-'));
    });

    afterAll(async () => {
      await sandboxes?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    beforeEach(() => Object.assign(process.env, sandboxes.env));

    it('lock:migrate, then lock:account-token, lock:account-disable and lock:account-enable on its database', async () => {
      Object.assign(process.env, {
        LOCK_DATABASE_URL: `sqlite://${path.join(folder, `${randomUUID()}.sqlite`)}`,
        LOCK_TOKEN_RESOLVER: 'database',
      });

      const migrated = answerOf(await runBinInProcess(['lock:migrate', '--json'])) as {
        database: string;
        applied: string[];
      };
      expect(migrated.database).toMatch(/^SQLite file /);
      expect(migrated.applied.length).toBeGreaterThan(0);
      expect(answerOf(await runBinInProcess(['lock:migrate', '--json']))).toEqual({
        database: migrated.database,
        applied: [],
      });
      answerOf(await runBinInProcess(['lock:account-create', '--key=office', '--json']));
      expect(
        answerOf(
          await runBinInProcess(['lock:account-token', '--account=office', '--token=tok-1', '--json']),
        ),
      ).toEqual({ account: 'office', change: 'set' });
      expect(answerOf(await runBinInProcess(['lock:account-disable', '--account=office', '--json']))).toEqual(
        {
          account: 'office',
          active: false,
          readByApiCalls: true,
        },
      );
      expect(answerOf(await runBinInProcess(['lock:account-enable', '--account=office', '--json']))).toEqual({
        account: 'office',
        active: true,
        readByApiCalls: true,
      });
    });

    it('delivery:forget-token, accounting:test and accounting:echo against the sandboxes', async () => {
      expect(answerOf(await runBinInProcess(['delivery:forget-token', '--json']))).toEqual({
        forgotten: true,
      });
      expect(answerOf(await runBinInProcess(['accounting:test', '--json']))).toEqual(
        sandboxes.sandboxes.accounting.data.companyInfo,
      );
      expect(answerOf(await runBinInProcess(['accounting:echo', '--json']))).toEqual(
        expect.objectContaining({ get: expect.anything(), head: expect.anything(), post: expect.anything() }),
      );
    });

    it('accounting:publish-config, in the folder it runs in', async () => {
      const run = await runBinProcess(['accounting:publish-config', '--json'], {}, folder);

      expect(answerOf(run)).toEqual({ path: 'config/accounting.config.ts' });
      expect(existsSync(path.join(folder, 'config', 'accounting.config.ts'))).toBe(true);
    });
  });
});
