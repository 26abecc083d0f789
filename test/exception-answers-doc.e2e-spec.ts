import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IntegrationException } from '../src/common/errors/integration.exception';
import { ConnectionException, type ConnectionFailure } from '../src/common/http/connection.exception';
import { AccountingException } from '../src/accounting/accounting.exception';
import { DeliveryException } from '../src/delivery/delivery.exception';
import { EXCEPTION_SAMPLES, remoteAnswerSample } from './support/exception-samples';
import { packageExceptionClasses } from './support/package-exception-classes';

/**
 * The table "The mapping" in docs/errors-and-logs.md, checked against the exceptions' own answers
 * (`httpAnswer('api')` and `httpAnswer('console')`): each row's exceptions, made for the row's case, answer the
 * row's status, console status, `Retry-After` and words; and every exception class of the package has a row.
 */

/** One row of the table, its cells as written (backticks kept). */
interface Row {
  exceptions: string[];
  case: string;
  status: string;
  console: string;
  retryAfter: string;
  message: string;
}

/** The rows of the table under `### The mapping`. */
function mappingRows(): Row[] {
  const text = readFileSync(join(__dirname, '..', 'docs', 'errors-and-logs.md'), 'utf8');
  const section = text.slice(text.indexOf('### The mapping'));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  const [header, , ...body] = lines.slice(start, end);
  expect(cells(header)).toEqual([
    'exception',
    'case',
    'status',
    'console page',
    '`Retry-After`',
    '`message` of the body',
  ]);
  return body.map((line) => {
    const [exceptions, kase, status, console, retryAfter, message] = cells(line);
    return { exceptions: backticked(exceptions), case: kase, status, console, retryAfter, message };
  });
}

function cells(line: string): string[] {
  return line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

/** The instances of one class a row speaks of, each with what the row calls it. */
function instancesFor(className: string, kase: string): [string, IntegrationException][] {
  if (className === 'ConnectionException') {
    return backticked(kase).map((failure) => [
      failure,
      new ConnectionException(
        `GET https://api.example/items: ${failure}`,
        failure as ConnectionFailure,
        'GET /items',
      ),
    ]);
  }
  const statuses = remoteStatuses(kase);
  if (statuses !== undefined) {
    return statuses.map((status) => {
      const made = remoteAnswerSample(className, status);
      if (made === undefined) throw new Error(`${className} is no remote answer, yet its row says "${kase}"`);
      return [`status ${status}`, made];
    });
  }
  if (kase.startsWith('status 0')) {
    if (className === 'DeliveryException') return [['status 0', new DeliveryException('no settings', 0)]];
    if (className === 'AccountingException') return [['status 0', new AccountingException('no settings', 0)]];
  }
  const sample = EXCEPTION_SAMPLES[className];
  if (sample === undefined) throw new Error(`No sample of ${className} (test/support/exception-samples.ts)`);
  return [['sample', sample.make()]];
}

/** The remote statuses a row's case names, or undefined for a case that is no remote status. */
function remoteStatuses(kase: string): number[] | undefined {
  if (kase.startsWith('remote status')) return [...kase.matchAll(/\d{3}/g)].map((match) => Number(match[0]));
  if (kase.startsWith('any other remote status')) return [400, 401, 409, 500, 502];
  if (kase.startsWith('a 2xx answer')) return [200, 201];
  return undefined;
}

describe('docs/errors-and-logs.md: the mapping table', () => {
  const rows = mappingRows();

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  describe.each(rows.map((row) => [`${row.exceptions.join(', ')} ${row.case}`.trim(), row] as const))(
    '%s',
    (_name, row) => {
      it.each(row.exceptions)('%s answers as the row says', (className) => {
        for (const [what, exception] of instancesFor(className, row.case)) {
          const answer = exception.httpAnswer('api');
          const page = exception.httpAnswer('console');
          const seen = {
            what,
            status: answer?.status ?? "Nest's default 500",
            console: page?.status ?? 500,
            retryAfter: answer?.retryAfterSeconds,
            message: answer?.message ?? "Nest's default",
          };
          const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
          expect(seen).toEqual({
            what,
            status: /^\d+$/.test(row.status) ? Number(row.status) : row.status,
            console: Number(row.console),
            retryAfter: row.retryAfter === '' ? undefined : retryAfter,
            message: row.message === 'its message' ? exception.message : row.message,
          });
          if (row.retryAfter !== '') expect(retryAfter).toEqual(expect.any(Number));
          if (row.message !== 'its message' && answer !== undefined) {
            // Fixed words: never the exception's own message (it may quote an upstream's answer).
            expect(answer.message).not.toBe(exception.message);
          }
        }
      });
    },
  );

  it('names every exception class of the package', () => {
    const named = new Set(rows.flatMap((row) => row.exceptions));
    const missing = packageExceptionClasses()
      .map(({ name }) => name)
      .filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });
});
