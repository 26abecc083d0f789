import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountingRelation } from '../accounting/interfaces/accounting-relation.interface';
import type { AccountingSalesOrderLine } from '../accounting/interfaces/accounting-sales-order-line.interface';
import type { AccountingSalesOrder } from '../accounting/interfaces/accounting-sales-order.interface';
import { AccountingSandboxData, createAccountingSeedData } from './accounting-sandbox-seed';
import { ApiSandbox } from './api-sandbox';
import { randomSecret } from './random-secret';
import { RecordedRequest, SandboxReply, SandboxRequest, SandboxRoute, SandboxServer } from './sandbox-server';

/** Settings of an accounting sandbox; every one has a default. */
export interface AccountingSandboxOptions {
  /** Default: 40 random chars that always include the symbols + / = & " % (to prove encoding/redaction). */
  clientKey?: string;
  /** Default: 32 random hex chars. `null`: the API requires no subscription key. */
  subscriptionKey?: string | null;
  /** Default 3600. `null`: the token answer has no expires_in and tokens never expire by time. */
  tokenLifetimeSeconds?: number | null;
}

/** The settings an accounting client needs to talk to the sandbox. */
export interface AccountingSandboxClientOptions {
  /** The sandbox's API base address. */
  baseUrl: string;
  /** The sandbox's token endpoint. */
  tokenUrl: string;
  /** The client key the sandbox accepts. */
  clientKey: string;
  /** Left out when the sandbox requires no subscription key. */
  subscriptionKey?: string;
}

/** One entry of the error list the API answers a rejected request with. */
interface AccountingApiError {
  errorCode: string;
  message: string;
}

/** Handles an authorized API request; `data` is the parsed JSON body of a POST or PUT, `null` without one. */
type ApiHandler = (req: SandboxRequest, data: unknown) => SandboxReply;

const API_PREFIX = '/v2';
const TOKEN_PATH = '/b2b/token';
const CLIENT_KEY_SYMBOLS = '+/=&"%';
const CLIENT_KEY_LENGTH = 40;
const SUBSCRIPTION_KEY_HEADER = 'ocp-apim-subscription-key';
const MISSING_SUBSCRIPTION_KEY =
  'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.';
const INVALID_SUBSCRIPTION_KEY =
  'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.';
const UNAUTHORIZED: SandboxReply = {
  status: 401,
  body: { message: 'Authorization has been denied for this request.' },
  headers: { 'www-authenticate': 'Bearer' },
};
const NO_RESOURCE: SandboxReply = {
  status: 404,
  body: { message: 'No HTTP resource was found that matches the request URI' },
};
const BODY_METHODS = ['POST', 'PUT'];
/** `<field> eq '<value>'`, a quote inside the value doubled. */
const EQ_FILTER = /^\s*(\w+)\s+eq\s+'((?:[^']|'')*)'\s*$/;

/**
 * An accounting web API on 127.0.0.1 for tests: the client-key token endpoint (POST `/b2b/token`) and the API
 * under `/v2` (company info, relations, articles, sales orders, echo) over seeded, mutable `data`. Every `/v2`
 * request needs the subscription key header (unless the sandbox has none) and a valid bearer token; an invalid
 * request (400) or an unknown id (404) is answered with a list of `{ errorCode, message }`. URL, request log,
 * faults and the token helpers come from `ApiSandbox`.
 */
export class AccountingSandbox extends ApiSandbox {
  /** The API base URL, `<url>/v2`. */
  readonly baseUrl: string;
  /** The token endpoint URL, `<url>/b2b/token`. */
  readonly tokenUrl: string;
  /** The path of the token endpoint. */
  readonly tokenPath: string = TOKEN_PATH;
  /** The accepted client key. */
  readonly clientKey: string;
  /** The required `Ocp-Apim-Subscription-Key` header value; `null`: none is required. */
  readonly subscriptionKey: string | null;
  /** What the API serves: seeded, and free to change. */
  readonly data: AccountingSandboxData = createAccountingSeedData();

  private constructor(settings: Required<AccountingSandboxOptions>, server: SandboxServer) {
    super(server, settings.tokenLifetimeSeconds);
    this.clientKey = settings.clientKey;
    this.subscriptionKey = settings.subscriptionKey;
    this.baseUrl = `${server.url}${API_PREFIX}`;
    this.tokenUrl = `${server.url}${TOKEN_PATH}`;
  }

  /** Starts an accounting sandbox on 127.0.0.1 and a free port. */
  static async start(options: AccountingSandboxOptions = {}): Promise<AccountingSandbox> {
    const settings: Required<AccountingSandboxOptions> = {
      clientKey: options.clientKey ?? randomSecret(CLIENT_KEY_LENGTH, CLIENT_KEY_SYMBOLS),
      subscriptionKey:
        options.subscriptionKey === undefined ? randomBytes(16).toString('hex') : options.subscriptionKey,
      tokenLifetimeSeconds: options.tokenLifetimeSeconds === undefined ? 3600 : options.tokenLifetimeSeconds,
    };
    // The handlers run only for requests, which come after `sandbox` is set.
    const api = (method: string, path: string, handler: ApiHandler): SandboxRoute => ({
      method,
      path: `${API_PREFIX}${path}`,
      handler: (req) => sandbox.answerApiRequest(req, handler),
    });
    const server = await SandboxServer.start([
      { method: 'POST', path: TOKEN_PATH, handler: (req) => sandbox.answerTokenRequest(req) },
      api('GET', '/companyInfo', () => ({ status: 200, body: sandbox.data.companyInfo })),
      api('GET', '/relaties', (req) => answerList(req, sandbox.data.relaties)),
      api('HEAD', '/relaties', () => ({ status: 200 })),
      api('POST', '/relaties', (_req, data) => sandbox.createRelation(data)),
      api('GET', '/relaties/:id', (req) => sandbox.answerRelation(req.params.id)),
      api('PUT', '/relaties/:id', (req, data) => sandbox.updateRelation(req.params.id, data)),
      api('DELETE', '/relaties/:id', (req) => sandbox.deleteRelation(req.params.id)),
      api('GET', '/artikelen', (req) => answerList(req, sandbox.data.artikelen)),
      api('GET', '/verkooporders', (req) => answerList(req, sandbox.data.verkooporders)),
      api('POST', '/verkooporders', (_req, data) => sandbox.createSalesOrder(data)),
      api('GET', '/echo/resource', (req) => ({ status: 200, body: { method: 'GET', query: req.query } })),
      api('HEAD', '/echo/resource', () => ({ status: 200 })),
      api('POST', '/echo/resource', (_req, data) => ({ status: 200, body: { method: 'POST', data } })),
      { method: '*', path: `${API_PREFIX}/*`, handler: (req) => sandbox.refuseAccess(req) ?? NO_RESOURCE },
    ]);
    const sandbox = new AccountingSandbox(settings, server);
    return sandbox;
  }

  /** The settings for an accounting client pointed at this sandbox. */
  clientOptions(): AccountingSandboxClientOptions {
    return {
      baseUrl: this.baseUrl,
      tokenUrl: this.tokenUrl,
      clientKey: this.clientKey,
      ...(this.subscriptionKey === null ? {} : { subscriptionKey: this.subscriptionKey }),
    };
  }

  /** The recorded POST requests to the token endpoint. */
  tokenRequests(): RecordedRequest[] {
    return this.requestsTo('POST', TOKEN_PATH);
  }

  /** The recorded requests under `/v2`, any method. */
  apiRequests(): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.path === API_PREFIX || request.path.startsWith(`${API_PREFIX}/`),
    );
  }

  private answerTokenRequest(req: SandboxRequest): SandboxReply {
    if (Object.hasOwn(req.query, 'clientkey')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'credentials in the URL' } };
    }
    if (mediaType(req) !== 'application/x-www-form-urlencoded') {
      return {
        status: 400,
        body: {
          error: 'invalid_request',
          error_description: 'the body must be application/x-www-form-urlencoded',
        },
      };
    }
    const form = req.form();
    if (form.grant_type !== 'clientkey') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (form.clientkey !== this.clientKey) {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
    const lifetime = this.tokenLifetimeSeconds;
    return {
      status: 200,
      body: {
        access_token: this.tokens.issueOpaque(lifetime),
        token_type: 'bearer',
        ...(lifetime === null ? {} : { expires_in: lifetime }),
      },
    };
  }

  /** Checks access, then reads the JSON body of a POST or PUT, then runs the handler. */
  private answerApiRequest(req: SandboxRequest, handler: ApiHandler): SandboxReply {
    const refusal = this.refuseAccess(req);
    if (refusal !== undefined) {
      return refusal;
    }
    if (!BODY_METHODS.includes(req.method) || req.body === '') {
      return handler(req, null);
    }
    const type = mediaType(req);
    if (type !== 'application/json') {
      return {
        status: 415,
        body: { message: `The request entity's media type '${type}' is not supported for this resource.` },
      };
    }
    const data = req.json();
    return data === undefined
      ? badRequest('InvalidJson', 'The request body is not valid JSON.')
      : handler(req, data);
  }

  /** The 401 answer for a missing or wrong subscription key or bearer token; `undefined` when access is granted. */
  private refuseAccess(req: SandboxRequest): SandboxReply | undefined {
    if (this.subscriptionKey !== null) {
      const given = req.headers[SUBSCRIPTION_KEY_HEADER];
      if (given === undefined || given === '') {
        return { status: 401, body: { statusCode: 401, message: MISSING_SUBSCRIPTION_KEY } };
      }
      if (given !== this.subscriptionKey) {
        return { status: 401, body: { statusCode: 401, message: INVALID_SUBSCRIPTION_KEY } };
      }
    }
    return this.hasValidToken(req) ? undefined : UNAUTHORIZED;
  }

  private answerRelation(id: string): SandboxReply {
    const relation = this.data.relaties.find((candidate) => candidate.id === id);
    return relation === undefined ? relationNotFound(id) : { status: 200, body: relation };
  }

  /** Stores a relation with a new `id` and the next `relatiecode`; `relatiesoort` defaults to `['Klant']`. */
  private createRelation(data: unknown): SandboxReply {
    const invalid = validateRelation(data);
    if (invalid !== undefined) {
      return invalid;
    }
    const relation = {
      relatiesoort: ['Klant'],
      ...(data as Record<string, unknown>),
      id: randomUUID(),
      relatiecode: Math.max(0, ...this.data.relaties.map((known) => known.relatiecode)) + 1,
    } as AccountingRelation;
    this.data.relaties.push(relation);
    return { status: 201, body: relation };
  }

  /** Overwrites the fields sent; `id` stays. */
  private updateRelation(id: string, data: unknown): SandboxReply {
    const index = this.data.relaties.findIndex((candidate) => candidate.id === id);
    if (index === -1) {
      return relationNotFound(id);
    }
    if (!isRecord(data)) {
      return badRequest('InvalidBody', 'The request body must be a JSON object.');
    }
    const updated = { ...this.data.relaties[index], ...data, id };
    const invalid = validateRelation(updated);
    if (invalid !== undefined) {
      return invalid;
    }
    this.data.relaties[index] = updated;
    return { status: 200, body: updated };
  }

  private deleteRelation(id: string): SandboxReply {
    const index = this.data.relaties.findIndex((candidate) => candidate.id === id);
    if (index === -1) {
      return relationNotFound(id);
    }
    this.data.relaties.splice(index, 1);
    return { status: 204 };
  }

  /** Stores a concept order with a new `id`, line totals and `totaalExclusiefBtw`; other fields are kept as sent. */
  private createSalesOrder(data: unknown): SandboxReply {
    if (!isRecord(data)) {
      return badRequest('InvalidBody', 'The request body must be a JSON object.');
    }
    const errors: AccountingApiError[] = [];
    const relationId = isRecord(data.relatie) ? data.relatie.id : undefined;
    if (!this.data.relaties.some((relation) => relation.id === relationId)) {
      errors.push({
        errorCode: 'UnknownRelation',
        message: 'relatie.id must be the id of an existing relatie.',
      });
    }
    const lines = Array.isArray(data.regels) ? data.regels : [];
    if (lines.length === 0 || !lines.every(isRecord)) {
      errors.push({ errorCode: 'Required', message: 'regels must be a non-empty list of order lines.' });
    }
    if (errors.length > 0) {
      return { status: 400, body: errors };
    }
    const regels = (lines as Record<string, unknown>[]).map(withLineTotal);
    const order = {
      ...data,
      id: randomUUID(),
      procesStatus: 'Concept',
      regels,
      totaalExclusiefBtw: cents(regels.reduce((sum, line) => sum + (line.totaal ?? 0), 0)),
    } as AccountingSalesOrder;
    this.data.verkooporders.push(order);
    return { status: 201, body: order };
  }
}

/** Answers a list, narrowed by `$filter` (`<field> eq '<text>'`), then `$skip`, then `$top`. */
function answerList(req: SandboxRequest, items: Record<string, unknown>[]): SandboxReply {
  const { $filter: filter, $skip: skip, $top: top } = req.query;
  let found = items;
  if (filter !== undefined) {
    const match = typeof filter === 'string' ? EQ_FILTER.exec(filter) : null;
    if (match === null) {
      return badRequest('InvalidQuery', "$filter supports only <field> eq '<text>'.");
    }
    const [, field, quoted] = match;
    const value = quoted.replaceAll("''", "'");
    found = found.filter((item) => item[field] === value);
  }
  for (const [name, count] of [
    ['$skip', skip],
    ['$top', top],
  ] as const) {
    if (count !== undefined && (typeof count !== 'string' || !/^\d+$/.test(count))) {
      return badRequest('InvalidQuery', `${name} must be a non-negative whole number.`);
    }
  }
  const start = skip === undefined ? 0 : Number(skip);
  const end = top === undefined ? undefined : start + Number(top);
  return { status: 200, body: found.slice(start, end) };
}

/** A 400 answer for anything but an object with a non-empty `naam`. */
function validateRelation(data: unknown): SandboxReply | undefined {
  if (!isRecord(data)) {
    return badRequest('InvalidBody', 'The request body must be a JSON object.');
  }
  if (typeof data.naam !== 'string' || data.naam.trim() === '') {
    return badRequest('Required', 'naam is required.');
  }
  return undefined;
}

function withLineTotal(line: Record<string, unknown>): AccountingSalesOrderLine {
  const { aantal, stuksprijs } = line;
  const total =
    typeof aantal === 'number' && typeof stuksprijs === 'number' ? cents(aantal * stuksprijs) : undefined;
  return (total === undefined ? { ...line } : { ...line, totaal: total }) as AccountingSalesOrderLine;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The request's content type without parameters, in lower case; `''` when it has none. */
function mediaType(req: SandboxRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badRequest(errorCode: string, message: string): SandboxReply {
  const errors: AccountingApiError[] = [{ errorCode, message }];
  return { status: 400, body: errors };
}

function relationNotFound(id: string): SandboxReply {
  const errors: AccountingApiError[] = [{ errorCode: 'NotFound', message: `No relatie with id ${id}.` }];
  return { status: 404, body: errors };
}
