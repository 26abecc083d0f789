import { LockDatabase, lockDatabaseLocation } from '../src/lock';
import { describeOnDatabases } from './support/lock-databases';

describeOnDatabases('the lock database', (database) => {
  it('migrates an empty database at first use and again finds nothing to do', async () => {
    const url = await database.freshUrl();
    const fresh = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      await expect(fresh.migrate()).resolves.toEqual(['2026_11_23_001_lock_schema']);
      await expect(fresh.migrate()).resolves.toEqual([]);
      const db = await fresh.db();
      await expect(db.selectFrom('lock_accounts').selectAll().execute()).resolves.toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
