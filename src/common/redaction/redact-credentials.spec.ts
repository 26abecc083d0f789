import { redactCredentials } from './redact-credentials';

describe('redactCredentials', () => {
  it('redacts a credential-field value also where it stands elsewhere in another form', () => {
    const token = 'tok"en é+1';
    const body = `${JSON.stringify({ access_token: token })} echo ${Buffer.from(token).toString('base64')} ${encodeURIComponent(token)}`;
    const redacted = redactCredentials(body);
    expect(redacted).toBe('{"access_token":"[redacted]"} echo [redacted] [redacted]');
  });

  it('does the same for a value of a form body (form-decoded)', () => {
    expect(redactCredentials('password=p%40ss+word&x=1 then p@ss word')).toBe(
      'password=[redacted]&x=1 then [redacted]',
    );
  });

  it('masks Bearer credentials and URL userinfo, and leaves other text alone', () => {
    expect(redactCredentials('Bearer abc.def from https://u:p@host/x for Jansen')).toBe(
      'Bearer [redacted] from https://[redacted]@host/x for Jansen',
    );
  });

  it('keeps an already redacted value as it is (a message built from a redacted body)', () => {
    const text = 'HTTP 401: Authorization: Bearer [redacted] was refused; {"password":"[redacted]"}';
    expect(redactCredentials(text)).toBe(text);
  });
});
