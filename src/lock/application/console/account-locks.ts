import type { SmartLock } from '../../data/smart-lock';
import type { LockAccountRecord } from '../../interfaces/lock-account-registry.interface';

/** The locks of one of the main user's accounts, as the lock API listed them, or why it could not. */
export interface AccountLocks {
  /** The account whose locks these are. */
  readonly account: LockAccountRecord;
  /** The account's locks as the lock API listed them; empty when the listing failed. */
  readonly locks: readonly SmartLock[];
  /** Why the locks could not be listed (a redacted message), or null. */
  readonly failure: string | null;
}
