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

describe('redactCredentials: an echoed value is decided by where it sits', () => {
  it('does not redact the words and keys equal to a credential field value (a vendor error code)', () => {
    const body = '{"code":"type","type":"validation","message":"wrong type given","detail":{"type":"x"}}';
    expect(redactCredentials(body)).toBe(
      '{"code":"[redacted]","type":"validation","message":"wrong type given","detail":{"type":"x"}}',
    );
  });

  it('redacts the same value where it stands as a whole value under another key or in a form', () => {
    expect(redactCredentials('{"code":"t0k3n-x","echo":"t0k3n-x","words":"t0k3n-x said"}')).toBe(
      '{"code":"[redacted]","echo":"[redacted]","words":"t0k3n-x said"}',
    );
    expect(redactCredentials('code=t0k3n-x&state=t0k3n-x&t0k3n-x=1')).toBe(
      'code=[redacted]&state=[redacted]&t0k3n-x=1',
    );
  });
});
