import type { ExchangeListener } from '../../common/telemetry/exchange-event';
import type { TokenCacheOptions } from '../../common/token-cache/token-cache-options';
import type { TransportKind } from '../../common/http/transport-kind';

/** How requests to the lock API are authenticated (`LOCK_AUTH`). */
export type LockAuthMode = 'token' | 'oauth';
/** Where `token` mode finds an account's API token (`LOCK_TOKEN_RESOLVER`). */
export type LockTokenResolverName = 'config' | 'store' | 'database';
/** Where stored tokens are kept (`LOCK_OAUTH_TOKEN_STORE`). */
export type LockTokenStoreName = 'cache' | 'database' | 'memory';
/** The body shape of webhook subscriptions (`LOCK_WEBHOOK_API`). */
export type LockWebhookApi = 'notification' | 'decentral';

/** The API token of one account, in the `accounts` option. */
export interface LockAccountCredentials {
  /** The account's API token. */
  token: string;
}

/** The OAuth client settings (`LOCK_OAUTH_*`). */
export interface LockOAuthOptions {
  /** `LOCK_OAUTH_CLIENT_ID`. */
  clientId?: string;
  /** `LOCK_OAUTH_CLIENT_SECRET`. */
  clientSecret?: string;
  /** `LOCK_OAUTH_REDIRECT_URI`: the host application's callback route. */
  redirectUri?: string;
  /** Default scopes (`LOCK_OAUTH_SCOPES`, space- or comma-separated). */
  scopes?: string | readonly string[];
  /** Consent page (`LOCK_OAUTH_AUTHORIZE_URL`, default `<baseUrl>/oauth/authorize`). */
  authorizeUrl?: string;
  /** Token endpoint (`LOCK_OAUTH_TOKEN_URL`, default `<baseUrl>/oauth/token`). */
  tokenUrl?: string;
  /** `cache` (default), `memory` or `database` (`LOCK_OAUTH_TOKEN_STORE`). */
  tokenStore?: string;
}

/** Transport, retry, timeout, socket and size settings of API calls. */
export interface LockHttpOptions {
  /** The engine of the calls: `axios` (default) or `undici`, the fast one (`LOCK_HTTP_TRANSPORT`). */
  transport?: TransportKind | string;
  /** The most sockets open to one origin at a time; more calls wait (`LOCK_MAX_SOCKETS`, default 64). */
  maxSockets?: number | string;
  /** Total attempts including the first (`LOCK_HTTP_RETRIES`, default 3). */
  retries?: number | string;
  /** Fixed pause between attempts in milliseconds (`LOCK_HTTP_RETRY_SLEEP`, default 200). */
  retrySleep?: number | string;
  /** Request timeout in seconds (`LOCK_TIMEOUT`, default 30). */
  timeout?: number | string;
  /** Connect timeout in seconds (`LOCK_CONNECT_TIMEOUT`, default 10). */
  connectTimeout?: number | string;
  /** The largest answer read, in bytes after decompression (`LOCK_MAX_RESPONSE_BYTES`, default 10 MiB). */
  maxResponseBytes?: number | string;
  /** The largest request body sent, in bytes as encoded (`LOCK_MAX_REQUEST_BYTES`, default 10 MiB). */
  maxRequestBytes?: number | string;
}

/** Webhook settings. */
export interface LockWebhookOptions {
  /** Route of the inbound webhook receiver (`LOCK_WEBHOOK_ROUTE`, default `/lock/webhook`). */
  route?: string;
  /** `notification` (default) or `decentral` (`LOCK_WEBHOOK_API`). */
  api?: string;
  /**
   * Signing secrets of subscriptions made elsewhere (the vendor's portal, another tool), beside those this module
   * captured when it subscribed (`LOCK_WEBHOOK_SECRET`, several separated by commas for a rotation). A string is
   * split on commas like the env value, so a secret that contains a comma must be given as a list here
   * (`secret: [secretWithComma]`); `LOCK_WEBHOOK_SECRET` cannot carry one.
   */
  secret?: string | readonly string[];
  /** The request header carrying the signature (`LOCK_WEBHOOK_SIGNATURE_HEADER`, default `x-lock-signature-sha256`). */
  signatureHeader?: string;
  /**
   * `false` accepts deliveries without checking their signature: for development only, logged at boot and refused
   * when `NODE_ENV=production` (`LOCK_WEBHOOK_VERIFY_SIGNATURE`, default true).
   */
  verifySignature?: boolean | string;
  /** How long a delivery id is remembered to drop a repeat, in seconds (`LOCK_WEBHOOK_DUPLICATE_WINDOW`, default 600). */
  duplicateWindow?: number | string;
  /**
   * How long the claim of a delivery whose listeners are running lasts when its process stops renewing it (it
   * died), in seconds (`LOCK_WEBHOOK_CLAIM_TIMEOUT`, default 60): until then a copy is answered 503 with
   * `Retry-After`, after it the next copy runs the listeners.
   */
  claimTimeout?: number | string;
  /**
   * How long a delivery's listeners may run, in seconds (`LOCK_WEBHOOK_LISTENER_TIMEOUT`, default 10 x the claim
   * timeout): past it the claim is released (the next copy runs them again) and the delivery is answered 500.
   */
  listenerTimeout?: number | string;
}

/** Removal of expired sessions, used and expired codes and old webhook ids (`LOCK_PRUNE*`). */
export interface LockPruneOptions {
  /** Whether the module prunes at startup and on an interval (`LOCK_PRUNE`, default true; `false`, `0`, `off`, `no`). */
  enabled?: boolean | string;
  /** Seconds between two prunes while the app runs (`LOCK_PRUNE_INTERVAL`, default 3600). */
  interval?: number | string;
}

/**
 * The lock API settings. Every field is optional: in `LockModule` a field left out is read from its env
 * variable (`LOCK_*`, `APP_URL`) and a field given here overrides it.
 */
export interface LockOptions {
  /** Base address of the API (`LOCK_BASE_URL`, default `https://api.lock.example`). */
  baseUrl?: string;
  /** `token` (default) or `oauth` (`LOCK_AUTH`). */
  auth?: string;
  /** API token of the account `default` (`LOCK_API_TOKEN`). */
  apiToken?: string;
  /** API tokens of further accounts, by account key (for `default` it overrides `apiToken`). */
  accounts?: Readonly<Record<string, LockAccountCredentials>>;
  /**
   * `config` (`apiToken` and `accounts`), `store` (the token store) or `database` (each account row's own encrypted
   * token, else the configured one) (`LOCK_TOKEN_RESOLVER`). Default: `database` when `databaseUrl` is set, else
   * `config`.
   */
  tokenResolver?: string;
  /**
   * With the `database` resolver: how long a process uses an account token it read before reading it again, in
   * seconds; the bound on a rotation reaching every process (`LOCK_ACCOUNT_TOKEN_RECHECK`, default 30; 0: every call).
   */
  accountTokenRecheck?: number | string;
  /** The time zone of sub-users' permission windows and weekdays (`LOCK_TIME_ZONE`, an IANA name, default `UTC`). */
  timeZone?: string;
  /** OAuth client settings. */
  oauth?: LockOAuthOptions;
  /** Retries and timeouts. */
  http?: LockHttpOptions;
  /** Webhook settings. */
  webhook?: LockWebhookOptions;
  /** The application's public URL (`APP_URL`), the base of the default webhook callback URL. */
  appUrl?: string;
  /** The shared encrypted cache (`LOCK_TOKEN_CACHE`, `LOCK_TOKEN_CACHE_STORE`, `APP_KEY`). */
  tokenCache?: TokenCacheOptions;
  /**
   * The module's database (`LOCK_DATABASE_URL`): `sqlite:///absolute/path.sqlite`, `sqlite://./relative.sqlite`
   * or `postgres://...`; unset: `./storage/lock.sqlite`.
   */
  databaseUrl?: string;
  /**
   * The deadline of connecting to the module's database and of each statement, in seconds (`LOCK_DATABASE_TIMEOUT`,
   * default 5); for SQLite, how long a statement waits for another process's write lock.
   */
  databaseTimeout?: number | string;
  /**
   * Which driver opens an SQLite database (`LOCK_SQLITE_DRIVER`): `node` (Node's own `node:sqlite`, Node 22.16+) or
   * `better-sqlite3` (the optional peer package); unset: `node` where the runtime has it, else `better-sqlite3`.
   */
  sqliteDriver?: 'node' | 'better-sqlite3' | string;
  /**
   * How live lock events (the console's live cards) reach the other instances (`LOCK_LIVE_EVENTS`): `memory`,
   * `database` (PostgreSQL `LISTEN/NOTIFY`), `redis` (the token cache's Redis) or a `redis://` URL; unset: `database`
   * with a PostgreSQL lock database, else `redis` when the token cache is on Redis, else `memory`.
   */
  liveEvents?: string;
  /** Login codes of the module's own guard. */
  otp?: LockOtpOptions;
  /** Lifetime of a guard session in seconds (`LOCK_SESSION_LIFETIME`, default 28800: eight hours). */
  sessionLifetime?: number | string;
  /** How many sign-in attempts the guard's login routes take per email, client address and known device. */
  loginLimit?: LockLoginLimitOptions;
  /**
   * Password reset codes mailed per email and hour (`LOCK_PASSWORD_RESET_MAILS_PER_HOUR`, default 3); a request
   * past it gets the same answer and no mail.
   */
  passwordResetMailsPerHour?: number | string;
  /** Removal of expired sessions, used codes and old webhook ids. */
  prune?: LockPruneOptions;
  /**
   * Days the console's audit trail keeps an entry (`LOCK_AUDIT_RETENTION`, default 90, at most 3650); a prune
   * deletes older ones.
   */
  auditRetention?: number | string;
  /** Called after every HTTP exchange of the API client (see `IntegrationExchangeEvent`); for logs and counts. */
  onExchange?: ExchangeListener;
}

/** Login codes (`LOCK_OTP_ENABLED`). */
export interface LockOtpOptions {
  /** Whether `login` issues a code before a session (default true; `false`, `0`, `off`, `no` turn it off). */
  enabled?: boolean | string;
}

/**
 * The limit on sign-in attempts of `POST /lock/auth/login` and `/verify` (`LOCK_LOGIN_*`): each route counts its
 * attempts in fixed windows per client address, per email from that address, and per email from all new devices
 * together (a ceiling); an attempt from a browser with the email's known-device cookie is counted only per that
 * device. Over a limit the answer is a 429.
 */
export interface LockLoginLimitOptions {
  /** Whether attempts are limited (`LOCK_LOGIN_LIMIT`, default true; `false`, `0`, `off`, `no` turn it off). */
  enabled?: boolean | string;
  /**
   * Attempts per email from one client address, and per email from one known device, and window
   * (`LOCK_LOGIN_MAX_ATTEMPTS`, default 5).
   */
  maxAttempts?: number | string;
  /**
   * Attempts per email from new devices (no known-device cookie of the email), all addresses together, and window
   * (`LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL`, default 50): the ceiling that stops a guess spread over many addresses.
   */
  maxAttemptsPerEmail?: number | string;
  /** Attempts per client address and window (`LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS`, default 20). */
  maxAttemptsPerAddress?: number | string;
  /** Length of the window in seconds (`LOCK_LOGIN_WINDOW`, default 900: fifteen minutes). */
  windowSeconds?: number | string;
}
