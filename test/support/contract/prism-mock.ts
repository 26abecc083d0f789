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
 * Prism (`@stoplight/prism-cli`) mocking the lock API from the project's OpenAPI on 127.0.0.1, behind a recorder
 * that keeps every request and the violations Prism found in it. Prism answers a request that breaks the
 * OpenAPI all the same (no `--errors`), so a test sees every violation of a call, not only the first.
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

  /** Starts Prism on a free port and the recorder in front of it; resolves once Prism answers. */
  static async start(): Promise<PrismMock> {
    const prismPort = await freePort();
    const prism = spawn(
      process.execPath,
      [
        require.resolve('@stoplight/prism-cli/dist/index.js'),
        'mock',
        '--host',
        '127.0.0.1',
        '--port',
        String(prismPort),
        LOCK_OPENAPI_PATH,
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
   * its own generated answers break the document's answer schemas; those say nothing of the client.)
   */
  requestViolations(): string[] {
    return this.exchanges.flatMap((exchange) =>
      exchange.violations
        .filter((violation) => violation.location[0] === 'request')
        .map(
          (violation) =>
            `${exchange.method} ${exchange.url}: ${violation.severity} ${violation.location.join('.')}: ${violation.message}`,
        ),
    );
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
