import { Logger } from '@nestjs/common';
import { TokenCipher } from '../crypto/token-cipher';
import { redactCredentials } from '../redaction/redact-credentials';
import { CachedToken } from './cached-token';
import { KnownPayloads } from './known-payloads';
import { APP_KEY_HOW_TO, claimMissingAppKeyWarning, isMissingAppKey } from './missing-app-key-warning';
import { OperationTimeouts } from './operation-timeouts';
import { RecentByKey } from './recent-by-key';
import { TokenCacheStore } from './token-cache-store';

/** What a read of the cache came to. */
export type CacheRead =
  | { found: true; text: string }
  | { found: false; available: true }
  | { found: false; available: false; reason: string };

/**
 * What an attempt to take a lock in the store came to: taken, held by another owner, or not possible (the
 * store has no lock, or the cache is not available): then the caller goes on without it.
 */
export type LockAttempt = 'acquired' | 'held' | 'unavailable';

/** How the encrypted token cache is built. */
export interface EncryptedTokenCacheOptions {
  /** The module's name as it starts the warning: `Delivery` -> "Delivery token cache is not available, ...". */
  label: string;
  /** Builds the store; a throw is reported as "not available" at the first use. */
  store: () => TokenCacheStore;
  /** Builds the cipher (usually `TokenCipher.fromEnv()`); a throw is reported as "not available" at first use. */
  cipher: () => TokenCipher;
  /** How long one store operation may take before it counts as the store being down. Default 1000 ms. */
  operationTimeoutMs?: number;
  /** After a failure, how long the store is left alone (memory only) before it is tried again. Default 5000 ms. */
  retryAfterMs?: number;
  /**
   * Where the warning goes. Left out: Nest's `Logger`, and a missing `APP_KEY` is told (with how to set one) once
   * per process, not by every module.
   */
  logger?: Pick<Logger, 'warn'>;
}

/**
 * A token cache whose values are always ciphertext, over any store. It never throws: a missing key, a store
 * that is down or missing, or a value that does not decrypt logs one warning
 * (`<Label> token cache is not available, the token is kept in memory only: <reason>`) and the caller keeps the
 * token in memory only. The warning is given once per outage: after the store works again it can warn anew.
 * After a store failure the store is left alone for `retryAfterMs`, so an outage does not cost every call a
 * timeout.
 */
export class EncryptedTokenCache {
  private readonly logger: Pick<Logger, 'warn'>;
  private readonly timeouts: OperationTimeouts;
  private readonly known = new KnownPayloads();
  /** The last token per key and its stored text, so the same token is not serialized or parsed again. */
  private readonly tokenTexts = new RecentByKey<{ token: CachedToken; text: string }>();
  // Private (#), so no inspect output of a client shows the cipher's keys.
  #parts?: { store: TokenCacheStore; cipher: TokenCipher } | { failure: string };
  private warned = false;
  /** Why the last operation could not use the store. */
  private lastFailure = 'unknown error';
  private pausedUntil = 0;

  constructor(private readonly options: EncryptedTokenCacheOptions) {
    this.logger = options.logger ?? new Logger(`${options.label}TokenCache`);
    const operationTimeoutMs = options.operationTimeoutMs ?? 1000;
    this.timeouts = new OperationTimeouts(
      operationTimeoutMs,
      () => new Error(`the store did not answer within ${operationTimeoutMs} ms`),
    );
  }

  /** The token stored under the key, or undefined when there is none or the cache is not available. */
  async get(key: string): Promise<CachedToken | undefined> {
    const text = await this.getText(key);
    if (text === undefined) return undefined;
    const last = this.tokenTexts.get(key);
    if (last?.text === text) return { ...last.token };
    try {
      const token = parseCachedToken(text);
      this.tokenTexts.set(key, { token, text });
      return { ...token };
    } catch (error) {
      this.warn(reasonOf(error));
      return undefined;
    }
  }

  /** Stores the token encrypted, for `ttlMs` milliseconds. */
  async set(key: string, token: CachedToken, ttlMs: number): Promise<void> {
    const last = this.tokenTexts.get(key);
    const unchanged = last?.token.value === token.value && last.token.usableUntil === token.usableUntil;
    await this.setText(key, unchanged ? last.text : this.serialize(key, token), ttlMs);
  }

  /** The secret text stored under the key, decrypted, or undefined when there is none or the cache is not available. */
  async getText(key: string): Promise<string | undefined> {
    const read = await this.read(key);
    return read.found ? read.text : undefined;
  }

  /**
   * Reads the key and tells a miss from an unavailable cache: `{ found: true, text }`; `{ found: false,
   * available: true }` when the store has no such key, or only a value that does not decrypt (warned once; the
   * next write replaces it); `{ found: false, available: false, reason }` when the cache could not be asked.
   */
  async read(key: string): Promise<CacheRead> {
    const read = await this.attempt<CacheRead>(async ({ store, cipher }) => {
      const payload = await this.withTimeout(store.get(key));
      if (payload === undefined) return { found: false, available: true };
      try {
        const text = this.known.decrypt(cipher, payload, key);
        this.storeWorked();
        return { found: true, text };
      } catch (error) {
        this.warn(reasonOf(error));
        return { found: false, available: true };
      }
    });
    return read ?? { found: false, available: false, reason: this.lastFailure };
  }

  /**
   * Stores secret text encrypted, for `ttlMs` milliseconds (left out: as long as the store keeps values).
   * Answers whether the store took it (false: the cache is not available).
   */
  async setText(key: string, text: string, ttlMs?: number): Promise<boolean> {
    const stored = await this.attempt(async ({ store, cipher }) => {
      await this.withTimeout(store.set(key, this.known.encrypt(cipher, text, key), ttlMs));
      this.storeWorked();
      return true;
    });
    return stored === true;
  }

  /** Removes the key; answers whether the store did (false: the cache is not available). */
  async delete(key: string): Promise<boolean> {
    this.known.forget(key);
    this.tokenTexts.delete(key);
    const deleted = await this.attempt(async ({ store }) => {
      await this.withTimeout(store.delete(key));
      this.storeWorked();
      return true;
    });
    return deleted === true;
  }

  /**
   * True when the store can hold a lock that every process sharing it sees (a Redis store) and the cache can be
   * used: only then is a cross-process lock worth asking for.
   */
  canLock(): boolean {
    const parts = this.build();
    return 'store' in parts && parts.store.lock !== undefined && Date.now() >= this.pausedUntil;
  }

  /** Takes the store's lock `key` for `ttlMs` on behalf of `owner` (see `StoreLock.acquire`). */
  async acquireLock(key: string, owner: string, ttlMs: number): Promise<LockAttempt> {
    const taken = await this.attempt(async ({ store }) =>
      store.lock ? this.withTimeout(store.lock.acquire(key, owner, ttlMs)) : undefined,
    );
    if (taken === undefined) return 'unavailable';
    return taken ? 'acquired' : 'held';
  }

  /** Releases the store's lock `key` if `owner` still holds it; a failure only lets the lock expire. */
  async releaseLock(key: string, owner: string): Promise<void> {
    await this.attempt(async ({ store }) => {
      if (store.lock) await this.withTimeout(store.lock.release(key, owner));
    });
  }

  /**
   * True when what is stored outlives this process: the store is shared (Redis, the host's cache, a given Keyv)
   * and the encryption key is set. False for the in-process memory store, or when the cache cannot be built.
   */
  isShared(): boolean {
    const parts = this.build();
    return 'store' in parts && parts.store.shared;
  }

  /** Closes what the cache opened itself (a Redis connection), so a CLI process can exit. */
  async close(): Promise<void> {
    if (this.#parts && 'store' in this.#parts) {
      await this.#parts.store.close().catch(() => undefined);
    }
  }

  /** Nest lifecycle hook: closes the store's own connections. */
  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  /** The token's stored text, remembered with a copy of the token. */
  private serialize(key: string, token: CachedToken): string {
    const copy = { value: token.value, usableUntil: token.usableUntil };
    const text = JSON.stringify(copy);
    this.tokenTexts.set(key, { token: copy, text });
    return text;
  }

  private async attempt<T>(
    operation: (parts: { store: TokenCacheStore; cipher: TokenCipher }) => Promise<T>,
  ): Promise<T | undefined> {
    if (Date.now() < this.pausedUntil) return undefined;
    const parts = this.build();
    if ('failure' in parts) {
      this.lastFailure = parts.failure;
      this.warn(parts.failure);
      return undefined;
    }
    try {
      return await operation(parts);
    } catch (error) {
      this.lastFailure = reasonOf(error);
      this.warn(this.lastFailure);
      this.pausedUntil = Date.now() + (this.options.retryAfterMs ?? 5000);
      return undefined;
    }
  }

  private build(): { store: TokenCacheStore; cipher: TokenCipher } | { failure: string } {
    if (!this.#parts) {
      try {
        const cipher = this.options.cipher();
        this.#parts = { store: this.options.store(), cipher };
      } catch (error) {
        this.#parts = { failure: reasonOf(error) };
      }
    }
    return this.#parts;
  }

  /**
   * Re-arms the warning for a later outage. Only a hit or a write proves the store works: a Keyv without
   * `throwOnErrors` answers a failed read as a miss.
   */
  private storeWorked(): void {
    this.warned = false;
  }

  private warn(reason: string): void {
    if (this.warned) return;
    this.warned = true;
    let told = reason;
    if (isMissingAppKey(reason)) {
      if (this.options.logger === undefined && !claimMissingAppKeyWarning()) return;
      told = `${reason}: ${APP_KEY_HOW_TO.replace('<MODULE>', this.options.label.toUpperCase())}`;
    }
    // A reason may quote a store URL or a store's error text: their credentials never reach a log.
    this.logger.warn(
      `${this.options.label} token cache is not available, the token is kept in memory only: ${redactCredentials(told)}`,
    );
  }

  private withTimeout<T>(operation: Promise<T>): Promise<T> {
    return this.timeouts.watch(operation);
  }
}

function parseCachedToken(json: string): CachedToken {
  const parsed: unknown = JSON.parse(json);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof (parsed as CachedToken).value !== 'string' ||
    typeof (parsed as CachedToken).usableUntil !== 'number'
  ) {
    throw new Error('the cached value has an unexpected shape');
  }
  return { value: (parsed as CachedToken).value, usableUntil: (parsed as CachedToken).usableUntil };
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim() === '' ? 'unknown error' : message;
}
