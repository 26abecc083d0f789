import { withoutUndefined } from '../common/config/config-parsing';
import { optionsOverEnv } from '../common/config/options-over-env';
import type { LockModuleOptions } from './interfaces/lock-module-options.interface';
import type { LockOptions } from './interfaces/lock-options.interface';
import type { LockResolvedOptions } from './lock-resolved-options';

/** The env the lock module reads its settings from: `process.env`, read when a setting is used. */
export function lockEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/** The lock options as the `LOCK_*` and `APP_URL` env variables give them (unset variables are left out). */
export function lockOptionsFromEnv(env: NodeJS.ProcessEnv = lockEnv()): LockOptions {
  return withoutUndefined<LockOptions>({
    baseUrl: env.LOCK_BASE_URL,
    auth: env.LOCK_AUTH,
    apiToken: env.LOCK_API_TOKEN,
    tokenResolver: env.LOCK_TOKEN_RESOLVER,
    accountTokenRecheck: env.LOCK_ACCOUNT_TOKEN_RECHECK,
    timeZone: env.LOCK_TIME_ZONE,
    oauth: section({
      clientId: env.LOCK_OAUTH_CLIENT_ID,
      clientSecret: env.LOCK_OAUTH_CLIENT_SECRET,
      redirectUri: env.LOCK_OAUTH_REDIRECT_URI,
      scopes: env.LOCK_OAUTH_SCOPES,
      authorizeUrl: env.LOCK_OAUTH_AUTHORIZE_URL,
      tokenUrl: env.LOCK_OAUTH_TOKEN_URL,
      tokenStore: env.LOCK_OAUTH_TOKEN_STORE,
    }),
    http: section({
      retries: env.LOCK_HTTP_RETRIES,
      retrySleep: env.LOCK_HTTP_RETRY_SLEEP,
      timeout: env.LOCK_TIMEOUT,
      connectTimeout: env.LOCK_CONNECT_TIMEOUT,
      maxResponseBytes: env.LOCK_MAX_RESPONSE_BYTES,
      maxRequestBytes: env.LOCK_MAX_REQUEST_BYTES,
      transport: env.LOCK_HTTP_TRANSPORT,
      maxSockets: env.LOCK_MAX_SOCKETS,
    }),
    webhook: section({
      route: env.LOCK_WEBHOOK_ROUTE,
      api: env.LOCK_WEBHOOK_API,
      secret: env.LOCK_WEBHOOK_SECRET,
      signatureHeader: env.LOCK_WEBHOOK_SIGNATURE_HEADER,
      verifySignature: env.LOCK_WEBHOOK_VERIFY_SIGNATURE,
      duplicateWindow: env.LOCK_WEBHOOK_DUPLICATE_WINDOW,
      claimTimeout: env.LOCK_WEBHOOK_CLAIM_TIMEOUT,
      listenerTimeout: env.LOCK_WEBHOOK_LISTENER_TIMEOUT,
    }),
    appUrl: env.APP_URL,
    tokenCache: section({ enabled: env.LOCK_TOKEN_CACHE, store: env.LOCK_TOKEN_CACHE_STORE }),
    databaseUrl: env.LOCK_DATABASE_URL,
    databaseTimeout: env.LOCK_DATABASE_TIMEOUT,
    sqliteDriver: env.LOCK_SQLITE_DRIVER,
    liveEvents: env.LOCK_LIVE_EVENTS,
    otp: section({ enabled: env.LOCK_OTP_ENABLED }),
    sessionLifetime: env.LOCK_SESSION_LIFETIME,
    loginLimit: section({
      enabled: env.LOCK_LOGIN_LIMIT,
      maxAttempts: env.LOCK_LOGIN_MAX_ATTEMPTS,
      maxAttemptsPerEmail: env.LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      maxAttemptsPerAddress: env.LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowSeconds: env.LOCK_LOGIN_WINDOW,
    }),
    passwordResetMailsPerHour: env.LOCK_PASSWORD_RESET_MAILS_PER_HOUR,
    prune: section({ enabled: env.LOCK_PRUNE, interval: env.LOCK_PRUNE_INTERVAL }),
    auditRetention: env.LOCK_AUDIT_RETENTION,
  });
}

/** The options laid over the env's: a field given wins; the nested sections merge field by field. */
export function lockOptionsOverEnv<T extends LockOptions>(options: T, env: NodeJS.ProcessEnv = lockEnv()): T {
  return optionsOverEnv<T>(lockOptionsFromEnv(env) as T, options, [
    'oauth',
    'http',
    'webhook',
    'otp',
    'loginLimit',
    'prune',
  ]);
}

/**
 * The module's options resolved over the env, as its one options provider (`LOCK_RESOLVED_OPTIONS`) reads them
 * once: the only place the lock module reads `process.env`.
 */
export function resolveLockOptions(
  given: LockModuleOptions,
  env: NodeJS.ProcessEnv = lockEnv(),
): LockResolvedOptions {
  return { options: lockOptionsOverEnv(given, env), env };
}

/** The set fields of a nested section, or undefined when none is set. */
function section<T extends object>(fields: T): Partial<T> | undefined {
  const set = withoutUndefined(fields);
  return Object.keys(set).length > 0 ? set : undefined;
}
