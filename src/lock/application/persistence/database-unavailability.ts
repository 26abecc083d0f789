/** SQLSTATE classes and codes of PostgreSQL that say the server or the connection is gone, not the statement wrong. */
const POSTGRES_UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart or a failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  '53000', // insufficient_resources
]);
/** The SQLSTATE class of connection exceptions (`08000`, `08006`, ...). */
const POSTGRES_CONNECTION_CLASS = '08';

/** Codes of Node's sockets and DNS for a peer that cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLite result codes (better-sqlite3's `code`, extended codes included) of a file that cannot be used now. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|PROTOCOL)(_|$)/;
/** The same as numbers (`node:sqlite` errors carry the code as `errcode`; its low byte is the primary code). */
const SQLITE_UNAVAILABLE_RESULT_CODES = new Set([
  5, // SQLITE_BUSY: another connection holds the write lock past the busy timeout
  6, // SQLITE_LOCKED
  10, // SQLITE_IOERR
  13, // SQLITE_FULL
  14, // SQLITE_CANTOPEN
  15, // SQLITE_PROTOCOL
]);
/** The `code` of every SQLite error `node:sqlite` throws (the result code is in `errcode`). */
const NODE_SQLITE_ERROR = 'ERR_SQLITE_ERROR';

/** What the pg driver says when a connection died or never came (it gives these errors no code). */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client (has encountered a connection error|was closed) and is not queryable$/,
  /^Cannot use a pool after calling end/,
];

/**
 * True when a driver error means the database cannot be reached or used right now (a refused, reset or timed-out
 * connection, a server shutting down, a busy SQLite file), as opposed to a statement the database refused (a
 * constraint, a syntax error), which stays the error it is.
 */
export function isDatabaseUnavailability(error: unknown): boolean {
  // Read by shape: a driver's errors may come from another realm (Node's own, a native addon's first loader),
  // so `instanceof Error` cannot tell, under jest or vm.
  if (typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return false;
  const code = (error as { code?: unknown }).code;
  // A coded error is judged by its code alone (its message may quote a statement's values).
  if (typeof code === 'string') {
    return (
      POSTGRES_UNAVAILABLE_CODES.has(code) ||
      SOCKET_CODES.has(code) ||
      SQLITE_UNAVAILABLE.test(code) ||
      (code === NODE_SQLITE_ERROR && isUnavailableSqliteResult((error as { errcode?: unknown }).errcode)) ||
      (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(POSTGRES_CONNECTION_CLASS))
    );
  }
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some(isDatabaseUnavailability)) return true;
  return PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

function isUnavailableSqliteResult(errcode: unknown): boolean {
  return typeof errcode === 'number' && SQLITE_UNAVAILABLE_RESULT_CODES.has(errcode & 0xff);
}
