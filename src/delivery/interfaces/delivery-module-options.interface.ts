import type { ExchangeListener } from '../../common/telemetry/exchange-event';
import type { HttpLimitOptions } from '../../common/http/http-limit-options';
import { TokenCacheOptions } from '../../common/token-cache/token-cache-options';
import { Locale } from '../../common/i18n/translator';

/**
 * Options of `DeliveryModule.forRoot()` / `forRootAsync()`. Every field is optional: a field left out is read
 * from its env variable (`DELIVERY_*`), and a field given here overrides that variable.
 */
export interface DeliveryModuleOptions {
  /** Base address of the sign-in server (`DELIVERY_AUTH_URL`); the token path is appended. */
  authUrl?: string;
  /** Realm of the sign-in server (`DELIVERY_REALM`). */
  realm?: string;
  /** OAuth client id (`DELIVERY_CLIENT_ID`). */
  clientId?: string;
  /** Account username (`DELIVERY_USERNAME`). */
  username?: string;
  /** Account password (`DELIVERY_PASSWORD`). */
  password?: string;
  /** Base address of the portal's API (`DELIVERY_BASE_URL`). */
  baseUrl?: string;
  /** Path of the status endpoint below the base address (`DELIVERY_STATUS_PATH`, default `/status`). */
  statusPath?: string;
  /** Request timeout in seconds, token request included (`DELIVERY_TIMEOUT`, default 30). */
  timeout?: number | string;
  /** Connect timeout in seconds (`DELIVERY_CONNECT_TIMEOUT`, default 10). */
  connectTimeout?: number | string;
  /**
   * The transport and its limits (`DELIVERY_HTTP_TRANSPORT`, `DELIVERY_MAX_SOCKETS`, `DELIVERY_MAX_RESPONSE_BYTES`,
   * `DELIVERY_MAX_REQUEST_BYTES`).
   */
  http?: HttpLimitOptions;
  /** Language of `Message.description()` and the command's table (`DELIVERY_LOCALE`, `en`, `nl`, `de` or `es`). */
  locale?: Locale | string;
  /** The token cache (`DELIVERY_TOKEN_CACHE`, `DELIVERY_TOKEN_CACHE_STORE`, `APP_KEY`). */
  tokenCache?: TokenCacheOptions;
  /** Called after every HTTP exchange of the client (see `IntegrationExchangeEvent`); for logs and counts. */
  onExchange?: ExchangeListener;
}
