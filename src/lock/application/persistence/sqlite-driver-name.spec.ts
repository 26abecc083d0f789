import { LockException } from '../../errors/lock.exception';
import { LockDatabaseSettings } from './lock-database-settings';

describe('LOCK_SQLITE_DRIVER (option sqliteDriver)', () => {
  const driver = (sqliteDriver: unknown) =>
    new LockDatabaseSettings({ sqliteDriver: sqliteDriver as string }).sqliteDriver();

  it.each([undefined, null, '', '  '])('%j: undefined, the automatic choice', (value) => {
    expect(driver(value)).toBeUndefined();
  });

  it.each([
    ['node', 'node'],
    [' Node ', 'node'],
    ['better-sqlite3', 'better-sqlite3'],
    ['BETTER-SQLITE3', 'better-sqlite3'],
  ])('%j: %s', (value, expected) => {
    expect(driver(value)).toBe(expected);
  });

  it.each([
    ['sqlite3', '"sqlite3"'],
    ['node:sqlite', '"node:sqlite"'],
    [1, '1'],
  ])('%j is refused, naming the setting and the value', (value, shown) => {
    expect(() => driver(value)).toThrow(LockException);
    expect(() => driver(value)).toThrow(
      `Invalid lock setting: LOCK_SQLITE_DRIVER (option sqliteDriver) must be node or better-sqlite3, got ${shown}.`,
    );
  });
});
