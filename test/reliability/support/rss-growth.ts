/** How much the resident set of this process grew during `run`: the highest sample over the one before. */
export async function peakRssGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const sampler = setInterval(sample, 5);
  try {
    const result = await run();
    return { result, growthBytes: sample() - before };
  } finally {
    clearInterval(sampler);
  }
}

/** The value in MiB with one decimal, for messages. */
export function mebibytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
