import type { ExchangeListener } from '../../common/telemetry/exchange-event';
import type { HttpLimitOptions } from '../../common/http/http-limit-options';
import type { TokenCacheOptions } from '../../common/token-cache/token-cache-options';

/**
 * The accounting API settings. Every field is optional: in `AccountingModule` a field left out is read from its
 * env variable (`ACCOUNTING_*`) and a field given here overrides it.
 */
export interface AccountingOptions {
  /** Base address of the API (`ACCOUNTING_BASE_URL`, default `https://b2bapi.accounting.example/v2`). */
  baseUrl?: string;
  /** Token endpoint (`ACCOUNTING_TOKEN_URL`, default `https://auth.accounting.example/b2b/token`). */
  tokenUrl?: string;
  /** The client key the token is requested with (`ACCOUNTING_CLIENT_KEY`). */
  clientKey?: string;
  /** Subscription key, sent as `Ocp-Apim-Subscription-Key` on API calls when set (`ACCOUNTING_SUBSCRIPTION_KEY`). */
  subscriptionKey?: string | null;
  /** Request timeout in seconds (`ACCOUNTING_TIMEOUT`, default 30). */
  timeout?: number | string;
  /** Connect timeout in seconds (`ACCOUNTING_CONNECT_TIMEOUT`, default 10). */
  connectTimeout?: number | string;
  /**
   * The transport and its limits (`ACCOUNTING_HTTP_TRANSPORT`, `ACCOUNTING_MAX_SOCKETS`,
   * `ACCOUNTING_MAX_RESPONSE_BYTES`, `ACCOUNTING_MAX_REQUEST_BYTES`); the standalone flavour always runs on undici.
   */
  http?: HttpLimitOptions;
  /** The token cache (`ACCOUNTING_TOKEN_CACHE`, `ACCOUNTING_TOKEN_CACHE_STORE`, `APP_KEY`). */
  tokenCache?: TokenCacheOptions;
  /** Called after every HTTP exchange of the client (see `IntegrationExchangeEvent`); for logs and counts. */
  onExchange?: ExchangeListener;
}
