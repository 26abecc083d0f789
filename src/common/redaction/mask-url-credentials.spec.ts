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

describe('maskUrlCredentials with an @ after the authority', () => {
  it.each([
    'http://127.0.0.1:4321/smartlock?password=P%40ssw0rd-secret-tail',
    'http://host/relaties?apiKey=key@secret-tail-2',
    'http://host/users/p@evil.example/x',
    'http://host/users/p%40evil.example',
    'https://[::1]:8443#frag@x',
    'http://host:8080?q=u:p@other',
    String.raw`{"url":"http:\/\/host\/a@b"}`,
    'next=https%3A%2F%2Fhost%2Fa%40b',
    'next=https%3A%2F%2Fhost%3A443%3Fq%3Da%40b',
  ])('leaves %s alone: an @ in a path, query or fragment is no userinfo', (text) => {
    expect(maskUrlCredentials(text)).toBe(text);
  });

  it('masks only the userinfo of a URL whose query also holds an @', () => {
    expect(maskUrlCredentials('http://u:pw@host:1/x@y?k=a@b')).toBe('http://[redacted]@host:1/x@y?k=a@b');
    expect(maskUrlCredentials('next=https%3A%2F%2Fu%3Apw%40host%2Fa%40b&x=c@d')).toBe(
      'next=https%3A%2F%2F[redacted]%40host%2Fa%40b&x=c@d',
    );
  });
});
