/** Printing and timing shared by the benchmarks: one line per measurement. */

/** Prints a measurement: operations per second, total time, and an optional note. */
export function report(name: string, operations: number, milliseconds: number, extra = ''): void {
  const perSecond = Math.round((operations / milliseconds) * 1000);
  console.log(
    `${name.padEnd(48)} ${String(perSecond).padStart(9)} ops/s  ${milliseconds.toFixed(1).padStart(8)} ms  ${extra}`,
  );
}

/** How long the operation took, in milliseconds. */
export async function timed(operation: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await operation();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Runs `batches` rounds of `width` concurrent calls, then prints the rate and the heap growth over the run. */
export async function reportConcurrentWithHeap(
  name: string,
  batches: number,
  width: number,
  call: () => Promise<unknown>,
): Promise<void> {
  const heapBefore = process.memoryUsage().heapUsed;
  report(
    `${name}: ${width} concurrent x ${batches}, warm token`,
    batches * width,
    await timed(async () => {
      for (let batch = 0; batch < batches; batch += 1) {
        await Promise.all(Array.from({ length: width }, call));
      }
    }),
  );
  global.gc?.();
  const heapGrowthKb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024);
  const label = `${name}: heap growth after ${(batches * width).toLocaleString('en')} calls`;
  console.log(
    `${label.padEnd(48)} ${String(heapGrowthKb).padStart(9)} KB${global.gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
  );
}
