import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { ConnectionException } from '../../../common/http/connection.exception';
import { LockException } from '../../errors/lock.exception';

/**
 * True for a failure a console form explains in place (a flash with its message): the lock API's answer, the
 * connection, a token or secret store, or an argument the client refused. Anything else is a bug, for the
 * exception filter. The messages are the module's own, redacted.
 */
export function isLockCallFailure(error: unknown): error is Error {
  return (
    error instanceof LockException ||
    error instanceof ConnectionException ||
    error instanceof InvalidArgumentException
  );
}
