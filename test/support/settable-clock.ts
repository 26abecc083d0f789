import type { LockClock } from '../../src/lock';

/** A module clock (`LOCK_CLOCK`) that tests set to a moment; without one it follows the machine's. */
export class SettableClock implements LockClock {
  private fixed: Date | null;

  /** @param moment the moment it says from the start (ISO 8601); left out: the machine's time */
  constructor(moment?: string) {
    this.fixed = moment === undefined ? null : new Date(moment);
  }

  now(): Date {
    return this.fixed === null ? new Date() : new Date(this.fixed.getTime());
  }

  /** From now on the clock says this moment (ISO 8601), until `release()`. */
  setTo(moment: string): void {
    this.fixed = new Date(moment);
  }

  /** Back to the machine's time. */
  release(): void {
    this.fixed = null;
  }
}
