import type { SmartLock } from '../../../data/smart-lock';
import { LOCALE_TAGS, Locale } from '../../../../common/i18n/translator';
import { textField } from './console-exchange';
import { needsAttention } from './lock-attention';

/** What the dashboard can sort by: the lock's name, its state, its battery, its last activity. */
export const DASHBOARD_SORT_KEYS = ['name', 'state', 'battery', 'activity'] as const;
export type DashboardSortKey = (typeof DASHBOARD_SORT_KEYS)[number];

/**
 * The sort choices, as the `sort` query value says them, in the order the menu offers them: a key ascending
 * (`battery`: lowest first) or descending (`battery-desc`). `name` (A to Z) is the default, left out of links.
 */
export const DASHBOARD_SORTS = [
  'name',
  'name-desc',
  'state',
  'state-desc',
  'battery',
  'battery-desc',
  'activity-desc',
  'activity',
] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

/** The sort of a page that asks for none: by name, A to Z. */
export const DEFAULT_DASHBOARD_SORT: DashboardSort = 'name';

/** How the dashboard shows its locks: cards (the default) or a compact list, one row a lock. */
export const DASHBOARD_VIEWS = ['cards', 'list'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** The cookie that remembers the view chosen last (a link or a form that names none opens it). */
export const DASHBOARD_VIEW_COOKIE = 'lock_console_view';

/** The sort a query asks for (`sort`), the default for none or one it does not know. */
export function dashboardSortOf(query: unknown): DashboardSort {
  const sort = textField(query, 'sort', 16);
  return (DASHBOARD_SORTS as readonly string[]).includes(sort)
    ? (sort as DashboardSort)
    : DEFAULT_DASHBOARD_SORT;
}

/** The view a query asks for (`view`), else the remembered one, else cards. */
export function dashboardViewOf(query: unknown, remembered: string | undefined): DashboardView {
  const asked = textField(query, 'view', 8);
  if (isDashboardView(asked)) return asked;
  return isDashboardView(remembered) ? remembered : 'cards';
}

/** True when the query names a view (so the answer remembers it). */
export function asksForView(query: unknown): boolean {
  return isDashboardView(textField(query, 'view', 8));
}

export function isDashboardView(value: unknown): value is DashboardView {
  return (DASHBOARD_VIEWS as readonly unknown[]).includes(value);
}

/** The key and direction of a sort choice. */
export function sortParts(sort: DashboardSort): { key: DashboardSortKey; descending: boolean } {
  const descending = sort.endsWith('-desc');
  return { key: (descending ? sort.slice(0, -'-desc'.length) : sort) as DashboardSortKey, descending };
}

/** The sort choice of a key and direction. */
export function sortOf(key: DashboardSortKey, descending: boolean): DashboardSort {
  return (descending ? `${key}-desc` : key) as DashboardSort;
}

/**
 * How a state ranks when sorting by state, lowest first: a lock that needs attention (a fault, no state, a critical
 * battery: as the "Needs attention" filter), then an unlocked one, then one moving or of a device that is neither
 * locked nor unlocked (an opener), then a locked one.
 */
export function stateRank(lock: SmartLock): number {
  if (needsAttention(lock)) return 0;
  if (lock.isUnlocked()) return 1;
  if (lock.isLocked()) return 3;
  return 2;
}

/**
 * The locks in the sort's order (a new array; the given one is left as it is). Names compare as the page's
 * language sorts them (accents and case as its readers expect, "Room 9" before "Room 10"); a lock without a name
 * is named `#id`. Locks that tie on the key stay in name order (A to Z in either direction), then in the order the
 * lock API listed them. A battery that is not known comes last in either direction. `activity` maps a lock id to
 * its last activity (ISO 8601); a lock it lacks counts as the least recently active (its activity is older than
 * what was read, or it has none): first when the oldest come first, last when the newest do.
 */
export function sortDashboardLocks(
  locks: readonly SmartLock[],
  sort: DashboardSort,
  locale: Locale,
  activity: ReadonlyMap<number, string> = new Map(),
): SmartLock[] {
  const collator = new Intl.Collator(LOCALE_TAGS[locale], { numeric: true, sensitivity: 'base' });
  const { key, descending } = sortParts(sort);
  const named = locks.map((lock, index) => ({
    lock,
    index,
    name: lock.name ?? `#${lock.smartlockId}`,
    value: sortValue(lock, key, activity),
  }));
  const byName = (a: (typeof named)[number], b: (typeof named)[number]) =>
    collator.compare(a.name, b.name) || a.index - b.index;
  named.sort((a, b) => {
    if (key === 'name') return (descending ? -1 : 1) * collator.compare(a.name, b.name) || a.index - b.index;
    if (a.value === null || b.value === null) {
      // Not known: last, whichever the direction.
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return byName(a, b);
    }
    if (a.value === b.value) return byName(a, b);
    return (descending ? b.value - a.value : a.value - b.value) || byName(a, b);
  });
  return named.map(({ lock }) => lock);
}

/** The number a lock sorts by for the key (null: not known); names are compared apart. */
function sortValue(
  lock: SmartLock,
  key: DashboardSortKey,
  activity: ReadonlyMap<number, string>,
): number | null {
  switch (key) {
    case 'name':
      return 0;
    case 'state':
      return stateRank(lock);
    case 'battery':
      return lock.batteryCharge;
    case 'activity': {
      // None known: older than every activity read (or none at all), so the oldest.
      const date = lock.smartlockId === null ? undefined : activity.get(lock.smartlockId);
      const time = date === undefined ? NaN : Date.parse(date);
      return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
    }
  }
}
