import type { LockAccountRecord, LockAccountRegistry } from '../../src/lock';

/** An account registry in memory, to see what a command registered without a database. */
export class MemoryAccountRegistry implements LockAccountRegistry {
  private readonly records = new Map<string, LockAccountRecord>();

  constructor(initial: readonly LockAccountRecord[] = []) {
    for (const record of initial) this.records.set(record.key, record);
  }

  async all(): Promise<LockAccountRecord[]> {
    return [...this.records.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  async find(key: string): Promise<LockAccountRecord | null> {
    return this.records.get(key) ?? null;
  }

  async register(key: string, name: string | null): Promise<LockAccountRecord> {
    // As the registry contract says: a known account keeps its name; only a new or unnamed one takes this one.
    const record = { key, name: this.records.get(key)?.name ?? name };
    this.records.set(key, record);
    return record;
  }
}
