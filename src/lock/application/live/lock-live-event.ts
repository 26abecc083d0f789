/**
 * What changed on a lock, as far as the webhook that told it says: `state` (locked, unlocked, door, ...),
 * `battery` (a status whose state names only battery fields), `config` (its settings or master data, such as its
 * name), `auth` (an authorization of it) or `log` (a new entry in its activity).
 */
export type LockLiveChange = 'state' | 'battery' | 'config' | 'auth' | 'log';

/** Every change kind, for checking a message from another instance. */
export const LOCK_LIVE_CHANGES: readonly LockLiveChange[] = ['state', 'battery', 'config', 'auth', 'log'];

/**
 * One lock event on the live bus: which account (the key as `as()` takes it; null when the delivery did not tell),
 * which lock, and what kind of change. It carries ids only: no secret, no name, no person.
 */
export interface LockLiveEvent {
  /** The account's key, as `as()` takes it; null when the delivery did not tell. */
  readonly accountKey: string | null;
  /** The lock's id. */
  readonly smartlockId: number;
  /** What kind of change the delivery reported. */
  readonly change: LockLiveChange;
}

/** The longest account key a message carries (the bus drops longer ones rather than cut them). */
const MAX_ACCOUNT_KEY_LENGTH = 200;

/** A message on a transport: the event and the instance that sent it (which ignores its own echo). */
export interface LockLiveMessage {
  readonly origin: string;
  readonly event: LockLiveEvent;
}

/** The event as a transport carries it: a small JSON object (well under PostgreSQL's 8000-byte NOTIFY limit). */
export function encodeLockLiveMessage(message: LockLiveMessage): string {
  const { origin, event } = message;
  return JSON.stringify({
    v: 1,
    origin,
    accountKey: event.accountKey,
    smartlockId: event.smartlockId,
    change: event.change,
  });
}

/**
 * The message a transport brought, or null when it is not one (another version, another program on the same
 * channel, a field of the wrong kind): a transport's text is never trusted further than its shape.
 */
export function decodeLockLiveMessage(text: string): LockLiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (fields.v !== 1 || typeof fields.origin !== 'string') return null;
  const event = lockLiveEventOf(fields);
  return event === null ? null : { origin: fields.origin, event };
}

/** The event of these fields, or null when one is missing or malformed. */
export function lockLiveEventOf(fields: Record<string, unknown>): LockLiveEvent | null {
  const { accountKey, smartlockId, change } = fields;
  if (accountKey !== null && (typeof accountKey !== 'string' || !isAccountKey(accountKey))) return null;
  if (typeof smartlockId !== 'number' || !Number.isSafeInteger(smartlockId) || smartlockId <= 0) return null;
  if (typeof change !== 'string' || !(LOCK_LIVE_CHANGES as readonly string[]).includes(change)) return null;
  return { accountKey, smartlockId, change: change as LockLiveChange };
}

/** Whether a text can be an account key on the bus: not empty, not longer than 200 characters. */
export function isAccountKey(value: string): boolean {
  return value !== '' && value.length <= MAX_ACCOUNT_KEY_LENGTH;
}
