import type { Keyv } from 'keyv';
import { isEnabled, nonBlankString, withoutTrailingSlash } from '../../common/config/config-parsing';
import {
  maxRequestBytes,
  maxResponseBytes,
  maxSockets,
  timeoutSeconds,
} from '../../common/config/number-setting';
import { httpUrlSetting } from '../../common/config/url-setting';
import { TransportKind, transportKind } from '../../common/http/transport-kind';
import { AccountingException } from '../accounting.exception';
import type { TokenCacheOptions } from '../../common/token-cache/token-cache-options';
import type { AccountingOptions } from '../interfaces/accounting-options.interface';

/** The API's versioned address, used when no base URL is set. */
export const DEFAULT_ACCOUNTING_BASE_URL = 'https://b2bapi.accounting.example/v2';
/** The token endpoint, used when no token URL is set. */
export const DEFAULT_ACCOUNTING_TOKEN_URL = 'https://auth.accounting.example/b2b/token';
/** Request timeout in seconds when none (or no positive number) is set. */
export const DEFAULT_ACCOUNTING_TIMEOUT_SECONDS = 30;
/** Connect timeout in seconds when none (or no positive number) is set. */
export const DEFAULT_ACCOUNTING_CONNECT_TIMEOUT_SECONDS = 10;
/** The setting of the request body limit, as messages name it. */
export const ACCOUNTING_MAX_REQUEST_BYTES_SETTING =
  'ACCOUNTING_MAX_REQUEST_BYTES (option http.maxRequestBytes)';

/**
 * The typed reader of the accounting settings, with the fallbacks of the specification. In `AccountingModule`
 * it is an injectable provider over the options merged with the `ACCOUNTING_*` env variables.
 */
export class AccountingConfig {
  /** The settings; private, so no inspect or JSON output of the config shows a secret. */
  readonly #options: AccountingOptions;

  constructor(options: AccountingOptions = {}) {
    this.#options = options;
  }

  /**
   * The base URL without trailing slash; the default address ending in `/v2` when none is set.
   * @throws AccountingException (status 0) when it is not an absolute http(s) URL
   */
  baseUrl(): string {
    const url = nonBlankString(this.#options.baseUrl)?.trim();
    if (url === undefined) return DEFAULT_ACCOUNTING_BASE_URL;
    return withoutTrailingSlash(httpUrlSetting(url, 'ACCOUNTING_BASE_URL (option baseUrl)', settingError));
  }

  /** The client key, or an empty string. */
  clientKey(): string {
    return nonBlankString(this.#options.clientKey) ?? '';
  }

  /**
   * The connect timeout in seconds; 10 when it is not a positive number.
   * @throws AccountingException (status 0) for another notation than decimal or a value over Node's timer limit
   */
  connectTimeout(): number {
    return timeoutSeconds(
      this.#options.connectTimeout,
      'ACCOUNTING_CONNECT_TIMEOUT (option connectTimeout)',
      DEFAULT_ACCOUNTING_CONNECT_TIMEOUT_SECONDS,
      settingError,
    );
  }

  /** The subscription key, or null when it is empty. */
  subscriptionKey(): string | null {
    return nonBlankString(this.#options.subscriptionKey) ?? null;
  }

  /**
   * The request timeout in seconds; 30 when it is not a positive number.
   * @throws AccountingException (status 0) for another notation than decimal or a value over Node's timer limit
   */
  timeout(): number {
    return timeoutSeconds(
      this.#options.timeout,
      'ACCOUNTING_TIMEOUT (option timeout)',
      DEFAULT_ACCOUNTING_TIMEOUT_SECONDS,
      settingError,
    );
  }

  /** The largest answer read, in bytes after decompression (default 10 MiB). @throws AccountingException */
  maxResponseBytes(): number {
    return maxResponseBytes(
      this.#options.http?.maxResponseBytes,
      'ACCOUNTING_MAX_RESPONSE_BYTES (option http.maxResponseBytes)',
      settingError,
    );
  }

  /** The largest request body sent, in bytes as encoded (default 10 MiB). @throws AccountingException */
  maxRequestBytes(): number {
    return maxRequestBytes(
      this.#options.http?.maxRequestBytes,
      ACCOUNTING_MAX_REQUEST_BYTES_SETTING,
      settingError,
    );
  }

  /** The engine of the module's calls: `axios` (default) or `undici`. @throws AccountingException for another */
  transport(): TransportKind {
    return transportKind(
      this.#options.http?.transport,
      'ACCOUNTING_HTTP_TRANSPORT (option http.transport)',
      settingError,
    );
  }

  /** The most sockets open to one origin at a time (default 64). @throws AccountingException when malformed */
  maxSockets(): number {
    return maxSockets(
      this.#options.http?.maxSockets,
      'ACCOUNTING_MAX_SOCKETS (option http.maxSockets)',
      settingError,
    );
  }

  /** True unless the token cache is switched off with a "no" (`false`, `0`, `off`, `no`). */
  tokenCacheEnabled(): boolean {
    return isEnabled(this.#options.tokenCache?.enabled);
  }

  /** The token cache store (`memory`, a `redis://` URL or a `Keyv`), or null for the default cache store. */
  tokenCacheStore(): string | Keyv | null {
    const store = this.#options.tokenCache?.store;
    if (typeof store === 'string') return store.trim() === '' ? null : store.trim();
    return store ?? null;
  }

  /**
   * The token URL; the default authentication address with path `/b2b/token` when none is set.
   * @throws AccountingException (status 0) when it is not an absolute http(s) URL
   */
  tokenUrl(): string {
    const url = nonBlankString(this.#options.tokenUrl)?.trim();
    if (url === undefined) return DEFAULT_ACCOUNTING_TOKEN_URL;
    return httpUrlSetting(url, 'ACCOUNTING_TOKEN_URL (option tokenUrl)', settingError);
  }

  /** The token cache settings as the shared encrypted cache takes them. */
  tokenCacheOptions(): TokenCacheOptions {
    return {
      ...this.#options.tokenCache,
      enabled: this.tokenCacheEnabled(),
      store: this.tokenCacheStore() ?? undefined,
    };
  }
}

function settingError(message: string): AccountingException {
  return new AccountingException(`Invalid Accounting setting: ${message}`, 0);
}
