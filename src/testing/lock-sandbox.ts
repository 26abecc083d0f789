import { randomBytes } from 'node:crypto';
import { ApiSandbox } from './api-sandbox';
import {
  createLockSeedData,
  DeepReadonly,
  LockAccount,
  LockAccountData,
  LockDecentralWebhook,
  LockNotificationWebhook,
  LockSandboxData,
  LockSandboxDataView,
  LockSmartlock,
  LockSmartlockAuth,
  LockSmartlockLog,
} from './lock-sandbox-seed';
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

/** One accepted `POST /smartlock/{id}/action`. */
export interface LockSandboxAction {
  /** The account whose token sent it. */
  accountId: number;
  /** The smartlock it was sent to. */
  smartlockId: number;
  /** The action code, 1 to 5. */
  action: number;
  /** Present only when the request carried one. */
  option?: number;
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

/** Thrown inside an API handler to answer with an error instead. */
class ApiRefusal extends Error {
  constructor(readonly reply: SandboxReply) {
    super(`HTTP ${reply.status}`);
  }
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
const WEBHOOK_FEATURES = new Set([
  'DEVICE_STATUS',
  'DEVICE_MASTERDATA',
  'DEVICE_CONFIG',
  'DEVICE_LOGS',
  'DEVICE_AUTHS',
  'ACCOUNT_USER',
]);
const OPENER_TYPE = 2;
const KEYPAD_CODE_TYPE = 13;
const CREATABLE_AUTH_TYPES = [0, 2, KEYPAD_CODE_TYPE];
const MAX_NAME_LENGTH = 32;
const LOG_LIMIT_DEFAULT = 20;
const LOG_LIMIT_MAX = 50;
const MINUTES_PER_DAY = 1440;
const KEYPAD_CODE = /^[1-9]{6}$/;
/** The `state.state` a lock (types 0, 3, 4) settles in after each action: the lock'n'go cycles end locked. */
const LOCK_STATE_AFTER_ACTION: Record<number, number> = { 1: 3, 2: 1, 3: 5, 4: 1, 5: 1 };
/** The `state.state` of an opener after activating (1) or deactivating (2) ring to open, or opening (3). */
const OPENER_STATE_AFTER_ACTION: Record<number, number> = { 1: 3, 2: 1, 3: 5 };
const UNAUTHORIZED: SandboxReply = {
  status: 401,
  body: { detailMessage: 'Your access token is not authorized', stackTrace: [] },
  headers: { 'www-authenticate': 'Bearer' },
};
const NO_CONTENT: SandboxReply = { status: 204 };
const BODY_METHODS = ['POST', 'PUT'];

/**
 * The lock vendor's cloud API on 127.0.0.1 for tests: the OAuth authorization-code flow (`/oauth/authorize`,
 * `/oauth/token` with rotating refresh tokens) and the API (account, smartlocks, actions, sync, logs,
 * authorizations, both webhook APIs) over two seeded accounts. A bearer token, either an account's API token
 * (never expires) or an OAuth access token, decides whose data is visible: a device of another account is 403,
 * an unknown id 404; errors are JSON `{ detailMessage, stackTrace }`. URL, request log, faults and the OAuth
 * token helpers (`expireTokens`, `revokeToken`, `setTokenLifetime`) come from `ApiSandbox`.
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
    const server = await SandboxServer.start([
      { method: 'GET', path: AUTHORIZE_PATH, handler: (req) => sandbox.answerAuthorize(req) },
      { method: 'POST', path: TOKEN_PATH, handler: (req) => sandbox.answerTokenRequest(req) },
      api('GET', '/account', (_req, account) => ({ status: 200, body: account.account })),
      api('GET', '/smartlock', (req, account) => listSmartlocks(req, account)),
      api('GET', '/smartlock/log', (req, account) => listLogs(req, account.logs, false)),
      api('GET', '/smartlock/auth', (req, account) => listAuths(req, account.auths, true)),
      lockRoute('GET', '', (_req, lock) => ({ status: 200, body: lock })),
      lockRoute('POST', '', (_req, lock, _account, data) => updateSmartlock(lock, data)),
      lockRoute('POST', '/action', (_req, lock, account, data) => sandbox.applyAction(lock, account, data)),
      lockRoute('POST', '/sync', (_req, lock) => sandbox.countSync(lock)),
      lockRoute('GET', '/log', (req, lock, account) =>
        listLogs(req, account.logs.filter(ofLock(lock)), true),
      ),
      lockRoute('GET', '/auth', (req, lock, account) =>
        listAuths(req, account.auths.filter(ofLock(lock)), false),
      ),
      lockRoute('PUT', '/auth', (_req, lock, account, data) => createAuth(lock, account, data)),
      lockRoute('POST', '/auth/:id', (req, lock, account, data) =>
        updateAuth(account, authOf(account, lock, req.params.id), data),
      ),
      lockRoute('DELETE', '/auth/:id', (req, lock, account) =>
        deleteAuth(account, authOf(account, lock, req.params.id)),
      ),
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
    try {
      return handler(req, account, data);
    } catch (error) {
      if (error instanceof ApiRefusal) {
        return error.reply;
      }
      throw error;
    }
  }

  /** The caller's smartlock with this id; 403 when it belongs to another account, 404 when there is none. */
  private lockOf(account: LockAccountData, rawId: string): LockSmartlock {
    const smartlockId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
    const own = account.smartlocks.find((lock) => lock.smartlockId === smartlockId);
    if (own !== undefined) {
      return own;
    }
    const foreign = this.seed.accounts.some((other) =>
      other.smartlocks.some((lock) => lock.smartlockId === smartlockId),
    );
    throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, 'Smartlock not found'));
  }

  /** Sets `state.state` and `state.lastAction` as the device would after the action, and records it. */
  private applyAction(lock: LockSmartlock, account: LockAccountData, data: unknown): SandboxReply {
    const body = recordOf(data);
    const { action, option } = body;
    if (!isIntegerIn(action, 1, 5)) {
      return apiError(400, 'action must be an integer from 1 to 5');
    }
    if (option !== undefined && !isIntegerIn(option, 0, 7)) {
      return apiError(400, 'option must be an integer from 0 to 7');
    }
    const opener = lock.type === OPENER_TYPE;
    const nextState = (opener ? OPENER_STATE_AFTER_ACTION : LOCK_STATE_AFTER_ACTION)[action];
    if (nextState === undefined) {
      return apiError(400, `action ${action} is not supported by an opener`);
    }
    lock.state.state = nextState;
    lock.state.lastAction = action;
    this.acceptedActions.push({
      accountId: account.account.accountId,
      smartlockId: lock.smartlockId,
      action,
      ...(option === undefined ? {} : { option: option as number }),
    });
    return NO_CONTENT;
  }

  private countSync(lock: LockSmartlock): SandboxReply {
    this.syncCounts.set(lock.smartlockId, (this.syncCounts.get(lock.smartlockId) ?? 0) + 1);
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
  const limit = integerQuery(req, 'limit') ?? LOG_LIMIT_DEFAULT;
  if (limit < 1) {
    return apiError(400, 'limit must be a positive integer');
  }
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
  return { status: 200, body: found.slice(0, Math.min(limit, LOG_LIMIT_MAX)) };
}

/** `types`: comma-separated type numbers. `accountUserId` (account-wide only): > 0 that user, < 0 no user. */
function listAuths(req: SandboxRequest, auths: LockSmartlockAuth[], byUser: boolean): SandboxReply {
  const typesText = stringQuery(req, 'types');
  const types = typesText?.split(',').map((part) => part.trim());
  if (types !== undefined && !types.every((type) => /^\d+$/.test(type))) {
    return apiError(400, 'types must be a comma-separated list of integers');
  }
  const accountUserId = byUser ? integerQuery(req, 'accountUserId') : undefined;
  const found = auths.filter(
    (auth) =>
      (types === undefined || types.includes(String(auth.type))) &&
      (accountUserId === undefined ||
        accountUserId === 0 ||
        (accountUserId > 0 ? auth.accountUserId === accountUserId : auth.accountUserId === undefined)),
  );
  return { status: 200, body: found };
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

/** Adds an authorization: `name` required; type 0 (default) or 2 need `accountUserId`, type 13 a unique `code`. */
function createAuth(lock: LockSmartlock, account: LockAccountData, data: unknown): SandboxReply {
  const body = recordOf(data);
  const type = body.type ?? 0;
  if (!isName(body.name)) {
    return apiError(400, `name is required: a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  if (!CREATABLE_AUTH_TYPES.includes(type as number)) {
    return apiError(400, 'type must be 0 (app), 2 (fob) or 13 (keypad code)');
  }
  if (type === KEYPAD_CODE_TYPE && body.code === undefined) {
    return apiError(400, 'code is required for a keypad code');
  }
  if (type !== KEYPAD_CODE_TYPE && body.accountUserId === undefined) {
    return apiError(400, 'accountUserId is required unless the type is 13 (keypad code)');
  }
  checkAuthFields(body, type as number);
  checkCodeIsFree(account, lock.smartlockId, body.code);
  const lockAuths = account.auths.filter(ofLock(lock));
  const now = new Date().toISOString();
  account.auths.push({
    ...pickAuthFields(body),
    id: randomBytes(12).toString('hex'),
    smartlockId: lock.smartlockId,
    authId: Math.max(0, ...lockAuths.map((auth) => auth.authId)) + 1,
    type: type as number,
    name: body.name as string,
    enabled: true,
    remoteAllowed: (body.remoteAllowed as boolean | undefined) ?? false,
    lockCount: 0,
    creationDate: now,
    updateDate: now,
  });
  return NO_CONTENT;
}

/** Merges the fields of `SmartlockAuthUpdate` that are given; other keys are ignored. */
function updateAuth(account: LockAccountData, auth: LockSmartlockAuth, data: unknown): SandboxReply {
  const body = recordOf(data);
  if (body.name !== undefined && !isName(body.name)) {
    return apiError(400, `name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  checkAuthFields(body, auth.type);
  checkCodeIsFree(account, auth.smartlockId, body.code, auth);
  Object.assign(auth, pickAuthFields(body), { updateDate: new Date().toISOString() });
  return NO_CONTENT;
}

function deleteAuth(account: LockAccountData, auth: LockSmartlockAuth): SandboxReply {
  account.auths.splice(account.auths.indexOf(auth), 1);
  return NO_CONTENT;
}

/** The authorization with this id on the lock, else a 404 refusal. */
function authOf(account: LockAccountData, lock: LockSmartlock, id: string): LockSmartlockAuth {
  const auth = account.auths.find(
    (candidate) => candidate.id === id && candidate.smartlockId === lock.smartlockId,
  );
  if (auth === undefined) {
    throw new ApiRefusal(apiError(404, 'Smartlock authorization not found'));
  }
  return auth;
}

const AUTH_FIELDS = [
  'name',
  'allowedFromDate',
  'allowedUntilDate',
  'allowedWeekDays',
  'allowedFromTime',
  'allowedUntilTime',
  'accountUserId',
  'enabled',
  'remoteAllowed',
  'code',
] as const;

/** The writable authorization fields present in the body. */
function pickAuthFields(body: Record<string, unknown>): Partial<LockSmartlockAuth> {
  return Object.fromEntries(
    AUTH_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  );
}

/** Refuses (400) any optional authorization field of the wrong type or range. */
function checkAuthFields(body: Record<string, unknown>, type: number): void {
  const problems: [boolean, string][] = [
    [isDateOrAbsent(body.allowedFromDate), 'allowedFromDate must be an ISO 8601 date-time'],
    [isDateOrAbsent(body.allowedUntilDate), 'allowedUntilDate must be an ISO 8601 date-time'],
    [
      body.allowedWeekDays === undefined || isIntegerIn(body.allowedWeekDays, 0, 127),
      'allowedWeekDays must be 0..127',
    ],
    [
      body.allowedFromTime === undefined || isIntegerIn(body.allowedFromTime, 0, MINUTES_PER_DAY - 1),
      'allowedFromTime must be minutes from midnight',
    ],
    [
      body.allowedUntilTime === undefined || isIntegerIn(body.allowedUntilTime, 0, MINUTES_PER_DAY - 1),
      'allowedUntilTime must be minutes from midnight',
    ],
    [
      body.accountUserId === undefined || isIntegerIn(body.accountUserId, 1),
      'accountUserId must be an integer',
    ],
    [body.enabled === undefined || typeof body.enabled === 'boolean', 'enabled must be a boolean'],
    [
      body.remoteAllowed === undefined || typeof body.remoteAllowed === 'boolean',
      'remoteAllowed must be a boolean',
    ],
    [
      body.code === undefined ||
        (type === KEYPAD_CODE_TYPE && Number.isInteger(body.code) && KEYPAD_CODE.test(String(body.code))),
      'code must be six digits from 1 to 9, on a keypad code only',
    ],
  ];
  const problem = problems.find(([valid]) => !valid);
  if (problem !== undefined) {
    throw new ApiRefusal(apiError(400, problem[1]));
  }
}

/** Refuses (409) a keypad code that another authorization of the lock (than `self`) already has. */
function checkCodeIsFree(
  account: LockAccountData,
  smartlockId: number,
  code: unknown,
  self?: LockSmartlockAuth,
): void {
  const taken = account.auths.some(
    (auth) => auth !== self && auth.smartlockId === smartlockId && code !== undefined && auth.code === code,
  );
  if (taken) {
    throw new ApiRefusal(apiError(409, 'The keypad code is already in use on this smartlock'));
  }
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
    features.every((feature) => WEBHOOK_FEATURES.has(feature as string));
  if (!valid) {
    throw new ApiRefusal(
      apiError(
        400,
        `webhookFeatures must be a non-empty list of distinct values of ${[...WEBHOOK_FEATURES].join(', ')}`,
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

function ofLock(lock: LockSmartlock): (item: { smartlockId: number }) => boolean {
  return (item) => item.smartlockId === lock.smartlockId;
}

/** The body as an object; anything else is refused (400). */
function recordOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiRefusal(apiError(400, 'The request body must be a JSON object'));
  }
  return data as Record<string, unknown>;
}

function isName(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_NAME_LENGTH;
}

function isIntegerIn(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isDateOrAbsent(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
}

/** A query parameter given once; given more than once it is refused (400). */
function stringQuery(req: SandboxRequest, name: string): string | undefined {
  const value = req.query[name];
  if (Array.isArray(value)) {
    throw new ApiRefusal(apiError(400, `${name} must be given once`));
  }
  return value;
}

/** An integer query parameter; anything but an integer is refused (400). */
function integerQuery(req: SandboxRequest, name: string): number | undefined {
  const value = stringQuery(req, name);
  if (value !== undefined && !/^-?\d{1,15}$/.test(value)) {
    throw new ApiRefusal(apiError(400, `${name} must be an integer`));
  }
  return value === undefined ? undefined : Number(value);
}

/** An RFC 3339 date query parameter as epoch ms; anything else is refused (400). */
function dateQuery(req: SandboxRequest, name: string): number | undefined {
  const value = stringQuery(req, name);
  const time = value === undefined ? undefined : Date.parse(value);
  if (time !== undefined && Number.isNaN(time)) {
    throw new ApiRefusal(apiError(400, `${name} must be an RFC 3339 date-time`));
  }
  return time;
}

/** The request's content type without parameters, in lower case; `''` when it has none. */
function mediaType(req: SandboxRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function apiError(status: number, detailMessage: string): SandboxReply {
  return { status, body: { detailMessage, stackTrace: [] } };
}

function oauthError(status: number, error: string, description: string): SandboxReply {
  return { status, body: { error, error_description: description } };
}
