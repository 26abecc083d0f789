import { randomBytes, randomUUID } from 'node:crypto';
import { ApiSandbox } from './api-sandbox';
import { ACCOUNT_ROUTES } from './lock-sandbox-account';
import { ACCOUNT_INTEGRATION_ROUTES } from './lock-sandbox-account-integrations';
import { ACCOUNT_OTP_ROUTES, otpCode } from './lock-sandbox-account-otp';
import { ACCOUNT_SETTING_ROUTES } from './lock-sandbox-account-settings';
import { ADDRESS_RESERVATION_ROUTES } from './lock-sandbox-address-reservations';
import { ADDRESS_TOKEN_ROUTES } from './lock-sandbox-address-tokens';
import { ADDRESS_ROUTES } from './lock-sandbox-addresses';
import { API_KEY_TOKEN_ROUTES } from './lock-sandbox-api-key-tokens';
import { API_KEY_ROUTES, WEBHOOK_FEATURES } from './lock-sandbox-api-keys';
import { COMPANY_ROUTES } from './lock-sandbox-companies';
import { SERVICE_ROUTES } from './lock-sandbox-services';
import { SUB_ACCOUNT_ROUTES } from './lock-sandbox-sub-accounts';
import { SUBSCRIPTION_ROUTES } from './lock-sandbox-subscriptions';
import {
  accountUserOf,
  createAccountUser,
  deleteAccountUser,
  listAccountUsers,
  updateAccountUser,
} from './lock-sandbox-account-users';
import {
  authOf,
  createAdvancedAuths,
  createAuth,
  createAuths,
  createSharedKeyAuth,
  deleteAuth,
  deleteAuths,
  listAuths,
  updateAuth,
  updateAuths,
} from './lock-sandbox-auths';
import {
  apiError,
  ApiRefusal,
  dateQuery,
  integerQuery,
  isIntegerIn,
  isName,
  limitQuery,
  LockApiRoute,
  MAX_NAME_LENGTH,
  NO_CONTENT,
  numericId,
  ofLock,
  recordOf,
  removeWhere,
  stringQuery,
} from './lock-sandbox-http';
import { intercomBrand, intercomModel, listIntercomBrands, listIntercoms } from './lock-sandbox-intercoms';
import {
  createNotificationConfig,
  deleteNotificationConfig,
  listNotificationConfigs,
  notificationConfigOf,
  updateNotificationConfig,
} from './lock-sandbox-notification-configs';
import { createLockSeedData } from './lock-sandbox-seed';
import {
  DeepReadonly,
  LockAccount,
  LockAccountData,
  LockAccountUser,
  LockDecentralWebhook,
  LockNotificationConfig,
  LockNotificationWebhook,
  LockSandboxData,
  LockSandboxDataView,
  LockSmartlock,
  LockSmartlockLog,
} from './lock-sandbox-data';
import {
  ADVANCED_CONFIG,
  CONFIG,
  OPENER_ADVANCED_CONFIG,
  setAdminPin,
  SMARTDOOR_ADVANCED_CONFIG,
  updateSettings,
  updateWebConfigs,
  WEB_CONFIG,
} from './lock-sandbox-settings';
import { listWebhookLogs } from './lock-sandbox-webhook-logs';
import { randomSecret } from './random-secret';
import { RecordedRequest, SandboxReply, SandboxRequest, SandboxRoute, SandboxServer } from './sandbox-server';

/** Settings of a lock sandbox; every one has a default. */
export interface LockSandboxOptions {
  /** Default: 24 random hex chars. */
  oauthClientId?: string;
  /** Default: 40 random chars that always include the symbols + / = & " % (to prove encoding/redaction). */
  oauthClientSecret?: string;
  /** The only accepted redirect URI; the sandbox never calls it. Default `http://127.0.0.1/lock/oauth/callback`. */
  redirectUri?: string;
  /** Lifetime of OAuth access tokens, default 3600. `null`: the token answer has no expires_in, no expiry by time. */
  tokenLifetimeSeconds?: number | null;
}

/** The OAuth settings a lock client needs to run the authorization-code flow against the sandbox. */
export interface LockSandboxOAuthClientOptions {
  /** The accepted client id. */
  clientId: string;
  /** The accepted client secret. */
  clientSecret: string;
  /** The only accepted redirect URI. */
  redirectUri: string;
  /** `<url>/oauth/authorize`. */
  authorizeUrl: string;
  /** `<url>/oauth/token`. */
  tokenUrl: string;
}

/** The settings a lock client needs to talk to the sandbox. */
export interface LockSandboxClientOptions {
  /** The API base URL. */
  baseUrl: string;
  /** The API token of one account (default: the first). */
  apiToken: string;
  /** The OAuth client settings. */
  oauth: LockSandboxOAuthClientOptions;
}

/** The two webhook APIs: `/api/notification` and `/api/decentralWebhook`. */
export type LockSandboxWebhookApi = 'notification' | 'decentral';

/** A subscription of either webhook API. */
export type LockSandboxSubscription = LockNotificationWebhook | LockDecentralWebhook;

/**
 * One accepted action: `POST /smartlock/{id}/action`, `/action/lock` (action 2), `/action/unlock` (action 1), or
 * one of the advanced API (`/action/advanced`, `/action/lock/advanced`, `/action/unlock/advanced`).
 */
export interface LockSandboxAction {
  /** The account whose token sent it. */
  accountId: number;
  /** The smartlock it was sent to. */
  smartlockId: number;
  /** The action code, 1 to 5. */
  action: number;
  /** Present only when the request carried one. */
  option?: number;
  /** Actions of the advanced API only: the `requestId` it was answered with. */
  requestId?: string;
}

/** Handles an authorized API request of `account`; `data` is the parsed JSON body, `undefined` without one. */
type ApiHandler = (req: SandboxRequest, account: LockAccountData, data: unknown) => SandboxReply;

/** An authorization code or refresh token: whose it is and what it grants. */
interface Grant {
  accountId: number;
  scope: string;
}

interface AuthorizationCode extends Grant {
  /** Epoch ms. */
  expiresAt: number;
}

const AUTHORIZE_PATH = '/oauth/authorize';
const TOKEN_PATH = '/oauth/token';
const CLIENT_SECRET_SYMBOLS = '+/=&"%';
const CLIENT_SECRET_LENGTH = 40;
const DEFAULT_REDIRECT_URI = 'http://127.0.0.1/lock/oauth/callback';
const AUTHORIZATION_CODE_LIFETIME_MS = 60_000;
const KNOWN_SCOPES = new Set([
  'account',
  'notification',
  'smartlock',
  'smartlock.readOnly',
  'smartlock.action',
  'smartlock.auth',
  'smartlock.config',
  'smartlock.log',
  'smartlock.create',
]);
const DEFAULT_SCOPE = 'account notification smartlock smartlock.action smartlock.auth smartlock.log';
const WEBHOOK_FEATURE_NAMES: ReadonlySet<string> = new Set(WEBHOOK_FEATURES);
const OPENER_TYPE = 2;
/** Action 2: lock, or on an opener deactivate ring to open. */
const LOCK_ACTION = 2;
/** Action 1: unlock, or on an opener activate ring to open. */
const UNLOCK_ACTION = 1;
/** An opener's ring to open lasts this long when it has no advanced config. */
const DEFAULT_RTO_MINUTES = 20;
const LOG_LIMIT_DEFAULT = 20;
const LOG_LIMIT_MAX = 50;
/** The `state.state` a lock (types 0, 3, 4) settles in after each action: the lock'n'go cycles end locked. */
const LOCK_STATE_AFTER_ACTION: Record<number, number> = { 1: 3, 2: 1, 3: 5, 4: 1, 5: 1 };
/** The `state.state` of an opener after activating (1) or deactivating (2) ring to open, or opening (3). */
const OPENER_STATE_AFTER_ACTION: Record<number, number> = { 1: 3, 2: 1, 3: 5 };
/** The `state.mode` of an opener after activating (6) or deactivating (7) continuous mode: 3 continuous, 2 door. */
const OPENER_MODE_AFTER_ACTION: Record<number, number> = { 6: 3, 7: 2 };
const UNAUTHORIZED: SandboxReply = {
  status: 401,
  body: { detailMessage: 'Your access token is not authorized', stackTrace: [] },
  headers: { 'www-authenticate': 'Bearer' },
};
const BODY_METHODS = ['POST', 'PUT', 'DELETE'];
/** The operations of the account's own data beyond its devices, one group file each. */
const ACCOUNT_DATA_ROUTES: readonly LockApiRoute[] = [
  ACCOUNT_ROUTES,
  ACCOUNT_OTP_ROUTES,
  ACCOUNT_SETTING_ROUTES,
  ACCOUNT_INTEGRATION_ROUTES,
  SUB_ACCOUNT_ROUTES,
  API_KEY_ROUTES,
  API_KEY_TOKEN_ROUTES,
  ADDRESS_TOKEN_ROUTES,
  ADDRESS_ROUTES,
  ADDRESS_RESERVATION_ROUTES,
  SUBSCRIPTION_ROUTES,
  SERVICE_ROUTES,
  COMPANY_ROUTES,
].flat();

/**
 * The lock vendor's cloud API on 127.0.0.1 for tests: the OAuth authorization-code flow (`/oauth/authorize`,
 * `/oauth/token` with rotating refresh tokens) and every operation of the vendor's OpenAPI (account with its
 * settings, one-time password, integrations, sub accounts and users; smartlocks with their settings, actions
 * (also of the advanced API), sync, logs, authorizations (also in bulk and of the advanced API); the vendor's
 * notification API; API keys with their advanced part, tokens and webhook logs; addresses with units, bookings
 * and invitations; subscriptions, partner services, companies; the opener's intercom catalogue), plus the spec's
 * `/api/notification` webhook API, over three seeded accounts. A bearer token, either an account's API token (never expires)
 * or an OAuth access token, decides whose data is visible: a device of another account is 403, an unknown id
 * 404; only the intercom catalogue needs no token, as the OpenAPI documents it. Errors are JSON
 * `{ detailMessage, stackTrace }`. URL, request log, faults and the OAuth token helpers (`expireTokens`,
 * `revokeToken`, `setTokenLifetime`) come from `ApiSandbox`.
 */
export class LockSandbox extends ApiSandbox {
  /** The API base URL (the API sits at the root of the sandbox). */
  readonly baseUrl: string;
  /** The consent page URL, `<url>/oauth/authorize`. */
  readonly authorizeUrl: string;
  /** The token endpoint URL, `<url>/oauth/token`. */
  readonly tokenUrl: string;
  /** The path of the token endpoint. */
  readonly tokenPath: string = TOKEN_PATH;
  /** The accepted OAuth client id. */
  readonly oauthClientId: string;
  /** The accepted OAuth client secret. */
  readonly oauthClientSecret: string;
  /** The only accepted redirect URI. */
  readonly redirectUri: string;
  /** Every authorization code handed out, in order. */
  readonly authorizationCodes: string[] = [];
  /** Every refresh token handed out, in order. */
  readonly issuedRefreshTokens: string[] = [];
  private readonly seed: LockSandboxData = createLockSeedData();
  private readonly apiTokens = new Map<number, string>();
  private readonly revokedApiTokens = new Set<string>();
  private readonly oauthAccounts = new Map<string, number>();
  private readonly openCodes = new Map<string, AuthorizationCode>();
  private readonly openRefreshTokens = new Map<string, Grant>();
  private readonly acceptedActions: LockSandboxAction[] = [];
  private readonly syncCounts = new Map<number, number>();
  private signedInAccountId: number;

  private constructor(settings: Required<LockSandboxOptions>, server: SandboxServer) {
    super(server, settings.tokenLifetimeSeconds);
    this.baseUrl = server.url;
    this.authorizeUrl = `${server.url}${AUTHORIZE_PATH}`;
    this.tokenUrl = `${server.url}${TOKEN_PATH}`;
    this.oauthClientId = settings.oauthClientId;
    this.oauthClientSecret = settings.oauthClientSecret;
    this.redirectUri = settings.redirectUri;
    this.seed.accounts.forEach(({ account }) =>
      this.apiTokens.set(account.accountId, randomBytes(40).toString('hex')),
    );
    this.signedInAccountId = this.seed.accounts[0].account.accountId;
  }

  /** Starts a lock sandbox on 127.0.0.1 and a free port. */
  static async start(options: LockSandboxOptions = {}): Promise<LockSandbox> {
    const settings: Required<LockSandboxOptions> = {
      oauthClientId: options.oauthClientId ?? randomBytes(12).toString('hex'),
      oauthClientSecret:
        options.oauthClientSecret ?? randomSecret(CLIENT_SECRET_LENGTH, CLIENT_SECRET_SYMBOLS),
      redirectUri: options.redirectUri ?? DEFAULT_REDIRECT_URI,
      tokenLifetimeSeconds: options.tokenLifetimeSeconds === undefined ? 3600 : options.tokenLifetimeSeconds,
    };
    // The handlers run only for requests, which come after `sandbox` is set.
    const api = (method: string, path: string, handler: ApiHandler): SandboxRoute => ({
      method,
      path,
      handler: (req) => sandbox.answerApiRequest(req, handler),
    });
    const lockRoute = (
      method: string,
      path: string,
      handler: (
        req: SandboxRequest,
        lock: LockSmartlock,
        account: LockAccountData,
        data: unknown,
      ) => SandboxReply,
    ): SandboxRoute =>
      api(method, `/smartlock/:smartlockId${path}`, (req, account, data) =>
        handler(req, sandbox.lockOf(account, req.params.smartlockId), account, data),
      );
    const accounts = () => sandbox.seed.accounts;
    const lockFinder = (account: LockAccountData) => (rawId: string) => sandbox.lockOf(account, rawId);
    const userRoute = (
      method: string,
      handler: (user: LockAccountUser, account: LockAccountData, data: unknown) => SandboxReply,
    ): SandboxRoute =>
      api(method, '/account/user/:accountUserId', (req, account, data) =>
        handler(accountUserOf(account, accounts(), req.params.accountUserId), account, data),
      );
    const notificationRoute = (
      method: string,
      handler: (config: LockNotificationConfig, account: LockAccountData, data: unknown) => SandboxReply,
    ): SandboxRoute =>
      api(method, '/notification/:notificationId', (req, account, data) =>
        handler(notificationConfigOf(account, accounts(), req.params.notificationId), account, data),
      );
    const server = await SandboxServer.start([
      { method: 'GET', path: AUTHORIZE_PATH, handler: (req) => sandbox.answerAuthorize(req) },
      { method: 'POST', path: TOKEN_PATH, handler: (req) => sandbox.answerTokenRequest(req) },
      api('GET', '/account', (_req, account) => ({ status: 200, body: account.account })),
      api('DELETE', '/account', (_req, account) => sandbox.closeAccount(account)),
      ...ACCOUNT_DATA_ROUTES.map((route) =>
        api(route.method, route.path, (req, account, data) =>
          route.handle({ req, account, data, accounts: accounts(), lockOf: lockFinder(account) }),
        ),
      ),
      api('GET', '/account/user', (req, account) => listAccountUsers(req, account)),
      api('PUT', '/account/user', (_req, account, data) => createAccountUser(account, accounts(), data)),
      userRoute('GET', (user) => ({ status: 200, body: user })),
      userRoute('POST', (user, account, data) => updateAccountUser(account, user, data)),
      userRoute('DELETE', (user, account) => deleteAccountUser(account, user)),
      api('GET', '/smartlock', (req, account) => listSmartlocks(req, account)),
      api('GET', '/smartlock/log', (req, account) => listLogs(req, account.logs, false)),
      api('GET', '/smartlock/auth', (req, account) => listAuths(req, account.auths, true)),
      api('PUT', '/smartlock/auth', (_req, account, data) => createAuths(account, lockFinder(account), data)),
      api('POST', '/smartlock/auth', (_req, account, data) => updateAuths(account, data)),
      api('DELETE', '/smartlock/auth', (_req, account, data) => deleteAuths(account, data)),
      api('PUT', '/smartlock/auth/advanced', (_req, account, data) =>
        createAdvancedAuths(account, lockFinder(account), data),
      ),
      api('POST', '/bulk-web-config', (_req, account, data) => updateWebConfigs(lockFinder(account), data)),
      lockRoute('GET', '', (_req, lock) => ({ status: 200, body: lock })),
      lockRoute('POST', '', (_req, lock, _account, data) => updateSmartlock(lock, data)),
      lockRoute('DELETE', '', (_req, lock, account) => deleteSmartlock(lock, account)),
      lockRoute('POST', '/action', (_req, lock, account, data) => sandbox.applyAction(lock, account, data)),
      lockRoute('POST', '/action/lock', (_req, lock, account) =>
        sandbox.applyAction(lock, account, { action: LOCK_ACTION }),
      ),
      lockRoute('POST', '/action/unlock', (_req, lock, account) =>
        sandbox.applyAction(lock, account, { action: UNLOCK_ACTION }),
      ),
      lockRoute('POST', '/action/advanced', (_req, lock, account, data) =>
        sandbox.applyAdvancedAction(lock, account, data),
      ),
      lockRoute('POST', '/action/lock/advanced', (_req, lock, account) =>
        sandbox.applyAdvancedAction(lock, account, { action: LOCK_ACTION }),
      ),
      lockRoute('POST', '/action/unlock/advanced', (_req, lock, account) =>
        sandbox.applyAdvancedAction(lock, account, { action: UNLOCK_ACTION }),
      ),
      lockRoute('POST', '/sync', (_req, lock) => sandbox.countSync(lock)),
      lockRoute('POST', '/config', (_req, lock, _account, data) => updateSettings(lock, CONFIG, data)),
      lockRoute('POST', '/advanced/config', (_req, lock, _account, data) =>
        updateSettings(lock, ADVANCED_CONFIG, data),
      ),
      lockRoute('POST', '/advanced/openerconfig', (_req, lock, _account, data) =>
        updateSettings(lock, OPENER_ADVANCED_CONFIG, data),
      ),
      lockRoute('POST', '/advanced/smartdoorconfig', (_req, lock, _account, data) =>
        updateSettings(lock, SMARTDOOR_ADVANCED_CONFIG, data),
      ),
      lockRoute('POST', '/web/config', (_req, lock, _account, data) =>
        updateSettings(lock, WEB_CONFIG, data),
      ),
      lockRoute('POST', '/admin/pin', (_req, lock, _account, data) => setAdminPin(lock, data)),
      lockRoute('GET', '/log', (req, lock, account) =>
        listLogs(req, account.logs.filter(ofLock(lock)), true),
      ),
      lockRoute('GET', '/auth', (req, lock, account) =>
        listAuths(req, account.auths.filter(ofLock(lock)), false),
      ),
      lockRoute('PUT', '/auth', (_req, lock, account, data) => createAuth(lock, account, data)),
      lockRoute('POST', '/auth/advanced/sharedkey', (_req, lock, account, data) =>
        createSharedKeyAuth(lock, account, data),
      ),
      lockRoute('GET', '/auth/:id', (req, lock, account) => ({
        status: 200,
        body: authOf(account, lock, req.params.id),
      })),
      lockRoute('POST', '/auth/:id', (req, lock, account, data) =>
        updateAuth(account, authOf(account, lock, req.params.id), data),
      ),
      lockRoute('DELETE', '/auth/:id', (req, lock, account) =>
        deleteAuth(account, authOf(account, lock, req.params.id)),
      ),
      api('GET', '/notification', (req, account) => listNotificationConfigs(req, account)),
      api('PUT', '/notification', (_req, account, data) =>
        createNotificationConfig(account, lockFinder(account), data),
      ),
      notificationRoute('GET', (config) => ({ status: 200, body: config })),
      notificationRoute('POST', (config, account, data) =>
        updateNotificationConfig(account, lockFinder(account), config, data),
      ),
      notificationRoute('DELETE', (config, account) => deleteNotificationConfig(account, config)),
      api('GET', '/api/notification', (_req, account) => ({ status: 200, body: account.notifications })),
      api('PUT', '/api/notification', (_req, account, data) => subscribeNotification(account, data)),
      api('DELETE', '/api/notification/:id', (req, account) =>
        unsubscribeNotification(account, req.params.id),
      ),
      api('GET', '/api/decentralWebhook', (_req, account) => ({
        status: 200,
        body: account.decentralWebhooks,
      })),
      api('PUT', '/api/decentralWebhook', (_req, account, data) => sandbox.subscribeDecentral(account, data)),
      api('DELETE', '/api/decentralWebhook/:id', (req, account) =>
        unsubscribeDecentral(account, req.params.id),
      ),
      api('GET', '/api/key/:apiKeyId/webhook/logs', (req, account) =>
        listWebhookLogs(req, account, accounts()),
      ),
      publicRoute('/opener/brand', () => listIntercomBrands()),
      publicRoute('/opener/brand/:brandId', (req) => intercomBrand(req.params.brandId)),
      publicRoute('/opener/intercom', (req) => listIntercoms(req)),
      publicRoute('/opener/intercom/:intercomId', (req) => intercomModel(req.params.intercomId)),
      { method: '*', path: '/*', handler: () => apiError(404, 'Not found') },
    ]);
    const sandbox = new LockSandbox(settings, server);
    return sandbox;
  }

  /** What the API serves, live: the seed and every change made through the API since. */
  get data(): LockSandboxDataView {
    return this.seed;
  }

  /** The vendor accounts (as `GET /account` answers them), in seed order. */
  get accounts(): DeepReadonly<LockAccount>[] {
    return this.seed.accounts.map(({ account }) => account);
  }

  /** Every accepted smartlock action, in order. */
  get actions(): readonly Readonly<LockSandboxAction>[] {
    return this.acceptedActions;
  }

  /** The number of accepted sync requests per smartlock id. */
  get syncs(): ReadonlyMap<number, number> {
    return this.syncCounts;
  }

  /** The API token of an account (default: the first); it never expires. */
  apiToken(accountId: number = this.seed.accounts[0].account.accountId): string {
    const token = this.apiTokens.get(accountId);
    if (token === undefined) {
      throw new RangeError(`The lock sandbox has no account ${accountId}`);
    }
    return token;
  }

  /**
   * The code an authenticator app shows now for the one-time password secret of an account (`PUT /account/otp`
   * created it), as `POST /account/otp` takes it; `undefined` when the account has no secret.
   */
  otpCode(accountId: number = this.seed.accounts[0].account.accountId): string | undefined {
    const secret = this.accountData(accountId).otp.secret;
    return secret === undefined ? undefined : otpCode(secret);
  }

  /** Makes the API token of an account invalid: the API answers 401 for it from now on. */
  revokeApiToken(accountId: number): void {
    this.revokedApiTokens.add(this.apiToken(accountId));
  }

  /** The settings for a lock client pointed at this sandbox, with the API token of `accountId` (default: the first). */
  clientOptions(accountId?: number): LockSandboxClientOptions {
    return {
      baseUrl: this.baseUrl,
      apiToken: this.apiToken(accountId),
      oauth: {
        clientId: this.oauthClientId,
        clientSecret: this.oauthClientSecret,
        redirectUri: this.redirectUri,
        authorizeUrl: this.authorizeUrl,
        tokenUrl: this.tokenUrl,
      },
    };
  }

  /** The account that `/oauth/authorize` grants access to from now on (default: the first account). */
  signInAs(accountId: number): void {
    this.accountData(accountId);
    this.signedInAccountId = accountId;
  }

  /** An authorization code, as if the user had consented in the browser (default: the signed-in account). */
  issueAuthorizationCode(accountId: number = this.signedInAccountId, scope: string = DEFAULT_SCOPE): string {
    this.accountData(accountId);
    const code = randomBytes(24).toString('base64url');
    this.openCodes.set(code, { accountId, scope, expiresAt: Date.now() + AUTHORIZATION_CODE_LIFETIME_MS });
    this.authorizationCodes.push(code);
    return code;
  }

  /** Makes every authorization code handed out so far expired (codes live one minute). */
  expireAuthorizationCodes(): void {
    this.openCodes.forEach((code) => (code.expiresAt = 0));
  }

  /** The account an OAuth access token or API token gives access to, or `undefined` when it gives none. */
  accountIdOf(token: string): number | undefined {
    return this.accountOfToken(token)?.account.accountId;
  }

  /** The recorded POST requests to the token endpoint, only those of `grantType` when given. */
  tokenRequests(grantType?: string): RecordedRequest[] {
    return this.requestsTo('POST', TOKEN_PATH).filter(
      (request) =>
        grantType === undefined || new URLSearchParams(request.body).get('grant_type') === grantType,
    );
  }

  /** The recorded token requests with `grant_type=refresh_token`. */
  refreshRequests(): RecordedRequest[] {
    return this.tokenRequests('refresh_token');
  }

  /** The subscriptions of one webhook API, of one account or (default) of all. */
  subscriptions(api: LockSandboxWebhookApi, accountId?: number): DeepReadonly<LockSandboxSubscription>[] {
    const owners = accountId === undefined ? this.seed.accounts : [this.accountData(accountId)];
    return owners.flatMap((owner): LockSandboxSubscription[] =>
      api === 'notification' ? owner.notifications : owner.decentralWebhooks,
    );
  }

  private accountData(accountId: number): LockAccountData {
    const found = this.seed.accounts.find(({ account }) => account.accountId === accountId);
    if (found === undefined) {
      throw new RangeError(`The lock sandbox has no account ${accountId}`);
    }
    return found;
  }

  private accountOfToken(token: string): LockAccountData | undefined {
    const apiAccount = [...this.apiTokens].find(([, apiToken]) => apiToken === token)?.[0];
    if (apiAccount !== undefined) {
      return this.revokedApiTokens.has(token) ? undefined : this.accountData(apiAccount);
    }
    const keyOwner = this.seed.accounts.find((owner) =>
      owner.apiKeys.some((key) => key.tokens.some((apiKeyToken) => apiKeyToken.accessToken === token)),
    );
    if (keyOwner !== undefined) {
      return this.revokedApiTokens.has(this.apiToken(keyOwner.account.accountId)) ? undefined : keyOwner;
    }
    const oauthAccount = this.oauthAccounts.get(token);
    return oauthAccount !== undefined && this.tokens.isValid(token)
      ? this.accountData(oauthAccount)
      : undefined;
  }

  private answerAuthorize(req: SandboxRequest): SandboxReply {
    const param = (name: string) =>
      typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined;
    const invalid = (description: string, error = 'invalid_request'): SandboxReply => ({
      status: 400,
      body: { error, error_description: description },
    });
    if (param('client_id') !== this.oauthClientId) {
      return invalid('unknown client_id');
    }
    if (param('redirect_uri') !== this.redirectUri) {
      return invalid('redirect_uri does not match the registered one');
    }
    if (param('response_type') !== 'code') {
      return invalid('response_type must be code');
    }
    const scope = param('scope') ?? DEFAULT_SCOPE;
    const scopes = scope.split(' ').filter((name) => name !== '');
    if (scopes.length === 0 || !scopes.every((name) => KNOWN_SCOPES.has(name))) {
      return invalid(`unknown scope in "${scope}"`, 'invalid_scope');
    }
    const location = new URL(this.redirectUri);
    location.searchParams.set('code', this.issueAuthorizationCode(this.signedInAccountId, scopes.join(' ')));
    const state = param('state');
    if (state !== undefined) {
      location.searchParams.set('state', state);
    }
    return { status: 302, headers: { location: location.toString() } };
  }

  private answerTokenRequest(req: SandboxRequest): SandboxReply {
    if (mediaType(req) !== 'application/x-www-form-urlencoded') {
      return oauthError(400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    }
    const form = req.form();
    if (form.client_id !== this.oauthClientId || form.client_secret !== this.oauthClientSecret) {
      return oauthError(401, 'invalid_client', 'client authentication failed');
    }
    if (form.grant_type === 'authorization_code') {
      return this.exchangeCode(form);
    }
    if (form.grant_type === 'refresh_token') {
      return this.exchangeRefreshToken(form);
    }
    return oauthError(
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  }

  /** A known code is used up by its first exchange, also a refused one. */
  private exchangeCode(form: Record<string, string>): SandboxReply {
    const code = this.openCodes.get(form.code ?? '');
    this.openCodes.delete(form.code ?? '');
    if (code === undefined || Date.now() >= code.expiresAt) {
      return oauthError(400, 'invalid_grant', 'the authorization code is invalid, used or expired');
    }
    if (form.redirect_uri !== this.redirectUri) {
      return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    }
    return this.issueTokens(code);
  }

  /** Refresh tokens rotate: the one used is invalid afterwards. */
  private exchangeRefreshToken(form: Record<string, string>): SandboxReply {
    const grant = this.openRefreshTokens.get(form.refresh_token ?? '');
    if (grant === undefined) {
      return oauthError(400, 'invalid_grant', 'the refresh token is invalid or used');
    }
    this.openRefreshTokens.delete(form.refresh_token);
    return this.issueTokens(grant);
  }

  private issueTokens({ accountId, scope }: Grant): SandboxReply {
    const lifetime = this.tokenLifetimeSeconds;
    const accessToken = this.tokens.issueOpaque(lifetime);
    this.oauthAccounts.set(accessToken, accountId);
    const refreshToken = randomBytes(48).toString('base64url');
    this.openRefreshTokens.set(refreshToken, { accountId, scope });
    this.issuedRefreshTokens.push(refreshToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'bearer',
        ...(lifetime === null ? {} : { expires_in: lifetime }),
        refresh_token: refreshToken,
        scope,
      },
    };
  }

  /** Finds the caller's account, then reads the JSON body of a POST or PUT, then runs the handler. */
  private answerApiRequest(req: SandboxRequest, handler: ApiHandler): SandboxReply {
    const token = req.bearerToken();
    const account = token === undefined ? undefined : this.accountOfToken(token);
    if (account === undefined) {
      return UNAUTHORIZED;
    }
    let data: unknown;
    if (BODY_METHODS.includes(req.method) && req.body !== '') {
      const type = mediaType(req);
      if (type !== 'application/json') {
        return apiError(415, `Unsupported media type '${type}'`);
      }
      data = req.json();
      if (data === undefined) {
        return apiError(400, 'The request body is not valid JSON');
      }
    }
    return answerRefusals(() => handler(req, account, data));
  }

  /** The caller's smartlock with this id; 403 when it belongs to another account, 404 when there is none. */
  private lockOf(account: LockAccountData, rawId: string): LockSmartlock {
    const smartlockId = numericId(rawId);
    const own = account.smartlocks.find((lock) => lock.smartlockId === smartlockId);
    if (own !== undefined) {
      return own;
    }
    const foreign = this.seed.accounts.some((other) =>
      other.smartlocks.some((lock) => lock.smartlockId === smartlockId),
    );
    throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, 'Smartlock not found'));
  }

  /**
   * Sets `state.state` and `state.lastAction` as the device would after the action (and an opener's ring to open
   * timer), and records it, with the `requestId` of an action of the advanced API.
   */
  private applyAction(
    lock: LockSmartlock,
    account: LockAccountData,
    data: unknown,
    requestId?: string,
  ): SandboxReply {
    const body = recordOf(data);
    const { action, option } = body;
    if (!isIntegerIn(action, 1, 7)) {
      return apiError(400, 'action must be an integer from 1 to 7');
    }
    if (option !== undefined && !isIntegerIn(option, 0, 7)) {
      return apiError(400, 'option must be an integer from 0 to 7');
    }
    const opener = lock.type === OPENER_TYPE;
    const nextMode = opener ? OPENER_MODE_AFTER_ACTION[action] : undefined;
    const nextState =
      nextMode !== undefined
        ? lock.state.state
        : (opener ? OPENER_STATE_AFTER_ACTION : LOCK_STATE_AFTER_ACTION)[action];
    if (nextState === undefined) {
      return apiError(400, `action ${action} is not supported by ${opener ? 'an opener' : 'a smart lock'}`);
    }
    if (nextMode !== undefined) lock.state.mode = nextMode;
    lock.state.state = nextState;
    lock.state.lastAction = action;
    if (opener) {
      updateRingToOpen(lock, action);
    }
    this.acceptedActions.push({
      accountId: account.account.accountId,
      smartlockId: lock.smartlockId,
      action,
      ...(option === undefined ? {} : { option: option as number }),
      ...(requestId === undefined ? {} : { requestId }),
    });
    return NO_CONTENT;
  }

  /** An action of the advanced API: applied and recorded like one of `/action`, answered with a new `requestId`. */
  private applyAdvancedAction(lock: LockSmartlock, account: LockAccountData, data: unknown): SandboxReply {
    const requestId = randomUUID();
    const reply = this.applyAction(lock, account, data, requestId);
    return reply.status === NO_CONTENT.status ? { status: 200, body: { requestId } } : reply;
  }

  private countSync(lock: LockSmartlock): SandboxReply {
    this.syncCounts.set(lock.smartlockId, (this.syncCounts.get(lock.smartlockId) ?? 0) + 1);
    return NO_CONTENT;
  }

  /**
   * `DELETE /account`: the account is closed: its API token, its OAuth access tokens and the tokens of its API keys
   * answer 401 from now on (`data` keeps what it had).
   */
  private closeAccount(account: LockAccountData): SandboxReply {
    const { accountId } = account.account;
    this.revokeApiToken(accountId);
    this.oauthAccounts.forEach((owner, token) => owner === accountId && this.oauthAccounts.delete(token));
    this.openRefreshTokens.forEach(
      (grant, token) => grant.accountId === accountId && this.openRefreshTokens.delete(token),
    );
    return NO_CONTENT;
  }

  /** Decentral webhook ids are unique over all accounts. */
  private subscribeDecentral(account: LockAccountData, data: unknown): SandboxReply {
    const body = recordOf(data);
    requireWebhook(body.webhookUrl, 'webhookUrl', body.webhookFeatures);
    const ids = this.seed.accounts.flatMap((owner) => owner.decentralWebhooks.map((webhook) => webhook.id));
    const webhook: LockDecentralWebhook = {
      id: Math.max(0, ...ids) + 1,
      secret: signingSecret(),
      webhookUrl: body.webhookUrl as string,
      webhookFeatures: [...(body.webhookFeatures as string[])],
    };
    account.decentralWebhooks.push(webhook);
    return { status: 200, body: webhook };
  }
}

function listSmartlocks(req: SandboxRequest, account: LockAccountData): SandboxReply {
  const authId = integerQuery(req, 'authId');
  const type = integerQuery(req, 'type');
  const found = account.smartlocks.filter(
    (lock) => (authId === undefined || lock.authId === authId) && (type === undefined || lock.type === type),
  );
  return { status: 200, body: found };
}

/** Newest first, narrowed by the filters, then paged: `id` keeps the entries older than that entry, `limit` cuts. */
function listLogs(req: SandboxRequest, logs: LockSmartlockLog[], byAuth: boolean): SandboxReply {
  const limit = limitQuery(req, LOG_LIMIT_DEFAULT, LOG_LIMIT_MAX);
  const fromDate = dateQuery(req, 'fromDate');
  const toDate = dateQuery(req, 'toDate');
  const action = integerQuery(req, 'action');
  const accountUserId = integerQuery(req, 'accountUserId');
  const authId = byAuth ? stringQuery(req, 'authId') : undefined;
  const pagingId = stringQuery(req, 'id');
  const newestFirst = [...logs].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const pagingIndex = pagingId === undefined ? -1 : newestFirst.findIndex((log) => log.id === pagingId);
  if (pagingId !== undefined && pagingIndex === -1) {
    return { status: 200, body: [] };
  }
  const found = newestFirst
    .slice(pagingIndex + 1)
    .filter(
      (log) =>
        (fromDate === undefined || Date.parse(log.date) >= fromDate) &&
        (toDate === undefined || Date.parse(log.date) <= toDate) &&
        (action === undefined || log.action === action) &&
        (accountUserId === undefined || log.accountUserId === accountUserId) &&
        (authId === undefined || log.authId === authId),
    );
  return { status: 200, body: found.slice(0, limit) };
}

/** Merges `name` and `favorite` (the writable fields of `SmartlockUpdate`); other keys are ignored. */
function updateSmartlock(lock: LockSmartlock, data: unknown): SandboxReply {
  const body = recordOf(data);
  if (body.name !== undefined && !isName(body.name)) {
    return apiError(400, `name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  if (body.favorite !== undefined && typeof body.favorite !== 'boolean') {
    return apiError(400, 'favorite must be a boolean');
  }
  if (body.name !== undefined) {
    lock.name = body.name as string;
  }
  if (body.favorite !== undefined) {
    lock.favorite = body.favorite as boolean;
  }
  lock.updateDate = new Date().toISOString();
  return NO_CONTENT;
}

/** An opener's ring to open: activating it (action 1) starts it for `rtoTimeout` minutes, action 2 ends it. */
function updateRingToOpen(lock: LockSmartlock, action: number): void {
  if (action === UNLOCK_ACTION) {
    const minutes = lock.openerAdvancedConfig?.rtoTimeout ?? DEFAULT_RTO_MINUTES;
    lock.state.ringToOpenTimer = minutes * 60;
    lock.state.ringToOpenEnd = new Date(Date.now() + minutes * 60_000).toISOString();
  } else if (action === LOCK_ACTION) {
    lock.state.ringToOpenTimer = 0;
    delete lock.state.ringToOpenEnd;
  }
}

/** Removes the smartlock from the account with its authorizations and log entries. */
function deleteSmartlock(lock: LockSmartlock, account: LockAccountData): SandboxReply {
  removeWhere(account.smartlocks, (candidate) => candidate === lock);
  removeWhere(account.auths, ofLock(lock));
  removeWhere(account.logs, ofLock(lock));
  return NO_CONTENT;
}

function subscribeNotification(account: LockAccountData, data: unknown): SandboxReply {
  const body = recordOf(data);
  if (body.notificationType !== 'webhook') {
    return apiError(400, 'notificationType must be webhook');
  }
  requireWebhook(body.pushId, 'pushId', body.webhookFeatures);
  if (body.referenceId !== undefined && typeof body.referenceId !== 'string') {
    return apiError(400, 'referenceId must be a string');
  }
  const subscription: LockNotificationWebhook = {
    id: randomBytes(12).toString('hex'),
    notificationType: 'webhook',
    pushId: body.pushId as string,
    webhookFeatures: [...(body.webhookFeatures as string[])],
    secret: signingSecret(),
    ...(body.referenceId === undefined ? {} : { referenceId: body.referenceId }),
    creationDate: new Date().toISOString(),
  };
  account.notifications.push(subscription);
  return { status: 200, body: subscription };
}

function unsubscribeNotification(account: LockAccountData, id: string): SandboxReply {
  const index = account.notifications.findIndex((subscription) => subscription.id === id);
  if (index === -1) {
    return apiError(404, 'Notification not found');
  }
  account.notifications.splice(index, 1);
  return NO_CONTENT;
}

function unsubscribeDecentral(account: LockAccountData, id: string): SandboxReply {
  const index = account.decentralWebhooks.findIndex((webhook) => String(webhook.id) === id);
  if (index === -1) {
    return apiError(404, 'Decentral webhook not found');
  }
  account.decentralWebhooks.splice(index, 1);
  return NO_CONTENT;
}

/** Refuses (400) a callback URL that is no http(s) URL, or features that are not a non-empty list of known ones. */
function requireWebhook(url: unknown, urlField: string, features: unknown): void {
  if (typeof url !== 'string' || !/^https?:$/.test(parsedUrl(url)?.protocol ?? '')) {
    throw new ApiRefusal(apiError(400, `${urlField} must be an http(s) URL`));
  }
  const valid =
    Array.isArray(features) &&
    features.length > 0 &&
    new Set(features).size === features.length &&
    features.every((feature) => WEBHOOK_FEATURE_NAMES.has(feature as string));
  if (!valid) {
    throw new ApiRefusal(
      apiError(
        400,
        `webhookFeatures must be a non-empty list of distinct values of ${[...WEBHOOK_FEATURE_NAMES].join(', ')}`,
      ),
    );
  }
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** A random 40-character hex key that signs webhook callbacks. */
function signingSecret(): string {
  return randomBytes(20).toString('hex');
}

/** A GET route the OpenAPI documents without security: it answers without a token. */
function publicRoute(path: string, handler: (req: SandboxRequest) => SandboxReply): SandboxRoute {
  return { method: 'GET', path, handler: (req) => answerRefusals(() => handler(req)) };
}

/** Runs the handler; an `ApiRefusal` it throws becomes its answer. */
function answerRefusals(handler: () => SandboxReply): SandboxReply {
  try {
    return handler();
  } catch (error) {
    if (error instanceof ApiRefusal) {
      return error.reply;
    }
    throw error;
  }
}

/** The request's content type without parameters, in lower case; `''` when it has none. */
function mediaType(req: SandboxRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function oauthError(status: number, error: string, description: string): SandboxReply {
  return { status, body: { error, error_description: description } };
}
