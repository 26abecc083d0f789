import { createHash } from 'node:crypto';
import type { LockObjectId } from './lock-sandbox-account-data';

/** A 24-character hex object id derived from `seed`, so seed data is the same on every run. */
export function seededObjectId(seed: string): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, 24);
}

/** An object id as the `ObjectId` schema renders it: the parts of its 24 hex characters. */
export function objectIdOf(hex: string): LockObjectId {
  const timestamp = parseInt(hex.slice(0, 8), 16);
  return {
    timestamp,
    machineIdentifier: parseInt(hex.slice(8, 14), 16),
    processIdentifier: parseInt(hex.slice(14, 18), 16),
    counter: parseInt(hex.slice(18, 24), 16),
    time: timestamp * 1000,
    timeSecond: timestamp,
    date: new Date(timestamp * 1000).toISOString(),
  };
}

/** The 24 hex characters of a rendered object id. */
export function hexOf(id: LockObjectId): string {
  const hex = (value: number, length: number) => value.toString(16).padStart(length, '0');
  return `${hex(id.timestamp, 8)}${hex(id.machineIdentifier, 6)}${hex(id.processIdentifier, 4)}${hex(id.counter, 6)}`;
}
