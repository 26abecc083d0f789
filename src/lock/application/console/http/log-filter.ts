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
}

/** Why a filter cannot be used, as a line of `LOG_FILTER_MESSAGES` and its values. */
export interface LogFilterProblem {
  readonly key: 'badDate' | 'dateOrder' | 'badSize' | 'badPage';
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
