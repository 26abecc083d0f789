import { terminalSafeLine } from './terminal-safe-text';

/**
 * Renders rows as a plain-text table with a header line and a separator, columns padded to their widest cell.
 * Every cell is shown on one line without terminal controls (see `terminalSafeLine`), and measured as shown.
 */
export function renderTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const shownHeaders = headers.map(terminalSafeLine);
  const shownRows = rows.map((row) => row.map((cell) => terminalSafeLine(cell ?? '')));
  const widths = shownHeaders.map((header, column) =>
    Math.max(header.length, ...shownRows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(shownHeaders), line(widths.map((width) => '-'.repeat(width))), ...shownRows.map(line)].join(
    '\n',
  );
}
