/** Injection token of the parsed `DeliverySettings`. */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');
/** Injection token of the Delivery module's `EncryptedTokenCache` (null when caching is off). */
export const DELIVERY_TOKEN_CACHE = Symbol('DELIVERY_TOKEN_CACHE');
/** Injection token of the Delivery module's transport (`HttpTransport` or `UndiciTransport`, see `http.transport`). */
export const DELIVERY_TRANSPORT = Symbol('DELIVERY_TRANSPORT');
