import * as fc from 'fast-check';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isolateEnv } from '../../support/isolated-env';

/** One request as the hostile server received it. */
export interface EchoedRequest {
  method: string;
  /** The request target as sent (path and query, percent-encoding kept). */
  url: string;
  path: string;
  /** Lower-case names; the values as the parser read them (Latin-1 for bytes over 0x7f). */
  headers: Record<string, string>;
  body: string;
}

/** An answer, a connection reset, or no answer at all until the client gives up (then the socket is destroyed). */
export type HostileReply =
  { status: number; body: string; headers?: Record<string, string> } | 'reset' | 'hang';

export type HostileResponder = (request: EchoedRequest, server: HostileEchoServer) => HostileReply;

const PLAIN_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'accept',
  'content-type',
  'user-agent',
  'accept-encoding',
  'accept-language',
  'sec-fetch-mode',
  'transfer-encoding',
]);

/**
 * One hostile echo server for a suite: started before its first test with the env variables of `envPrefixes`
 * isolated, closed (and the env restored) after its last. `suite.server` is the running server.
 */
export function useHostileEchoServer(envPrefixes: readonly string[]): { readonly server: HostileEchoServer } {
  const suite = {} as { server: HostileEchoServer };
  let restoreEnv: () => void = () => undefined;
  beforeAll(async () => {
    restoreEnv = isolateEnv(envPrefixes);
    suite.server = await HostileEchoServer.start();
  });
  afterAll(async () => {
    await suite.server?.close();
    restoreEnv();
  });
  return suite;
}

/**
 * An HTTP server on 127.0.0.1 whose answers copy back what clients sent it. One server serves many runs of a
 * property: `script()` starts a run (forgets the requests, sets the responder). `pieces()` is everything the
 * clients sent during the run, decoded: URLs, query values, header values, bearer and basic credentials, raw
 * bodies, form values and JSON strings.
 */
export class HostileEchoServer {
  readonly requests: EchoedRequest[] = [];
  private responder: HostileResponder = () => ({ status: 500, body: 'no script' });
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request: EchoedRequest = {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          path: (req.url ?? '/').split('?')[0],
          headers: Object.fromEntries(
            Object.entries(req.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : String(value),
            ]),
          ),
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(request);
        let reply: HostileReply;
        try {
          reply = this.responder(request, this);
        } catch (error) {
          reply = { status: 500, body: `responder failed: ${String(error)}` };
        }
        if (reply === 'reset') {
          req.socket.destroy();
          return;
        }
        if (reply === 'hang') return; // destroyed by the client's timeout, or by close()
        res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...reply.headers });
        res.end(reply.body);
      });
    });
  }

  static async start(): Promise<HostileEchoServer> {
    const server = http.createServer({ keepAliveTimeout: 60_000 });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return new HostileEchoServer(server, `http://127.0.0.1:${port}`);
  }

  /** Starts a run: forgets the requests of the last one and answers with `responder` from now on. */
  script(responder: HostileResponder): void {
    this.requests.length = 0;
    this.responder = responder;
  }

  /** Everything the clients sent in this run, decoded, without repeats (the longest first). */
  pieces(): string[] {
    const found = new Set<string>();
    const add = (value: string | undefined | null) => {
      if (value !== undefined && value !== null && value !== '') found.add(value);
    };
    for (const request of this.requests) {
      add(request.url);
      add(safeDecode(request.url));
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      for (const value of new URLSearchParams(query).values()) add(value);
      for (const [name, value] of Object.entries(request.headers)) {
        if (PLAIN_HEADERS.has(name)) continue;
        add(value);
        const bearer = /^Bearer\s+(.*)$/is.exec(value)?.[1];
        add(bearer);
        const basic = /^Basic\s+(\S+)$/i.exec(value)?.[1];
        if (basic) {
          const decoded = Buffer.from(basic, 'base64').toString('utf8');
          add(decoded);
          add(decoded.slice(decoded.indexOf(':') + 1));
        }
      }
      add(request.body);
      if ((request.headers['content-type'] ?? '').includes('x-www-form-urlencoded')) {
        for (const value of new URLSearchParams(request.body).values()) add(value);
      }
      for (const value of jsonStrings(request.body)) add(value);
    }
    return [...found].sort((a, b) => b.length - a.length);
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => {
      for (const socket of this.sockets) socket.destroy();
      this.server.close(() => resolve());
    });
  }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function jsonStrings(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(parsed);
  return strings;
}

const jsonInner = (text: string) => JSON.stringify(text).slice(1, -1);
const utf8 = (text: string) => Buffer.from(text.toWellFormed(), 'utf8');

/** The encodings the hostile server copies values back in. */
export const ECHO_ENCODINGS = {
  raw: (text: string) => text,
  json: jsonInner,
  'json \\u': (text: string) =>
    jsonInner(text).replace(
      /[^\x20-\x7e]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  'double-escaped json': (text: string) => jsonInner(jsonInner(text)),
  url: (text: string) => encodeURIComponent(text.toWellFormed()),
  form: (text: string) => new URLSearchParams({ s: text }).toString().slice(2),
  'url lower-hex': (text: string) =>
    encodeURIComponent(text.toWellFormed()).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
  base64: (text: string) => utf8(text).toString('base64'),
  base64url: (text: string) => utf8(text).toString('base64url'),
  hex: (text: string) => utf8(text).toString('hex'),
  html: (text: string) =>
    text.replace(
      /[&<>"']/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
    ),
} as const;

export type EchoEncoding = keyof typeof ECHO_ENCODINGS;

/** The keys a credential hides under in JSON and form bodies. */
export const CREDENTIAL_KEYS = [
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'client_secret',
  'password',
  'clientkey',
] as const;

/** How a hostile answer is built. */
export interface EchoStyle {
  /** `all`: every piece in every encoding. */
  encoding: EchoEncoding | 'all';
  shape: 'text' | 'json' | 'nested-json' | 'form' | 'cut-token' | 'html-page';
  /** Which piece comes first (the answers are cut short by the clients' excerpts). */
  focus: number;
}

export const echoStyleArb: fc.Arbitrary<EchoStyle> = fc.record({
  encoding: fc.constantFrom<EchoStyle['encoding']>('all', ...(Object.keys(ECHO_ENCODINGS) as EchoEncoding[])),
  shape: fc.constantFrom<EchoStyle['shape']>('text', 'json', 'nested-json', 'form', 'cut-token', 'html-page'),
  focus: fc.nat(50),
});

/** Customer data a message may keep. */
export const CUSTOMER_TEXT = 'customer Bakkerij Jansen, invoice INV-2026-0004';

/**
 * An answer body that copies back the pieces (those the client sent, and `extra` ones: earlier secrets the
 * server saw or handed out) in the style's encoding and shape. `unknown` is a credential the client never had;
 * it appears only under credential-shaped keys (JSON, form, a cut-off token answer).
 */
export function hostileBody(pieces: readonly string[], style: EchoStyle, unknown: string): string {
  const list = pieces.length === 0 ? ['(nothing)'] : pieces;
  const focus = style.focus % list.length;
  const ordered = [...list.slice(focus), ...list.slice(0, focus)];
  const encodings =
    style.encoding === 'all' ? Object.values(ECHO_ENCODINGS) : [ECHO_ENCODINGS[style.encoding]];
  const echoed = ordered.flatMap((piece) => encodings.map((encode) => encode(piece)));
  const text = `${CUSTOMER_TEXT}: you sent ${echoed.join(' | ')} (end)`;
  const credentials = Object.fromEntries(
    CREDENTIAL_KEYS.map((key, index) => [
      key,
      index % 2 === 0 ? ordered[Math.floor(index / 2) % ordered.length] : unknown,
    ]),
  );
  switch (style.shape) {
    case 'text':
      return text;
    case 'json':
      return JSON.stringify({ error: 'invalid_request', ...credentials, error_description: text });
    case 'nested-json':
      return JSON.stringify({
        error: { message: text, details: [{ grant: credentials }] },
        data: { session: { password: ordered[0], code: unknown } },
      });
    case 'form':
      return new URLSearchParams({
        error: 'invalid_request',
        ...credentials,
        error_description: text,
      }).toString();
    case 'cut-token':
      return `{"access_token":"${jsonInner(ordered[0])}","refresh_token":"${jsonInner(unknown)}"`;
    case 'html-page':
      return `<html><body><h1>Bad Gateway</h1><p>${ECHO_ENCODINGS.html(text)}</p></body></html>`;
  }
}

/**
 * A 2xx token answer in the style's shape that hands out `token` (and `unknown` as refresh token) only under
 * credential-shaped keys, next to an echo of the pieces: `json` is a readable answer; `nested-json`, `form` and
 * `cut-token` are unreadable ones that still hold the tokens; `text` and `html-page` hold no token at all.
 */
export function hostileTokenAnswer(
  token: string,
  unknown: string,
  pieces: readonly string[],
  style: EchoStyle,
): string {
  const note = hostileBody(pieces, { ...style, shape: 'text' }, unknown);
  switch (style.shape) {
    case 'json':
      return JSON.stringify({
        access_token: token,
        refresh_token: unknown,
        token_type: 'Bearer',
        expires_in: 3600,
        note,
      });
    case 'nested-json':
      return JSON.stringify({ data: { access_token: token, refresh_token: unknown }, note });
    case 'form':
      return new URLSearchParams({ access_token: token, refresh_token: unknown, note }).toString();
    case 'cut-token':
      return `{"access_token":"${jsonInner(token)}","refresh_token":"${jsonInner(unknown)}"`;
    case 'text':
      return note;
    case 'html-page':
      return hostileBody(pieces, style, unknown);
  }
}
