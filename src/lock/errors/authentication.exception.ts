import { LockException } from './lock.exception';

/**
 * No token for the account key, a failed OAuth code exchange or refresh, or incomplete OAuth settings. Nothing
 * was sent to the lock API.
 */
export class AuthenticationException extends LockException {}
