import fc from 'fast-check';
import { REDACTED, redactSecrets } from './redact-secrets';

const formEncoded = (value: string): string => new URLSearchParams({ s: value }).toString().slice(2);
const jsonEscaped = (value: string): string => JSON.stringify(value).slice(1, -1);

describe('redactSecrets', () => {
  it('replaces with the literal text [redacted]', () => {
    expect(REDACTED).toBe('[redacted]');
  });

  it('replaces a raw secret and keeps the rest of the message', () => {
    expect(redactSecrets('customer Jansen, invoice 2024-17, token s3cr3t-T0ken', ['s3cr3t-T0ken'])).toBe(
      'customer Jansen, invoice 2024-17, token [redacted]',
    );
  });

  it('replaces every occurrence', () => {
    expect(redactSecrets('pw1 pw1-secret pw1-secret pw1-secret', ['pw1-secret'])).toBe(
      'pw1 [redacted] [redacted] [redacted]',
    );
  });

  it('returns the text unchanged when there is no secret in it', () => {
    expect(redactSecrets('nothing to hide here', ['p4ssw0rd!'])).toBe('nothing to hide here');
    expect(redactSecrets('nothing to hide here', [])).toBe('nothing to hide here');
  });

  it('replaces the JSON-escaped form (quotes, backslashes, control characters)', () => {
    const secret = 'pa"ss\\wo\nrd\t!';
    const body = JSON.stringify({ error: 'invalid_grant', password: secret });
    expect(body).not.toContain(secret);
    const redacted = redactSecrets(body, [secret]);
    expect(redacted).toBe('{"error":"invalid_grant","password":"[redacted]"}');
  });

  it('replaces the JSON \\u escapes of non-printable characters', () => {
    const secret = 'ab\u0001cd\u001fef';
    const body = JSON.stringify({ token: secret });
    expect(body).toContain('\\u0001');
    expect(redactSecrets(body, [secret])).toBe('{"token":"[redacted]"}');
  });

  it('replaces the encodeURIComponent form', () => {
    const secret = 'a b&c=d/e+f%g?h#é';
    const text = `GET /status?password=${encodeURIComponent(secret)}&x=1`;
    expect(redactSecrets(text, [secret])).toBe('GET /status?password=[redacted]&x=1');
  });

  it('replaces the form-encoded form (URLSearchParams, spaces as +)', () => {
    const secret = "it's a p@ss word*~!";
    const body = new URLSearchParams({ grant_type: 'password', password: secret, scope: 'read' }).toString();
    expect(body).toContain('+a+p%40ss+word');
    expect(redactSecrets(body, [secret])).toBe('grant_type=password&password=[redacted]&scope=read');
  });

  it('replaces percent escapes written in lower case', () => {
    const secret = 'a/b c=d';
    const lowerUri = encodeURIComponent(secret).toLowerCase(); // a%2fb%20c%3dd
    const lowerForm = formEncoded(secret).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
    expect(lowerUri).toBe('a%2fb%20c%3dd');
    expect(redactSecrets(`u=${lowerUri}`, [secret])).toBe('u=[redacted]');
    expect(redactSecrets(`f=${lowerForm}`, [secret])).toBe('f=[redacted]');
  });

  it('replaces the JSON-escaped URL-encoded form', () => {
    const secret = 'x y/z';
    const text = JSON.stringify({ url: `https://host/cb?token=${encodeURIComponent(secret)}` });
    expect(redactSecrets(text, [secret])).toBe('{"url":"https://host/cb?token=[redacted]"}');
  });

  it('replaces several secrets in different forms in one message', () => {
    const password = 'p w&1';
    const token = 'tok"en';
    const text = `body=${formEncoded(password)} json=${JSON.stringify(token)} raw=${password}`;
    expect(redactSecrets(text, [password, token])).toBe('body=[redacted] json="[redacted]" raw=[redacted]');
  });

  it('ignores empty, null and undefined secrets (they would otherwise match everywhere)', () => {
    expect(redactSecrets('abc', ['', null, undefined])).toBe('abc');
    expect(redactSecrets('abc secret-1', ['', 'secret-1', null])).toBe('abc [redacted]');
  });

  it('replaces the longer of two overlapping secrets first, so no part of it stays visible', () => {
    const short = 'token';
    const long = 'token-and-more-secret';
    expect(redactSecrets(`a ${long} b`, [short, long])).toBe('a [redacted] b');
    expect(redactSecrets(`a ${long} b`, [long, short])).toBe('a [redacted] b');
    expect(redactSecrets(`a ${short} b`, [short, long])).toBe('a [redacted] b');
  });

  it('replaces a secret whose raw form appears inside its own encoded form', () => {
    // raw "%41%42%43%44" is contained in nothing shorter; encoded "%2541%2542..." must not leave "%41..." parts.
    const secret = '%41%42%43%44';
    const text = `raw=${secret} uri=${encodeURIComponent(secret)}`;
    expect(redactSecrets(text, [secret])).toBe('raw=[redacted] uri=[redacted]');
  });

  describe('property: no encoded form of a secret survives', () => {
    const special = fc.constantFrom(
      '"',
      "'",
      ' ',
      '&',
      '+',
      '/',
      '=',
      '%',
      '\\',
      '?',
      '#',
      ':',
      '\n',
      '\t',
      '~',
      '*',
      '<',
      'é',
      '€',
      '😀',
    );
    const secretArb = fc.string({
      unit: fc.oneof(
        special,
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.constantFrom('a', 'Z', '0'),
      ),
      minLength: 8,
      maxLength: 24,
    });
    const textArb = fc.string({
      unit: fc.oneof(
        fc.constantFrom(' ', '&', '=', '"', '%', '+'),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 30,
    });

    it('for raw, JSON.stringify, encodeURIComponent and URLSearchParams forms in random text', () => {
      fc.assert(
        fc.property(secretArb, textArb, textArb, textArb, textArb, (secret, a, b, c, d) => {
          const forms = [
            secret,
            JSON.stringify(secret),
            encodeURIComponent(secret),
            new URLSearchParams({ password: secret }).toString(),
          ];
          const text = `${a}${forms[0]}${b}${forms[1]}${c}${forms[2]}${d}${forms[3]}`;
          const redacted = redactSecrets(text, [secret]);
          expect(redacted).toContain(REDACTED);
          expect(redacted).not.toContain(secret);
          expect(redacted).not.toContain(jsonEscaped(secret));
          expect(redacted).not.toContain(encodeURIComponent(secret));
          expect(redacted).not.toContain(formEncoded(secret));
        }),
      );
    });

    it('for each form on its own', () => {
      const encoders: ((secret: string) => string)[] = [
        (s) => s,
        (s) => JSON.stringify(s),
        (s) => encodeURIComponent(s),
        (s) => new URLSearchParams({ p: s }).toString(),
      ];
      fc.assert(
        fc.property(secretArb, textArb, fc.constantFrom(...encoders.keys()), (secret, text, which) => {
          const encoded = encoders[which](secret);
          const redacted = redactSecrets(`${text}${encoded}${text}`, [secret]);
          expect(redacted).toContain(REDACTED);
          expect(redacted).not.toContain(encoded.replace(/^p=/, '').replace(/^"|"$/g, ''));
        }),
      );
    });
  });

  it('redacts a secret holding a lone UTF-16 surrogate instead of throwing (raw, JSON and form forms)', () => {
    const secret = 'abc\uD800defgh';
    expect(redactSecrets(`password=${secret}`, [secret])).toBe('password=[redacted]');
    expect(redactSecrets(JSON.stringify({ password: secret }), [secret])).toBe('{"password":"[redacted]"}');
    const form = new URLSearchParams({ password: secret }).toString();
    expect(redactSecrets(form, [secret])).toBe('password=[redacted]');
  });
});

describe('redactSecrets: one redaction never un-redacts another', () => {
  const token = 'eyJhbGciOi.J9-cut-off-access';

  it.each([':', '"', 'access_token', '{', 'refresh_token', 'a', ',', '\\'])(
    'keeps a cut-off token answer redacted when a configured secret is %j',
    (secret) => {
      const cut = `{"access_token":"${token}","refresh_token":"r-${token}`;
      const redacted = redactSecrets(`token answer unreadable: ${cut}`, [secret]);
      expect(redacted).not.toContain('J9-cut-off');
      expect(redacted).toContain(REDACTED);
    },
  );

  it('keeps the key readable where the secret is not in it', () => {
    expect(redactSecrets('{"access_token":"abc-def-ghi"}', [':'])).toBe(
      '{"access_token"[redacted]"[redacted]"}',
    );
  });
});
