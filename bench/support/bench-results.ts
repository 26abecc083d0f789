/** The figures a benchmark reports, as printed and as written to bench/results.json. */

/** What a figure is held to: its ratio to the baseline, or its own value, at most or at least a bound. */
export interface Target {
  of: 'ratio' | 'value';
  comparison: '<=' | '>=';
  bound: number;
}

/** One figure: its value, the baseline measured beside it in the same run, their ratio, and its target. */
export interface Figure {
  name: string;
  /** Null when it could not be measured (see `note`). */
  value: number | null;
  unit: string;
  baseline?: { name: string; value: number };
  /** Against the baseline; for repeated rounds the median of the rounds' ratios, not value / baseline. */
  ratio?: number;
  target?: Target & {
    /** True or false when measured; null when the figure could not be measured. */
    met: boolean | null;
  };
  note?: string;
}

/** One benchmark's figures. */
export interface BenchmarkResult {
  id: string;
  title: string;
  /** How it was measured, one line. */
  method: string;
  figures: Figure[];
  /** Seconds the benchmark took. */
  seconds?: number;
}

/** Everything one run wrote to bench/results.json. */
export interface BenchResults {
  mode: 'full' | 'quick';
  /** The benchmarks run, when not all were (`--only`). */
  only?: string[];
  date: string;
  node: string;
  machine: { cpu: string; cores: number; memoryGiB: number; platform: string; loadAverage: number[] };
  command: string;
  seconds: number;
  benchmarks: BenchmarkResult[];
}

/** A figure with its target checked. */
export function figure(fields: Omit<Figure, 'target'>, target?: Target): Figure {
  if (target === undefined) return fields;
  const checked = target.of === 'ratio' ? fields.ratio : fields.value;
  const met =
    checked === undefined || checked === null || Number.isNaN(checked)
      ? null
      : target.comparison === '<='
        ? checked <= target.bound
        : checked >= target.bound;
  return { ...fields, target: { ...target, met } };
}

/** A target in words: `ratio >= 1.00`, `<= 64`. */
export function targetText(target: Target): string {
  const bound = target.of === 'ratio' ? target.bound.toFixed(2) : formatNumber(target.bound);
  return `${target.of === 'ratio' ? 'ratio ' : ''}${target.comparison} ${bound}`;
}

/** A number as the tables print it: two decimals under 10, one under 100, none above. */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (Number.isInteger(value)) return value.toLocaleString('en');
  if (size < 10) return value.toFixed(2);
  if (size < 100) return value.toFixed(1);
  return Math.round(value).toLocaleString('en');
}
