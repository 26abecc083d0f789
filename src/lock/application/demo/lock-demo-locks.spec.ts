import { LockException } from '../../errors/lock.exception';
import { SmartLock } from '../../data/smart-lock';
import { createLockSeedData } from '../../../testing/lock-sandbox-seed';
import { addDemoLocks } from './lock-demo-locks';
import { lockDemoLockCount } from './lock-demo-settings';

const NOW = new Date('2026-11-29T12:00:00.000Z');

describe('demo locks (LOCK_DEMO_LOCKS)', () => {
  it('reads LOCK_DEMO_LOCKS: a whole number from 3 to 2000, none when not set, else refused naming it', () => {
    expect(lockDemoLockCount({})).toBeNull();
    expect(lockDemoLockCount({ LOCK_DEMO_LOCKS: ' ' })).toBeNull();
    expect(lockDemoLockCount({ LOCK_DEMO_LOCKS: '300' })).toBe(300);
    expect(lockDemoLockCount({ LOCK_DEMO_LOCKS: '3' })).toBe(3);
    expect(lockDemoLockCount({ LOCK_DEMO_LOCKS: '2000' })).toBe(2000);
    for (const value of ['2', '2001', 'many', '30.5', '-5', '1e3']) {
      expect(() => lockDemoLockCount({ LOCK_DEMO_LOCKS: value })).toThrow(LockException);
      expect(() => lockDemoLockCount({ LOCK_DEMO_LOCKS: value })).toThrow(
        new RegExp(
          `LOCK_DEMO_LOCKS is "${value.replace('.', '\\.')}"; it takes a whole number of locks from 3 to 2000`,
        ),
      );
    }
  });

  it('gives Harbour Office that many locks, its own three first, each with its own id and name', () => {
    const data = createLockSeedData();
    addDemoLocks(data, 300, NOW);
    const office = data.accounts[0].smartlocks;
    expect(office).toHaveLength(300);
    expect(office.slice(0, 3).map((lock) => lock.name)).toEqual([
      'Front Door',
      'Back Entrance',
      'Street Gate',
    ]);
    const everyId = data.accounts.flatMap((account) => account.smartlocks.map((lock) => lock.smartlockId));
    expect(new Set(everyId).size).toBe(everyId.length);
    expect(new Set(office.map((lock) => lock.name)).size).toBe(300);
    expect(office.every((lock) => lock.accountId === data.accounts[0].account.accountId)).toBe(true);
    // The other accounts keep their own.
    expect(data.accounts[1].smartlocks.map((lock) => lock.name)).toEqual(['Loading Bay', 'Store Room']);
    // Adding again to the same count adds nothing.
    addDemoLocks(data, 300, NOW);
    expect(office).toHaveLength(300);
  });

  it('makes them different, as a building has them: names, types, states, batteries, activity', () => {
    const data = createLockSeedData();
    addDemoLocks(data, 300, NOW);
    const made = data.accounts[0].smartlocks.slice(3);
    const locks = made.map((lock) => SmartLock.fromArray(lock as unknown as Record<string, unknown>));
    const names = made.map((lock) => lock.name);
    for (const word of [
      'Apartment',
      'Office',
      'Storage',
      'Garage',
      'Bike Shed',
      'Café Entrance',
      'Äußerer Hof',
    ]) {
      expect(names.some((name) => name.startsWith(word))).toBe(true);
    }
    const types = new Set(made.map((lock) => lock.type));
    expect([...types].sort()).toEqual([0, 2, 3, 4]);
    const share = (test: (lock: SmartLock) => boolean) => locks.filter(test).length / locks.length;
    expect(share((lock) => lock.isLocked())).toBeGreaterThan(0.4);
    expect(share((lock) => lock.isUnlocked())).toBeGreaterThan(0.1);
    expect(
      share((lock) => lock.stateName === 'motor blocked' || lock.stateName === 'uncalibrated'),
    ).toBeGreaterThan(0);
    expect(share((lock) => lock.batteryCritical)).toBeGreaterThan(0.05);
    expect(share((lock) => (lock.batteryCharge ?? 0) >= 80)).toBeGreaterThan(0.1);
    expect(new Set(locks.map((lock) => lock.batteryCharge)).size).toBeGreaterThan(40);
    // Activity: one to three entries over the last 30 days for most, none for a few.
    const logs = data.accounts[0].logs.filter((log) =>
      made.some((lock) => lock.smartlockId === log.smartlockId),
    );
    const withLogs = new Set(logs.map((log) => log.smartlockId));
    expect(withLogs.size).toBeGreaterThan(made.length * 0.85);
    expect(withLogs.size).toBeLessThan(made.length);
    for (const log of logs) {
      const age = NOW.getTime() - Date.parse(log.date);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * 24 * 3_600_000);
    }
  });

  it('makes the same locks for the same count', () => {
    const one = createLockSeedData();
    const two = createLockSeedData();
    addDemoLocks(one, 50, NOW);
    addDemoLocks(two, 50, NOW);
    expect(two.accounts[0].smartlocks).toEqual(one.accounts[0].smartlocks);
  });
});
