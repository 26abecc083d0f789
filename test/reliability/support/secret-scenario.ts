import * as fc from 'fast-check';
import * as net from 'node:net';
import { PROPERTY_SEED } from '../../support/property-settings';
import { assertNoLeaks } from './leak-check';
import { errorOutputs, objectOutputs } from './leak-outputs';
import { longSecretArb } from './secret-arbitraries';
import {
  echoStyleArb,
  EchoStyle,
  hostileBody,
  HostileEchoServer,
  HostileReply,
  HostileResponder,
  hostileTokenAnswer,
} from './hostile-echo-server';

/** Every status a failed answer can have: redirects, client and server errors. */
export const FAILURE_STATUSES = [
  300, 301, 302, 303, 307, 308, 400, 401, 403, 404, 405, 409, 422, 429, 500, 502, 503, 504,
];
export const failureStatusArb = fc.constantFrom(...FAILURE_STATUSES);

/** How a run's outcome settled: the value, or the rejection. */
export type Outcome = { rejected: false; value: unknown } | { rejected: true; error: unknown };

export async function outcomeOf(work: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { rejected: false, value: await work() };
  } catch (error) {
    return { rejected: true, error };
  }
}

/**
 * A failure answer that copies back everything the clients sent in this run (and `also`: secrets the server
 * handed out earlier), in the style's shape; a redirect also carries it in its `Location`.
 */
export function hostileFailure(
  server: HostileEchoServer,
  status: number,
  style: EchoStyle,
  unknown: string,
  also: readonly string[] = [],
): HostileReply {
  const pieces = [...server.pieces(), ...also];
  const body = hostileBody(pieces, style, unknown);
  const headers: Record<string, string> = {};
  if (status >= 300 && status < 400) {
    const query = new URLSearchParams(
      pieces.slice(0, 6).map((piece, index): [string, string] => [`p${index}`, piece]),
    );
    query.set('code', unknown);
    headers.location = `${server.url}/moved?${query.toString()}`;
  }
  if (style.shape === 'json' || style.shape === 'nested-json' || style.shape === 'cut-token') {
    headers['content-type'] = 'application/json';
  } else if (style.shape === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (style.shape === 'html-page') {
    headers['content-type'] = 'text/html';
  }
  return { status, body, headers };
}

/** A port on 127.0.0.1 nobody listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `http://<user>:<secret>@host:port` with the userinfo percent-encoded as a URL must carry it. */
export function withUserinfo(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${encodeURIComponent(user)}:${encodeURIComponent(password.toWellFormed())}@${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** What a run leaves to be checked. */
export interface RunEvidence {
  outcome: Outcome;
  /** The objects that hold secrets, by name (client, config, ...), rendered after the call. */
  objects?: Record<string, unknown>;
  /** Further outputs: captured log lines, command output, dumps. */
  outputs?: Record<string, string>;
  /** Every secret of the run (the caller adds trimmed forms with `withTrimmed`). */
  secrets: readonly string[];
}

/** Renders the error every way and the objects, and fails with the leaks when any output holds a secret. */
export function checkEvidence(evidence: RunEvidence): void {
  const outputs: Record<string, string> = { ...evidence.outputs };
  if (evidence.outcome.rejected) Object.assign(outputs, errorOutputs(evidence.outcome.error));
  else outputs['resolved value'] = safeJson(evidence.outcome.value);
  for (const [name, object] of Object.entries(evidence.objects ?? {}))
    Object.assign(outputs, objectOutputs(name, object));
  assertNoLeaks(outputs, evidence.secrets);
}

function safeJson(value: unknown): string {
  try {
    return String(JSON.stringify(value));
  } catch {
    return String(value);
  }
}

/**
 * For a secret that cannot travel in a header as it is: when nothing reached the server, the call must have
 * been refused with the client's documented exception, naming the setting.
 */
export function assertRefusedProperly(
  outcome: Outcome,
  server: HostileEchoServer,
  exceptionClass: abstract new (...args: never[]) => Error,
  setting: RegExp,
): void {
  if (server.requests.length > 0) return;
  // `account().info()` never throws, as the lock spec says: it answers null on any failure.
  if (!outcome.rejected && outcome.value === null) return;
  if (!outcome.rejected) throw new Error('nothing was sent, yet the call resolved');
  const error = outcome.error as Error;
  if (!((error as unknown) instanceof exceptionClass)) {
    const name = (outcome.error as { constructor?: { name?: string } } | undefined)?.constructor?.name;
    throw new Error(
      `nothing was sent, and the call failed with ${name}, not ${exceptionClass.name}: ${error?.message}`,
    );
  }
  if (!setting.test(error.message)) {
    throw new Error(`the refusal does not name the setting (${setting}): ${error.message}`);
  }
}

/** What a run's token endpoint hands out, and how every other request fails. */
export interface TokenThenFailure {
  /** The access token, and the refresh token no client knows, in the shape of `tokenStyle` (status 200). */
  token: string;
  unknown: string;
  tokenStyle: EchoStyle;
  /** The failure of every other request, which also echoes `also`. */
  status: number;
  style: EchoStyle;
  also?: readonly string[];
}

/** Random token answers and failures, with long secrets (those every output is checked for). */
export const tokenThenFailureArb: fc.Arbitrary<TokenThenFailure> = fc.record({
  token: longSecretArb,
  unknown: longSecretArb,
  tokenStyle: echoStyleArb,
  status: failureStatusArb,
  style: echoStyleArb,
});

/** A responder: a 2xx token answer at `tokenPath` (readable or not), a hostile failure everywhere else. */
export function tokenThenFailure(tokenPath: string, run: TokenThenFailure): HostileResponder {
  return (request, server) =>
    request.path === tokenPath
      ? { status: 200, body: hostileTokenAnswer(run.token, run.unknown, server.pieces(), run.tokenStyle) }
      : hostileFailure(server, run.status, run.style, run.unknown, run.also);
}

/** A client booted for a run or a property (its module's objects to render by name), or why it could not boot. */
export type Booted<T> =
  { client: T; objects: Record<string, unknown>; close(): Promise<unknown> } | { failed: unknown };

/** What a run of a property does on a client booted once for the property, and the secrets it then checks for. */
export type Runner<T> = (
  calls: (client: T) => Promise<unknown>,
  secrets: () => (string | null | undefined)[],
) => Promise<void>;

/** The outcome of the calls on the booted client; a failed boot is the run's rejection. */
export function outcomeOn<T>(booted: Booted<T>, calls: (client: T) => Promise<unknown>): Promise<Outcome> {
  if ('failed' in booted) return Promise.resolve({ rejected: true, error: booted.failed });
  return outcomeOf(() => calls(booted.client));
}

/**
 * The log lines of a module that serves every run of a property, handed out run by run: the lines logged since the
 * last run's check. A line a run logs late (after its check) is checked with the next run, against the secrets of
 * both; `afterLastRun` checks what came after the last run's check (call it after the module closed).
 */
export class RunLogs {
  private warnings = 0;
  private errors = 0;
  private previousSecrets: readonly string[] = [];

  constructor(private readonly logger: { readonly warnings: string[]; readonly errors: string[] }) {}

  /** This run's lines as outputs for `checkEvidence`, once they are checked against the last run's secrets. */
  sinceLastRun(secrets: readonly string[]): Record<string, string> {
    const outputs = this.take();
    assertNoLeaks(outputs, this.previousSecrets);
    this.previousSecrets = secrets;
    return outputs;
  }

  /** Checks the lines logged after the last run's check against its secrets. */
  afterLastRun(): void {
    assertNoLeaks(this.take(), this.previousSecrets);
  }

  private take(): Record<string, string> {
    const outputs = {
      'logged warnings': this.logger.warnings.slice(this.warnings).join('\n'),
      'logged errors': this.logger.errors.slice(this.errors).join('\n'),
    };
    this.warnings = this.logger.warnings.length;
    this.errors = this.logger.errors.length;
    return outputs;
  }
}

/**
 * One value of the arbitrary for a whole property (a secret its module is configured with, where the runs vary what
 * the server answers): drawn from `PROPERTY_SEED` and the property's `salt`, so the same seed draws it again, also
 * when `PROPERTY_PATH` replays one run. (`fc.sample` of one value: no property.)
 */
export function drawnOncePerProperty<T>(arbitrary: fc.Arbitrary<T>, salt: number): T {
  const [value] = fc.sample(arbitrary, { numRuns: 1, seed: PROPERTY_SEED + salt, path: '' });
  return value;
}
