import type { SmartLock } from '../../data/smart-lock';
import type { LockAccountRecord } from '../../interfaces/lock-account-registry.interface';
import type { Lock } from '../../lock';

/** The locks of one of the main user's accounts, as the lock API listed them, or why it could not. */
export interface AccountLocks {
  /** The account whose locks these are. */
  readonly account: LockAccountRecord;
  /** The account's locks as the lock API listed them; empty when the listing failed. */
  readonly locks: readonly SmartLock[];
  /** Why the locks could not be listed (a redacted message), or null. */
  readonly failure: string | null;
}

/** A lock of an account by its id and name. */
export interface NamedLock {
  readonly smartlockId: number;
  readonly name: string;
}

/** The account's locks by id and name (a lock listed without an id is left out; one without a name is named ''). */
export async function namedLocksOf(lock: Lock, account: string): Promise<NamedLock[]> {
  const locks = await lock.as(account).smartlocks().all();
  return locks.flatMap((found) =>
    found.smartlockId === null ? [] : [{ smartlockId: found.smartlockId, name: found.name ?? '' }],
  );
}
