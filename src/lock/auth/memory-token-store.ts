import type { LockToken } from '../data/lock-token';
import { LockException } from '../errors/lock.exception';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';

/** Keeps tokens in this process only (`LOCK_OAUTH_TOKEN_STORE=memory`): they are gone when it exits. */
export class MemoryTokenStore implements LockTokenStore {
  private readonly tokens = new Map<string, LockToken>();

  /** The token stored for the account key, or null. */
  async get(accountKey: string): Promise<LockToken | null> {
    return this.tokens.get(accountKey) ?? null;
  }

  /** Stores the token for the account key. */
  async put(accountKey: string, token: LockToken): Promise<void> {
    this.tokens.set(accountKey, token);
  }

  /**
   * Marks the token as needing a new authorization while it still carries `refreshToken` (see
   * `CoordinatedTokenStore.markRefused`); one step, as the tokens live in this process only.
   */
  async markRefused(accountKey: string, refreshToken: string): Promise<LockToken | null> {
    const current = this.tokens.get(accountKey) ?? null;
    if (current === null || !current.awaitsRefusalMark(refreshToken)) return current;
    const marked = current.withRefreshRefused();
    this.tokens.set(accountKey, marked);
    return marked;
  }

  /** Removes the account key's token. */
  async forget(accountKey: string): Promise<void> {
    this.tokens.delete(accountKey);
  }

  /** Always throws: the tokens are gone when the process exits. */
  async verify(): Promise<void> {
    throw new LockException(
      'The memory token store (LOCK_OAUTH_TOKEN_STORE=memory) keeps tokens in this process only.',
    );
  }
}
