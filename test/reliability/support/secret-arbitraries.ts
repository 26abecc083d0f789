import * as fc from 'fast-check';

const ALNUM = [...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'];
/** Characters JSON, URL and form encoding change, plus the base64 padding sign. */
export const CHANGED_BY_ENCODING = [
  '"',
  '\\',
  '/',
  '&',
  '=',
  '+',
  '%',
  '?',
  '#',
  ' ',
  '\n',
  '\t',
  '@',
  ':',
  "'",
];
/** Non-ASCII: Latin-1, BMP beyond Latin-1, CJK and astral (emoji) characters. */
export const NON_ASCII = ['é', 'ü', 'ß', '€', '中', '文', '😀', '🔑'];

const unit = fc.oneof(
  { arbitrary: fc.constantFrom(...ALNUM), weight: 6 },
  { arbitrary: fc.constantFrom(...CHANGED_BY_ENCODING), weight: 3 },
  { arbitrary: fc.constantFrom(...NON_ASCII), weight: 1 },
);

/** 8 to 40 characters, at least four of them letters or digits, sometimes with spaces or `=` padding around. */
const longSecret = fc
  .tuple(
    fc.constantFrom('', '', '', ' ', '  '),
    fc.string({ unit, minLength: 8, maxLength: 40 }),
    fc.constantFrom('', '', '', ' ', '=', '==', ' \t'),
  )
  .map(([before, middle, after]) => `${before}${middle}${after}`)
  .filter((secret) => [...secret].filter((char) => /[A-Za-z0-9]/.test(char)).length >= 4);

/**
 * 1 to 3 characters with at least one that is not ASCII. (An ASCII-only secret of one to three characters, such
 * as `0`, `at` or `/`, is a whole word of every stack trace, timestamp or URL: no output could be checked for it.)
 */
const shortSecret = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(...NON_ASCII),
      fc.constantFrom(...ALNUM),
      fc.constantFrom(...CHANGED_BY_ENCODING),
    ),
    minLength: 1,
    maxLength: 3,
  })
  .filter((secret) => [...secret].some((char) => char.codePointAt(0)! > 0x7f));

/** A random secret: mostly 8 to 40 characters, one in six a very short one. */
export const secretArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: longSecret, weight: 5 },
  { arbitrary: shortSecret, weight: 1 },
);

/** A secret that is never very short (for values the test must tell apart from every other output). */
export const longSecretArb: fc.Arbitrary<string> = longSecret;

/** True when the value can travel in an HTTP header as it is: printable ASCII, no whitespace at either end. */
export function travelsInHeader(value: string): boolean {
  return /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
}

/** The secrets with the form they may take after a client or a server trims them (when that differs). */
export function withTrimmed(secrets: readonly (string | null | undefined)[]): string[] {
  const all = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    all.add(secret);
    const trimmed = secret.trim();
    if (trimmed !== '' && trimmed !== secret) all.add(trimmed);
  }
  return [...all];
}

/**
 * Secrets that are also the syntax or the words of every token answer and error body: one sign (`:`, `"`, `{`),
 * a common key or word (`access_token`, `code`, `Bearer`). Such a secret is redacted everywhere it stands, so no
 * output can be checked for it; what the properties check is that redacting it never un-redacts another secret.
 */
export const EVERYDAY_SECRETS = [
  ':',
  '"',
  ',',
  '{',
  '}',
  '[',
  '=',
  '&',
  '\\',
  '%',
  '+',
  'a',
  '1',
  'access_token',
  'refresh_token',
  'token',
  'code',
  'password',
  'client_secret',
  'Bearer',
  'error',
  'type',
  'expires_in',
  'null',
  'https',
] as const;

/** One of `EVERYDAY_SECRETS`, or one to three random ASCII signs, letters and digits. */
export const everydaySecretArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EVERYDAY_SECRETS), weight: 3 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom(...ALNUM, ...CHANGED_BY_ENCODING.filter((char) => char.trim() !== '')),
      minLength: 1,
      maxLength: 3,
    }),
    weight: 1,
  },
);
