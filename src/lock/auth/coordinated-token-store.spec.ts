import { LockToken } from '../data/lock-token';
import { markRefusedIn } from './coordinated-token-store';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';
import { MemoryTokenStore } from './memory-token-store';

const KEY = 'depot';

function token(refreshToken: string): LockToken {
  return new LockToken({
    accessToken: `access-of-${refreshToken}`,
    refreshToken,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

/** A store without a conditional write (as the shared cache, or a host's own): records its puts. */
class PlainStore implements LockTokenStore {
  readonly tokens = new Map<string, LockToken>();
  readonly puts: LockToken[] = [];

  async get(accountKey: string): Promise<LockToken | null> {
    return this.tokens.get(accountKey) ?? null;
  }

  async put(accountKey: string, stored: LockToken): Promise<void> {
    this.puts.push(stored);
    this.tokens.set(accountKey, stored);
  }

  async forget(accountKey: string): Promise<void> {
    this.tokens.delete(accountKey);
  }
}

describe('markRefusedIn', () => {
  it('the memory store marks the token while it still carries the refused refresh token', async () => {
    const store = new MemoryTokenStore();
    await store.put(KEY, token('r0'));

    const marked = await markRefusedIn(store, KEY, 'r0');

    expect(marked?.needsReauthorization()).toBe(true);
    expect(marked?.refreshToken).toBe('r0');
    expect((await store.get(KEY))?.needsReauthorization()).toBe(true);
  });

  it('the memory store leaves a newer token as it is and answers it', async () => {
    const store = new MemoryTokenStore();
    await store.put(KEY, token('r1'));

    const answered = await markRefusedIn(store, KEY, 'r0');

    expect(answered?.refreshToken).toBe('r1');
    expect(answered?.needsReauthorization()).toBe(false);
    expect((await store.get(KEY))?.needsReauthorization()).toBe(false);
  });

  it('a store without a conditional write is only read, never written: a read and a put could overwrite a newer token', async () => {
    const store = new PlainStore();
    store.tokens.set(KEY, token('r0'));

    const answered = await markRefusedIn(store, KEY, 'r0');

    expect(answered?.refreshToken).toBe('r0');
    expect(answered?.needsReauthorization()).toBe(false);
    expect(store.puts).toEqual([]);
  });
});
