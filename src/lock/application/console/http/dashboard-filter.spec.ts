import { SmartLock } from '../../../data/smart-lock';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  DASHBOARD_PAGE_SIZE,
  dashboardFilterOf,
  dashboardPageNumbers,
  dashboardPageOf,
  dashboardSearch,
  isDashboardFiltered,
  needsAttention,
} from './dashboard-filter';

function lock(smartlockId: number, name: string | null, state: Record<string, unknown> = {}, type = 0) {
  return SmartLock.fromArray({ smartlockId, name, type, state: { state: 1, batteryCharge: 80, ...state } });
}

describe('dashboard filter', () => {
  it('reads the name, state and page of the query, and anything it cannot use as not given', () => {
    expect(dashboardFilterOf({ q: '  front ', state: 'unlocked', page: '3', sort: 'battery-desc' })).toEqual({
      name: 'front',
      state: 'unlocked',
      page: 3,
      sort: 'battery-desc',
      view: 'cards',
    });
    for (const query of [
      {},
      null,
      { state: 'open', page: '0' },
      { page: '-2' },
      { page: '1e3' },
      { page: '9999999' },
      { q: 'x'.repeat(101) },
      { sort: 'colour' },
      { sort: 'name-asc' },
    ]) {
      expect(dashboardFilterOf(query)).toEqual({
        name: '',
        state: 'all',
        page: 1,
        sort: 'name',
        view: 'cards',
      });
    }
    // A repeated field: the first counts.
    expect(dashboardFilterOf({ q: ['door', 'gate'], state: ['locked', 'all'] })).toEqual({
      name: 'door',
      state: 'locked',
      page: 1,
      sort: 'name',
      view: 'cards',
    });
  });

  it('keeps a filter, an order, a view and a page in a query string, leaving out the defaults', () => {
    const filter = dashboardFilterOf({ q: 'Café & bar', state: 'attention', page: '2' });
    expect(dashboardSearch(filter)).toBe('?q=Caf%C3%A9+%26+bar&state=attention&page=2');
    expect(dashboardSearch(filter, 1)).toBe('?q=Caf%C3%A9+%26+bar&state=attention');
    const sorted = dashboardFilterOf({ sort: 'activity-desc', page: '3' }, 'list');
    expect(dashboardSearch(sorted)).toBe('?sort=activity-desc&view=list&page=3');
    expect(dashboardSearch(sorted, 1, { sort: 'name' })).toBe('?view=list');
    expect(dashboardSearch(sorted, 1, { view: 'cards' })).toBe('?sort=activity-desc');
    expect(dashboardSearch(dashboardFilterOf({}))).toBe('');
    expect(isDashboardFiltered(dashboardFilterOf({ page: '4' }))).toBe(false);
    expect(isDashboardFiltered(filter)).toBe(true);
  });

  it('finds locks by a part of their name, whatever the case and accents', () => {
    const locks = [lock(1, 'Front Door'), lock(2, 'Café Entrée'), lock(3, null)];
    const names = (q: string) =>
      dashboardPageOf(locks, dashboardFilterOf({ q })).locks.map((found) => found.smartlockId);
    expect(names('door')).toEqual([1]);
    expect(names('CAFE ENTREE')).toEqual([2]);
    expect(names('#3')).toEqual([3]);
    expect(names('nothing')).toEqual([]);
  });

  it('filters by state: locked, unlocked, or needing attention (critical battery, no state, a fault)', () => {
    const locks = [
      lock(1, 'Locked'),
      lock(2, 'Unlocked', { state: 3 }),
      lock(3, 'Critical', { batteryCritical: true }),
      lock(4, 'Keypad', { state: 3, keypadBatteryCritical: true }),
      lock(5, 'Blocked', { state: 254 }),
      lock(6, 'Silent', { state: null }),
      lock(7, 'Opener', { state: 1 }, SmartLock.TYPE_OPENER),
    ];
    const ids = (state: string) =>
      dashboardPageOf(locks, dashboardFilterOf({ state })).locks.map((found) => found.smartlockId);
    // By name: Blocked, Critical, Keypad, Locked, Opener, Silent, Unlocked.
    expect(ids('all')).toEqual([5, 3, 4, 1, 7, 6, 2]);
    expect(ids('locked')).toEqual([3, 1]);
    expect(ids('unlocked')).toEqual([4, 2]);
    expect(ids('attention')).toEqual([5, 3, 4, 6]);
    expect(needsAttention(locks[6])).toBe(false);
  });

  it('pages the matching locks in name order, a page past the last being the last; a list page holds 50', () => {
    const locks = Array.from({ length: 100 }, (_, index) => lock(index + 1, `Room ${index + 1}`));
    const first = dashboardPageOf(locks, dashboardFilterOf({}));
    expect(first).toMatchObject({ page: 1, pages: 5, matching: 100, total: 100 });
    expect(first.locks).toHaveLength(DASHBOARD_PAGE_SIZE);
    const last = dashboardPageOf(locks, dashboardFilterOf({ page: '9' }));
    expect(last).toMatchObject({ page: 5, pages: 5 });
    expect(last.locks.map((found) => found.smartlockId)).toEqual([97, 98, 99, 100]);
    const none = dashboardPageOf(locks, dashboardFilterOf({ q: 'Hall', page: '2' }));
    expect(none).toMatchObject({ locks: [], page: 1, pages: 1, matching: 0, total: 100 });
    const list = dashboardPageOf(locks, dashboardFilterOf({ page: '2' }, 'list'));
    expect(list).toMatchObject({ page: 2, pages: 2 });
    expect(list.locks).toHaveLength(DASHBOARD_LIST_PAGE_SIZE);
    expect(list.locks[0].name).toBe('Room 51');
  });

  it('numbers the pages around the current one: the first, the last, two either side, a gap for the rest', () => {
    expect(dashboardPageNumbers(1, 1)).toEqual([1]);
    expect(dashboardPageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(dashboardPageNumbers(1, 13)).toEqual([1, 2, 3, null, 13]);
    expect(dashboardPageNumbers(6, 13)).toEqual([1, null, 4, 5, 6, 7, 8, null, 13]);
    expect(dashboardPageNumbers(4, 13)).toEqual([1, 2, 3, 4, 5, 6, null, 13]);
    expect(dashboardPageNumbers(13, 13)).toEqual([1, null, 11, 12, 13]);
  });
});
