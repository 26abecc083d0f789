import type { Locale } from '../../../common/i18n/translator';
import type { LogEntry } from '../../data/log-entry';
import type { LockQuery } from '../../http/lock-query';
import type { ConsoleLockResources } from './console-viewer';
import {
  ActivityFields,
  ActivityFilter,
  filtersEntries,
  isLogId,
  LogPage,
  logPageOf,
} from './http/log-filter';
import { logActionLabel, logActorLabel, logStateLabel, logTriggerLabel } from './i18n/log-entry-labels';

/** The most entries the lock API answers in one call. */
export const LOG_BATCH = 50;
/** The most calls one page of a filter read from the entries makes before it offers "Older" to read on. */
export const MAX_PAGE_CALLS = 10;
/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;

/** The logs a viewer may read (`PermittedSmartlockLogs` for a user, the manager's for a host visitor). */
type ActivityLogs = ReturnType<ConsoleLockResources['logs']>;

/** How the activity is read for one viewer: its logs, its filter, and whether the API's answer is cut for them. */
export interface ActivitySource {
  readonly logs: ActivityLogs;
  readonly fields: ActivityFields;
  /**
   * True when the account's logs are filtered for the viewer after the API answered (a sub-user without a lock
   * chosen): an answer shorter than asked then does not mean the log ended, only an empty one does.
   */
  readonly restricted: boolean;
  /** The page's language, for the words the search reads. */
  readonly locale: Locale;
  /** The names of the locks, by smartlock id, for the search (empty when there is none). */
  readonly lockNames: ReadonlyMap<number, string | null>;
  /** Asks the names of the locks the viewer may see. */
  readonly smartlocks: () => Promise<ReadonlyMap<number, string | null>>;
}

/** One page of the activity, and whether reading stopped before the page was full (older entries may match). */
export interface ActivityPage extends LogPage<LogEntry> {
  readonly cut: boolean;
}

/**
 * True when the entry passes the filter's fields that the lock API cannot filter: who (part of the name, any
 * case), the trigger, and the search over the entry's words in the page's language.
 */
export function activityMatcher(source: ActivitySource): (entry: LogEntry) => boolean {
  const { fields, locale } = source;
  const person = fields.person.toLocaleLowerCase();
  const search = fields.search.toLocaleLowerCase();
  return (entry) => {
    if (fields.lock !== null && entry.smartlockId !== null && entry.smartlockId !== fields.lock) return false;
    if (fields.trigger !== null && entry.trigger !== fields.trigger) return false;
    if (person !== '' && !(entry.name ?? '').toLocaleLowerCase().includes(person)) return false;
    if (search === '') return true;
    const words = [
      entry.smartlockId === null ? '' : (source.lockNames.get(entry.smartlockId) ?? `#${entry.smartlockId}`),
      logActorLabel(entry.name, locale),
      logActionLabel(entry.action, locale, entry.deviceType),
      logTriggerLabel(entry.trigger, locale),
      logStateLabel(entry.state, locale),
    ];
    return words.join('\n').toLocaleLowerCase().includes(search);
  };
}

/** One call for the filter's lock (its own log) or the account's. */
function ask(source: ActivitySource, query: LockQuery): Promise<LogEntry[]> {
  return source.fields.lock === null
    ? source.logs.all(query)
    : source.logs.forSmartlock(source.fields.lock, query);
}

/**
 * The page of the activity the filter shows. Without a field read from the entries it is one call, one entry
 * more than the page (as a lock's page asks); with one, it reads batches of `LOG_BATCH` older and older until the
 * page is full, the log ends, or `MAX_PAGE_CALLS` were made (then "Older" reads on from the last entry read).
 */
export async function activityPage(
  source: ActivitySource,
  filter: ActivityFilter,
  query: LockQuery,
): Promise<ActivityPage> {
  if (!filtersEntries(source.fields)) return { ...logPageOf(await ask(source, query), filter), cut: false };
  const matches = activityMatcher(source);
  const found: LogEntry[] = [];
  let cursor = typeof query.id === 'string' ? query.id : undefined;
  for (let call = 0; call < MAX_PAGE_CALLS; call++) {
    const batch = await ask(source, { ...query, limit: LOG_BATCH, id: cursor });
    found.push(...batch.filter(matches));
    if (found.length > filter.size) return { ...logPageOf(found, filter), cut: false };
    const last = batch.at(-1);
    const ended = batch.length === 0 || (!source.restricted && batch.length < LOG_BATCH);
    if (ended || last === undefined || !isLogId(last.id))
      return { entries: found, olderThan: null, cut: false };
    cursor = last.id;
  }
  return { entries: found, olderThan: cursor ?? null, cut: true };
}

/**
 * Every entry the filter shows, newest first, read in batches of `LOG_BATCH` as they are needed (an export
 * writes each batch before the next is asked), at most `max`.
 */
export async function* activityEntries(
  source: ActivitySource,
  query: LockQuery,
  max = MAX_EXPORT_ROWS,
): AsyncGenerator<LogEntry> {
  const matches = activityMatcher(source);
  let cursor: string | undefined;
  let given = 0;
  for (;;) {
    const batch = await ask(source, { ...query, limit: LOG_BATCH, id: cursor });
    for (const entry of batch) {
      if (!matches(entry)) continue;
      yield entry;
      if (++given >= max) return;
    }
    const last = batch.at(-1);
    const ended = batch.length === 0 || (!source.restricted && batch.length < LOG_BATCH);
    if (ended || last === undefined || !isLogId(last.id) || last.id === cursor) return;
    cursor = last.id;
  }
}
