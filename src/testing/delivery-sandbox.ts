import { ApiSandbox } from './api-sandbox';
import {
  createDeliverySeedMessages,
  DELIVERY_SANDBOX_STATUS_DEBTOR,
  DeliveryMessageRecord,
} from './delivery-sandbox-seed';
import { randomSecret } from './random-secret';
import { RecordedRequest, SandboxReply, SandboxRequest, SandboxServer } from './sandbox-server';
import { seededUuid } from './seeded-uuid';

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
  /** The sandbox's sign-in server address. */
  authUrl: string;
  /** The realm the sandbox signs in. */
  realm: string;
  /** The OAuth client id the sandbox accepts. */
  clientId: string;
  /** The username the sandbox accepts. */
  username: string;
  /** The password the sandbox accepts. */
  password: string;
  /** The sandbox's API base address. */
  baseUrl: string;
  /** Path of the status endpoint below the base address. */
  statusPath: string;
}

const FILTERS = ['functioneelId', 'berichtId', 'debiteurKVK', 'debiteurGLN', 'debiteurBTW'] as const;
type DeliveryFilter = (typeof FILTERS)[number];
const MESSAGE_FILTERS: readonly DeliveryFilter[] = ['functioneelId', 'berichtId'];
const DEBTOR_ONLY_LIMIT = 100;
const PASSWORD_SYMBOLS = '+/&=" %';
const PASSWORD_LENGTH = 24;
const TOKEN_ROUTE = '/auth/realms/:realm/protocol/openid-connect/token';

/**
 * A Delivery portal on 127.0.0.1 for tests: the password-grant token endpoint
 * (POST `/auth/realms/<realm>/protocol/openid-connect/token`) and the status endpoint (GET `/api<statusPath>`),
 * over seeded messages. Status answers list messages oldest first (by `tijdstip`); a debtor-only query returns
 * the newest 100 matches, still oldest first. URL, request log, faults and the token helpers come from
 * `ApiSandbox`.
 */
export class DeliverySandbox extends ApiSandbox {
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
  private addedMessages = 0;

  private constructor(settings: Required<DeliverySandboxOptions>, server: SandboxServer) {
    super(server, settings.tokenLifetimeSeconds);
    this.realm = settings.realm;
    this.clientId = settings.clientId;
    this.username = settings.username;
    this.password = settings.password;
    this.statusPath = settings.statusPath;
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
      password: options.password ?? randomSecret(PASSWORD_LENGTH, PASSWORD_SYMBOLS),
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
    const accessToken = this.tokens.issueJwt(
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
    if (!this.hasValidToken(req)) {
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
