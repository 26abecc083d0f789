import { ACCOUNT_TOKEN_MEMORY_LIMIT, AccountTokenMemory } from './account-token-memory';

/** A read whose answer the test gives when it wants, counting how often it was started. */
class ControlledRead {
  started = 0;
  private answers: ((value: string) => void)[] = [];

  readonly read = (): Promise<string> => {
    this.started += 1;
    return new Promise((resolve) => this.answers.push(resolve));
  };

  /** Answers the oldest open read. */
  answer(value: string): void {
    this.answers.shift()?.(value);
  }
}

describe('AccountTokenMemory', () => {
  it('answers from memory within the recheck time without reading again', async () => {
    const memory = new AccountTokenMemory<string>();
    const read = jest.fn(async () => 'token-1');

    await expect(memory.get('office', 60_000, read)).resolves.toBe('token-1');
    await expect(memory.get('office', 60_000, read)).resolves.toBe('token-1');

    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again at every call with a recheck time of 0', async () => {
    const memory = new AccountTokenMemory<string>();
    const read = jest.fn(async () => 'token-1');

    await memory.get('office', 0, read);
    await memory.get('office', 0, read);

    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read among concurrent callers of a key', async () => {
    const memory = new AccountTokenMemory<string>();
    const controlled = new ControlledRead();

    const first = memory.get('office', 60_000, controlled.read);
    const second = memory.get('office', 60_000, controlled.read);
    controlled.answer('token-1');

    await expect(Promise.all([first, second])).resolves.toEqual(['token-1', 'token-1']);
    expect(controlled.started).toBe(1);
  });

  it('a read that a forget overtook does not store its older answer', async () => {
    const memory = new AccountTokenMemory<string>();
    const controlled = new ControlledRead();

    const stale = memory.get('office', 60_000, controlled.read);
    memory.forget('office');
    const fresh = memory.get('office', 60_000, controlled.read);
    controlled.answer('old-token');
    controlled.answer('new-token');

    await expect(stale).resolves.toBe('old-token');
    await expect(fresh).resolves.toBe('new-token');
    await expect(memory.get('office', 60_000, controlled.read)).resolves.toBe('new-token');
    expect(controlled.started).toBe(2);
  });

  it('a read that started before a forget and ends after it is not remembered', async () => {
    const memory = new AccountTokenMemory<string>();
    const controlled = new ControlledRead();

    const overtaken = memory.get('office', 60_000, controlled.read);
    memory.forget('office');
    controlled.answer('old-token');
    await overtaken;
    const next = memory.get('office', 60_000, controlled.read);
    controlled.answer('new-token');

    await expect(next).resolves.toBe('new-token');
    expect(controlled.started).toBe(2);
  });

  it(`keeps at most ${ACCOUNT_TOKEN_MEMORY_LIMIT} keys, dropping the least recently used`, async () => {
    const memory = new AccountTokenMemory<string>();
    const reads = new Map<string, number>();
    const read = (key: string) => async () => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return `token-${key}`;
    };
    for (let index = 0; index < ACCOUNT_TOKEN_MEMORY_LIMIT; index += 1) {
      await memory.get(`account-${index}`, 60_000, read(`account-${index}`));
    }
    await memory.get('account-0', 60_000, read('account-0'));

    await memory.get('one-more', 60_000, read('one-more'));
    await memory.get('account-0', 60_000, read('account-0'));
    await memory.get('account-1', 60_000, read('account-1'));

    expect(reads.get('account-0')).toBe(1);
    expect(reads.get('account-1')).toBe(2);
  });
});
