import type { SmartLock } from '../../../data/smart-lock';
import { textField } from './console-exchange';

/** How many lock cards one dashboard page shows. */
export const DASHBOARD_PAGE_SIZE = 24;

/** The longest name search the dashboard takes; a longer one is ignored. */
const MAX_NAME_SEARCH = 100;

/** The state choices of the dashboard's filter, in the order its menu offers them. */
export const DASHBOARD_STATE_FILTERS = ['all', 'locked', 'unlocked', 'attention'] as const;
export type DashboardStateFilter = (typeof DASHBOARD_STATE_FILTERS)[number];

/** States that mean a lock needs someone to look at it (the lock API's names, for every device type). */
const ATTENTION_STATE_NAMES: ReadonlySet<string> = new Set([
  'uncalibrated',
  'untrained',
  'motor blocked',
  'undefined',
  'error wrong entry code',
  'error wrong fingerprint',
]);

/** What the dashboard was asked to show: a part of a lock's name, a state and a page (from 1). */
export interface DashboardFilter {
  readonly name: string;
  readonly state: DashboardStateFilter;
  readonly page: number;
}

/** One page of the locks that match a filter. */
export interface DashboardPage {
  /** The locks of this page. */
  readonly locks: readonly SmartLock[];
  /** This page's number (from 1, within the pages there are). */
  readonly page: number;
  /** How many pages the matching locks fill (at least 1). */
  readonly pages: number;
  /** How many locks match the filter. */
  readonly matching: number;
  /** How many locks there are in all. */
  readonly total: number;
}

/**
 * The filter of a dashboard request's query (`q`, `state`, `page`); a value it cannot use counts as not given
 * (all locks, page 1).
 */
export function dashboardFilterOf(query: unknown): DashboardFilter {
  const name = textField(query, 'q', MAX_NAME_SEARCH).trim();
  const state = textField(query, 'state', 16);
  const page = textField(query, 'page', 6);
  return {
    name,
    state: (DASHBOARD_STATE_FILTERS as readonly string[]).includes(state)
      ? (state as DashboardStateFilter)
      : 'all',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** True when the filter leaves out some locks (a name or a state is chosen). */
export function isDashboardFiltered(filter: DashboardFilter): boolean {
  return filter.name !== '' || filter.state !== 'all';
}

/** The query string of the filter on the page, `''` for the first page of all locks (defaults are left out). */
export function dashboardSearch(filter: DashboardFilter, page = filter.page): string {
  const search = new URLSearchParams();
  if (filter.name !== '') search.set('q', filter.name);
  if (filter.state !== 'all') search.set('state', filter.state);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * True when a lock needs someone to look at it: a critical battery (the lock's, its keypad's or its door
 * sensor's), no state reported, or a state that is a fault (uncalibrated, motor blocked, a wrong code...).
 */
export function needsAttention(lock: SmartLock): boolean {
  if (lock.batteryCritical || lock.keypadBatteryCritical || lock.doorsensorBatteryCritical) return true;
  if (lock.state === null) return true;
  return lock.stateName !== null && ATTENTION_STATE_NAMES.has(lock.stateName);
}

/** The page of the locks (in their given order) that match the filter; a page past the last is the last. */
export function dashboardPageOf(locks: readonly SmartLock[], filter: DashboardFilter): DashboardPage {
  const search = foldedText(filter.name);
  const matching = locks.filter(
    (lock) =>
      (search === '' || foldedText(lock.name ?? `#${lock.smartlockId}`).includes(search)) &&
      matchesState(lock, filter.state),
  );
  const pages = Math.max(1, Math.ceil(matching.length / DASHBOARD_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  return {
    locks: matching.slice((page - 1) * DASHBOARD_PAGE_SIZE, page * DASHBOARD_PAGE_SIZE),
    page,
    pages,
    matching: matching.length,
    total: locks.length,
  };
}

function matchesState(lock: SmartLock, state: DashboardStateFilter): boolean {
  switch (state) {
    case 'all':
      return true;
    case 'locked':
      return lock.isLocked();
    case 'unlocked':
      return lock.isUnlocked();
    case 'attention':
      return needsAttention(lock);
  }
}

/** Text as a search compares it: lower case, without accents ("Café" is found by "cafe"). */
function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
