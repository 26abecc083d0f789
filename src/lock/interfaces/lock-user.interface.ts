/** A user of the lock module's own auth guard. */
export interface LockUser {
  /** The user's id. */
  readonly id: string;
  /** The user's email, in lower case. */
  readonly email: string;
  /** The user's name. */
  readonly name: string;
  /** Stored by `lock:user-create --no-2fa`; not read at login (a code is still issued while OTP is on). */
  readonly twoFactorEnabled: boolean;
  /** When the user was created (ISO 8601). */
  readonly createdAt: string;
  /**
   * The id of the main user of a sub-user (`lock:user-create --parent`); null (or left out) for a main user. A
   * main user may do everything in the accounts it owns, a sub-user only what its grants allow (see `LockAccess`).
   */
  readonly parentUserId?: string | null;
}
