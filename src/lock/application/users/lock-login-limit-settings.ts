/** The limit on sign-in attempts, as `LockUsersSettings.loginLimit()` reads it. */
export interface LockLoginLimitSettings {
  /** Attempts per email from one client address, or from one known device, and window. */
  maxAttempts: number;
  /** Attempts per email from new devices, all addresses together, and window: the ceiling. */
  maxAttemptsPerEmail: number;
  /** Attempts per client address and window. */
  maxAttemptsPerAddress: number;
  /** The length of the fixed window in whole seconds. */
  windowSeconds: number;
}
