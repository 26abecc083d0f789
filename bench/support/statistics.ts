/** The statistics the benchmarks report: medians, of values and of per-round ratios. */

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of `measured[i] / baseline[i]`: each round's ratio, so drift between rounds cancels out. */
export function medianRatio(measured: readonly number[], baseline: readonly number[]): number {
  return median(measured.map((value, index) => value / baseline[index]));
}
