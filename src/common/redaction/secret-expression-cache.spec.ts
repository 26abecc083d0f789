import fc from 'fast-check';
import { knownSecretRanges } from './redact-known-secrets';
import { SECRET_EXPRESSION_LIMITS, SecretExpressionCache } from './secret-expression-cache';
import { secretPattern } from './secret-pattern';

/** A source of `size` characters (more than the secret's) that matches the secret itself. */
const sized = (size: number) => (secret: string) => `${secret}|${'z'.repeat(size - secret.length - 1)}`;

describe('SecretExpressionCache', () => {
  it('keeps 64 expressions and 512 KiB of source by default', () => {
    expect(SECRET_EXPRESSION_LIMITS).toEqual({ maxEntries: 64, maxSourceCharacters: 512 * 1024 });
  });

  it('compiles the source with the flags, and answers the kept expression for the same secret', () => {
    const cache = new SecretExpressionCache(secretPattern, 'gu');
    const expression = cache.expression('pa ss"wörd');
    expect(expression.flags).toBe('gu');
    expect('x pa%20ss%22w%C3%B6rd y'.match(expression)).toEqual(['pa%20ss%22w%C3%B6rd']);
    expect(cache.expression('pa ss"wörd')).toBe(expression);
    expect(cache.size).toBe(1);
    expect(cache.keptSourceCharacters).toBe(secretPattern('pa ss"wörd').length);
  });

  it('drops the least recently used expression past the count', () => {
    const cache = new SecretExpressionCache((secret) => secret, 'g', {
      maxEntries: 3,
      maxSourceCharacters: 1000,
    });
    const a = cache.expression('a');
    cache.expression('b');
    cache.expression('c');
    expect(cache.expression('a')).toBe(a); // a is now the most recent
    cache.expression('d');
    expect(['a', 'b', 'c', 'd'].filter((secret) => cache.has(secret))).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('drops the least recently used expressions past the source size', () => {
    const cache = new SecretExpressionCache(sized(400), 'g', { maxEntries: 64, maxSourceCharacters: 1000 });
    cache.expression('a');
    cache.expression('b');
    expect(cache.keptSourceCharacters).toBe(800);
    cache.expression('c');
    expect(['a', 'b', 'c'].filter((secret) => cache.has(secret))).toEqual(['b', 'c']);
    expect(cache.keptSourceCharacters).toBe(800);
  });

  it('compiles an expression larger than the whole bound for the call, keeps it not, and drops nothing for it', () => {
    const cache = new SecretExpressionCache((secret) => sized(secret === 'huge' ? 2000 : 100)(secret), 'g', {
      maxEntries: 64,
      maxSourceCharacters: 1000,
    });
    cache.expression('small');
    const huge = cache.expression('huge');
    expect('a huge one'.match(huge)).toEqual(['huge']);
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('small')).toBe(true);
    expect(cache.keptSourceCharacters).toBe(100);
  });

  it('keeps the first expressions of a list longer than the bounds, and compiles only the rest again', () => {
    const compiled: string[] = [];
    const cache = new SecretExpressionCache(
      (secret) => {
        compiled.push(secret);
        return secret;
      },
      'g',
      { maxEntries: 3, maxSourceCharacters: 1000 },
    );
    const list = ['a', 'b', 'c', 'd', 'e'];
    const first = [...cache.expressionsOf(list)];
    const second = [...cache.expressionsOf(list)];
    expect(first.map((expression) => expression.source)).toEqual(list);
    expect(second.slice(0, 3)).toEqual(first.slice(0, 3));
    second.slice(0, 3).forEach((expression, index) => expect(expression).toBe(first[index]));
    expect(compiled).toEqual([...list, 'd', 'e']);
    expect(list.filter((secret) => cache.has(secret))).toEqual(['a', 'b', 'c']);
  });

  it('drops expressions of an earlier list for a new one', () => {
    const cache = new SecretExpressionCache((secret) => secret, 'g', {
      maxEntries: 3,
      maxSourceCharacters: 1000,
    });
    Array.from(cache.expressionsOf(['a', 'b', 'c']));
    Array.from(cache.expressionsOf(['c', 'd', 'e', 'f']));
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((secret) => cache.has(secret))).toEqual(['c', 'd', 'e']);
  });

  it('refuses bounds under 1', () => {
    expect(() => new SecretExpressionCache(String, 'g', { maxEntries: 0, maxSourceCharacters: 10 })).toThrow(
      RangeError,
    );
    expect(() => new SecretExpressionCache(String, 'g', { maxEntries: 1, maxSourceCharacters: 0 })).toThrow(
      RangeError,
    );
  });

  it('property: after any lists it keeps what the model keeps (least recent dropped first, never one of the same list, both bounds)', () => {
    const use = fc.record({
      secret: fc.constantFrom(...'abcdefghij'),
      size: fc.integer({ min: 2, max: 60 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 150 }),
        fc.array(fc.array(use, { minLength: 1, maxLength: 8 }), { maxLength: 15 }),
        (maxEntries, maxSourceCharacters, lists) => {
          // Each secret's source size is the one of its first use: a secret's source never changes.
          const sizes = new Map<string, number>();
          for (const { secret, size } of lists.flat()) if (!sizes.has(secret)) sizes.set(secret, size);
          const cache = new SecretExpressionCache((secret) => sized(sizes.get(secret)!)(secret), 'g', {
            maxEntries,
            maxSourceCharacters,
          });
          let model: string[] = []; // least recent first
          const total = () => model.reduce((sum, kept) => sum + sizes.get(kept)!, 0);
          for (const list of lists) {
            const secrets = list.map(({ secret }) => secret);
            const expressions = [...cache.expressionsOf(secrets)];
            expressions.forEach((expression, index) => {
              expect(expression.test(secrets[index])).toBe(true);
              expression.lastIndex = 0;
            });
            const used = new Set<string>();
            for (const secret of secrets) {
              used.add(secret);
              if (model.includes(secret)) {
                model = [...model.filter((kept) => kept !== secret), secret];
                continue;
              }
              const size = sizes.get(secret)!;
              if (size > maxSourceCharacters) continue;
              let room = true;
              while (
                model.length > 0 &&
                (model.length >= maxEntries || total() + size > maxSourceCharacters)
              ) {
                if (used.has(model[0])) {
                  room = false;
                  break;
                }
                model.shift();
              }
              if (room) model.push(secret);
            }
          }
          expect([...sizes.keys()].filter((secret) => cache.has(secret)).sort()).toEqual([...model].sort());
          expect(cache.size).toBeLessThanOrEqual(maxEntries);
          expect(cache.keptSourceCharacters).toBeLessThanOrEqual(maxSourceCharacters);
          expect(cache.keptSourceCharacters).toBe(total());
        },
      ),
    );
  });
});

describe('knownSecretRanges with more secrets than the cache keeps', () => {
  it('finds every one of 100 secrets in one call, and again in the next', () => {
    const secrets = Array.from({ length: 100 }, (_, index) => `secret-${index}-${'x'.repeat(index % 7)}`);
    const text = secrets.map((secret) => `(${encodeURIComponent(secret)})`).join(' ');
    for (let round = 0; round < 2; round += 1) {
      const found = knownSecretRanges(text, secrets).map(({ start, end }) => text.slice(start, end));
      expect(new Set(found)).toEqual(new Set(secrets));
    }
  });
});
