import type { LockConfig } from '../support/lock-config';
import type { LockAccountRecord, LockAccountRegistry } from './lock-account-registry';

/**
 * The registry of the settings: the account keys that have an API token configured, plus the accounts
 * registered in this process (by `lock:oauth-authorize`). Nothing outlives the process.
 */
export class ConfiguredAccountRegistry implements LockAccountRegistry {
  private readonly registered = new Map<string, LockAccountRecord>();

  constructor(private readonly config: LockConfig) {}

  /** Every known account, ordered by key. */
  async all(): Promise<LockAccountRecord[]> {
    const records = new Map<string, LockAccountRecord>(
      this.config.configuredAccountKeys().map((key) => [key, { key, name: null }]),
    );
    for (const [key, record] of this.registered) records.set(key, record);
    return [...records.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  /** The account with this key, or null. */
  async find(key: string): Promise<LockAccountRecord | null> {
    return (await this.all()).find((record) => record.key === key) ?? null;
  }

  /** Adds the account for this process, or updates its name. */
  async register(key: string, name: string | null): Promise<LockAccountRecord> {
    const record = { key, name };
    this.registered.set(key, record);
    return record;
  }
}
