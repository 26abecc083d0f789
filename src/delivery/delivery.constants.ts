/**
 * Injection token of the env the Delivery module's options are laid over (`process.env`): the one reader of the
 * env in the module; a test may override it.
 */
export const DELIVERY_ENV = Symbol('DELIVERY_ENV');
/** Injection token of the parsed `DeliverySettings`. */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');
/** Injection token of the Delivery module's `EncryptedTokenCache` (null when caching is off). */
export const DELIVERY_TOKEN_CACHE = Symbol('DELIVERY_TOKEN_CACHE');
/** Injection token of the Delivery module's transport (`HttpTransport` or `UndiciTransport`, see `http.transport`). */
export const DELIVERY_TRANSPORT = Symbol('DELIVERY_TRANSPORT');
