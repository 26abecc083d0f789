import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Test, TestingModule } from '@nestjs/testing';
import { LockException, LockModule, LockModuleOptions } from '../src/lock';
import { LockDatabase } from '../src/lock/application/persistence';
import { NodeSqliteDatabase, nodeSqlite } from '../src/lock/application/persistence/node-sqlite-database';
import { rejectionOf } from './support/accounting-app';
import { childNode } from './support/child-node';
import { randomAppKey } from './support/delivery-app';
import { REPO_ROOT } from './support/load-build';
import { sqliteDriverProblem } from './support/sqlite-drivers';

/**
 * Which driver opens the SQLite lock database (issue 36): `node:sqlite` where the runtime has it, else
 * better-sqlite3 (loaded only then); `LOCK_SQLITE_DRIVER` (option `sqliteDriver`) chooses. What a user's process
 * loads and prints is read from a child process on this runtime.
 */
describe('the SQLite driver of the lock database', () => {
  jest.setTimeout(60_000);

  const hasNodeSqlite = nodeSqlite() !== undefined;
  let folder: string;
  const modules: TestingModule[] = [];
  /** The run's `LOCK_SQLITE_DRIVER` (a test run may set it), left out while these tests run. */
  const runDriver = process.env.LOCK_SQLITE_DRIVER;

  beforeEach(() => {
    delete process.env.LOCK_SQLITE_DRIVER;
    folder = mkdtempSync(join(tmpdir(), 'lock-sqlite-driver-'));
  });

  afterEach(async () => {
    for (const moduleRef of modules.splice(0)) await moduleRef.close();
    rmSync(folder, { recursive: true, force: true });
    if (runDriver !== undefined) process.env.LOCK_SQLITE_DRIVER = runDriver;
  });

  /** LockModule alone on a new SQLite file of the test's folder, with the options; its `LockDatabase`. */
  const moduleDatabase = async (options: LockModuleOptions = {}): Promise<LockDatabase> => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        LockModule.forRoot({
          databaseUrl: `sqlite://${join(folder, 'lock.sqlite')}`,
          prune: { enabled: false },
          tokenCache: { store: 'memory', appKey: randomAppKey() },
          ...options,
        }),
      ],
    }).compile();
    await moduleRef.init();
    modules.push(moduleRef);
    return moduleRef.get(LockDatabase);
  };

  it('LOCK_SQLITE_DRIVER of another name fails the first database use, naming the setting and the value; no file is made', async () => {
    const database = await moduleDatabase({ sqliteDriver: 'sqlite3' });

    const error = await rejectionOf(database.db());

    expect(error).toBeInstanceOf(LockException);
    expect((error as Error).message).toBe(
      'Invalid lock setting: LOCK_SQLITE_DRIVER (option sqliteDriver) must be node or better-sqlite3, got "sqlite3".',
    );
    expect(existsSync(join(folder, 'lock.sqlite'))).toBe(false);
  });

  if (hasNodeSqlite) {
    it('unset, the file is opened with node:sqlite; better-sqlite3 when chosen (where it loads)', async () => {
      const prepared = jest.spyOn(NodeSqliteDatabase.prototype, 'prepare');
      try {
        await (await moduleDatabase()).db();
        expect(prepared).toHaveBeenCalled();

        if (sqliteDriverProblem('better-sqlite3') === undefined) {
          prepared.mockClear();
          const chosen = await moduleDatabase({
            databaseUrl: `sqlite://${join(folder, 'chosen.sqlite')}`,
            sqliteDriver: 'better-sqlite3',
          });
          await expect(chosen.migrate()).resolves.not.toEqual([]);
          expect(prepared).not.toHaveBeenCalled();
        }
      } finally {
        prepared.mockRestore();
      }
    });
  } else {
    it(`node on a runtime without node:sqlite (${process.version}) fails the first use, naming the setting and what to do; no file is made`, async () => {
      const database = await moduleDatabase({ sqliteDriver: 'node' });

      const error = await rejectionOf(database.db());

      expect(error).toBeInstanceOf(LockException);
      expect((error as Error).message).toBe(
        `The lock database (SQLite) cannot use the driver node (LOCK_SQLITE_DRIVER (option sqliteDriver)): Node.js ` +
          `${process.version} has no node:sqlite (it needs 22.16+, 23.11+ or 24+). Use a newer Node.js, or set it ` +
          'to better-sqlite3 (npm install better-sqlite3).',
      );
      expect(existsSync(join(folder, 'lock.sqlite'))).toBe(false);
    });
  }

  it(`a process ${hasNodeSqlite ? 'on node:sqlite loads no better-sqlite3' : 'without node:sqlite loads better-sqlite3'} and prints no warning`, async () => {
    const file = join(folder, `${randomUUID()}.sqlite`);
    const script = `
      const { LockDatabase, lockDatabaseLocation } = require('./src/lock/application/persistence');
      const database = new LockDatabase(() => lockDatabaseLocation(${JSON.stringify(`sqlite://${file}`)}));
      database.migrate().then(async (migrations) => {
        await database.close();
        const loaded = Object.keys(require.cache).some((path) => path.includes('better-sqlite3'));
        process.stdout.write(JSON.stringify({ migrated: migrations.length > 0, betterSqlite3: loaded }));
      });`;
    const node = childNode();

    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...node.args, '-e', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...node.env },
      timeout: 60_000,
    });

    expect(JSON.parse(stdout)).toEqual({ migrated: true, betterSqlite3: !hasNodeSqlite });
    // Node 22 prints an ExperimentalWarning when node:sqlite is first loaded; the package holds that one back.
    expect(stderr).not.toMatch(/Warning/);
  });
});
