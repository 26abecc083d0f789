/**
 * What the benchmarks ask their workers and what the workers answer: the messages of each worker type. Kept
 * apart from the workers so the parent never loads a worker's code (nor the package) into its own process.
 */
import type { BenchSandbox, SandboxName } from '../support/bench-server-process';
import type { CallsMeasurement } from '../support/measure-calls';

/** The clients the benchmarks measure; Lock in API-token mode and in OAuth mode (the token in the store). */
export type ClientKind = 'delivery' | 'accounting' | 'lock-token' | 'lock-oauth';

/** The HTTP transport a module is built with; `default` leaves the option out. */
export type TransportChoice = 'default' | 'axios' | 'undici';

/** The sandbox a client kind calls. */
export function sandboxNameOf(kind: ClientKind): SandboxName {
  return kind === 'lock-token' || kind === 'lock-oauth' ? 'lock' : kind;
}

/** How a client is built. */
export interface ClientSetup {
  kind: ClientKind;
  sandbox: BenchSandbox;
  /** The bench server's control URL (Lock OAuth asks it for an authorization code). */
  controlUrl: string;
  /** `memory`, or a `redis://` URL. */
  tokenStore: string;
  /** The encryption key of the token cache; default: a fresh one. */
  appKey?: string;
  transport?: TransportChoice;
  /**
   * Lock OAuth: the account key whose token another process stored. Left out: a fresh account key, and the
   * client exchanges an authorization code for it first.
   */
  lockAccountKey?: string;
  /** Lock OAuth: where the token is stored (`cache`: the token cache, the default; `memory`). */
  lockTokenStore?: 'cache' | 'memory';
}

/** Warm calls: what the parent asks for. */
export interface WarmCallsRequest {
  setup: ClientSetup;
  rounds: number;
  sequentialCalls: number;
  concurrentCalls: number;
  concurrency: number;
  warmupCalls: number;
}

/** Warm calls: one candidate's figures in one round. */
export interface WarmRound {
  sequential: CallsMeasurement;
  concurrent: CallsMeasurement;
}

/** Warm calls: the candidates measured and, per round, each candidate's figures. */
export interface WarmCallsResult {
  transportOptionAvailable: boolean;
  candidates: string[];
  rounds: Record<string, WarmRound>[];
}

/** Warm calls: the names of the candidates. */
export const CANDIDATE = {
  client: 'client',
  clientOnUndici: 'client (undici transport)',
  standalone: 'standalone client (fetch)',
  axios: 'bare axios',
  undici: 'bare undici.request',
} as const;

/** Bursts: what `prepare` answers (Lock OAuth with `setup: true`: the account key of the expired token). */
export interface BurstPrepared {
  lockAccountKey?: string;
}

/** Bursts: `go` fires `calls` first calls at once at the moment `at` (epoch ms), the start barrier. */
export interface BurstGo {
  at: number;
  calls: number;
}

/** Bursts: what the calls of one process came to. */
export interface BurstOutcome {
  ok: number;
  failed: number;
  /** Distinct error lines, at most three. */
  errors: string[];
  wallMs: number;
}

/** Token cache round trips: what the parent asks for. */
export interface TokenCacheRequest {
  redisUrl: string;
  rounds: number;
  operations: number;
}

/** Token cache round trips: per round, each side's set+get loop. */
export interface TokenCacheResult {
  rounds: { encrypted: CallsMeasurement; plain: CallsMeasurement }[];
}

/** Heap: what the parent asks for; with `baseline`, bare axios is measured first, in the same process. */
export interface HeapRequest {
  setup: ClientSetup;
  calls: number;
  concurrency: number;
  warmupCalls: number;
  baseline: boolean;
}

/** Heap: the heap in use after full garbage collection, before and after the calls, in bytes. */
export interface HeapPhase {
  before: number;
  after: number;
  wallMs: number;
}

/** Heap: the client's phase, and bare axios's phase when asked for. */
export interface HeapResult {
  client: HeapPhase;
  baseline?: HeapPhase;
}

/** Tracing cost: how the worker's process sees OpenTelemetry. */
export type TelemetryMode =
  /** `@opentelemetry/api` cannot be loaded (as in an app that did not install it). */
  | 'no-api'
  /** The API is installed, no provider is registered (the no-op). */
  | 'no-provider'
  /** An in-memory SDK: tracer and meter providers, the async-hooks context manager. */
  | 'in-memory-sdk';

/** Tracing cost: the env variable that tells a worker its `TelemetryMode`. */
export const TELEMETRY_MODE_ENV = 'BENCH_TELEMETRY_MODE';

/** Tracing cost: what the parent asks a worker to measure in one round. */
export interface TracingRoundRequest {
  sequentialCalls: number;
  concurrentCalls: number;
  concurrency: number;
}

/** Redaction: what the parent asks for; `accounts`: the account counts measured beside the baseline. */
export interface RedactionRequest {
  accounts: number[];
  rounds: number;
  redactions: number;
  warmupRedactions: number;
}

/**
 * Redaction: the side a measurement is of: `baseline` (the configured token and one account), `echoed` (only the
 * accounts the message echoes), or the account count as a string (`'2000'`).
 */
export type RedactionSide = 'baseline' | 'echoed' | `${number}`;

/** Redaction: the message, what the anchor prefilter passed on per side, and each side's loop per round. */
export interface RedactionResult {
  messageLength: number;
  /** How many accounts' tokens the message echoes. */
  echoedAccounts: number;
  /** Per account count: how many remembered secrets the anchor prefilter passes to the full patterns. */
  candidates: Record<string, number>;
  rounds: Partial<Record<RedactionSide, CallsMeasurement>>[];
}
