import { DeliveryConfigurationException } from './delivery-configuration.exception';
import { resolveDeliverySettings } from './delivery-settings';

describe('resolveDeliverySettings', () => {
  it('reads the whole-exchange timeout, connect timeout and response limit', () => {
    const settings = resolveDeliverySettings(
      {},
      { DELIVERY_TIMEOUT: '1.5', DELIVERY_CONNECT_TIMEOUT: '2', DELIVERY_MAX_RESPONSE_BYTES: '4096' },
    );
    expect(settings).toMatchObject({ timeoutMs: 1500, connectTimeoutMs: 2000, maxResponseBytes: 4096 });
    expect(resolveDeliverySettings({}, {}).maxResponseBytes).toBe(10 * 1024 * 1024);
  });

  it('uses the axios transport and at most 64 sockets per origin unless told otherwise', () => {
    expect(resolveDeliverySettings({}, {})).toMatchObject({ transport: 'axios', maxSockets: 64 });
  });

  it('reads DELIVERY_HTTP_TRANSPORT and DELIVERY_MAX_SOCKETS; the options http.transport and http.maxSockets win', () => {
    const env = { DELIVERY_HTTP_TRANSPORT: 'undici', DELIVERY_MAX_SOCKETS: '8' };
    expect(resolveDeliverySettings({}, env)).toMatchObject({ transport: 'undici', maxSockets: 8 });
    expect(resolveDeliverySettings({ http: { transport: 'axios', maxSockets: 2 } }, env)).toMatchObject({
      transport: 'axios',
      maxSockets: 2,
    });
  });

  it('lets the option http.maxResponseBytes override the env variable', () => {
    expect(
      resolveDeliverySettings({ http: { maxResponseBytes: 100 } }, { DELIVERY_MAX_RESPONSE_BYTES: '4096' })
        .maxResponseBytes,
    ).toBe(100);
  });

  it.each([
    [{ DELIVERY_TIMEOUT: '2200000' }, 'DELIVERY_TIMEOUT (option timeout) must be at most 2147483 seconds'],
    [{ DELIVERY_TIMEOUT: '0x10' }, 'DELIVERY_TIMEOUT (option timeout) must be a plain decimal number'],
    [
      { DELIVERY_CONNECT_TIMEOUT: '1e3' },
      'DELIVERY_CONNECT_TIMEOUT (option connectTimeout) must be a plain decimal',
    ],
    [{ DELIVERY_MAX_RESPONSE_BYTES: '10.5' }, 'DELIVERY_MAX_RESPONSE_BYTES (option http.maxResponseBytes)'],
    [
      { DELIVERY_HTTP_TRANSPORT: 'fetch' },
      'DELIVERY_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
    ],
    [
      { DELIVERY_MAX_SOCKETS: '2.5' },
      'DELIVERY_MAX_SOCKETS (option http.maxSockets) must be a whole number of sockets, got "2.5".',
    ],
    [
      { DELIVERY_BASE_URL: 'portal.example/api' },
      'DELIVERY_BASE_URL (option baseUrl) must be an absolute http',
    ],
    [{ DELIVERY_AUTH_URL: 'svc:pw@sso' }, 'DELIVERY_AUTH_URL (option authUrl) must be an absolute http'],
  ])('refuses %j with an error naming the setting', (env, message) => {
    expect(() => resolveDeliverySettings({}, env)).toThrow(DeliveryConfigurationException);
    expect(() => resolveDeliverySettings({}, env)).toThrow(`Invalid Delivery setting: ${message}`);
  });

  it('never shows the credentials of a refused URL', () => {
    expect(() => resolveDeliverySettings({}, { DELIVERY_AUTH_URL: 'htps://svc:pw-s3cret@sso' })).toThrow(
      'got "htps://[redacted]@sso"',
    );
  });
});
