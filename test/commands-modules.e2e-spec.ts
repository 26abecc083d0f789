import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { CommandTestFactory } from 'nest-commander-testing';
import { AccountingCommandsModule, DeliveryCommandsModule, LockCommandsModule } from '../src/commands';
import { DeliveryModule } from '../src/delivery';
import { DeliverySandbox } from '../src/testing';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv } from './support/isolated-env';

const REPO_ROOT = path.resolve(__dirname, '..');
const BUILT = existsSync(path.join(REPO_ROOT, 'dist', 'commands', 'index.js'));

describe('commands modules', () => {
  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;

  beforeEach(() => {
    restoreEnv = isolateEnv();
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    restoreEnv();
    await harness.close();
  });

  it.each([
    ['DeliveryCommandsModule', DeliveryCommandsModule, 'DeliveryModule'],
    ['AccountingCommandsModule', AccountingCommandsModule, 'AccountingModule'],
    ['LockCommandsModule', LockCommandsModule, 'LockModule'],
  ])(
    '%s without its runtime module fails the boot, naming the module to import',
    async (_name, commands, runtime) => {
      const app = await CommandTestFactory.createTestingCommand({ imports: [commands] }).compile();
      const booted = app.init().then(
        () => 'booted',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      await expect(booted).resolves.toBe(
        `${_name} needs ${runtime} in the same app: import ${runtime}.forRoot() or ${runtime}.forRootAsync() once, e.g. in the AppModule`,
      );
      await app.close().catch(() => undefined);
    },
  );

  it('runs a command with the client the app registered through forRootAsync', async () => {
    const sandbox = await DeliverySandbox.start();
    try {
      await harness.run(
        [
          DeliveryModule.forRootAsync({
            useFactory: () => ({
              ...sandbox.clientOptions(),
              tokenCache: { store: 'memory', appKey: randomAppKey() },
            }),
          }),
          DeliveryCommandsModule,
        ],
        ['delivery:status', `--functioneel-id=${sandbox.messages[0].functioneelId}`, '--json'],
      );
      expect(harness.output.failed).toEqual([]);
      expect(JSON.parse(harness.output.printed.join(''))).toEqual([
        expect.objectContaining({ functioneelId: sandbox.messages[0].functioneelId }),
      ]);
      expect(sandbox.tokenRequests()).toHaveLength(1);
    } finally {
      await sandbox.close();
    }
  });
});

/** Packages a runtime subpath must not load at import (the CLI stack, store clients, database drivers). */
const NOT_AT_IMPORT = [
  'nest-commander',
  'inquirer',
  '@redis/',
  '@keyv/redis',
  'kysely',
  'better-sqlite3',
  '/pg/',
  '@nestjs/terminus',
  '/axios/',
  '@nestjs/event-emitter',
];

(BUILT ? describe : describe.skip)('importing a runtime subpath of the built package', () => {
  it.each(['.', './common', './delivery', './accounting', './accounting/standalone', './lock', './testing'])(
    '%s loads no CLI stack, store client, database driver or HTTP stack',
    (subpath) => {
      const specifier = path.posix.join('@vendor/nest-integrations', subpath);
      const loaded = JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            `require('reflect-metadata'); require('${specifier}'); console.log(JSON.stringify(Object.keys(require.cache)))`,
          ],
          { cwd: REPO_ROOT, encoding: 'utf8' },
        ),
      ) as string[];
      const modules = loaded.map((file) => file.split(path.sep).join('/'));
      expect(
        NOT_AT_IMPORT.filter((name) =>
          modules.some((file) => file.includes(`/node_modules/${name.replace(/^\//, '')}`)),
        ),
      ).toEqual([]);
    },
  );

  it('./commands loads nest-commander (the only subpath that does)', () => {
    const loaded = execFileSync(
      process.execPath,
      [
        '-e',
        "require('reflect-metadata'); require('@vendor/nest-integrations/commands'); console.log(Object.keys(require.cache).join('\\n'))",
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(loaded).toContain('/node_modules/nest-commander/');
  });
});

if (!BUILT) {
  if (process.env.CI === 'true')
    throw new Error('dist/ is missing: CI builds before the tests (npm run build)');
  console.warn('importing the built package: skipped, dist/ is missing (run npm run build)');
}
