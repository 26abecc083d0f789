/** Container alias of `AccountingApi`. */
export const ACCOUNTING_API_ALIAS = 'accounting';
/** Container alias of `EchoService`. */
export const ACCOUNTING_ECHO_ALIAS = 'accounting.echo';
/**
 * Injection token of the env the Accounting module's options are laid over (`process.env`): the one reader of the
 * env in the module; a test may override it.
 */
export const ACCOUNTING_ENV = Symbol('ACCOUNTING_ENV');
/** Injection token of the accounting module's `EncryptedTokenCache` (null when caching is off). */
export const ACCOUNTING_TOKEN_CACHE = Symbol('ACCOUNTING_TOKEN_CACHE');
/** Injection token of the accounting module's transport (`HttpTransport` or `UndiciTransport`, see `http.transport`). */
export const ACCOUNTING_TRANSPORT = Symbol('ACCOUNTING_TRANSPORT');
