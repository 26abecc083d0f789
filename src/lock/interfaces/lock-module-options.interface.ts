import type { LockAccountRegistry } from './lock-account-registry.interface';
import type { LockTokenStore } from './lock-token-store.interface';
import type { LoginCodeNotifier } from './login-code-notifier.interface';
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
