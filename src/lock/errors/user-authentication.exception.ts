import { LockException } from './lock.exception';

/** A failed sign-in of the module's guard: wrong credentials, or a login code that is wrong, expired or used up. */
export class UserAuthenticationException extends LockException {}
