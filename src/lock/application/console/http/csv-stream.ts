import type { ConsoleResponse } from './console-exchange';

/** The first characters a spreadsheet reads as a formula (and the tab and carriage return that can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that needs quotes: a separator, a quote, a line break, or spaces at an end. */
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/**
 * One CSV cell (RFC 4180): a text that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return) is neutralised with a leading apostrophe; a cell holding a separator, a quote, a line
 * break or spaces at an end is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams CSV lines to the response as they come, waiting for the socket to drain when its buffer is full (no
 * whole file is built in memory): `text/csv` in UTF-8 with a byte order mark (spreadsheets then read the accents),
 * as a download under the file name, never cached. The first line is written before the first row is awaited;
 * `rows` failing after that ends the file where it stopped (the status is already sent).
 */
export async function streamCsv(
  response: ConsoleResponse,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly (string | number | null)[]>,
): Promise<number> {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader(
    'Content-Disposition',
    `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  );
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  let written = 0;
  const write = async (text: string) => {
    if (!response.write(text)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    }
  };
  try {
    await write(`\uFEFF${csvLine(header)}`);
    for await (const row of rows) {
      if (response.destroyed) break;
      await write(csvLine(row));
      written++;
    }
  } finally {
    response.end();
  }
  return written;
}
