import { performance } from 'node:perf_hooks';

/** The most account keys a process remembers a stored token for; the least recently used goes first. */
export const ACCOUNT_TOKEN_MEMORY_LIMIT = 1_000;

/** One remembered answer and when its read started (monotonic milliseconds). */
interface Remembered<T> {
  readonly value: T;
  readonly readAt: number;
}

/**
 * What a process remembers of the accounts' stored tokens: each answer for `recheckMs` after its read began, for
 * at most `ACCOUNT_TOKEN_MEMORY_LIMIT` keys (least recently used dropped first). A read shares the one in flight
 * for its key. `forget` drops a key at once, and no read that began before it may store its (older) answer.
 */
export class AccountTokenMemory<T> {
  readonly #remembered = new Map<string, Remembered<T>>();
  readonly #reading = new Map<string, Promise<T>>();
  /** Counts the forgets: a read stores its answer only when none happened while it ran. */
  #forgets = 0;

  /**
   * The remembered answer for the key when younger than `recheckMs`, else the one `read` gives (remembered when
   * `recheckMs` is above 0).
   */
  async get(key: string, recheckMs: number, read: () => Promise<T>): Promise<T> {
    const remembered = this.#remembered.get(key);
    if (remembered !== undefined && performance.now() - remembered.readAt < recheckMs) {
      // Most recently used goes last, so the first is the one to drop.
      this.#remembered.delete(key);
      this.#remembered.set(key, remembered);
      return remembered.value;
    }
    const inFlight = this.#reading.get(key);
    if (inFlight !== undefined) return inFlight;
    const reading = this.readAndKeep(key, recheckMs, read);
    this.#reading.set(key, reading);
    try {
      return await reading;
    } finally {
      if (this.#reading.get(key) === reading) this.#reading.delete(key);
    }
  }

  /** Drops what is remembered of the key; reads running now do not store their answer. */
  forget(key: string): void {
    this.#forgets += 1;
    this.#remembered.delete(key);
    this.#reading.delete(key);
  }

  private async readAndKeep(key: string, recheckMs: number, read: () => Promise<T>): Promise<T> {
    const forgets = this.#forgets;
    const readAt = performance.now();
    const value = await read();
    if (recheckMs > 0 && forgets === this.#forgets) {
      this.#remembered.delete(key);
      this.#remembered.set(key, { value, readAt });
      if (this.#remembered.size > ACCOUNT_TOKEN_MEMORY_LIMIT) {
        const oldest = this.#remembered.keys().next().value;
        if (oldest !== undefined) this.#remembered.delete(oldest);
      }
    }
    return value;
  }
}
