import { isJsonObject, parseJsonBody } from '../../common/json/json-body';
import type { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import { AccountInfo } from '../data/account-info';

/** How long account info is kept. */
export const ACCOUNT_INFO_TTL_MS = 60 * 60 * 1000;

/** The cache key of an account's info. */
export function accountInfoCacheKey(accountKey: string): string {
  return `lock:account-info:${accountKey}`;
}

/**
 * Keeps account info for one hour under `lock:account-info:{accountKey}`, in this process and in the shared
 * cache (encrypted: it holds an email address), so other processes share it.
 */
export class AccountInfoCache {
  private readonly inProcess = new Map<string, { info: AccountInfo; until: number }>();

  constructor(
    private readonly cache: EncryptedTokenCache | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The kept info of the account, or null when there is none younger than an hour. */
  async get(accountKey: string): Promise<AccountInfo | null> {
    const kept = this.inProcess.get(accountKey);
    if (kept && kept.until > this.now()) return kept.info;
    this.inProcess.delete(accountKey);
    const stored = await this.cache?.getText(accountInfoCacheKey(accountKey));
    if (stored === undefined) return null;
    const entry = parseEntry(stored);
    if (entry === null || entry.until <= this.now()) return null;
    const info = AccountInfo.fromArray(entry.raw);
    this.inProcess.set(accountKey, { info, until: entry.until });
    return info;
  }

  /** Keeps the info for an hour. */
  async put(accountKey: string, info: AccountInfo): Promise<void> {
    const until = this.now() + ACCOUNT_INFO_TTL_MS;
    this.inProcess.set(accountKey, { info, until });
    await this.cache?.setText(
      accountInfoCacheKey(accountKey),
      JSON.stringify({ raw: info.raw, until }),
      ACCOUNT_INFO_TTL_MS,
    );
  }
}

/** The cached entry, or null when the value has another shape. */
function parseEntry(text: string): { raw: Record<string, unknown>; until: number } | null {
  const entry = parseJsonBody(text);
  return isJsonObject(entry) && isJsonObject(entry.raw) && typeof entry.until === 'number'
    ? { raw: entry.raw, until: entry.until }
    : null;
}
