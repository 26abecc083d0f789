/** A user of the lock module's own auth guard. */
export interface LockUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** Stored by `lock:user-create --no-2fa`; not read at login (a code is still issued while OTP is on). */
  readonly twoFactorEnabled: boolean;
  readonly createdAt: string;
}
