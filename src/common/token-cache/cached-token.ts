/** A token as kept in memory and in the shared cache. */
export interface CachedToken {
  /** The access token itself. */
  readonly value: string;
  /** Epoch milliseconds after which the token is no longer used (its expiry minus the safety margin). */
  readonly usableUntil: number;
}
