import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, IncomingMessage, request as httpRequest, Server, ServerResponse } from 'node:http';
import { AddressInfo, connect } from 'node:net';
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

/** Which of the run's Prism processes a suite uses: the mock (the default), or the validating proxy. */
export interface PrismMockOptions {
  /**
   * Proxy mode: the base URL of a server on 127.0.0.1 that Prism forwards every request to; Prism validates the
   * request and the server's real answer against the OpenAPI. Without it Prism makes up answers.
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
 * The run's Prism (`@stoplight/prism-cli`, started once by the jest global setup: shared-prism.js) with the
 * project's OpenAPI of the lock API, behind a recorder of this suite's own that keeps every request and the
 * violations Prism found in it (its `sl-violations` header). By default Prism mocks the API; with `upstream` the
 * request goes to the run's Prism proxy, which forwards it to that server (through the run's relay, told by a
 * request header) and also checks the server's answers. Prism answers (or forwards) a request that breaks the
 * OpenAPI all the same (no `--errors`), so a test sees every violation of a call, not only the first.
 */
export class PrismMock {
  private constructor(
    /** Every request so far, in order. */
    readonly exchanges: ContractExchange[],
    private readonly recorder: Server,
    /** The recorder's URL: the base URL the client under test is given. */
    readonly baseUrl: string,
  ) {}

  /**
   * Starts this suite's recorder in front of the run's Prism mock (or proxy, forwarding to `options.upstream`);
   * resolves once Prism listens. @throws Error when the global setup did not start Prism, when Prism exited or
   * does not listen within 60 s, and for an upstream that is not on 127.0.0.1
   */
  static async start(options: PrismMockOptions = {}): Promise<PrismMock> {
    if (options.upstream !== undefined && new URL(options.upstream).hostname !== '127.0.0.1') {
      throw new Error(`Prism proxies only to 127.0.0.1, not to ${options.upstream}`);
    }
    const { prism, upstreamHeader } = sharedPrism(options.upstream === undefined ? 'mock' : 'proxy');
    await listening(prism);
    const extraHeaders: Record<string, string> =
      options.upstream === undefined ? {} : { [upstreamHeader]: options.upstream };
    const exchanges: ContractExchange[] = [];
    const target = new URL(prism.url);
    const recorder = createServer((incoming, outgoing) =>
      forward(Number(target.port), extraHeaders, exchanges, incoming, outgoing),
    );
    recorder.listen(0, '127.0.0.1');
    await once(recorder, 'listening');
    const { port } = recorder.address() as AddressInfo;
    return new PrismMock(exchanges, recorder, `http://127.0.0.1:${port}`);
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

  /** Stops the recorder (the run's Prism goes on; the global teardown stops it). */
  async stop(): Promise<void> {
    this.recorder.closeAllConnections();
    await new Promise<void>((resolve) => this.recorder.close(() => resolve()));
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
  extraHeaders: Record<string, string>,
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
        headers: { ...incoming.headers, ...extraHeaders, host: `127.0.0.1:${prismPort}` },
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

/** One Prism process of the run, as shared-prism.js publishes it. */
interface SharedPrismProcess {
  url: string;
  pid: number;
  log: string;
}

/** What shared-prism.js publishes in `INTEGRATIONS_SHARED_PRISM`: each process, or why it did not start it. */
interface SharedPrism {
  mock?: SharedPrismProcess | { notStarted: string };
  proxy?: SharedPrismProcess | { notStarted: string };
  upstreamHeader?: string;
}

/**
 * The run's Prism of the mode and the header that names the proxy's upstream, as the global setup published them.
 * @throws Error when the global setup did not start it
 */
function sharedPrism(mode: 'mock' | 'proxy'): { prism: SharedPrismProcess; upstreamHeader: string } {
  const published = process.env.INTEGRATIONS_SHARED_PRISM;
  const notStarted = (why: string) =>
    new Error(
      `Prism (${mode}) was not started by the jest global setup: ${why}. The contract suites use the run's ` +
        'Prism, which test/support/global-setup.js starts through test/support/contract/shared-prism.js when the ' +
        "run includes them: run them with jest and the repo's jest.config.js (npx jest --selectProjects e2e -- " +
        '<file>).',
    );
  if (published === undefined) throw notStarted('INTEGRATIONS_SHARED_PRISM is not set');
  const shared = JSON.parse(published) as SharedPrism;
  const prism = shared[mode];
  if (prism !== undefined && 'notStarted' in prism) {
    throw notStarted(`it judged this run needs none (${prism.notStarted})`);
  }
  if (prism === undefined || shared.upstreamHeader === undefined) {
    throw notStarted(`INTEGRATIONS_SHARED_PRISM is not what shared-prism.js publishes: ${published}`);
  }
  return { prism, upstreamHeader: shared.upstreamHeader };
}

/** The Prism processes this worker has seen listen. */
const seenListening = new Set<string>();

/**
 * Resolves once the Prism process accepts connections (the global setup does not wait for it). @throws Error
 * with the end of its log when it exited or does not listen within 60 s
 */
async function listening(prism: SharedPrismProcess): Promise<void> {
  if (seenListening.has(prism.url)) return;
  const { port } = new URL(prism.url);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (await accepts(Number(port))) break;
    const gone = !alive(prism.pid);
    if (gone || Date.now() > deadline) {
      throw new Error(
        `The run's Prism (${prism.url}, pid ${prism.pid}) ${gone ? 'exited' : 'did not listen within 60 s'}; ` +
          `the end of ${prism.log}:\n${logTail(prism.log)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  seenListening.add(prism.url);
}

/** True when a TCP connection to the port on 127.0.0.1 opens. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True while a process of that id runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The last 40 lines of the file, or why there are none. */
function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch (error) {
    return String(error);
  }
}
