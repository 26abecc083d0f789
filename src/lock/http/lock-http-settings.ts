import { withoutTrailingSlash } from '../../common/config/config-parsing';
import {
  maxRequestBytes,
  maxResponseBytes,
  maxSockets,
  numberSetting,
  timeoutSeconds,
} from '../../common/config/number-setting';
import { TransportKind, transportKind } from '../../common/http/transport-kind';
import type { LockOptions } from '../interfaces/lock-options.interface';
import { lockSettingError } from '../support/lock-setting-error';
import { lockUrlSetting } from '../support/lock-url-setting';

/** The API address used when no base URL is set. */
export const DEFAULT_LOCK_BASE_URL = 'https://api.lock.example';
/** Total attempts of an API call when none is set. */
export const DEFAULT_LOCK_HTTP_RETRIES = 3;
/** Pause between attempts in milliseconds when none is set. */
export const DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS = 200;
/** Request timeout in seconds when none is set. */
export const DEFAULT_LOCK_TIMEOUT_SECONDS = 30;
/** Connect timeout in seconds when none is set. */
export const DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS = 10;
/** The most attempts an API call may be given. */
export const MAX_LOCK_HTTP_RETRIES = 10;
/** The longest pause between attempts: one minute. */
export const MAX_LOCK_HTTP_RETRY_SLEEP_MS = 60_000;

/** The setting of the request body limit, as messages name it. */
export const LOCK_MAX_REQUEST_BYTES_SETTING = 'LOCK_MAX_REQUEST_BYTES (option http.maxRequestBytes)';

/**
 * The settings of the API calls (`LOCK_BASE_URL`, `LOCK_HTTP_*`, `LOCK_TIMEOUT`, `LOCK_CONNECT_TIMEOUT`,
 * `LOCK_MAX_*`), read from the module's resolved options when used, so a malformed one fails the call that needs
 * it (with `LockException`, naming the setting) and not the application's start.
 */
export class LockHttpSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** The API base URL without trailing slash. @throws LockException when it is not an absolute http(s) URL */
  baseUrl(): string {
    const url = lockUrlSetting(this.#options.baseUrl, 'LOCK_BASE_URL (option baseUrl)');
    return withoutTrailingSlash(url ?? DEFAULT_LOCK_BASE_URL);
  }

  /** Total attempts of an API call (at least 1, at most 10). @throws LockException for a malformed value */
  retries(): number {
    const attempts = numberSetting(
      this.#options.http?.retries,
      {
        name: 'LOCK_HTTP_RETRIES (option http.retries)',
        fallback: DEFAULT_LOCK_HTTP_RETRIES,
        max: MAX_LOCK_HTTP_RETRIES,
        unit: 'attempts',
      },
      lockSettingError,
    );
    return Math.max(1, Math.floor(attempts));
  }

  /** The pause between attempts in milliseconds (0 allowed, at most 60 s). @throws LockException when malformed */
  retrySleepMs(): number {
    return numberSetting(
      this.#options.http?.retrySleep,
      {
        name: 'LOCK_HTTP_RETRY_SLEEP (option http.retrySleep)',
        fallback: DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS,
        min: 0,
        minIncluded: true,
        max: MAX_LOCK_HTTP_RETRY_SLEEP_MS,
        unit: 'ms',
      },
      lockSettingError,
    );
  }

  /** The request timeout in seconds: a deadline for the whole exchange. @throws LockException when malformed */
  timeout(): number {
    return timeoutSeconds(
      this.#options.http?.timeout,
      'LOCK_TIMEOUT (option http.timeout)',
      DEFAULT_LOCK_TIMEOUT_SECONDS,
      lockSettingError,
    );
  }

  /** The connect timeout in seconds. @throws LockException when malformed */
  connectTimeout(): number {
    return timeoutSeconds(
      this.#options.http?.connectTimeout,
      'LOCK_CONNECT_TIMEOUT (option http.connectTimeout)',
      DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS,
      lockSettingError,
    );
  }

  /** The largest answer read, in bytes after decompression (default 10 MiB). @throws LockException when malformed */
  maxResponseBytes(): number {
    return maxResponseBytes(
      this.#options.http?.maxResponseBytes,
      'LOCK_MAX_RESPONSE_BYTES (option http.maxResponseBytes)',
      lockSettingError,
    );
  }

  /** The largest request body sent, in bytes as encoded (default 10 MiB). @throws LockException when malformed */
  maxRequestBytes(): number {
    return maxRequestBytes(
      this.#options.http?.maxRequestBytes,
      LOCK_MAX_REQUEST_BYTES_SETTING,
      lockSettingError,
    );
  }

  /** The engine of the API calls: `axios` (default) or `undici`. @throws LockException for another value */
  transport(): TransportKind {
    return transportKind(
      this.#options.http?.transport,
      'LOCK_HTTP_TRANSPORT (option http.transport)',
      lockSettingError,
    );
  }

  /** The most sockets open to one origin at a time (default 64). @throws LockException when malformed */
  maxSockets(): number {
    return maxSockets(
      this.#options.http?.maxSockets,
      'LOCK_MAX_SOCKETS (option http.maxSockets)',
      lockSettingError,
    );
  }
}
