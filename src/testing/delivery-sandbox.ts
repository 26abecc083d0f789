import { randomInt } from 'node:crypto';
import {
  createDeliverySeedMessages,
  DELIVERY_SANDBOX_STATUS_DEBTOR,
  DeliveryMessageRecord,
  seededUuid,
} from './delivery-sandbox-seed';
import { DeliverySandboxTokens } from './delivery-sandbox-tokens';
import { FaultTarget, RecordedRequest, SandboxReply, SandboxRequest, SandboxServer } from './sandbox-server';

/** Settings of a Delivery sandbox; every one has a default. */
export interface DeliverySandboxOptions {
  /** Default `integrations`. */
  realm?: string;
  /** Default `delivery-client`. */
  clientId?: string;
  /** Default `sandbox-user`. */
  username?: string;
  /** Default: 24 random characters, among them `+/&=" %`. */
  password?: string;
  /** Default 300; `null`: the token answer has no `expires_in` and tokens do not expire by time. */
  tokenLifetimeSeconds?: number | null;
  /** Path of the status endpoint under the base URL, starting with `/`. Default `/status`. */
  statusPath?: string;
}

/** The settings a Delivery client needs to talk to the sandbox. */
export interface DeliverySandboxClientOptions {
  authUrl: string;
  realm: string;
  clientId: string;
  username: string;
  password: string;
  baseUrl: string;
  statusPath: string;
}

const FILTERS = ['functioneelId', 'berichtId', 'debiteurKVK', 'debiteurGLN', 'debiteurBTW'] as const;
type DeliveryFilter = (typeof FILTERS)[number];
const MESSAGE_FILTERS: readonly DeliveryFilter[] = ['functioneelId', 'berichtId'];
const DEBTOR_ONLY_LIMIT = 100;
const PASSWORD_SYMBOLS = '+/&=" %';
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 24;
const TOKEN_ROUTE = '/auth/realms/:realm/protocol/openid-connect/token';

/**
 * A Delivery portal on 127.0.0.1 for tests: the password-grant token endpoint
 * (POST `/auth/realms/<realm>/protocol/openid-connect/token`) and the status endpoint (GET `/api<statusPath>`),
 * over seeded messages. Status answers list messages oldest first (by `tijdstip`); a debtor-only query returns
 * the newest 100 matches, still oldest first. Faults and the request log come from `SandboxServer`.
 */
export class DeliverySandbox {
  /** The token endpoint URL under `url`. */
  readonly authUrl: string;
  /** The status API URL under `url`. */
  readonly baseUrl: string;
  /** The path of the token endpoint. */
  readonly tokenPath: string;
  /** The realm in the token path. */
  readonly realm: string;
  /** The accepted `client_id`. */
  readonly clientId: string;
  /** The accepted username. */
  readonly username: string;
  /** The accepted password. */
  readonly password: string;
  /** The status endpoint's path under `baseUrl`. */
  readonly statusPath: string;
  /** The messages the status endpoint searches: seeded, and free to change. */
  readonly messages: DeliveryMessageRecord[] = createDeliverySeedMessages();
  private readonly tokens = new DeliverySandboxTokens();
  private tokenLifetimeSeconds: number | null;
  private addedMessages = 0;

  private constructor(
    settings: Required<DeliverySandboxOptions>,
    private readonly server: SandboxServer,
  ) {
    this.realm = settings.realm;
    this.clientId = settings.clientId;
    this.username = settings.username;
    this.password = settings.password;
    this.statusPath = settings.statusPath;
    this.tokenLifetimeSeconds = settings.tokenLifetimeSeconds;
    this.authUrl = `${server.url}/auth`;
    this.baseUrl = `${server.url}/api`;
    this.tokenPath = `/auth/realms/${encodeURIComponent(this.realm)}/protocol/openid-connect/token`;
  }

  /** Starts a Delivery sandbox on 127.0.0.1 and a free port. */
  static async start(options: DeliverySandboxOptions = {}): Promise<DeliverySandbox> {
    const settings: Required<DeliverySandboxOptions> = {
      realm: options.realm ?? 'integrations',
      clientId: options.clientId ?? 'delivery-client',
      username: options.username ?? 'sandbox-user',
      password: options.password ?? randomPassword(),
      tokenLifetimeSeconds: options.tokenLifetimeSeconds === undefined ? 300 : options.tokenLifetimeSeconds,
      statusPath: options.statusPath ?? '/status',
    };
    // The handlers run only for requests, which come after `sandbox` is set.
    const server = await SandboxServer.start([
      { method: 'POST', path: TOKEN_ROUTE, handler: (req) => sandbox.answerTokenRequest(req) },
      {
        method: 'GET',
        path: `/api${settings.statusPath}`,
        handler: (req) => sandbox.answerStatusRequest(req),
      },
    ]);
    const sandbox = new DeliverySandbox(settings, server);
    return sandbox;
  }

  /** The base URL, `http://127.0.0.1:<port>`. */
  get url(): string {
    return this.server.url;
  }

  /** Every request received, in order; recorded before any fault applies. */
  get requests(): RecordedRequest[] {
    return this.server.requests;
  }

  /** Every access token handed out, in order. */
  get issuedTokens(): string[] {
    return this.tokens.issued;
  }

  /** The settings for a Delivery client pointed at this sandbox. */
  clientOptions(): DeliverySandboxClientOptions {
    return {
      authUrl: this.authUrl,
      realm: this.realm,
      clientId: this.clientId,
      username: this.username,
      password: this.password,
      baseUrl: this.baseUrl,
      statusPath: this.statusPath,
    };
  }

  /**
   * Adds a message. Left-out fields: functioneelId `INV-2026-9001`, `-9002`, ...; a derived berichtId; the debtor
   * `DELIVERY_SANDBOX_STATUS_DEBTOR`; a tijdstip one minute after the newest message.
   */
  addMessage(record: Partial<DeliveryMessageRecord> & { status: string }): DeliveryMessageRecord {
    this.addedMessages += 1;
    const newest = Math.max(0, ...this.messages.map((message) => Date.parse(message.tijdstip)));
    const message: DeliveryMessageRecord = {
      berichtId: seededUuid(`added-message-${this.addedMessages}`),
      functioneelId: `INV-2026-${9000 + this.addedMessages}`,
      ...DELIVERY_SANDBOX_STATUS_DEBTOR,
      tijdstip: new Date(newest + 60_000).toISOString(),
      ...record,
    };
    this.messages.push(message);
    return message;
  }

  /** The recorded requests to the token endpoint. */
  tokenRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path === this.tokenPath);
  }

  /** The recorded requests to the status endpoint. */
  statusRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path === `/api${this.statusPath}`);
  }

  /** The access token handed out last. */
  currentToken(): string | undefined {
    return this.tokens.current();
  }

  /** Makes every token issued so far expired: the status endpoint answers 401 for them. */
  expireTokens(): void {
    this.tokens.expireAll();
  }

  /** Revokes a token (default: the current one): the status endpoint answers 401 for it. */
  revokeToken(token: string | undefined = this.currentToken()): void {
    if (token !== undefined) {
      this.tokens.revoke(token);
    }
  }

  /** Sets the lifetime of tokens issued from now on; `null`: no `expires_in`, no expiry by time. */
  setTokenLifetime(seconds: number | null): void {
    this.tokenLifetimeSeconds = seconds;
  }

  /** The recorded requests with this method and a path equal to, or matching, `path`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.server.requestsTo(method, path);
  }

  /** Empties the request log. */
  clearRequests(): void {
    this.server.clearRequests();
  }

  /** The next `count` matching requests are answered with this status and body instead of their route. */
  failNext(count: number, status: number, body?: unknown, target?: FaultTarget): this {
    this.server.failNext(count, status, body, target);
    return this;
  }

  /** The next `count` matching requests are answered normally, but only after `ms` milliseconds. */
  delayNext(ms: number, count?: number, target?: FaultTarget): this {
    this.server.delayNext(ms, count, target);
    return this;
  }

  /** The next `count` matching requests get no answer: their connection is destroyed. */
  dropNext(count?: number, target?: FaultTarget): this {
    this.server.dropNext(count, target);
    return this;
  }

  /** Forgets every scripted fault that has not been used up. */
  clearFaults(): this {
    this.server.clearFaults();
    return this;
  }

  /** Stops the sandbox and destroys every open connection. */
  close(): Promise<void> {
    return this.server.close();
  }

  private answerTokenRequest(req: SandboxRequest): SandboxReply {
    if (req.params.realm !== this.realm) {
      return { status: 404, body: { error: 'Realm does not exist' } };
    }
    if (Object.hasOwn(req.query, 'username') || Object.hasOwn(req.query, 'password')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'credentials in the URL' } };
    }
    const form = req.form();
    if (form.grant_type !== 'password') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (form.client_id !== this.clientId) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    if (form.username !== this.username || form.password !== this.password) {
      return { status: 401, body: { error: 'invalid_grant', error_description: 'Invalid user credentials' } };
    }
    const lifetime = this.tokenLifetimeSeconds;
    const accessToken = this.tokens.issue(
      { iss: `${this.authUrl}/realms/${this.realm}`, sub: this.username, azp: this.clientId, typ: 'Bearer' },
      lifetime,
    );
    return {
      status: 200,
      body: {
        access_token: accessToken,
        ...(lifetime === null ? {} : { expires_in: lifetime }),
        token_type: 'Bearer',
        refresh_expires_in: 0,
      },
    };
  }

  private answerStatusRequest(req: SandboxRequest): SandboxReply {
    const token = req.bearerToken();
    if (token === undefined || !this.tokens.isValid(token)) {
      return {
        status: 401,
        body: { error: 'invalid_token' },
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      };
    }
    const filters: [DeliveryFilter, string][] = [];
    for (const [name, value] of Object.entries(req.query)) {
      if (!isFilter(name)) {
        return { status: 400, body: { message: `Unknown filter ${name}` } };
      }
      if (Array.isArray(value)) {
        return { status: 400, body: { message: `Filter ${name} given more than once` } };
      }
      if (value !== '') {
        filters.push([name, value]);
      }
    }
    if (filters.length === 0) {
      return { status: 400, body: { message: 'At least one filter with a value is required' } };
    }
    const found = this.messages
      .filter((message) => filters.every(([name, value]) => message[name] === value))
      .sort((a, b) => Date.parse(a.tijdstip) - Date.parse(b.tijdstip));
    const debtorOnly = filters.every(([name]) => !MESSAGE_FILTERS.includes(name));
    const answer = debtorOnly ? found.slice(-DEBTOR_ONLY_LIMIT) : found;
    if (answer.length === 0) {
      return { status: 404, body: { message: 'No messages found' } };
    }
    return { status: 200, body: answer };
  }
}

function isFilter(name: string): name is DeliveryFilter {
  return (FILTERS as readonly string[]).includes(name);
}

/**
 * 24 random characters that always include `+/&=" %` (never first or last), to prove the password is encoded on
 * the way and not trimmed.
 */
function randomPassword(): string {
  const pick = () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  const middle = [...PASSWORD_SYMBOLS];
  while (middle.length < PASSWORD_LENGTH - 2) {
    middle.push(pick());
  }
  for (let index = middle.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [middle[index], middle[other]] = [middle[other], middle[index]];
  }
  return [pick(), ...middle, pick()].join('');
}
