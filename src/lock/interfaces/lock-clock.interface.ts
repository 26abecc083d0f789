/**
 * The time source of the lock module's rules (sessions, login codes, the sign-in limit, pruning, webhook
 * claims): the module provides it under `LOCK_CLOCK`; tests move it.
 */
export interface LockClock {
  /** The current time. */
  now(): Date;
}

/** The clock of the machine. */
export const LOCK_SYSTEM_CLOCK: LockClock = { now: () => new Date() };
