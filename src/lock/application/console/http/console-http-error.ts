import type { ConsoleErrorKey } from '../i18n/error-messages';

/**
 * A console request that ends in an error page (or, for a script's partial request, an error fragment): the
 * status and the line of `ERROR_MESSAGES` to show, with its placeholders' values (shown escaped; never a secret).
 */
export class ConsoleHttpError extends Error {
  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The line of `ERROR_MESSAGES`. */
    readonly key: ConsoleErrorKey,
    /** The values of the line's `:placeholders`. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`Console error ${status} ${key}`);
    this.name = 'ConsoleHttpError';
  }
}

/** A console page asked for without a signed-in user: a page request is sent to the sign-in page. */
export class ConsoleSignInRequired extends Error {
  constructor() {
    super('Sign in to use the lock console.');
    this.name = 'ConsoleSignInRequired';
  }
}
