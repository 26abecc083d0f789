import type { LockGrant } from '../access/lock-grant';
import type { PermittedSmartLocks } from '../access/permitted-smart-locks';
import type { PermittedSmartlockAuths } from '../access/permitted-smartlock-auths';
import type { PermittedSmartlockLogs } from '../access/permitted-smartlock-logs';
import type { LockAccountRecord } from '../../interfaces/lock-account-registry.interface';
import type { LockUser } from '../../interfaces/lock-user.interface';

/**
 * The lock resources a console page uses for one account, each call checked for the viewer before anything is
 * sent: `LockAccess.for(user).as(key)` for a signed-in user, the manager itself for a visitor the host let in.
 */
export interface ConsoleLockResources {
  smartlocks(): PublicPart<PermittedSmartLocks>;
  logs(): PublicPart<PermittedSmartlockLogs>;
  auths(): PublicPart<PermittedSmartlockAuths>;
}

/** The public members of a class, as a plain type another class can satisfy. */
type PublicPart<T> = { [K in keyof T]: T[K] };

/** Who is looking at the console, and what they may open. */
export interface ConsoleViewer {
  /** `user`: one of the module's own users, signed in; `host`: a visitor the host's `canAccess` let in. */
  readonly kind: 'user' | 'host';
  /** The signed-in user; null for a host visitor. */
  readonly user: LockUser | null;
  /** What the header shows: the user's name, or a neutral word for a host visitor. */
  readonly displayName: string | null;
  /** A main user or a host visitor: manages accounts, webhooks and (a main user) sub-users. */
  readonly isMain: boolean;
  /** The accounts the viewer may open, ordered by key: owned (main), granted (sub-user) or every one (host). */
  accounts(): Promise<LockAccountRecord[]>;
  /**
   * The lock resources of the account for this viewer.
   * @throws ConsoleHttpError 404 when the viewer may not open the account (whether it exists is not told)
   */
  resources(accountKey: string): Promise<ConsoleLockResources>;
  /**
   * A sub-user's grants in the account (closed ones too, to say when they open); null for a main user or a host
   * visitor, who may do everything in the accounts they open.
   */
  grantsIn(accountKey: string): Promise<LockGrant[] | null>;
  /** @throws ConsoleHttpError 404 unless the viewer manages the account: a main user owning it, or a host visitor */
  requireManaged(accountKey: string): Promise<void>;
}
