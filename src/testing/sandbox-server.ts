import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the sandbox received it. */
export interface RecordedRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** URL path without the query string, as sent (percent-encoding kept). */
  path: string;
  /** Query parameters; a name given more than once holds all its values. */
  query: Record<string, string | string[]>;
  /** Header names in lower case; repeated headers are joined with ', '. */
  headers: Record<string, string>;
  /** The body as UTF-8 text; empty when there is none. */
  body: string;
  /** When the request arrived, before its body was read: epoch milliseconds with sub-millisecond precision. */
  receivedAt: number;
}

/** A received request as a route handler sees it. */
export interface SandboxRequest extends RecordedRequest {
  /** Values of the route's `:name` path segments, percent-decoded. */
  params: Record<string, string>;
  /** The body read as a form (`application/x-www-form-urlencoded`); the last value of a repeated name wins. */
  form(): Record<string, string>;
  /** The body parsed as JSON, or `undefined` when it is empty or not JSON. */
  json<T = unknown>(): T | undefined;
  /** The token of an `Authorization: Bearer <token>` header, or `undefined`. */
  bearerToken(): string | undefined;
}

/**
 * An answer. A string body is sent as-is (`text/plain` unless a content-type header is given), any other
 * defined body as JSON (`application/json`), an `undefined` body as an empty body.
 */
export interface SandboxReply {
  /** The HTTP status code. */
  status: number;
  /** The body: a string as is, anything else as JSON. */
  body?: unknown;
  /** Headers to send. */
  headers?: Record<string, string>;
}

/**
 * One route: a method (`*`: any method), a path pattern such as `/items/:id/parts/:partId`, and its handler.
 * A last segment `*` (as in `/api/*`) matches the rest of the path, also nothing. The first matching route wins.
 */
export interface SandboxRoute {
  /** The HTTP method, or `*` for any. */
  method: string;
  /** The path pattern, with `:name` segments and an optional last `*`. */
  path: string;
  /** Answers a matching request. */
  handler: (req: SandboxRequest) => SandboxReply | Promise<SandboxReply>;
}

/** Restricts a scripted fault to matching requests; what is left out matches any request. */
export interface FaultTarget {
  /** The exact path, or a pattern searched in the path. */
  path?: string | RegExp;
  /** The HTTP method, in any case. */
  method?: string;
}

type FaultEffect =
  | { kind: 'fail'; reply: SandboxReply }
  | { kind: 'delay'; ms: number }
  | { kind: 'hold'; ms: number }
  | { kind: 'drop' };

interface ScriptedFault {
  remaining: number;
  target: FaultTarget;
  effect: FaultEffect;
}

interface CompiledRoute {
  route: SandboxRoute;
  segments: string[];
}

const NOT_FOUND: SandboxReply = { status: 404, body: { message: 'Not found' } };

/**
 * A real HTTP server on 127.0.0.1 (a free port) for tests: routes with path parameters, a log of every request,
 * and scripted faults (error answers, delays, held answers, dropped connections). Each request consumes at most
 * one fault: the earliest scripted one that still has uses left and whose target matches the request.
 */
export class SandboxServer {
  /** Every request received, in order; recorded before any fault applies. */
  readonly requests: RecordedRequest[] = [];
  private readonly routes: CompiledRoute[];
  private readonly faults: ScriptedFault[] = [];
  private readonly delayTimers = new Set<NodeJS.Timeout>();
  private closing?: Promise<void>;

  private constructor(
    private readonly server: http.Server,
    /** The base URL, `http://127.0.0.1:<port>`. */
    readonly url: string,
    routes: SandboxRoute[],
  ) {
    this.routes = routes.map((route) => ({ route, segments: route.path.split('/') }));
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      this.handle(req, res).catch(() => req.socket.destroy());
    });
  }

  /** Starts a server with these routes on 127.0.0.1 and a free port. */
  static async start(routes: SandboxRoute[]): Promise<SandboxServer> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return new SandboxServer(server, `http://127.0.0.1:${port}`, routes);
  }

  /** The recorded requests with this method and a path equal to, or matching, `path`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((request) => matches(request, { method, path }));
  }

  /** Empties the request log. */
  clearRequests(): void {
    this.requests.length = 0;
  }

  /**
   * The next `count` matching requests are answered with this status and body (and these headers, e.g.
   * `Retry-After`) instead of their route.
   */
  failNext(
    count: number,
    status: number,
    body?: unknown,
    target: FaultTarget = {},
    headers?: Record<string, string>,
  ): this {
    return this.script(count, target, { kind: 'fail', reply: { status, body, headers } });
  }

  /** The next `count` matching requests are answered normally, but only after `ms` milliseconds. */
  delayNext(ms: number, count = 1, target: FaultTarget = {}): this {
    return this.script(count, target, { kind: 'delay', ms });
  }

  /**
   * The next `count` matching requests are handled at once (their side effects happen, e.g. a rotating refresh
   * token is spent and a new one issued), but the answer is held for `ms` milliseconds before it is sent, on an
   * open connection: a vendor that acted on the request while its answer did not reach the client.
   */
  holdAnswerNext(ms: number, count = 1, target: FaultTarget = {}): this {
    return this.script(count, target, { kind: 'hold', ms });
  }

  /** The next `count` matching requests get no answer: their connection is destroyed. */
  dropNext(count = 1, target: FaultTarget = {}): this {
    return this.script(count, target, { kind: 'drop' });
  }

  /** Forgets every scripted fault that has not been used up. */
  clearFaults(): this {
    this.faults.length = 0;
    return this;
  }

  /** Stops the server and destroys every open connection, also those of delayed or held requests. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve, reject) => {
      this.delayTimers.forEach((timer) => clearTimeout(timer));
      this.delayTimers.clear();
      this.server.close((error) => (error ? reject(error) : resolve()));
      this.server.closeAllConnections();
    });
    return this.closing;
  }

  private script(count: number, target: FaultTarget, effect: FaultEffect): this {
    if (!Number.isInteger(count) || count < 1) {
      throw new RangeError(`A fault count must be a positive integer, got ${count}`);
    }
    this.faults.push({ remaining: count, target, effect });
    return this;
  }

  private takeFault(request: RecordedRequest): FaultEffect | undefined {
    const index = this.faults.findIndex((fault) => matches(request, fault.target));
    if (index === -1) {
      return undefined;
    }
    const fault = this.faults[index];
    fault.remaining -= 1;
    if (fault.remaining === 0) {
      this.faults.splice(index, 1);
    }
    return fault.effect;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const receivedAt = performance.timeOrigin + performance.now();
    const recorded = await record(req, receivedAt);
    this.requests.push(recorded);
    const fault = this.takeFault(recorded);
    if (fault?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'fail') {
      send(res, fault.reply);
      return;
    }
    if (fault?.kind === 'delay') {
      await this.sleep(fault.ms);
    }
    const reply = await this.answer(recorded);
    if (fault?.kind === 'hold') {
      await this.sleep(fault.ms);
    }
    send(res, reply);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.delayTimers.delete(timer);
        resolve();
      }, ms);
      this.delayTimers.add(timer);
    });
  }

  private async answer(recorded: RecordedRequest): Promise<SandboxReply> {
    for (const { route, segments } of this.routes) {
      const params = methodMatches(route.method, recorded.method) ? matchPath(segments, recorded.path) : null;
      if (params) {
        try {
          return await route.handler(toSandboxRequest(recorded, params));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return { status: 500, body: { message: `Sandbox handler failed: ${reason}` } };
        }
      }
    }
    return NOT_FOUND;
  }
}

function matches(request: RecordedRequest, target: FaultTarget): boolean {
  if (target.method !== undefined && target.method.toUpperCase() !== request.method) {
    return false;
  }
  if (typeof target.path === 'string') {
    return target.path === request.path;
  }
  return target.path === undefined || request.path.search(target.path) !== -1;
}

function methodMatches(routeMethod: string, method: string): boolean {
  return routeMethod === '*' || routeMethod.toUpperCase() === method;
}

function matchPath(patternSegments: string[], path: string): Record<string, string> | null {
  const segments = path.split('/');
  const restWildcard = patternSegments.at(-1) === '*';
  const fixedCount = restWildcard ? patternSegments.length - 1 : patternSegments.length;
  if (restWildcard ? segments.length < fixedCount : segments.length !== fixedCount) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, pattern] of patternSegments.slice(0, fixedCount).entries()) {
    if (pattern.startsWith(':')) {
      const value = decodeSegment(segments[index]);
      if (value === null) {
        return null;
      }
      params[pattern.slice(1)] = value;
    } else if (pattern !== segments[index]) {
      return null;
    }
  }
  return params;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function record(req: http.IncomingMessage, receivedAt: number): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const query = Object.fromEntries(
    [...new Set(url.searchParams.keys())].map((name) => {
      const values = url.searchParams.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query,
    headers,
    body: Buffer.concat(chunks).toString('utf8'),
    receivedAt,
  };
}

function toSandboxRequest(recorded: RecordedRequest, params: Record<string, string>): SandboxRequest {
  return {
    ...recorded,
    params,
    form: () => Object.fromEntries(new URLSearchParams(recorded.body)),
    json: <T>() => {
      try {
        return recorded.body === '' ? undefined : (JSON.parse(recorded.body) as T);
      } catch {
        return undefined;
      }
    },
    bearerToken: () => /^Bearer\s+(\S+)\s*$/i.exec(recorded.headers.authorization ?? '')?.[1],
  };
}

function send(res: http.ServerResponse, reply: SandboxReply): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) {
    res.setHeader(name, value);
  }
  let payload = '';
  if (typeof reply.body === 'string') {
    payload = reply.body;
    if (!res.hasHeader('content-type')) {
      res.setHeader('content-type', 'text/plain; charset=utf-8');
    }
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    if (!res.hasHeader('content-type')) {
      res.setHeader('content-type', 'application/json');
    }
  }
  res.statusCode = reply.status;
  res.end(payload);
}
