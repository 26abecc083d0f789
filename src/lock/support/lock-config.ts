import {
  isEnabled,
  joinUrl,
  nonBlankString,
  nonEmptyString,
  withoutTrailingSlash,
} from '../../common/config/config-parsing';
import {
  maxResponseBytes,
  maxSockets,
  numberSetting,
  timeoutSeconds,
} from '../../common/config/number-setting';
import { httpUrlSetting } from '../../common/config/url-setting';
import { TransportKind, transportKind } from '../../common/http/transport-kind';
import type { TokenCacheOptions } from '../../common/token-cache/token-cache-options';
import { LockException } from '../errors/lock.exception';
import { LockDatabaseLocation, lockDatabaseLocation } from '../persistence/lock-database-url';
import { LOCK_SIGNATURE_HEADER } from '../webhooks/lock-webhook-headers';
import { lockSettingError } from './lock-setting-error';
import type {
  LockAuthMode,
  LockOptions,
  LockTokenResolverName,
  LockTokenStoreName,
  LockWebhookApi,
} from '../interfaces/lock-options.interface';

/** The API address used when no base URL is set. */
export const DEFAULT_LOCK_BASE_URL = 'https://api.lock.example';
/** The account key of a manager on which `as()` was not called. */
export const DEFAULT_LOCK_ACCOUNT = 'default';
/** Route of the inbound webhook receiver when none is set. */
export const DEFAULT_LOCK_WEBHOOK_ROUTE = '/lock/webhook';
/** Total attempts of an API call when none is set. */
export const DEFAULT_LOCK_HTTP_RETRIES = 3;
/** Pause between attempts in milliseconds when none is set. */
export const DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS = 200;
/** Request timeout in seconds when none is set. */
export const DEFAULT_LOCK_TIMEOUT_SECONDS = 30;
/** Lifetime of a guard session in seconds when none is set: eight hours. */
export const DEFAULT_LOCK_SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
/** Connect timeout in seconds when none is set. */
export const DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS = 10;
/** The most attempts an API call may be given. */
export const MAX_LOCK_HTTP_RETRIES = 10;
/** The longest pause between attempts: one minute. */
export const MAX_LOCK_HTTP_RETRY_SLEEP_MS = 60_000;
/** The longest guard session: one year. */
export const MAX_LOCK_SESSION_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Sign-in attempts per email from one client address (or one known device) and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS = 5;
/** Sign-in attempts per email from new devices, all addresses together, and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL = 50;
/** Sign-in attempts per client address and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS = 20;
/** The window of the sign-in limit in seconds when none is set: fifteen minutes. */
export const DEFAULT_LOCK_LOGIN_WINDOW_SECONDS = 15 * 60;
/** The most sign-in attempts a window may allow. */
export const MAX_LOCK_LOGIN_ATTEMPTS = 10_000;
/** The longest window of the sign-in limit: one day. */
export const MAX_LOCK_LOGIN_WINDOW_SECONDS = 24 * 60 * 60;

/** How long a process uses an account token read from the database when none is set, in seconds. */
export const DEFAULT_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS = 30;
/** The longest an account token read from the database may be used before it is read again: one hour. */
export const MAX_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS = 60 * 60;
/** How long a webhook delivery id is remembered when none is set: ten minutes, as the original package keeps it. */
export const DEFAULT_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS = 600;
/** The longest duplicate window: thirty days. */
export const MAX_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS = 30 * 24 * 60 * 60;
/** Seconds between two prunes when none is set: one hour. */
export const DEFAULT_LOCK_PRUNE_INTERVAL_SECONDS = 60 * 60;
/** The longest prune interval: one week. */
export const MAX_LOCK_PRUNE_INTERVAL_SECONDS = 7 * 24 * 60 * 60;

/** The OAuth client settings a code exchange or refresh needs. */
export interface LockOAuthClientSettings {
  /** The OAuth client id. */
  clientId: string;
  /** The OAuth client secret. */
  clientSecret: string;
  /** The host application's callback route. */
  redirectUri: string;
  /** The vendor's consent page. */
  authorizeUrl: string;
  /** The vendor's token endpoint. */
  tokenUrl: string;
  /** The scopes asked for. */
  scopes: string[];
}

/** The limit on sign-in attempts, as `LockConfig.loginLimit()` reads it. */
export interface LockLoginLimitSettings {
  /** Attempts per email from one client address, or from one known device, and window. */
  maxAttempts: number;
  /** Attempts per email from new devices, all addresses together, and window: the ceiling. */
  maxAttemptsPerEmail: number;
  /** Attempts per client address and window. */
  maxAttemptsPerAddress: number;
  /** The length of the fixed window in whole seconds. */
  windowSeconds: number;
}

/**
 * The typed reader of the lock settings, with their defaults. The mode settings are read when used, so an
 * unknown value fails the call that needs it (with `LockException`) and not the application's start.
 */
export class LockConfig {
  /** The settings; private, so no inspect or JSON output of the config shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** The API base URL without trailing slash. @throws LockException when it is not an absolute http(s) URL */
  baseUrl(): string {
    const url = lockUrl(this.#options.baseUrl, 'LOCK_BASE_URL (option baseUrl)');
    return withoutTrailingSlash(url ?? DEFAULT_LOCK_BASE_URL);
  }

  /** `token` (default) or `oauth`. @throws LockException for any other value */
  authMode(): LockAuthMode {
    return oneOf('auth', 'LOCK_AUTH', this.#options.auth, ['token', 'oauth'], 'token');
  }

  /**
   * `config`, `store` or `database`. The default is `database` when a database URL is set (`LOCK_DATABASE_URL`,
   * option `databaseUrl`): every account stored there is reachable, and it falls back to the configured tokens;
   * else `config`, so an app that never uses a database never opens one. @throws LockException for another value
   */
  tokenResolver(): LockTokenResolverName {
    return oneOf(
      'token resolver',
      'LOCK_TOKEN_RESOLVER',
      this.#options.tokenResolver,
      ['config', 'store', 'database'],
      nonBlankString(this.#options.databaseUrl) === undefined ? 'config' : 'database',
    );
  }

  /**
   * True when API calls read an account row's own API token and active flag: only in `token` mode with the
   * `database` resolver (the `config` and `store` resolvers and `oauth` mode ignore both).
   * @throws LockException for an unknown `LOCK_AUTH` or `LOCK_TOKEN_RESOLVER` value
   */
  readsAccountRows(): boolean {
    return this.authMode() === 'token' && this.tokenResolver() === 'database';
  }

  /** True when the token resolver is set (`LOCK_TOKEN_RESOLVER`, option `tokenResolver`), false when it is the default. */
  tokenResolverIsSet(): boolean {
    return nonBlankString(this.#options.tokenResolver) !== undefined;
  }

  /**
   * With the `database` resolver, how long a process keeps using an account token it read, in milliseconds
   * (default 30 s; 0: read at every call): the bound on a rotation reaching every process.
   * @throws LockException when malformed or above one hour
   */
  accountTokenRecheckMs(): number {
    const seconds = numberSetting(
      this.#options.accountTokenRecheck,
      {
        name: 'LOCK_ACCOUNT_TOKEN_RECHECK (option accountTokenRecheck)',
        fallback: DEFAULT_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS,
        min: 0,
        minIncluded: true,
        max: MAX_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS,
        unit: 'seconds',
      },
      lockSettingError,
    );
    return Math.round(seconds * 1000);
  }

  /**
   * The IANA time zone of sub-users' permission windows and weekdays (default `UTC`).
   * @throws LockException for a name the runtime does not know
   */
  timeZone(): string {
    const zone = nonEmptyString(this.#options.timeZone) ?? 'UTC';
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      throw lockSettingError(
        `LOCK_TIME_ZONE (option timeZone) must be an IANA time zone such as "Europe/Amsterdam", got "${zone}".`,
      );
    }
  }

  /**
   * `cache`, `database` or `memory`. The default is `database` when a database URL is set (`LOCK_DATABASE_URL`,
   * option `databaseUrl`): a rotating refresh token then lives, and is refreshed once across processes, where the
   * app's other durable state is, whatever Redis does; else `cache`. @throws LockException for another value
   */
  tokenStore(): LockTokenStoreName {
    return oneOf(
      'OAuth token store',
      'LOCK_OAUTH_TOKEN_STORE',
      this.#options.oauth?.tokenStore,
      ['cache', 'database', 'memory'],
      nonBlankString(this.#options.databaseUrl) === undefined ? 'cache' : 'database',
    );
  }

  /** `notification` (default) or `decentral`. @throws LockException for any other value */
  webhookApi(): LockWebhookApi {
    return oneOf(
      'webhook API',
      'LOCK_WEBHOOK_API',
      this.#options.webhook?.api,
      ['notification', 'decentral'],
      'notification',
    );
  }

  /**
   * The configured API token of the account (`accounts[key].token`, for `default` also `apiToken`), or null. It
   * is given exactly as configured (not trimmed), so one that cannot travel in a header is refused, not changed.
   */
  apiToken(accountKey: string): string | null {
    const accounts = this.#options.accounts ?? {};
    const configured = Object.hasOwn(accounts, accountKey) ? accounts[accountKey]?.token : undefined;
    return (
      nonBlankString(configured) ??
      (accountKey === DEFAULT_LOCK_ACCOUNT ? nonBlankString(this.#options.apiToken) : undefined) ??
      null
    );
  }

  /** The account keys that have an API token in the settings (`default` with `apiToken`, the `accounts` keys). */
  configuredAccountKeys(): string[] {
    const keys = Object.keys(this.#options.accounts ?? {}).filter((key) => this.apiToken(key) !== null);
    if (this.apiToken(DEFAULT_LOCK_ACCOUNT) !== null && !keys.includes(DEFAULT_LOCK_ACCOUNT)) {
      keys.unshift(DEFAULT_LOCK_ACCOUNT);
    }
    return keys;
  }

  /** Every configured API token (for redaction). */
  apiTokens(): string[] {
    const tokens = [
      this.#options.apiToken,
      ...Object.values(this.#options.accounts ?? {}).map((account) => account?.token),
    ];
    return tokens.filter((token): token is string => nonEmptyString(token) !== undefined);
  }

  /**
   * The secrets of the settings, for redaction: the OAuth client secret, every API token and every configured
   * webhook secret.
   */
  secrets(): string[] {
    const secret = this.oauthClientSecret();
    return [...(secret === null ? [] : [secret]), ...this.apiTokens(), ...this.webhookSecrets()];
  }

  /** The OAuth client secret, or null (for redaction). */
  oauthClientSecret(): string | null {
    return nonBlankString(this.#options.oauth?.clientSecret) ?? null;
  }

  /** The names of the OAuth settings a code exchange or refresh needs that are not set. */
  missingOAuthSettings(): string[] {
    const oauth = this.#options.oauth ?? {};
    return [
      nonEmptyString(oauth.clientId) ? undefined : 'client id (LOCK_OAUTH_CLIENT_ID)',
      nonEmptyString(oauth.clientSecret) ? undefined : 'client secret (LOCK_OAUTH_CLIENT_SECRET)',
      nonEmptyString(oauth.redirectUri) ? undefined : 'redirect URI (LOCK_OAUTH_REDIRECT_URI)',
    ].filter((name): name is string => name !== undefined);
  }

  /**
   * The OAuth client settings; a setting that is not set is an empty string (see `missingOAuthSettings()`).
   * @throws LockException for a URL that is not an absolute http(s) URL
   */
  oauthClient(): LockOAuthClientSettings {
    const oauth = this.#options.oauth ?? {};
    return {
      clientId: nonEmptyString(oauth.clientId) ?? '',
      clientSecret: oauth.clientSecret ?? '',
      redirectUri: lockUrl(oauth.redirectUri, 'LOCK_OAUTH_REDIRECT_URI (option oauth.redirectUri)') ?? '',
      authorizeUrl:
        lockUrl(oauth.authorizeUrl, 'LOCK_OAUTH_AUTHORIZE_URL (option oauth.authorizeUrl)') ??
        joinUrl(this.baseUrl(), '/oauth/authorize'),
      tokenUrl:
        lockUrl(oauth.tokenUrl, 'LOCK_OAUTH_TOKEN_URL (option oauth.tokenUrl)') ??
        joinUrl(this.baseUrl(), '/oauth/token'),
      scopes: scopeList(oauth.scopes),
    };
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

  /** The route of the inbound webhook receiver, with a leading slash. */
  webhookRoute(): string {
    const route = nonEmptyString(this.#options.webhook?.route) ?? DEFAULT_LOCK_WEBHOOK_ROUTE;
    return route.startsWith('/') ? route : `/${route}`;
  }

  /**
   * The configured webhook signing secrets (`LOCK_WEBHOOK_SECRET`, comma-separated; option `webhook.secret`, a
   * string or a list), trimmed, blanks left out; the newest first by convention.
   */
  webhookSecrets(): string[] {
    const configured = this.#options.webhook?.secret;
    const items = typeof configured === 'string' ? configured.split(',') : [...(configured ?? [])];
    return items
      .map((secret) => nonEmptyString(secret))
      .filter((secret): secret is string => secret !== undefined);
  }

  /**
   * The request header that carries a delivery's signature, lower case (default `x-lock-signature-sha256`).
   * @throws LockException for a name that is not an HTTP header name
   */
  webhookSignatureHeader(): string {
    const header = nonEmptyString(this.#options.webhook?.signatureHeader) ?? LOCK_SIGNATURE_HEADER;
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(header)) {
      throw lockSettingError(
        `LOCK_WEBHOOK_SIGNATURE_HEADER (option webhook.signatureHeader) must be an HTTP header name, got "${header}".`,
      );
    }
    return header.toLowerCase();
  }

  /**
   * Whether deliveries must carry a valid signature: true unless switched off with a "no"
   * (`LOCK_WEBHOOK_VERIFY_SIGNATURE`), which is for development only.
   * @throws LockException when it is switched off and `NODE_ENV` is `production`
   */
  webhookVerifySignature(env: NodeJS.ProcessEnv = process.env): boolean {
    if (isEnabled(this.#options.webhook?.verifySignature)) return true;
    if ((env.NODE_ENV ?? '').trim().toLowerCase() === 'production') {
      throw lockSettingError(
        'LOCK_WEBHOOK_VERIFY_SIGNATURE (option webhook.verifySignature) is off, which is for development only ' +
          'and refused when NODE_ENV=production: anyone could post events. Configure LOCK_WEBHOOK_SECRET instead.',
      );
    }
    return false;
  }

  /** How long a delivery id is remembered to drop a repeat, in seconds (default 600, at most 30 days). */
  webhookDuplicateWindowSeconds(): number {
    return numberSetting(
      this.#options.webhook?.duplicateWindow,
      {
        name: 'LOCK_WEBHOOK_DUPLICATE_WINDOW (option webhook.duplicateWindow)',
        fallback: DEFAULT_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS,
        max: MAX_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS,
        unit: 'seconds',
        integer: true,
      },
      lockSettingError,
    );
  }

  /**
   * Seconds between two prunes of expired sessions, used codes and old webhook ids while the app runs, or null when
   * pruning is switched off with a "no" (`LOCK_PRUNE`). @throws LockException when the interval is malformed
   */
  pruneIntervalSeconds(): number | null {
    const prune = this.#options.prune;
    if (!isEnabled(prune?.enabled)) return null;
    return numberSetting(
      prune?.interval,
      {
        name: 'LOCK_PRUNE_INTERVAL (option prune.interval)',
        fallback: DEFAULT_LOCK_PRUNE_INTERVAL_SECONDS,
        max: MAX_LOCK_PRUNE_INTERVAL_SECONDS,
        unit: 'seconds',
        integer: true,
      },
      lockSettingError,
    );
  }

  /**
   * The application's public URL (`APP_URL`), or null without one.
   * @throws LockException when it is not an absolute http(s) URL
   */
  appUrl(): string | null {
    return lockUrl(this.#options.appUrl, 'APP_URL (option appUrl)') ?? null;
  }

  /**
   * The default callback URL of a webhook subscription (`APP_URL` + the webhook route), or null without `APP_URL`.
   * @throws LockException when `APP_URL` is not an absolute http(s) URL
   */
  defaultWebhookUrl(): string | null {
    const appUrl = this.appUrl();
    return appUrl === null ? null : joinUrl(appUrl, this.webhookRoute());
  }

  /** Where the module's database is (`LOCK_DATABASE_URL`). @throws LockException for a URL of another kind */
  databaseLocation(): LockDatabaseLocation {
    return lockDatabaseLocation(this.#options.databaseUrl);
  }

  /** True unless login codes are switched off with a "no" (`LOCK_OTP_ENABLED`). */
  otpEnabled(): boolean {
    return isEnabled(this.#options.otp?.enabled);
  }

  /** The lifetime of a guard session in seconds (default eight hours). */
  sessionLifetimeSeconds(): number {
    return numberSetting(
      this.#options.sessionLifetime,
      {
        name: 'LOCK_SESSION_LIFETIME (option sessionLifetime)',
        fallback: DEFAULT_LOCK_SESSION_LIFETIME_SECONDS,
        max: MAX_LOCK_SESSION_LIFETIME_SECONDS,
        unit: 'seconds',
      },
      lockSettingError,
    );
  }

  /**
   * The limit on sign-in attempts of the guard's login routes, or null when it is switched off with a "no"
   * (`LOCK_LOGIN_LIMIT`). @throws LockException for a malformed or too large number, naming the setting
   */
  loginLimit(): LockLoginLimitSettings | null {
    const limit = this.#options.loginLimit;
    if (!isEnabled(limit?.enabled)) return null;
    return {
      maxAttempts: attemptsSetting(
        limit?.maxAttempts,
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS,
      ),
      maxAttemptsPerEmail: attemptsSetting(
        limit?.maxAttemptsPerEmail,
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      ),
      maxAttemptsPerAddress: attemptsSetting(
        limit?.maxAttemptsPerAddress,
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS (option loginLimit.maxAttemptsPerAddress)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      ),
      windowSeconds: numberSetting(
        limit?.windowSeconds,
        {
          name: 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds)',
          fallback: DEFAULT_LOCK_LOGIN_WINDOW_SECONDS,
          max: MAX_LOCK_LOGIN_WINDOW_SECONDS,
          unit: 'seconds',
          integer: true,
        },
        lockSettingError,
      ),
    };
  }

  /** The encryption key settings of the token cache (`appKey`, `previousKeys`), for the database's cipher too. */
  cipherKeys(env: NodeJS.ProcessEnv = process.env): {
    /** The key (`appKey`, else `APP_KEY`); undefined when neither is set. */
    key: string | undefined;
    /** Older keys that still decrypt (`previousKeys`, else `APP_PREVIOUS_KEYS`). */
    previousKeys: string[];
  } {
    return {
      key: this.#options.tokenCache?.appKey ?? env.APP_KEY,
      previousKeys: this.#options.tokenCache?.previousKeys ?? (env.APP_PREVIOUS_KEYS ?? '').split(','),
    };
  }

  /** The token cache settings as the shared encrypted cache takes them. */
  tokenCacheOptions(): TokenCacheOptions {
    const store = this.#options.tokenCache?.store;
    return {
      ...this.#options.tokenCache,
      enabled: isEnabled(this.#options.tokenCache?.enabled),
      store: typeof store === 'string' ? nonEmptyString(store) : store,
    };
  }
}

/** The URL when it is set; an absolute http(s) URL or a `LockException` naming the setting. */
function lockUrl(value: unknown, name: string): string | undefined {
  const url = nonEmptyString(value);
  return url === undefined ? undefined : httpUrlSetting(url, name, lockSettingError);
}

/** A number of sign-in attempts: a positive whole number, at most `MAX_LOCK_LOGIN_ATTEMPTS`. */
function attemptsSetting(value: unknown, name: string, fallback: number): number {
  return numberSetting(
    value,
    { name, fallback, max: MAX_LOCK_LOGIN_ATTEMPTS, unit: 'attempts', integer: true },
    lockSettingError,
  );
}

/** The scopes of a space- or comma-separated list (or an array), without blanks. */
function scopeList(scopes: string | readonly string[] | undefined): string[] {
  const items = typeof scopes === 'string' ? scopes.split(/[\s,]+/) : [...(scopes ?? [])];
  return items.map((scope) => scope.trim()).filter((scope) => scope !== '');
}

/** The setting's value when it is one of the accepted words (any case), the fallback when unset. */
function oneOf<T extends string>(
  label: string,
  envName: string,
  value: unknown,
  accepted: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fallback;
  const word = String(value).trim().toLowerCase();
  if ((accepted as readonly string[]).includes(word)) return word as T;
  throw new LockException(
    `Unknown lock ${label} "${String(value)}" (${envName}): expected ${accepted.map((name) => `"${name}"`).join(', ')}.`,
  );
}
