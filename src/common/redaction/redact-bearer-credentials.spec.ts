import { bearerCredentialRanges } from './redact-bearer-credentials';
import { redactRanges } from './redacted-ranges';

const redactBearerCredentials = (text: string) => redactRanges(text, bearerCredentialRanges(text));

describe('redactBearerCredentials()', () => {
  it.each([
    ['raw', 'auth: Bearer abc.DEF-123_~+/== rest', 'auth: Bearer [redacted] rest'],
    ['lower case, two spaces', 'bearer  abc123 rest', 'bearer  [redacted] rest'],
    ['URL-encoded', 'Authorization=Bearer%20abc%2Fdef%3D&x=1', 'Authorization=Bearer%20[redacted]&x=1'],
    ['form-encoded', 'Authorization=Bearer+abc.def&x=1', 'Authorization=Bearer+[redacted]&x=1'],
    ['JSON-escaped slash', '{"a":"Bearer abc\\/def"}', '{"a":"Bearer [redacted]"}'],
  ])('redacts a %s credential', (_form, text, expected) => {
    expect(redactBearerCredentials(text)).toBe(expected);
  });

  it('leaves a text without a bearer credential as it is', () => {
    expect(redactBearerCredentials('{"error":"invalid_token","hint":"Bearer"}')).toBe(
      '{"error":"invalid_token","hint":"Bearer"}',
    );
  });

  it('errs on the side of hiding: the word after a prose "Bearer" is redacted too', () => {
    expect(redactBearerCredentials('The Bearer of this note')).toBe('The Bearer [redacted] this note');
  });

  it('redacts every credential of the text', () => {
    expect(redactBearerCredentials('Bearer one, then Bearer two')).toBe(
      'Bearer [redacted], then Bearer [redacted]',
    );
  });
});
