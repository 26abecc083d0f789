import type { Lock } from '../../lock';

/**
 * The manager of one account, without the ways out of it: no `as()` (another account) and no `oauth()` (whose
 * methods take any account key). What `lockAccess.for(user).mainUser()` hands a main user of that account.
 */
export type LockAccountManager = Pick<
  Lock,
  | 'currentAccount'
  | 'smartlocks'
  | 'logs'
  | 'auths'
  | 'settings'
  | 'webhooks'
  | 'account'
  | 'accountUsers'
  | 'notifications'
  | 'opener'
  | 'request'
>;

/** The account manager over `manager`, bound to its account; frozen, so nothing can be added to reach further. */
export function lockAccountManager(manager: Lock): LockAccountManager {
  return Object.freeze({
    currentAccount: () => manager.currentAccount(),
    smartlocks: () => manager.smartlocks(),
    logs: () => manager.logs(),
    auths: () => manager.auths(),
    settings: () => manager.settings(),
    webhooks: () => manager.webhooks(),
    account: () => manager.account(),
    accountUsers: () => manager.accountUsers(),
    notifications: () => manager.notifications(),
    opener: () => manager.opener(),
    request: manager.request.bind(manager),
  });
}
