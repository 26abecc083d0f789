import { createTransport } from './create-transport';
import { HttpTransport } from './http-transport';
import { DEFAULT_TRANSPORT_KIND, transportKind } from './transport-kind';
import { UndiciTransport } from './undici-transport';

const OPTIONS = { timeoutMs: 1000, connectTimeoutMs: 1000 };

class SettingError extends Error {}
const fail = (message: string) => new SettingError(message);
const NAME = 'X_HTTP_TRANSPORT (option http.transport)';

describe('createTransport', () => {
  it.each([
    ['axios', HttpTransport],
    ['undici', UndiciTransport],
  ] as const)('builds the %s transport', (kind, type) => {
    const transport = createTransport(kind, OPTIONS);
    try {
      expect(transport).toBeInstanceOf(type);
    } finally {
      transport.close();
    }
  });
});

describe('transportKind', () => {
  it('is axios when unset or blank', () => {
    expect(DEFAULT_TRANSPORT_KIND).toBe('axios');
    for (const value of [undefined, null, '', '   ']) expect(transportKind(value, NAME, fail)).toBe('axios');
  });

  it.each([
    ['axios', 'axios'],
    ['undici', 'undici'],
    [' UNDICI ', 'undici'],
    ['Axios', 'axios'],
  ])('reads %j as %s', (value, kind) => {
    expect(transportKind(value, NAME, fail)).toBe(kind);
  });

  it.each([
    ['fetch', `${NAME} must be axios or undici, got "fetch".`],
    [' http2 ', `${NAME} must be axios or undici, got "http2".`],
    [1, `${NAME} must be axios or undici, got 1.`],
  ])('refuses %j with an error naming the setting and the choices', (value, message) => {
    expect(() => transportKind(value, NAME, fail)).toThrow(new SettingError(message));
  });
});
