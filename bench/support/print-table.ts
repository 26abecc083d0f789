/** The table of one benchmark on stdout, and the same rows for BENCHMARKS.md. */
import { BenchmarkResult, Figure, formatNumber, targetText } from './bench-results';

const HEADER = ['figure', 'value', 'baseline', 'ratio', 'target', ''];

/** The cells of a figure's row: name, value, baseline, ratio, target, and `met` / `MISSED`. */
export function figureCells(row: Figure): string[] {
  const value = row.value === null ? (row.note ?? 'n/a') : `${formatNumber(row.value)} ${row.unit}`;
  const baseline = row.baseline
    ? `${formatNumber(row.baseline.value)} ${row.unit} (${row.baseline.name})`
    : '';
  // Three decimals where two would round a missed bound onto it (1.004 against <= 1.00).
  const close = row.ratio !== undefined && row.target && Math.abs(row.ratio - row.target.bound) < 0.005;
  const ratio = row.ratio === undefined ? '' : `${row.ratio.toFixed(close ? 3 : 2)}x`;
  const target = row.target ? targetText(row.target) : '';
  const verdict = row.target?.met === true ? 'met' : row.target?.met === false ? 'MISSED' : '';
  return [row.name, value, baseline, ratio, target, verdict];
}

/** Prints the benchmark's title, method, table and notes. */
export function printTable(result: BenchmarkResult): void {
  const rows = [HEADER, ...result.figures.map(figureCells)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(
    `\n## ${result.title}${result.seconds === undefined ? '' : ` (${result.seconds.toFixed(0)} s)`}`,
  );
  console.log(result.method);
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of rows.slice(1)) console.log(line(cells));
  for (const row of result.figures.filter((entry) => entry.note !== undefined && entry.value !== null)) {
    console.log(`  ${row.name}: ${row.note}`);
  }
}

/** The figures of every benchmark as Markdown (BENCHMARKS.md's latest figures): a heading and a table each. */
export function markdownTables(results: BenchmarkResult[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const row = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return results
    .map((result) =>
      [
        `### ${result.title}`,
        '',
        result.method,
        '',
        row(HEADER),
        row(HEADER.map(() => '---')),
        ...result.figures.map((entry) => row(figureCells(entry))),
      ].join('\n'),
    )
    .join('\n\n');
}
