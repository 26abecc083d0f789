import fc from 'fast-check';
import { knownSecretRanges } from './redact-known-secrets';
import { redactRanges } from './redacted-ranges';

const redactKnownSecrets = (text: string, secrets: string[]) =>
  redactRanges(text, knownSecretRanges(text, secrets));
import { SHORT_SECRET_LENGTH } from './secret-pattern';

const unicodeEscaped = (text: string) =>
  [...text]
    .map((c) =>
      /[\x20-\x7e]/.test(c)
        ? c
        : [...Array(c.length).keys()]
            .map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`)
            .join(''),
    )
    .join('');
const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Every form a server or framework commonly echoes a secret in. */
const FORMS: Record<string, (secret: string) => string> = {
  raw: (s) => s,
  json: (s) => JSON.stringify(s).slice(1, -1),
  'double-escaped json': (s) => JSON.stringify(JSON.stringify(s).slice(1, -1)).slice(1, -1),
  'unicode-escaped json': (s) => unicodeEscaped(JSON.stringify(s).slice(1, -1)),
  'upper-case unicode escapes': (s) =>
    unicodeEscaped(s).replace(/\\u([0-9a-f]{4})/g, (_m, hex: string) => `\\u${hex.toUpperCase()}`),
  uri: (s) => encodeURIComponent(s),
  'lower-case uri': (s) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  'twice uri-encoded': (s) => encodeURIComponent(encodeURIComponent(s)),
  form: (s) => new URLSearchParams({ s }).toString().slice(2),
  html: htmlEscaped,
  'html-escaped twice (a page escaping an escaped text)': (s) => htmlEscaped(htmlEscaped(s)),
  'json, then html-escaped': (s) => htmlEscaped(JSON.stringify(s).slice(1, -1)),
  'unicode-escaped json, then uri-encoded': (s) =>
    encodeURIComponent(unicodeEscaped(JSON.stringify(s).slice(1, -1))),
  base64: (s) => Buffer.from(s).toString('base64'),
  'base64 without padding': (s) => Buffer.from(s).toString('base64').replace(/=+$/, ''),
  base64url: (s) => Buffer.from(s).toString('base64url'),
  hex: (s) => Buffer.from(s).toString('hex'),
  'upper-case hex': (s) => Buffer.from(s).toString('hex').toUpperCase(),
};

const SECRET = 'pä"ss/w+rd €😀 &x=1%';

describe('secretPattern (through redactKnownSecrets)', () => {
  it.each(Object.entries(FORMS))('finds the %s form', (_name, encode) => {
    expect(redactKnownSecrets(`before ${encode(SECRET)} after`, [SECRET])).toBe('before [redacted] after');
  });

  it('finds a secret inside a longer base64 text at every byte offset (a Basic credential)', () => {
    for (const prefix of ['', 'u', 'us', 'usr:']) {
      const encoded = Buffer.from(`${prefix}${SECRET}:tail`).toString('base64');
      const redacted = redactKnownSecrets(`Basic ${encoded}`, [SECRET]);
      expect(redacted).toContain('[redacted]');
      // At most the two base64 characters on each side that mix in neighbouring bytes are left.
      expect(redacted.length).toBeLessThan(`Basic ${encoded}`.length);
    }
  });

  it('matches short secrets as whole tokens only, so messages stay readable', () => {
    expect(SHORT_SECRET_LENGTH).toBe(8);
    expect(redactKnownSecrets('Delivery status request failed. HTTP status: 401', ['a', '1'])).toBe(
      'Delivery status request failed. HTTP status: 401',
    );
    expect(redactKnownSecrets('password=a&x={"pin":"1"}', ['a', '1'])).toBe(
      'password=[redacted]&x={"pin":"[redacted]"}',
    );
  });

  it('replaces in one pass: a secret inside the marker does not mangle it', () => {
    expect(redactKnownSecrets('token redacted-value', ['redacted-value', 'redacted'])).toBe(
      'token [redacted]',
    );
  });

  it('redacts any secret in any of its forms (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: SHORT_SECRET_LENGTH, maxLength: 40 })
          .filter((s) => s.trim() !== ''),
        fc.constantFrom(...Object.keys(FORMS)),
        (secret, form) => {
          const encoded = FORMS[form](secret);
          const redacted = redactKnownSecrets(`<${encoded}>`, [secret]);
          expect(redacted).toBe('<[redacted]>');
        },
      ),
    );
  });
});
