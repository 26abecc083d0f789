import { ConnectionException } from '../http/connection.exception';

/**
 * The `error.type` of a failure, low-cardinality and free of secrets: a connection failure's code (`timeout`,
 * `refused`, ...; also as the cause of a module's exception), the HTTP status of an exception that carries one
 * (`503`), else the exception's class name. Never a message, which may quote a body.
 */
export function errorTypeOf(error: unknown): string {
  if (error instanceof ConnectionException) return error.failure;
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { cause } = error as { cause?: unknown };
  if (cause instanceof ConnectionException) return cause.failure;
  const status = (error as { status?: unknown }).status;
  const code = typeof status === 'function' ? (status as () => unknown).call(error) : status;
  if (typeof code === 'number' && code >= 100) return String(code);
  return error instanceof Error ? error.constructor.name : 'unknown';
}
