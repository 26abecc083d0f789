import type { LockAccountRegistry } from '../accounts/lock-account-registry';
import type { LockTokenStore } from '../auth/lock-token-store';
import type { LoginCodeNotifier } from '../users/login-code-notifier';
import type { LockOptions } from './lock-options.interface';

/**
 * Options of `LockModule.forRoot()` / `forRootAsync()`: the lock settings (a field left out is read from its
 * `LOCK_*` env variable) and, optionally, the store of OAuth and API tokens, the account registry and the
 * deliverer of login codes.
 */
export interface LockModuleOptions extends LockOptions {
  /** A token store of your own; when given, `oauth.tokenStore` / `LOCK_OAUTH_TOKEN_STORE` is not read. */
  tokenStore?: LockTokenStore;
  /** An account registry of your own (see `LockAccountRegistry`). */
  accountRegistry?: LockAccountRegistry;
  /** Delivers the guard's login codes (mail, text message, ...); default: a log line without the code. */
  loginCodeNotifier?: LoginCodeNotifier;
}
