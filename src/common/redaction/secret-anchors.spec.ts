import fc from 'fast-check';
import { anchoredSecret, INDEXED_ABOVE, SecretCandidates } from './secret-anchors';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const everyCharacter = (text: string, encode: (character: string) => string) =>
  [...text].map(encode).join('');

/** Forms a secret takes in an echo, each escaping every character where an encoder can. */
const FORMS: Record<string, (secret: string) => string> = {
  raw: (secret) => secret,
  json: (secret) => JSON.stringify(secret),
  'json, every character \\u-escaped': (secret) =>
    everyCharacter(secret, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'double-escaped \\u': (secret) =>
    everyCharacter(secret, (c) => `\\\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'url, every byte percent-encoded': (secret) =>
    [...utf8(secret)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  'url twice': (secret) => encodeURIComponent(encodeURIComponent(secret)),
  form: (secret) => new URLSearchParams({ s: secret }).toString().slice(2),
  'html, every character numeric': (secret) => everyCharacter(secret, (c) => `&amp;#${c.codePointAt(0)};`),
  base64: (secret) => utf8(secret).toString('base64'),
  'base64url inside a longer text': (secret) => utf8(`user:${secret}`).toString('base64url'),
  HEX: (secret) => utf8(secret).toString('hex').toUpperCase(),
};

/** Secrets that look alike but stand nowhere: with them the candidates are found through the index. */
const decoys = Array.from({ length: INDEXED_ABOVE + 1 }, (_, index) =>
  anchoredSecret(`decoy-${index}-token-Zm9vYmFy`),
);

describe.each([
  ['searched per secret', []],
  ['found through the index', decoys],
])('SecretCandidates, %s', (_how, others) => {
  const candidates = (text: string, secrets: string[]) =>
    new SecretCandidates([...others, ...secrets.map(anchoredSecret)])
      .in(text)
      .filter((secret) => !secret.startsWith('decoy-'));

  const secretArb = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });

  it('keeps every secret whose form stands in the text, in every form', () => {
    fc.assert(
      fc.property(secretArb, fc.constantFrom(...Object.keys(FORMS)), fc.string(), (secret, form, noise) => {
        const text = `${noise} failed: ${FORMS[form](secret)} ${noise}`;
        expect(candidates(text, [secret])).toEqual([secret]);
      }),
    );
  });

  it('leaves out the secrets that do not stand in the text', () => {
    const secrets = ['tenant-1-Zm9vYmFyYmF6', 'tenant-2-cXV4cXV1eA'];
    expect(candidates('tenant-1 failed: Zm9vYmFyYmF6 (end)', secrets)).toEqual(['tenant-1-Zm9vYmFyYmF6']);
    expect(candidates('nothing here', secrets)).toEqual([]);
  });

  it('always keeps a secret too short to have an anchor', () => {
    expect(candidates('nothing here', ['a:b'])).toEqual(['a:b']);
  });
});

describe('SecretCandidates with many tokens of one shape', () => {
  it('tells apart tokens that share a long beginning (JWTs of one issuer)', () => {
    const jwt = (index: number) =>
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZW5hbnQtMSIsImV4cCI6${Buffer.from(`${index}-${index * 7919}`).toString('base64url')}`;
    const tokens = Array.from({ length: 500 }, (_, index) => jwt(index));
    const candidates = new SecretCandidates(tokens.map(anchoredSecret));
    expect(candidates.in(`refused: ${tokens[321]} (${'eyJzdWIiOiJ0ZW5hbnQt '.repeat(50)})`)).toEqual([
      tokens[321],
    ]);
  });
});
