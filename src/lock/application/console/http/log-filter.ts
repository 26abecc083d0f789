import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import type { LockQuery } from '../../../http/lock-query';
import { textField } from './console-exchange';
import { zonedDateTimeToIso } from './zoned-date-time';

/** The page sizes a log list offers; the lock API answers at most 50 entries, and a page asks for one more. */
export const LOG_PAGE_SIZES: readonly number[] = Object.freeze([10, 20, 40]);
/** The page size when none is chosen (the lock API's own default). */
export const DEFAULT_LOG_PAGE_SIZE = 20;
/** The most pages a pager remembers the way back through (each is one id in the URL). */
export const MAX_LOG_PAGE_DEPTH = 100;
/** What `<input type="date">` sends. */
const DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;
/** A log entry id as the pager carries it (the lock API's ids are 24 hex characters). */
const LOG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A log list's filter and page, from the query of a `GET` (all optional): `from` and `to` (`YYYY-MM-DD`, both
 * days included, read in the console's time zone), `size` (one of `LOG_PAGE_SIZES`) and `before` (the way back:
 * the id of the last entry of each newer page, oldest last; the page shows the entries older than the last one).
 */
export interface LogFilter {
  /** The `from` day as typed ('' for none). */
  readonly from: string;
  /** The `to` day as typed ('' for none). */
  readonly to: string;
  readonly size: number;
  readonly before: readonly string[];
  /** More fields of the list's own filter (the activity page's), kept in the pager's links in this order. */
  readonly more?: readonly (readonly [string, string])[];
}

/** Why a filter cannot be used, as a line of `LOG_FILTER_MESSAGES` and its values. */
export interface LogFilterProblem {
  readonly key: 'badDate' | 'dateOrder' | 'badSize' | 'badPage' | 'badLock' | 'badAction' | 'badTrigger';
  readonly values: Record<string, string>;
}

/** A filter read from a query: usable (`query` is what the lock API is asked), or its problem. */
export type LogFilterReading =
  | { readonly filter: LogFilter; readonly query: LockQuery; readonly problem: null }
  | { readonly filter: LogFilter; readonly query: null; readonly problem: LogFilterProblem };

/**
 * Reads the filter of a log list from a query and what to ask the lock API for it: `limit` one more than the
 * page size (so the page knows whether older entries follow), `fromDate` / `toDate` as ISO 8601 UTC moments of
 * the days' start and end in the time zone, and `id` (the API's "older than") of the page's cursor. A malformed
 * day, a `to` before `from`, an unknown size or page is a problem, and nothing is to be asked.
 */
export function readLogFilter(source: unknown, timeZone: string): LogFilterReading {
  const from = textField(source, 'from', 32).trim();
  const to = textField(source, 'to', 32).trim();
  const sizeText = textField(source, 'size', 8);
  const beforeText = textField(source, 'before', MAX_LOG_PAGE_DEPTH * 65);
  const size = sizeText === '' ? DEFAULT_LOG_PAGE_SIZE : Number(sizeText);
  const before = beforeText === '' ? [] : beforeText.split(',');
  const filter: LogFilter = {
    from,
    to,
    size: LOG_PAGE_SIZES.includes(size) ? size : DEFAULT_LOG_PAGE_SIZE,
    before,
  };
  const refuse = (key: LogFilterProblem['key'], values: Record<string, string> = {}): LogFilterReading => ({
    filter: { ...filter, before: [] },
    query: null,
    problem: { key, values },
  });
  if (!LOG_PAGE_SIZES.includes(size)) {
    return refuse('badSize', { sizes: LOG_PAGE_SIZES.join(', ') });
  }
  if (before.length > MAX_LOG_PAGE_DEPTH || !before.every((id) => LOG_ID.test(id))) return refuse('badPage');
  const start = from === '' ? null : momentOfDay(from, 'T00:00', timeZone);
  const end = to === '' ? null : momentOfDay(to, 'T23:59:59.999', timeZone);
  if (start === undefined) return refuse('badDate', { value: from });
  if (end === undefined) return refuse('badDate', { value: to });
  if (start !== null && end !== null && start.getTime() > end.getTime()) {
    return refuse('dateOrder', { from, to });
  }
  const query: LockQuery = { limit: filter.size + 1 };
  if (start !== null) query.fromDate = start.toISOString();
  if (end !== null) query.toDate = end.toISOString();
  if (before.length > 0) query.id = before[before.length - 1];
  return { filter, query, problem: null };
}

/**
 * The moment the zone's clock shows the time on the `YYYY-MM-DD` day (the first: `T00:00`, a skipped midnight
 * moved forward; the last: `T23:59:59.999`, as the API's `toDate` includes it), or undefined for no such day.
 */
function momentOfDay(day: string, time: string, timeZone: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  try {
    return new Date(zonedDateTimeToIso(`${day}${time}`, timeZone));
  } catch (error) {
    if (error instanceof InvalidArgumentException) return undefined;
    throw error;
  }
}

/** The query string (with `?`, or '' for none) of the filter on another page: `before` replaced by `page`. */
export function logFilterSearch(filter: LogFilter, page: readonly string[]): string {
  const search = new URLSearchParams();
  if (filter.from !== '') search.set('from', filter.from);
  if (filter.to !== '') search.set('to', filter.to);
  if (filter.size !== DEFAULT_LOG_PAGE_SIZE) search.set('size', String(filter.size));
  for (const [name, value] of filter.more ?? []) if (value !== '') search.set(name, value);
  if (page.length > 0) search.set('before', page.join(','));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** One page of a log list: the entries to show, and the id to page past them when older entries follow. */
export interface LogPage<T> {
  readonly entries: readonly T[];
  readonly olderThan: string | null;
}

/**
 * The page of what the lock API answered for `readLogFilter`'s query (one entry more than the page size when
 * older ones follow): the first `size` entries, and the last one's id as the cursor when there was more.
 */
export function logPageOf<T extends { readonly id: string }>(
  answer: readonly T[],
  filter: LogFilter,
): LogPage<T> {
  const entries = answer.slice(0, filter.size);
  const last = entries.at(-1);
  const more = answer.length > filter.size && last !== undefined && LOG_ID.test(last.id);
  return { entries, olderThan: more ? last.id : null };
}

/**
 * The activity page's own filter beyond the days: one lock (its smartlock id), who acted (part of the name, any
 * case), the action and the trigger (lock API codes), and a search over the entry's words (its lock's name, who,
 * the action, the trigger and the state, in the page's language). Empty or null: not filtered.
 */
export interface ActivityFields {
  readonly lock: number | null;
  readonly person: string;
  readonly action: number | null;
  readonly trigger: number | null;
  readonly search: string;
}

/** The activity page's filter: the log list's (days, size, page) and its own fields. */
export interface ActivityFilter extends LogFilter {
  readonly fields: ActivityFields;
}

/** The activity filter read from a query: usable, or its problem. */
export type ActivityFilterReading =
  | { readonly filter: ActivityFilter; readonly query: LockQuery; readonly problem: null }
  | { readonly filter: ActivityFilter; readonly query: null; readonly problem: LogFilterProblem };

/** The names of the activity filter's own fields in a query, in the order links carry them. */
export const ACTIVITY_FIELD_NAMES = ['lock', 'person', 'action', 'trigger', 'q'] as const;
/** What a code field sends: digits. */
const CODE = /^\d{1,15}$/;

/**
 * Reads the activity page's filter from a query: the log list's (`readLogFilter`) and `lock` (a smartlock id),
 * `person` (text), `action` and `trigger` (codes) and `q` (text). The action is asked of the lock API (its
 * `action` filter); a lock is asked for by its own log; who, the trigger and the search are read from the
 * entries. A code that is not one is a problem, and nothing is to be asked.
 */
export function readActivityFilter(source: unknown, timeZone: string): ActivityFilterReading {
  const text = (name: string, max: number) => textField(source, name, max).trim();
  const lockText = text('lock', 20);
  const actionText = text('action', 8);
  const triggerText = text('trigger', 8);
  const fields: ActivityFields = {
    lock: CODE.test(lockText) ? Number(lockText) : null,
    person: text('person', 100),
    action: CODE.test(actionText) ? Number(actionText) : null,
    trigger: CODE.test(triggerText) ? Number(triggerText) : null,
    search: text('q', 100),
  };
  const more: [string, string][] = [
    ['lock', fields.lock === null ? '' : String(fields.lock)],
    ['person', fields.person],
    ['action', fields.action === null ? '' : String(fields.action)],
    ['trigger', fields.trigger === null ? '' : String(fields.trigger)],
    ['q', fields.search],
  ];
  const reading = readLogFilter(source, timeZone);
  const filter: ActivityFilter = { ...reading.filter, more, fields };
  const refuse = (key: LogFilterProblem['key'], value: string): ActivityFilterReading => ({
    filter: { ...filter, before: [] },
    query: null,
    problem: { key, values: { value } },
  });
  if (reading.problem !== null) return { filter, query: null, problem: reading.problem };
  if (lockText !== '' && fields.lock === null) return refuse('badLock', lockText);
  if (actionText !== '' && fields.action === null) return refuse('badAction', actionText);
  if (triggerText !== '' && fields.trigger === null) return refuse('badTrigger', triggerText);
  const query: LockQuery = { ...reading.query };
  if (fields.action !== null) query.action = fields.action;
  return { filter, query, problem: null };
}

/** True when the filter reads the entries itself (who, the trigger, the search), beyond what the lock API filters. */
export function filtersEntries(fields: ActivityFields): boolean {
  return fields.person !== '' || fields.trigger !== null || fields.search !== '';
}

/** True when the filter has any field of its own set (the clear link shows). */
export function hasActivityFields(fields: ActivityFields): boolean {
  return fields.lock !== null || fields.action !== null || filtersEntries(fields);
}

/** True when the text is a log entry id the pager may carry. */
export function isLogId(id: string): boolean {
  return LOG_ID.test(id);
}
