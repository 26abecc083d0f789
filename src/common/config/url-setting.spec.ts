import { httpUrlSetting } from './url-setting';

const fail = (message: string) => new RangeError(message);

describe('httpUrlSetting', () => {
  it.each(['https://host/api', 'http://127.0.0.1:8080', 'https://u:p@host/x'])(
    'accepts %j as it is',
    (url) => {
      expect(httpUrlSetting(url, 'X_URL (option url)', fail)).toBe(url);
    },
  );

  it.each([
    [
      'no scheme',
      'host/api',
      'X_URL (option url) must be an absolute http:// or https:// URL, got "host/api".',
    ],
    [
      'another scheme',
      'ftp://host',
      'X_URL (option url) must be an absolute http:// or https:// URL, got "ftp://host".',
    ],
    [
      'a relative path',
      '/api',
      'X_URL (option url) must be an absolute http:// or https:// URL, got "/api".',
    ],
  ])('refuses %s, naming the setting', (_label, url, message) => {
    expect(() => httpUrlSetting(url, 'X_URL (option url)', fail)).toThrow(message);
  });

  it('never shows the credentials of a refused URL', () => {
    expect(() => httpUrlSetting('htp://svc:pw-s3cret@host', 'X', fail)).toThrow(
      'got "htp://[redacted]@host"',
    );
  });
});
