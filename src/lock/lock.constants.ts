/** Container alias of the `Lock` manager. */
export const LOCK_ALIAS = 'lock';
/** Injection token of the `LockTokenStore` in use (to seed API tokens for `LOCK_TOKEN_RESOLVER=store`). */
export const LOCK_TOKEN_STORE = Symbol('LOCK_TOKEN_STORE');
/**
 * Injection token of the relational token store: the module's persistence provides it (the optional injection
 * sees it when it is provided globally).
 */
export const LOCK_DATABASE_TOKEN_STORE = Symbol('LOCK_DATABASE_TOKEN_STORE');
/**
 * Injection token of the accounts' own API tokens in the lock database (`LockAccountTokens`, for
 * `LOCK_TOKEN_RESOLVER=database`): the module's persistence provides it; a client-only `LockModule` has none.
 */
export const LOCK_ACCOUNT_TOKENS = Symbol('LOCK_ACCOUNT_TOKENS');
/** Injection token of the lock module's `EncryptedTokenCache` (null when caching is off). */
export const LOCK_TOKEN_CACHE = Symbol('LOCK_TOKEN_CACHE');
/** Injection token of the lock module's transport (`HttpTransport` or `UndiciTransport`, see `http.transport`). */
export const LOCK_TRANSPORT = Symbol('LOCK_TRANSPORT');
/** Injection token of the `LockAccountRegistry` in use. */
export const LOCK_ACCOUNT_REGISTRY = Symbol('LOCK_ACCOUNT_REGISTRY');
/**
 * Injection token of the relational account registry: the module's persistence provides it (the optional injection
 * sees it when it is provided globally).
 */
export const LOCK_DATABASE_ACCOUNT_REGISTRY = Symbol('LOCK_DATABASE_ACCOUNT_REGISTRY');
/** Injection token of the `LoginCodeNotifier` that delivers login codes (the `loginCodeNotifier` option, else a log line). */
export const LOCK_LOGIN_CODE_NOTIFIER = Symbol('LOCK_LOGIN_CODE_NOTIFIER');
/** Injection token of the `LockClock` of the guard's sessions, login codes and sign-in limit (tests override it). */
export const LOCK_CLOCK = Symbol('LOCK_CLOCK');
/**
 * Injection token of the `ScryptCost` passwords are hashed at: `DEFAULT_SCRYPT_COST` (N = 2^16). Tests override it
 * with a lower cost; no env setting changes it, and an N below 2^14 is refused unless `NODE_ENV` is `test`.
 */
export const LOCK_PASSWORD_HASH_COST = Symbol('LOCK_PASSWORD_HASH_COST');
/** Metadata key of `@RequireLockPermission()`: the permission the route needs. */
export const LOCK_PERMISSION_METADATA = 'lock:permission';
/** Metadata key of `@LockAccountParam()`: the route parameter that names the account the request is for. */
export const LOCK_ACCOUNT_PARAM_METADATA = 'lock:account-param';
/** Metadata key of `@AllowLockSubUsers()`: `LockAuthGuard` lets sub-users into a route without an account parameter. */
export const LOCK_SUB_USERS_METADATA = 'lock:sub-users';
