import type { LockGrant } from '../access/lock-grant';
import type { LockLiveEvent } from './lock-live-event';

/**
 * Whether a viewer of the account's page hears the event: it is about that account (or does not name one, as a
 * delivery without a stored subscription may not) and the viewer may see the lock: a main user or a host visitor
 * (`grants` null) any lock of the account; a sub-user only a lock it holds a grant on, closed or open (the lock's
 * card is shown for either), as its grants read now, so a grant revoked while the page is open stops its events.
 */
export function hearsLiveEvent(
  event: LockLiveEvent,
  accountKey: string,
  grants: readonly LockGrant[] | null,
): boolean {
  if (event.accountKey !== null && event.accountKey !== accountKey) return false;
  if (grants === null) return true;
  return grants.some((grant) => grant.accountKey === accountKey && grant.smartlockId === event.smartlockId);
}
