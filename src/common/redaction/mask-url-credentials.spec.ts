import { maskUrlCredentials } from './mask-url-credentials';

describe('maskUrlCredentials', () => {
  it.each([
    ['http://svc:pw@host/path', 'http://[redacted]@host/path'],
    ['valkey://:pw@cache:6379', 'valkey://[redacted]@cache:6379'],
    ['mysql://u:p/w@db/app', 'mysql://[redacted]@db/app'],
    ['postgres://u:p?w#x@db:5432/app', 'postgres://[redacted]@db:5432/app'],
    ['amqp://u:p@ss@broker', 'amqp://[redacted]@broker'],
    ['redis://default:s3cr%40t@r:6379', 'redis://[redacted]@r:6379'],
  ])('masks the userinfo of %s', (url, masked) => {
    expect(maskUrlCredentials(`Could not reach GET ${url}: refused`)).toBe(
      `Could not reach GET ${masked}: refused`,
    );
  });

  it('masks JSON-escaped and percent-encoded URLs', () => {
    expect(maskUrlCredentials(String.raw`{"url":"http:\/\/u:pw@host\/x"}`)).toBe(
      String.raw`{"url":"http:\/\/[redacted]@host\/x"}`,
    );
    expect(maskUrlCredentials('next=https%3A%2F%2Fu%3Apw%40host%2Fx')).toBe(
      'next=https%3A%2F%2F[redacted]%40host%2Fx',
    );
  });

  it('leaves URLs without userinfo and other text alone', () => {
    const text = 'GET https://host/api/status?x=1 failed; mail ops@example.com';
    expect(maskUrlCredentials(text)).toBe(text);
  });

  it('masks every URL of a text, each to its own last @', () => {
    expect(maskUrlCredentials('a http://u:1@h1 and redis://:2@h2')).toBe(
      'a http://[redacted]@h1 and redis://[redacted]@h2',
    );
  });
});

describe('maskUrlCredentials with quotes in a password', () => {
  it('masks a password holding a single quote (a URL parser leaves it as it is)', () => {
    expect(maskUrlCredentials(`GET http://lock:aa%22%C3%A9a'x@127.0.0.1:4/smartlock`)).toBe(
      'GET http://[redacted]@127.0.0.1:4/smartlock',
    );
  });
});
