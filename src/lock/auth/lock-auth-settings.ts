import { isEnabled, joinUrl, nonBlankString, nonEmptyString } from '../../common/config/config-parsing';
import { numberSetting } from '../../common/config/number-setting';
import type { TokenCacheOptions } from '../../common/token-cache/token-cache-options';
import { LockHttpSettings } from '../http/lock-http-settings';
import type {
  LockAuthMode,
  LockOptions,
  LockTokenResolverName,
  LockTokenStoreName,
} from '../interfaces/lock-options.interface';
import { lockChoiceSetting } from '../support/lock-choice-setting';
import { lockSettingError } from '../support/lock-setting-error';
import { lockUrlSetting } from '../support/lock-url-setting';
import type { LockOAuthClientSettings } from './lock-oauth-client-settings';

/** The account key of a manager on which `as()` was not called. */
export const DEFAULT_LOCK_ACCOUNT = 'default';
/** How long a process uses an account token read from the database when none is set, in seconds. */
export const DEFAULT_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS = 30;
/** The longest an account token read from the database may be used before it is read again: one hour. */
export const MAX_LOCK_ACCOUNT_TOKEN_RECHECK_SECONDS = 60 * 60;

/** The encryption keys of the token cache and of the database's secrets. */
export interface LockCipherKeys {
  /** The key (`appKey`, else `APP_KEY`); undefined when neither is set. */
  key: string | undefined;
  /** Older keys that still decrypt (`previousKeys`, else `APP_PREVIOUS_KEYS`). */
  previousKeys: string[];
}

/**
 * The settings of how API calls authenticate (`LOCK_AUTH`, `LOCK_API_TOKEN`, `LOCK_TOKEN_RESOLVER`,
 * `LOCK_ACCOUNT_TOKEN_RECHECK`, `LOCK_OAUTH_*`, `LOCK_TOKEN_CACHE*`, `APP_KEY`), read from the module's resolved
 * options when used, so an unknown mode fails the call that needs it (with `LockException`) and not the start.
 */
export class LockAuthSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;
  /** The env the keys fall back to (`APP_KEY`, `APP_PREVIOUS_KEYS`), read when used. */
  readonly #env: NodeJS.ProcessEnv;

  constructor(options: LockOptions = {}, env: NodeJS.ProcessEnv = {}) {
    this.#options = options;
    this.#env = env;
  }

  /** `token` (default) or `oauth`. @throws LockException for any other value */
  authMode(): LockAuthMode {
    return lockChoiceSetting('auth', 'LOCK_AUTH', this.#options.auth, ['token', 'oauth'], 'token');
  }

  /**
   * `config`, `store` or `database`. The default is `database` when a database URL is set (`LOCK_DATABASE_URL`,
   * option `databaseUrl`): every account stored there is reachable, and it falls back to the configured tokens;
   * else `config`, so an app that never uses a database never opens one. @throws LockException for another value
   */
  tokenResolver(): LockTokenResolverName {
    return lockChoiceSetting(
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
   * `cache`, `database` or `memory`. The default is `database` when a database URL is set (`LOCK_DATABASE_URL`,
   * option `databaseUrl`): a rotating refresh token then lives, and is refreshed once across processes, where the
   * app's other durable state is, whatever Redis does; else `cache`. @throws LockException for another value
   */
  tokenStore(): LockTokenStoreName {
    return lockChoiceSetting(
      'OAuth token store',
      'LOCK_OAUTH_TOKEN_STORE',
      this.#options.oauth?.tokenStore,
      ['cache', 'database', 'memory'],
      nonBlankString(this.#options.databaseUrl) === undefined ? 'cache' : 'database',
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
   * The OAuth client settings; a setting that is not set is an empty string (see `missingOAuthSettings()`). The
   * vendor's pages default to the API base URL's.
   * @throws LockException for a URL that is not an absolute http(s) URL
   */
  oauthClient(): LockOAuthClientSettings {
    const oauth = this.#options.oauth ?? {};
    const baseUrl = () => new LockHttpSettings(this.#options).baseUrl();
    return {
      clientId: nonEmptyString(oauth.clientId) ?? '',
      clientSecret: oauth.clientSecret ?? '',
      redirectUri:
        lockUrlSetting(oauth.redirectUri, 'LOCK_OAUTH_REDIRECT_URI (option oauth.redirectUri)') ?? '',
      authorizeUrl:
        lockUrlSetting(oauth.authorizeUrl, 'LOCK_OAUTH_AUTHORIZE_URL (option oauth.authorizeUrl)') ??
        joinUrl(baseUrl(), '/oauth/authorize'),
      tokenUrl:
        lockUrlSetting(oauth.tokenUrl, 'LOCK_OAUTH_TOKEN_URL (option oauth.tokenUrl)') ??
        joinUrl(baseUrl(), '/oauth/token'),
      scopes: scopeList(oauth.scopes),
    };
  }

  /** The encryption key settings of the token cache (`appKey`, `previousKeys`), for the database's cipher too. */
  cipherKeys(): LockCipherKeys {
    return {
      key: this.#options.tokenCache?.appKey ?? this.#env.APP_KEY,
      previousKeys: this.#options.tokenCache?.previousKeys ?? (this.#env.APP_PREVIOUS_KEYS ?? '').split(','),
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

/** The scopes of a space- or comma-separated list (or an array), without blanks. */
function scopeList(scopes: string | readonly string[] | undefined): string[] {
  const items = typeof scopes === 'string' ? scopes.split(/[\s,]+/) : [...(scopes ?? [])];
  return items.map((scope) => scope.trim()).filter((scope) => scope !== '');
}
