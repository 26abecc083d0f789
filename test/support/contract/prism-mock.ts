import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, IncomingMessage, request as httpRequest, Server, ServerResponse } from 'node:http';
import { AddressInfo, createServer as createTcpServer } from 'node:net';
import { join } from 'node:path';

/** The project's neutral-named copy of the lock vendor's OpenAPI. */
export const LOCK_OPENAPI_PATH = join(__dirname, '..', '..', '..', 'openapi', 'lock-api.openapi.json');

/** One rule of the OpenAPI a request broke, as Prism reports it in its `sl-violations` header. */
export interface PrismViolation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

/** How Prism runs: mocking the OpenAPI (the default), or as a validating proxy in front of a real server. */
export interface PrismMockOptions {
  /**
   * Proxy mode: the base URL of a server on 127.0.0.1 that Prism forwards every request to (`prism proxy`); Prism
   * validates the request and the server's real answer against the OpenAPI. Without it Prism makes up answers.
   */
  upstream?: string;
}

/** A request that went through the recorder, and what Prism said of it. */
export interface ContractExchange {
  method: string;
  /** Path and query as sent. */
  url: string;
  body: string;
  status: number;
  violations: PrismViolation[];
}

/**
 * Prism (`@stoplight/prism-cli`) on 127.0.0.1 with the project's OpenAPI of the lock API, behind a recorder that
 * keeps every request and the violations Prism found in it (its `sl-violations` header). By default Prism mocks
 * the API; with `upstream` it proxies to that server and also checks the server's answers. Prism answers (or
 * forwards) a request that breaks the OpenAPI all the same (no `--errors`), so a test sees every violation of a
 * call, not only the first.
 */
export class PrismMock {
  private constructor(
    /** Every request so far, in order. */
    readonly exchanges: ContractExchange[],
    private readonly prism: ChildProcess,
    private readonly recorder: Server,
    /** The recorder's URL: the base URL the client under test is given. */
    readonly baseUrl: string,
  ) {}

  /**
   * Starts Prism on a free port (mocking, or proxying to `options.upstream`) and the recorder in front of it;
   * resolves once Prism listens. @throws Error for an upstream that is not on 127.0.0.1
   */
  static async start(options: PrismMockOptions = {}): Promise<PrismMock> {
    if (options.upstream !== undefined && new URL(options.upstream).hostname !== '127.0.0.1') {
      throw new Error(`Prism proxies only to 127.0.0.1, not to ${options.upstream}`);
    }
    const prismPort = await freePort();
    const prism = spawn(
      process.execPath,
      [
        require.resolve('@stoplight/prism-cli/dist/index.js'),
        options.upstream === undefined ? 'mock' : 'proxy',
        '--host',
        '127.0.0.1',
        '--port',
        String(prismPort),
        LOCK_OPENAPI_PATH,
        ...(options.upstream === undefined ? [] : [options.upstream]),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    prism.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prism.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(prism, 'exit').then(([code]) => {
      throw new Error(`Prism exited with ${String(code)} before it listened:\n${output}`);
    });
    const listening = (async () => {
      while (!/Prism is listening/.test(output)) await new Promise((resolve) => setTimeout(resolve, 50));
    })();
    await Promise.race([listening, exited]);
    exited.catch(() => undefined);
    const exchanges: ContractExchange[] = [];
    const recorder = createServer((incoming, outgoing) => forward(prismPort, exchanges, incoming, outgoing));
    recorder.listen(0, '127.0.0.1');
    await once(recorder, 'listening');
    const { port } = recorder.address() as AddressInfo;
    return new PrismMock(exchanges, prism, recorder, `http://127.0.0.1:${port}`);
  }

  /**
   * The rules of the OpenAPI the requests so far broke, each with its request line. (Prism also reports where
   * the answers break the document's answer schemas: `responseViolations()`. In mock mode those answers are
   * Prism's own and say nothing of the client.)
   */
  requestViolations(): string[] {
    return this.violations('request');
  }

  /**
   * The rules of the OpenAPI the answers so far broke, each with its request line: in proxy mode the answers of
   * the upstream server, in mock mode Prism's own.
   */
  responseViolations(): string[] {
    return this.violations('response');
  }

  /** Forgets the requests recorded so far. */
  clear(): void {
    this.exchanges.length = 0;
  }

  /** Stops the recorder and Prism. */
  async stop(): Promise<void> {
    this.recorder.closeAllConnections();
    await new Promise<void>((resolve) => this.recorder.close(() => resolve()));
    if (this.prism.exitCode === null) {
      this.prism.kill();
      await once(this.prism, 'exit');
    }
  }

  /** The violations of one side so far, each as `<METHOD> <url>: <severity> <location>: <message>`. */
  private violations(side: 'request' | 'response'): string[] {
    return this.exchanges.flatMap((exchange) =>
      exchange.violations
        .filter((violation) => violation.location[0] === side)
        .map(
          (violation) =>
            `${exchange.method} ${exchange.url}: ${violation.severity} ${violation.location.join('.')}: ${violation.message}`,
        ),
    );
  }
}

/** Sends the request on to Prism and records it with the violations Prism reports. */
function forward(
  prismPort: number,
  exchanges: ContractExchange[],
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): void {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: prismPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: `127.0.0.1:${prismPort}` },
      },
      (answer) => {
        const header = answer.headers['sl-violations'];
        exchanges.push({
          method: incoming.method ?? '',
          url: incoming.url ?? '',
          body: body.toString('utf8'),
          status: answer.statusCode ?? 0,
          violations: typeof header === 'string' ? (JSON.parse(header) as PrismViolation[]) : [],
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    upstream.end(body);
  });
}

/** A port free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  const server = createTcpServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
