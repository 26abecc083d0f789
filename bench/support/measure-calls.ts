/** Timing of a measured loop of calls: wall time and the CPU time of this process spent in it. */

/** What one measured loop took. */
export interface CallsMeasurement {
  calls: number;
  /** Wall time of the loop in milliseconds. */
  wallMs: number;
  /** CPU time (user + system) of this process during the loop, in microseconds. */
  cpuMicros: number;
}

/**
 * Makes `calls` calls with at most `concurrency` in flight (1: one after another) and measures the loop. A call
 * that rejects ends the loop with its error: a figure over failed calls would mean nothing.
 */
export async function measureCalls(
  call: () => Promise<unknown>,
  calls: number,
  concurrency: number,
): Promise<CallsMeasurement> {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  if (concurrency <= 1) {
    for (let index = 0; index < calls; index += 1) await call();
  } else {
    let next = 0;
    const runner = async (): Promise<void> => {
      while (next < calls) {
        next += 1;
        await call();
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, calls) }, runner));
  }
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  return { calls, wallMs, cpuMicros: cpu.user + cpu.system };
}

/** Makes `calls` calls at once and waits for all; resolves to the failures, by error line (first 3 kept). */
export async function burst(
  call: () => Promise<unknown>,
  calls: number,
): Promise<{ ok: number; failed: number; errors: string[] }> {
  const settled = await Promise.allSettled(Array.from({ length: calls }, call));
  const rejected = settled.filter(
    (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
  );
  const errors = [
    ...new Set(
      rejected.map(({ reason }) =>
        reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
      ),
    ),
  ];
  return { ok: calls - rejected.length, failed: rejected.length, errors: errors.slice(0, 3) };
}
