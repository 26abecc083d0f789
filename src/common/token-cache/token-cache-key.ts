import { createHash } from 'node:crypto';

/**
 * The cache key of a token: `<module>.token.<sha256 hex of the identity fields joined by "|">`. The hash keeps
 * usernames and other identity fields unreadable in the store.
 */
export function tokenCacheKey(module: string, identity: readonly string[]): string {
  return `${module}.token.${createHash('sha256').update(identity.join('|')).digest('hex')}`;
}
