import type { SmartLock } from '../../../data/smart-lock';

/** States that mean a lock needs someone to look at it (the lock API's names, for every device type). */
const ATTENTION_STATE_NAMES: ReadonlySet<string> = new Set([
  'uncalibrated',
  'untrained',
  'motor blocked',
  'undefined',
  'error wrong entry code',
  'error wrong fingerprint',
]);

/**
 * True when a lock needs someone to look at it: a critical battery (the lock's, its keypad's or its door
 * sensor's), no state reported, or a state that is a fault (uncalibrated, motor blocked, a wrong code...).
 */
export function needsAttention(lock: SmartLock): boolean {
  if (lock.batteryCritical || lock.keypadBatteryCritical || lock.doorsensorBatteryCritical) return true;
  if (lock.state === null) return true;
  return lock.stateName !== null && ATTENTION_STATE_NAMES.has(lock.stateName);
}
