import type { SmartLock } from '../../../data/smart-lock';
import type { Locale } from '../../../../common/i18n/translator';
import { textField } from './console-exchange';
import {
  DashboardSort,
  dashboardSortOf,
  DashboardView,
  DEFAULT_DASHBOARD_SORT,
  sortDashboardLocks,
} from './dashboard-sort';
import { needsAttention } from './lock-attention';

export { needsAttention } from './lock-attention';

/** How many lock cards one dashboard page shows. */
export const DASHBOARD_PAGE_SIZE = 24;

/** How many rows one page of the dashboard's list shows. */
export const DASHBOARD_LIST_PAGE_SIZE = 50;

/** The longest name search the dashboard takes; a longer one is ignored. */
const MAX_NAME_SEARCH = 100;

/** The state choices of the dashboard's filter, in the order its menu offers them. */
export const DASHBOARD_STATE_FILTERS = ['all', 'locked', 'unlocked', 'attention'] as const;
export type DashboardStateFilter = (typeof DASHBOARD_STATE_FILTERS)[number];

/** What the dashboard was asked to show: a part of a lock's name, a state, an order, a view and a page (from 1). */
export interface DashboardFilter {
  readonly name: string;
  readonly state: DashboardStateFilter;
  readonly page: number;
  /** The order (default: by name, A to Z). */
  readonly sort: DashboardSort;
  /** Cards or the compact list (default: cards). */
  readonly view: DashboardView;
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
 * The filter of a dashboard request's query (`q`, `state`, `page`, `sort`); a value it cannot use counts as not
 * given (all locks, page 1, by name). The view is read apart (`dashboardViewOf`: the query, else a cookie).
 */
export function dashboardFilterOf(query: unknown, view: DashboardView = 'cards'): DashboardFilter {
  const name = textField(query, 'q', MAX_NAME_SEARCH).trim();
  const state = textField(query, 'state', 16);
  const page = textField(query, 'page', 6);
  return {
    name,
    state: (DASHBOARD_STATE_FILTERS as readonly string[]).includes(state)
      ? (state as DashboardStateFilter)
      : 'all',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
    sort: dashboardSortOf(query),
    view,
  };
}

/** True when the filter leaves out some locks (a name or a state is chosen). */
export function isDashboardFiltered(filter: DashboardFilter): boolean {
  return filter.name !== '' || filter.state !== 'all';
}

/**
 * The query string of the filter on the page, `''` for the first page of all locks by name in cards (defaults are
 * left out). `changes` give another sort or view (a sort's link, the view switch).
 */
export function dashboardSearch(
  filter: DashboardFilter,
  page = filter.page,
  changes: { sort?: DashboardSort; view?: DashboardView } = {},
): string {
  const search = new URLSearchParams();
  const sort = changes.sort ?? filter.sort;
  const view = changes.view ?? filter.view;
  if (filter.name !== '') search.set('q', filter.name);
  if (filter.state !== 'all') search.set('state', filter.state);
  if (sort !== DEFAULT_DASHBOARD_SORT) search.set('sort', sort);
  if (view !== 'cards') search.set('view', view);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The page of the locks that match the filter, in the filter's order (`sortDashboardLocks`, names as the
 * locale sorts them, `activity` the last activity by lock id); a page past the last is the last. A page of the
 * list holds `DASHBOARD_LIST_PAGE_SIZE` locks, one of cards `DASHBOARD_PAGE_SIZE`.
 */
export function dashboardPageOf(
  locks: readonly SmartLock[],
  filter: DashboardFilter,
  locale: Locale = 'en',
  activity: ReadonlyMap<number, string> = new Map(),
): DashboardPage {
  const search = foldedText(filter.name);
  const size = filter.view === 'list' ? DASHBOARD_LIST_PAGE_SIZE : DASHBOARD_PAGE_SIZE;
  const found = locks.filter(
    (lock) =>
      (search === '' || foldedText(lock.name ?? `#${lock.smartlockId}`).includes(search)) &&
      matchesState(lock, filter.state),
  );
  const matching = sortDashboardLocks(found, filter.sort, locale, activity);
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const page = Math.min(filter.page, pages);
  return {
    locks: matching.slice((page - 1) * size, page * size),
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

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one, `null` where
 * numbers are left out (`1 … 4 5 6 7 8 … 13`).
 */
export function dashboardPageNumbers(page: number, pages: number): (number | null)[] {
  const numbers: (number | null)[] = [];
  for (let number = 1; number <= pages; number++) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) numbers.push(number);
    else if (numbers[numbers.length - 1] !== null) numbers.push(null);
  }
  return numbers;
}
