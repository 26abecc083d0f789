import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamicModule } from '@nestjs/common';
import { CommandTestFactory } from 'nest-commander-testing';
import { CLI_COMMAND_GROUPS } from '../src/cli/command-groups';
import { CliModule } from '../src/cli.module';
import { CapturedLogger } from './support/captured-logger';
import { childNode } from './support/child-node';
import { isIsolated, isolateEnv } from './support/isolated-env';
import { sourcePathOf } from './support/load-build';

/**
 * The bin builds only what its arguments need (issue 12, CLI start): a command gets its own commands module and the
 * runtime module it uses, nothing else; `--help`, `help <command>`, `--version` and anything else get every
 * commands module and no runtime module. Whatever it builds, it lists and describes the same commands.
 */

const REPO_ROOT = path.resolve(__dirname, '..');
const SETTING_PREFIXES = ['DELIVERY_', 'ACCOUNTING_', 'LOCK_', 'APP_KEY', 'APP_PREVIOUS_KEYS', 'APP_URL'];
const EVERY_COMMAND = CLI_COMMAND_GROUPS.flatMap((group) => group.commands);
/** The runtime modules, which read the env variables and build the clients. */
const RUNTIME_MODULE_FILES = [
  'delivery/delivery.module.ts',
  'accounting/accounting.module.ts',
  'lock/lock.module.ts',
];
/** Packages only a runtime module loads: the HTTP stack, config, stores, database. */
const RUNTIME_PACKAGES = [
  'axios',
  '@nestjs/axios',
  '@nestjs/config',
  '@nestjs/event-emitter',
  'undici',
  'keyv',
  'cacheable',
  'kysely',
  'better-sqlite3',
];

/** The command names `--help` of the app lists, in order (commander's own `help` left out). */
async function listedCommands(cli: DynamicModule): Promise<string[]> {
  const printed: string[] = [];
  const app = await CommandTestFactory.createTestingCommand(
    { imports: [cli] },
    {
      outputConfiguration: {
        writeOut: (text: string) => printed.push(text),
        writeErr: (text: string) => printed.push(text),
      },
      // commander exits after printing help unless told otherwise: end the run with its error instead.
      errorHandler: (error: Error) => {
        throw error;
      },
      serviceErrorHandler: () => undefined,
    },
  )
    .setLogger(new CapturedLogger())
    .compile();
  try {
    await CommandTestFactory.runWithoutClosing(app, ['--help']);
  } finally {
    await app.close();
  }
  const commands = printed.join('').split(/^Commands:$/m)[1] ?? '';
  return [...commands.matchAll(/^ {2}(\S+)/gm)].map(([, name]) => name).filter((name) => name !== 'help');
}

describe('CliModule.forArguments', () => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;

  beforeEach(() => {
    restoreEnv = isolateEnv(SETTING_PREFIXES);
  });

  afterEach(() => restoreEnv());

  it.each([
    [['--help']],
    [['help', 'delivery:status']],
    [['-h', 'lock:locks']],
    [['--version']],
    [[]],
    [['bogus']],
  ])('for %j lists every command of every group, in order, each once', async (args) => {
    expect(await listedCommands(await CliModule.forArguments(args))).toEqual(EVERY_COMMAND);
  });

  it.each(EVERY_COMMAND)('for %s builds the commands of its own group alone', async (command) => {
    const group = CLI_COMMAND_GROUPS.find((candidate) => candidate.commands.includes(command));

    expect(await listedCommands(await CliModule.forArguments([command, '--json']))).toEqual(group?.commands);
  });

  it('takes the command after a leading --, as commander does', async () => {
    expect(await listedCommands(await CliModule.forArguments(['--', 'sandbox']))).toEqual(['sandbox']);
  });
});

describe('what the bin loads, as a real process', () => {
  jest.setTimeout(120_000);

  let folder: string;
  let preload: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'cli-loading-'));
    preload = path.join(folder, 'loaded-files.js');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_FILES, JSON.stringify(Object.keys(require.cache))));\n`,
    );
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /**
   * Runs the bin with the arguments and no module setting (dist/cli.js when dist/ matches the sources, else
   * src/cli.ts through ts-node: child-node.ts); the files it loaded, relative to the repo, each built file named
   * by its source (`dist/a.js` as `src/a.ts`).
   */
  function loadedFiles(args: string[]): Promise<{ code: number | null; files: string[] }> {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) {
      if (value !== undefined && !isIsolated(name, SETTING_PREFIXES)) env[name] = value;
    }
    const list = path.join(folder, `${args.join('_').replace(/\W/g, '-')}.json`);
    const cli = childNode(path.join(REPO_ROOT, 'src', 'cli.ts'));
    const child = spawn(process.execPath, ['-r', preload, ...cli.args, ...args], {
      cwd: folder,
      env: { ...env, ...cli.env, LOADED_FILES: list },
      stdio: 'ignore',
    });
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        const files = JSON.parse(readFileSync(list, 'utf8')) as string[];
        resolve({ code, files: files.map((file) => path.relative(REPO_ROOT, sourcePathOf(file))) });
      });
    });
  }

  const packagesIn = (files: string[]) =>
    RUNTIME_PACKAGES.filter((name) => files.some((file) => file.startsWith(`node_modules/${name}/`)));

  it('--help builds no runtime module and loads none of their packages', async () => {
    const { code, files } = await loadedFiles(['--help']);

    expect(code).toBe(0);
    expect(files).toContain('src/lock/commands/lock-commands.module.ts');
    expect(RUNTIME_MODULE_FILES.filter((file) => files.includes(`src/${file}`))).toEqual([]);
    expect(packagesIn(files)).toEqual([]);
  });

  it('a delivery command loads the delivery module and nothing of the other modules or the sandboxes', async () => {
    const { code, files } = await loadedFiles(['delivery:status', '--help']);

    expect(code).toBe(0);
    expect(files).toContain('src/delivery/delivery.module.ts');
    expect(files.filter((file) => /^src\/(accounting|lock|testing)\//.test(file))).toEqual([]);
    expect(
      packagesIn(files).filter((name) =>
        ['@nestjs/config', '@nestjs/event-emitter', 'kysely', 'better-sqlite3'].includes(name),
      ),
    ).toEqual([]);
  });

  it('sandbox builds no runtime module', async () => {
    const { code, files } = await loadedFiles(['sandbox', '--help']);

    expect(code).toBe(0);
    expect(RUNTIME_MODULE_FILES.filter((file) => files.includes(`src/${file}`))).toEqual([]);
    expect(files.filter((file) => /^src\/(accounting|delivery|lock)\/commands\//.test(file))).toEqual([]);
  });
});
