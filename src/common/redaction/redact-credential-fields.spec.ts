import { credentialFields } from './redact-credential-fields';
import { redactRanges } from './redacted-ranges';

const redactCredentialFields = (text: string) =>
  redactRanges(
    text,
    credentialFields(text).map((field) => field.range),
  );

describe('redactCredentialFields', () => {
  it.each([
    [
      'a token answer cut off in the middle',
      '{"access_token":"eyJ.abc","refresh_token":"r-1',
      '{"access_token":"[redacted]","refresh_token":"[redacted]',
    ],
    [
      'a whole token answer, keeping what is no credential',
      '{"access_token":"a","id_token":"b","expires_in":3600,"token_type":"bearer"}',
      '{"access_token":"[redacted]","id_token":"[redacted]","expires_in":3600,"token_type":"bearer"}',
    ],
    [
      'a form body',
      'grant_type=authorization_code&code=xyz&client_secret=s%20c&redirect_uri=https://app/cb',
      'grant_type=authorization_code&code=[redacted]&client_secret=[redacted]&redirect_uri=https://app/cb',
    ],
    [
      'JSON inside a JSON string, with an escaped quote in the value',
      String.raw`{"body":"{\"password\":\"p\\\"w\",\"x\":1}"}`,
      String.raw`{"body":"{\"password\":\"[redacted]\",\"x\":1}"}`,
    ],
    [
      'util.inspect output',
      "{ password: 'abc', clientKey: 'k' }",
      "{ password: '[redacted]', clientKey: '[redacted]' }",
    ],
    [
      'header lines',
      'Authorization: Basic dXNlcjpwYXNz\r\nOcp-Apim-Subscription-Key: abcdef\r\n',
      'Authorization: Basic [redacted]\r\nOcp-Apim-Subscription-Key: [redacted]\r\n',
    ],
    ['a query string', '/cb?access_token=abc&x=1', '/cb?access_token=[redacted]&x=1'],
    [
      'fields of a broken answer that share a quote (no comma between)',
      String.raw`{\"access_token\":\"a\"refresh_token\":\"r\\\"1\"}`,
      String.raw`{\"access_token\":\"[redacted]\"refresh_token\":\"[redacted]\"}`,
    ],
    [
      'a URL path ending in a key-like word',
      'POST http://host/b2b/token: no answer',
      'POST http://host/b2b/token: no answer',
    ],
    [
      'camelCase keys',
      '{"refreshToken":"r","clientSecret":"s","apiKey":"k"}',
      '{"refreshToken":"[redacted]","clientSecret":"[redacted]","apiKey":"[redacted]"}',
    ],
  ])('redacts %s', (_label, text, expected) => {
    expect(redactCredentialFields(text)).toBe(expected);
  });

  it('keeps keys that only look alike, numeric error codes and JSON literals', () => {
    const text =
      '{"error":{"code":400},"token_type":"bearer","tokenType":"x","zipcode":"1234AB","errorCode":"E1","password":null}';
    expect(redactCredentialFields(text)).toBe(text);
  });

  it('redacts a string code (an authorization code) and a numeric one-time code in a form', () => {
    expect(redactCredentialFields('{"code":"auth-123"} otp=123456')).toBe(
      '{"code":"[redacted]"} otp=[redacted]',
    );
  });
});
