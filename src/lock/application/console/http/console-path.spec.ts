import { isConsolePath } from './console-path';

describe('isConsolePath', () => {
  it.each(['/lock', '/lock/', '/lock/accounts/default', '/lock?x=1', '/lock/accounts/a%20b?from=2027-01-01'])(
    'takes %j',
    (path) => {
      expect(isConsolePath(path, '/lock')).toBe(true);
    },
  );

  it.each([
    'https://evil.example/lock',
    '//evil.example/lock',
    '/lock//evil.example',
    '/lockdown',
    '/lock/\\evil',
    '/lock/\r\nx',
    '/other',
    '/lock/../../evil',
    '/lock/..',
    '/lock/./x',
    '/lock/%2e%2e/evil',
    '/lock/%2E./evil',
    '',
    42,
    undefined,
    `/lock/${'x'.repeat(3000)}`,
  ])('refuses %j', (path) => {
    expect(isConsolePath(path, '/lock')).toBe(false);
  });
});
