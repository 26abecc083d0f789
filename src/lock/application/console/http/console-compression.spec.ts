import { acceptedConsoleEncoding } from './console-compression';

describe('console compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, identity', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    [['deflate', 'br'], 'br'],
  ])('answers %j in %s', (header, encoding) => {
    expect(acceptedConsoleEncoding(header)).toBe(encoding);
  });

  it.each([undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=nothing'])(
    'answers %j uncompressed',
    (header) => {
      expect(acceptedConsoleEncoding(header)).toBeNull();
    },
  );
});
