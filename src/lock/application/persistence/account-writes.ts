/** Called with the key of an account whose row this process has just written. */
export type AccountWriteListener = (accountKey: string) => void;

/**
 * Tells the readers of this process that an account row changed (created, token set or cleared, enabled or
 * disabled), so what they remember of it is dropped at once instead of at its next recheck.
 */
export class AccountWrites {
  readonly #listeners: AccountWriteListener[] = [];

  /** Calls the listener after every write of an account row through this process. */
  subscribe(listener: AccountWriteListener): void {
    this.#listeners.push(listener);
  }

  /** Reports a write of the account's row (after it is done). */
  written(accountKey: string): void {
    for (const listener of this.#listeners) listener(accountKey);
  }
}
