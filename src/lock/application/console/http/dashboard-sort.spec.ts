import { SmartLock } from '../../../data/smart-lock';
import {
  asksForView,
  DASHBOARD_SORTS,
  dashboardSortOf,
  dashboardViewOf,
  sortDashboardLocks,
  stateRank,
} from './dashboard-sort';

function lock(smartlockId: number, name: string | null, state: Record<string, unknown> = {}, type = 0) {
  return SmartLock.fromArray({ smartlockId, name, type, state: { state: 1, batteryCharge: 80, ...state } });
}

const ids = (locks: readonly SmartLock[]) => locks.map((found) => found.smartlockId);

describe('dashboard sort', () => {
  it('reads the order and the view of a query; the view else from the remembered one, else cards', () => {
    expect(DASHBOARD_SORTS.map((sort) => dashboardSortOf({ sort }))).toEqual([...DASHBOARD_SORTS]);
    expect(dashboardSortOf({})).toBe('name');
    expect(dashboardSortOf({ sort: 'battery-up' })).toBe('name');
    expect(dashboardViewOf({ view: 'list' }, 'cards')).toBe('list');
    expect(dashboardViewOf({}, 'list')).toBe('list');
    expect(dashboardViewOf({ view: 'grid' }, 'list')).toBe('list');
    expect(dashboardViewOf({}, 'tiles')).toBe('cards');
    expect(dashboardViewOf({}, undefined)).toBe('cards');
    expect(asksForView({ view: 'cards' })).toBe(true);
    expect(asksForView({ view: 'grid' })).toBe(false);
  });

  it('sorts names as the page language does: numbers by value, accents and case as its readers expect', () => {
    const locks = [lock(1, 'Room 10'), lock(2, 'room 9'), lock(3, 'Ñandú'), lock(4, 'Nube'), lock(5, 'Oso')];
    locks.push(lock(6, null), lock(7, 'Äpfel'), lock(8, 'Zimmer'));
    expect(ids(sortDashboardLocks(locks, 'name', 'en'))).toEqual([6, 7, 3, 4, 5, 2, 1, 8]);
    // Spanish sorts ñ after n: Nube before Ñandú.
    expect(ids(sortDashboardLocks(locks, 'name', 'es'))).toEqual([6, 7, 4, 3, 5, 2, 1, 8]);
    expect(ids(sortDashboardLocks(locks, 'name-desc', 'es'))).toEqual([8, 1, 2, 5, 3, 4, 7, 6]);
  });

  it('sorts by state: needing attention, unlocked, neither (moving, an opener), locked; and the other way', () => {
    const locks = [
      lock(1, 'Alpha'), // locked
      lock(2, 'Bravo', { state: 3 }), // unlocked
      lock(3, 'Charlie', { state: 254 }), // motor blocked
      lock(4, 'Delta', { state: 2 }), // unlocking
      lock(5, 'Echo', { batteryCritical: true }), // locked, critical battery
      lock(6, 'Foxtrot', { state: 1 }, SmartLock.TYPE_OPENER), // opener online
      lock(7, 'Golf', { state: 5 }), // unlatched
    ];
    expect(locks.map(stateRank)).toEqual([3, 1, 0, 2, 0, 2, 1]);
    expect(ids(sortDashboardLocks(locks, 'state', 'en'))).toEqual([3, 5, 2, 7, 4, 6, 1]);
    // Descending: the ranks turn round; locks of one rank stay A to Z.
    expect(ids(sortDashboardLocks(locks, 'state-desc', 'en'))).toEqual([1, 4, 6, 2, 7, 3, 5]);
  });

  it('sorts by battery, lowest or highest first, an unknown charge last either way, ties in name order', () => {
    const locks = [
      lock(1, 'Delta', { batteryCharge: 50 }),
      lock(2, 'Alpha', { batteryCharge: 50 }),
      lock(3, 'Charlie', { batteryCharge: 9 }),
      lock(4, 'Bravo', { batteryCharge: null }),
      lock(5, 'Echo', { batteryCharge: 100 }),
    ];
    expect(ids(sortDashboardLocks(locks, 'battery', 'en'))).toEqual([3, 2, 1, 5, 4]);
    expect(ids(sortDashboardLocks(locks, 'battery-desc', 'en'))).toEqual([5, 2, 1, 3, 4]);
  });

  it('sorts by last activity, newest or oldest first, locks with none known as the least recently active', () => {
    const locks = [lock(1, 'Alpha'), lock(2, 'Bravo'), lock(3, 'Charlie'), lock(4, 'Delta'), lock(5, 'Echo')];
    const activity = new Map([
      [1, '2026-03-01T08:00:00.000Z'],
      [2, '2026-03-02T09:00:00.000Z'],
      [4, '2026-03-01T08:00:00.000Z'],
      [5, 'not a date'],
    ]);
    expect(ids(sortDashboardLocks(locks, 'activity-desc', 'en', activity))).toEqual([2, 1, 4, 3, 5]);
    expect(ids(sortDashboardLocks(locks, 'activity', 'en', activity))).toEqual([3, 5, 1, 4, 2]);
  });

  it('keeps locks that tie on everything in the order the lock API listed them, in both directions', () => {
    const locks = [lock(30, 'Gate'), lock(10, 'Gate'), lock(20, 'Gate')];
    for (const sort of DASHBOARD_SORTS) {
      expect(ids(sortDashboardLocks(locks, sort, 'de'))).toEqual([30, 10, 20]);
    }
    // The given list is left as it was.
    const given = [lock(2, 'B'), lock(1, 'A')];
    sortDashboardLocks(given, 'name', 'en');
    expect(ids(given)).toEqual([2, 1]);
  });
});
