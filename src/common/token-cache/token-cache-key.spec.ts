import { createHash } from 'node:crypto';
import { tokenCacheKey } from './token-cache-key';

const URL = 'https://portal.example/api/token';

describe('tokenCacheKey', () => {
  it('has the form <module>.token.<64 hex>', () => {
    expect(tokenCacheKey('delivery', [URL, 'client-1', 'alice'])).toMatch(/^delivery\.token\.[0-9a-f]{64}$/);
    expect(tokenCacheKey('lock', ['x'])).toMatch(/^lock\.token\.[0-9a-f]{64}$/);
  });

  it('is the sha256 of the identity fields joined by "|"', () => {
    const expected = createHash('sha256').update(`${URL}|client-1|alice`).digest('hex');
    expect(tokenCacheKey('delivery', [URL, 'client-1', 'alice'])).toBe(`delivery.token.${expected}`);
  });

  it('keeps the username and other identity fields unreadable', () => {
    const key = tokenCacheKey('delivery', [URL, 'client-secret-id', 'alice.jansen@example.com']);
    expect(key).not.toContain('alice');
    expect(key).not.toContain('example');
    expect(key).not.toContain('client-secret-id');
    expect(key).not.toContain('portal');
  });

  it('is stable for the same identity', () => {
    expect(tokenCacheKey('delivery', [URL, 'c', 'u'])).toBe(tokenCacheKey('delivery', [URL, 'c', 'u']));
  });

  it('differs when any identity field or the module differs', () => {
    const base = tokenCacheKey('delivery', [URL, 'c', 'u']);
    expect(tokenCacheKey('delivery', [URL, 'c', 'v'])).not.toBe(base);
    expect(tokenCacheKey('delivery', [URL, 'd', 'u'])).not.toBe(base);
    expect(tokenCacheKey('delivery', ['https://other.example/token', 'c', 'u'])).not.toBe(base);
    expect(tokenCacheKey('accounting', [URL, 'c', 'u'])).not.toBe(base);
    expect(tokenCacheKey('delivery', [URL, 'c', 'U'])).not.toBe(base);
  });

  it('hashes the fields joined by "|", the form DESIGN.md fixes (so other tools can compute the key)', () => {
    const expected = createHash('sha256').update(`${URL}|c|u`).digest('hex');
    expect(tokenCacheKey('delivery', [URL, 'c', 'u'])).toBe(`delivery.token.${expected}`);
  });
});
