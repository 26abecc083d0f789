import { LockPermissionException } from '../../errors/lock-permission.exception';
import type { ConsoleLockResources } from './console-viewer';
import { isLockCallFailure } from './lock-call-failure';

/** How many log entries the lock API answers at most in one call of the account's logs. */
const LOG_PAGE = 50;
/** How many calls the dashboard makes at most to find each lock's last activity: the 200 newest entries. */
const MAX_LOG_PAGES = 4;
/** Up to this many locks of a sub-user, each lock's newest entry is asked for by itself (in parallel). */
const MAX_ONE_BY_ONE = 8;

/** What the dashboard knows of its locks' last activity. */
export interface LastActivity {
  /** Lock id to the date of its newest log entry (ISO 8601). */
  readonly dates: Map<number, string>;
  /**
   * When the account's activity was read only in part (its newest 200 entries, and more there are): the date of
   * the oldest entry read, before which the last activity of a lock not in `dates` lies; else null.
   */
  readonly before: string | null;
}

/**
 * The last activity of the account's locks. For a sub-user's few locks (up to eight, those it may see the activity
 * of: the account's activity it sees is filtered, so its locks' entries may lie far back), each lock's newest
 * entry; else the newest entries of the account's activity, a page of 50 at a time, until every lock has one or
 * 200 entries are read, so a dashboard costs at most four calls more however many locks there are (a lock with no
 * entry among them was last active before the oldest one read, `before`). A sub-user reads only the entries of the
 * locks it may see the activity of; without any such lock, or when the lock API does not answer, nothing is known
 * and the page is shown all the same.
 */
export async function lastActivityOf(
  resources: ConsoleLockResources,
  smartlockIds: readonly number[],
  subUser: boolean,
): Promise<LastActivity> {
  if (subUser && smartlockIds.length <= MAX_ONE_BY_ONE) {
    return { dates: await lastActivityOfEach(resources, smartlockIds), before: null };
  }
  const dates = new Map<number, string>();
  const wanted = new Set(smartlockIds);
  let after: string | undefined;
  let oldestRead: string | null = null;
  try {
    for (let call = 0; call < MAX_LOG_PAGES; call++) {
      const entries = await resources
        .logs()
        .all(after === undefined ? { limit: LOG_PAGE } : { limit: LOG_PAGE, id: after });
      for (const entry of entries) {
        if (entry.smartlockId === null || entry.date === null || !wanted.has(entry.smartlockId)) continue;
        const known = dates.get(entry.smartlockId);
        if (known === undefined || Date.parse(entry.date) > Date.parse(known)) {
          dates.set(entry.smartlockId, entry.date);
        }
      }
      // A short page is the last one (a sub-user's is filtered, so it may end early: what was read counts).
      if (entries.length < LOG_PAGE || dates.size === wanted.size) return { dates, before: null };
      after = entries[entries.length - 1].id;
      oldestRead = entries[entries.length - 1].date;
    }
  } catch (error) {
    if (!(error instanceof LockPermissionException) && !isLockCallFailure(error)) throw error;
    return { dates, before: null };
  }
  return { dates, before: subUser ? null : oldestRead };
}

/** Each lock's newest entry, asked for one by one (in parallel); a lock without one is left out. */
async function lastActivityOfEach(
  resources: ConsoleLockResources,
  smartlockIds: readonly number[],
): Promise<Map<number, string>> {
  const dates = await Promise.all(smartlockIds.map((id) => lastActivityOfLock(resources, id)));
  return new Map(smartlockIds.flatMap((id, index) => (dates[index] === null ? [] : [[id, dates[index]]])));
}

/**
 * The last activity of one lock, for its card or row alone: its newest log entry's date, or null when it has
 * none, the viewer may not see its activity, or the lock API does not answer.
 */
export async function lastActivityOfLock(
  resources: ConsoleLockResources,
  smartlockId: number,
): Promise<string | null> {
  try {
    const [newest] = await resources.logs().forSmartlock(smartlockId, { limit: 1 });
    return newest?.date ?? null;
  } catch (error) {
    if (!(error instanceof LockPermissionException) && !isLockCallFailure(error)) throw error;
    return null;
  }
}
