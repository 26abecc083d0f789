import { nodeSqlite } from '../../src/lock/application/persistence/node-sqlite-database';
import type { SqliteDriverName } from '../../src/lock/application/persistence/sqlite-driver-name';

/** Both drivers of the SQLite lock database, in the order the suites run on them. */
export const SQLITE_DRIVERS: readonly SqliteDriverName[] = ['node', 'better-sqlite3'];

/** How test names call a driver. */
export function sqliteDriverTitle(driver: SqliteDriverName): string {
  return driver === 'node' ? 'node:sqlite' : 'better-sqlite3';
}

/**
 * Why this runtime cannot run the driver, or undefined when it can: Node.js without `node:sqlite` (before 22.16),
 * or a better-sqlite3 that is not installed or whose native addon was built for another Node.js.
 */
export function sqliteDriverProblem(driver: SqliteDriverName): string | undefined {
  if (driver === 'node') {
    return nodeSqlite() === undefined
      ? `Node.js ${process.version} has no node:sqlite (22.16+, 23.11+, 24+)`
      : undefined;
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3') as typeof import('better-sqlite3');
    new Database(':memory:').close();
    return undefined;
  } catch (error) {
    return `better-sqlite3 does not load on Node.js ${process.version} (${(error as Error).message.split('\n')[0]})`;
  }
}

/**
 * The drivers the suites run on: the one `LOCK_SQLITE_DRIVER` names when the test run sets it (so a run can test one
 * driver, and the other is not even loaded), else both.
 */
function wantedDrivers(): readonly SqliteDriverName[] {
  const chosen = process.env.LOCK_SQLITE_DRIVER?.trim().toLowerCase();
  return SQLITE_DRIVERS.filter((driver) => chosen === undefined || chosen === '' || chosen === driver);
}

/**
 * Runs the suite once per SQLite driver this runtime has (only the one `LOCK_SQLITE_DRIVER` names, when the run sets
 * it), each in a describe block `<title> on <driver>` whose modules open their SQLite files with it
 * (`LOCK_SQLITE_DRIVER`, set for the block and put back after it). A driver the runtime lacks is skipped with a line
 * that says why; a runtime with none of the drivers wanted is a failure.
 */
export function describeEachSqliteDriver(title: string, suite: (driver: SqliteDriverName) => void): void {
  const wanted = wantedDrivers();
  const runnable = wanted.filter((driver) => {
    const problem = sqliteDriverProblem(driver);
    if (problem !== undefined) {
      process.stderr.write(`Skipping ${title} on ${sqliteDriverTitle(driver)}: ${problem}.\n`);
    }
    return problem === undefined;
  });
  if (runnable.length === 0) {
    describe(title, () => {
      it('has an SQLite driver', () => {
        const problems = wanted.map(sqliteDriverProblem).join('; ');
        throw new Error(
          wanted.length === 0
            ? `LOCK_SQLITE_DRIVER=${process.env.LOCK_SQLITE_DRIVER} names no SQLite driver (node or better-sqlite3)`
            : `no SQLite driver wanted runs here: ${problems}`,
        );
      });
    });
  }
  for (const driver of runnable) {
    describe(`${title} on ${sqliteDriverTitle(driver)}`, () => {
      let before: string | undefined;
      beforeAll(() => {
        before = process.env.LOCK_SQLITE_DRIVER;
        process.env.LOCK_SQLITE_DRIVER = driver;
      });
      suite(driver);
      afterAll(() => {
        if (before === undefined) delete process.env.LOCK_SQLITE_DRIVER;
        else process.env.LOCK_SQLITE_DRIVER = before;
      });
    });
  }
}
