import { setTimeout as sleep } from 'node:timers/promises';

/** An app instance the load is sent to. */
export interface LoadTarget {
  name: string;
  /** Its base URL, `http://127.0.0.1:<port>`. */
  url: string;
}

/** How the load is paced. */
export interface LoadOptions {
  /** Each worker waits this long between its calls. */
  intervalMs: number;
  /** How many calls may be under way at once (one worker each). */
  concurrency: number;
  /** How long one call may take before it is aborted and recorded as failed. Default 15 s. */
  timeoutMs?: number;
  /** Headers sent with every call, e.g. `authorization: Bearer <session>` for the guarded route. */
  headers?: Record<string, string>;
}

/** One call of the load and what came of it. */
export interface LoadCall {
  /** The target's name. */
  target: string;
  path: string;
  /** Epoch ms. */
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** Status 200 and a body whose `ok` is not false. */
  ok: boolean;
  /** The body's `error` (an exception class name), or the transport error's name when no answer came. */
  error?: string;
  /** The body's `message`, or the transport error's message. */
  message?: string;
}

/** A span of time (epoch ms), e.g. an injected outage. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** What the calls came to. */
export interface LoadSummary {
  total: number;
  ok: number;
  failed: number;
  /** Failed calls per error (`HTTP <status>` when the answer named none). */
  byError: Record<string, number>;
}

/** A running load: the calls so far, and `stop()`. */
export interface RunningLoad {
  /** Every finished call, in the order they ended. */
  readonly calls: readonly LoadCall[];
  /** Stops sending and resolves once every call under way has ended. */
  stop(): Promise<void>;
  /** The failed calls that started and ended outside all the windows (a call overlapping one is excused). */
  failuresOutside(windows: TimeWindow[]): LoadCall[];
  /** The totals so far. */
  summary(): LoadSummary;
}

/**
 * Sends GET requests round-robin over every target and path (each call the next pair) from `concurrency`
 * workers, each pausing `intervalMs` between calls, until `stop()`; records every call. Nothing hangs: each call
 * is aborted after its timeout.
 */
export function startLoad(targets: LoadTarget[], paths: string[], options: LoadOptions): RunningLoad {
  if (targets.length === 0 || paths.length === 0) throw new Error('the load needs a target and a path');
  const pairs = targets.flatMap((target) => paths.map((path) => ({ target, path })));
  const calls: LoadCall[] = [];
  let next = 0;
  const stopping = new AbortController();

  const worker = async () => {
    while (!stopping.signal.aborted) {
      const { target, path } = pairs[next++ % pairs.length];
      calls.push(await call(target, path, options));
      await sleep(options.intervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);

  return {
    calls,
    stop: async () => {
      stopping.abort();
      await Promise.all(workers);
    },
    failuresOutside: (windows) =>
      calls.filter(
        (made) =>
          !made.ok && !windows.some((window) => made.startedAt <= window.to && made.endedAt >= window.from),
      ),
    summary: () => summarize(calls),
  };
}

/** The totals of the calls. */
export function summarize(calls: readonly LoadCall[]): LoadSummary {
  const failed = calls.filter((made) => !made.ok);
  const byError: Record<string, number> = {};
  for (const made of failed) {
    const key = made.error ?? `HTTP ${made.status}`;
    byError[key] = (byError[key] ?? 0) + 1;
  }
  return { total: calls.length, ok: calls.length - failed.length, failed: failed.length, byError };
}

/** One GET, recorded; it never throws. */
async function call(target: LoadTarget, path: string, options: LoadOptions): Promise<LoadCall> {
  const startedAt = Date.now();
  const made = { target: target.name, path, startedAt };
  try {
    const response = await fetch(`${target.url}${path}`, {
      headers: options.headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const body = parseJson(await response.text());
    const ok = response.status === 200 && body?.ok !== false;
    return {
      ...made,
      endedAt: Date.now(),
      status: response.status,
      ok,
      ...(typeof body?.error === 'string' ? { error: body.error } : {}),
      ...(typeof body?.message === 'string' ? { message: body.message } : {}),
    };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const cause = (failure.cause as Error | undefined)?.message;
    return {
      ...made,
      endedAt: Date.now(),
      status: 0,
      ok: false,
      error: failure.name,
      message: cause === undefined ? failure.message : `${failure.message}: ${cause}`,
    };
  }
}

/** The body as a JSON object, or undefined. */
function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
