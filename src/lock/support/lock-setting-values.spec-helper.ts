import { inspect } from 'node:util';
import { LockException } from '../errors/lock.exception';

/** The thrown error of a call that must fail. */
export function errorOf(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to throw');
}

/** Values a setting reader takes as unset. */
export const BLANKS: [string, unknown][] = [
  ['unset', undefined],
  ['null', null],
  ['empty', ''],
  ['blank', '   '],
  ['a tab and a newline', '\t\n'],
];

/** One reader of a choice setting: how to read a value through it, its default, what it accepts, its env name. */
export interface ChoiceSettingCase {
  /** The reader's name, for the test titles. */
  reader: string;
  /** Reads the value through the reader of settings built over it. */
  read: (value: unknown) => unknown;
  /** What an unset value reads as. */
  fallback: string;
  /** The values it accepts. */
  accepted: string[];
  /** The env variable an error names. */
  envName: string;
}

/**
 * The rules every choice setting keeps: blank is its default, an accepted value in any case and with spaces around
 * it reads as itself, another value throws `LockException` naming the setting and the value, and only when read.
 */
export function describeChoiceSettings(
  cases: ChoiceSettingCase[],
  build: (options: Record<string, unknown>) => unknown,
): void {
  describe.each(cases)(
    '$reader(): one of $accepted, $fallback by default',
    ({ read, fallback, accepted, envName }) => {
      it.each(BLANKS)('is the default when it is %s', (_label, value) => {
        expect(read(value)).toBe(fallback);
      });

      it.each(accepted)('accepts %j as it is', (value) => {
        expect(read(value)).toBe(value);
      });

      it.each(accepted)('accepts %j in any case and with spaces around it', (value) => {
        expect(read(value.toUpperCase())).toBe(value);
        expect(read(` ${value[0].toUpperCase()}${value.slice(1)} `)).toBe(value);
      });

      it.each(['bogus', 'tokens', 'o auth', '1'])(
        'throws LockException naming the setting and the value for %j',
        (value) => {
          const error = errorOf(() => read(value));

          expect(error).toBeInstanceOf(LockException);
          expect(error.message).toContain(envName);
          expect(error.message).toContain(`"${value}"`);
        },
      );

      it('reads the value when asked, so a config with an unknown value can still be built', () => {
        const settings = { auth: 'x', tokenResolver: 'x', oauth: { tokenStore: 'x' }, webhook: { api: 'x' } };

        expect(() => build(settings)).not.toThrow();
        expect(() => read('x')).toThrow(LockException);
      });
    },
  );
}

/** A settings reader keeps the options it holds to itself: neither inspect nor JSON output shows one. */
export function itKeepsItsOptionsHidden(build: (options: Record<string, unknown>) => unknown): void {
  it('neither inspect nor JSON output shows the options it holds', () => {
    const secret = 'secret-value-in-the-options';
    const settings = build({
      apiToken: secret,
      oauth: { clientSecret: secret },
      webhook: { secret },
      databaseUrl: `postgres://user:${secret}@127.0.0.1/db`,
    });
    for (const text of [inspect(settings, { depth: 10, showHidden: true }), JSON.stringify(settings)]) {
      expect(text).not.toContain(secret);
    }
  });
}
