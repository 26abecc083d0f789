import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_SOCKETS,
  MAX_TIMEOUT_SECONDS,
  maxResponseBytes,
  maxSockets,
  numberSetting,
  NumberSetting,
  timeoutSeconds,
} from './number-setting';

class SettingError extends Error {}
const fail = (message: string) => new SettingError(message);
const TIMEOUT: NumberSetting = {
  name: 'X_TIMEOUT (option timeout)',
  fallback: 42,
  max: 100,
  unit: 'seconds',
};

describe('numberSetting', () => {
  it.each([
    [5, 5],
    [0.5, 0.5],
    ['30', 30],
    [' 2.5 ', 2.5],
    ['+7', 7],
    ['.5', 0.5],
    ['100', 100],
  ])('reads %j as %j', (value, expected) => {
    expect(numberSetting(value, TIMEOUT, fail)).toBe(expected);
  });

  it.each([
    ['zero', 0],
    ['"0"', '0'],
    ['negative', -5],
    ['negative string', '-5'],
    ['empty string', ''],
    ['blank string', '   '],
    ['a word', 'abc'],
    ['partly numeric string', '10s'],
    ['NaN', NaN],
    ['undefined', undefined],
    ['null', null],
    ['true', true],
    ['an object', { value: 5 }],
  ])('falls back for %s (not a positive number, as the specs say)', (_label, value) => {
    expect(numberSetting(value, TIMEOUT, fail)).toBe(42);
  });

  it.each(['0x10', '1e3', '1E1', '0b1', '0o7', 'Infinity', '-Infinity'])(
    'refuses %j, a number in another notation than plain decimal, naming the setting',
    (value) => {
      expect(() => numberSetting(value, TIMEOUT, fail)).toThrow(SettingError);
      expect(() => numberSetting(value, TIMEOUT, fail)).toThrow(
        `X_TIMEOUT (option timeout) must be a plain decimal number of seconds, got "${value}".`,
      );
    },
  );

  it.each([101, '101', '100.5', Infinity])('refuses %j, above the maximum', (value) => {
    expect(() => numberSetting(value, TIMEOUT, fail)).toThrow(
      /^X_TIMEOUT \(option timeout\) must be at most 100 seconds, got /,
    );
  });

  it('allows the minimum itself when it is included (a pause of 0 ms)', () => {
    const pause: NumberSetting = { name: 'P', fallback: 200, min: 0, minIncluded: true, max: 10, unit: 'ms' };
    expect(numberSetting('0', pause, fail)).toBe(0);
    expect(numberSetting('-1', pause, fail)).toBe(200);
  });

  it('refuses a fraction where only whole numbers make sense', () => {
    const retries: NumberSetting = { name: 'R', fallback: 3, max: 10, unit: 'attempts', integer: true };
    expect(numberSetting('4', retries, fail)).toBe(4);
    expect(() => numberSetting('2.5', retries, fail)).toThrow(
      'R must be a whole number of attempts, got "2.5".',
    );
  });

  it('never shows a long value whole', () => {
    const value = `${'9'.repeat(200)}`;
    expect(() => numberSetting(value, TIMEOUT, fail)).toThrow(/got "9{30,}\.\.\.\.$/);
  });
});

describe('timeoutSeconds', () => {
  it('accepts up to Node timer limit and refuses beyond it (a timer over it fires at once)', () => {
    expect(timeoutSeconds(String(MAX_TIMEOUT_SECONDS), 'T', 30, fail)).toBe(MAX_TIMEOUT_SECONDS);
    expect(() => timeoutSeconds('2200000', 'DELIVERY_TIMEOUT (option timeout)', 30, fail)).toThrow(
      'DELIVERY_TIMEOUT (option timeout) must be at most 2147483 seconds, got "2200000".',
    );
    expect(MAX_TIMEOUT_SECONDS * 1000).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});

describe('maxResponseBytes', () => {
  it('is 10 MiB unless set, and a whole positive number', () => {
    expect(maxResponseBytes(undefined, 'M', fail)).toBe(DEFAULT_MAX_RESPONSE_BYTES);
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(10 * 1024 * 1024);
    expect(maxResponseBytes('2048', 'M', fail)).toBe(2048);
    expect(() => maxResponseBytes('1.5', 'M', fail)).toThrow(SettingError);
    expect(() => maxResponseBytes(String(2 ** 40), 'M', fail)).toThrow(/must be at most/);
  });
});

describe('maxSockets', () => {
  it('is 64 unless set to a positive whole number of at most 65,535', () => {
    expect(DEFAULT_MAX_SOCKETS).toBe(64);
    expect(maxSockets(undefined, 'S', fail)).toBe(64);
    expect(maxSockets('', 'S', fail)).toBe(64);
    expect(maxSockets('0', 'S', fail)).toBe(64);
    expect(maxSockets('8', 'S', fail)).toBe(8);
    expect(maxSockets(1, 'S', fail)).toBe(1);
    expect(maxSockets('65535', 'S', fail)).toBe(65_535);
  });

  it.each([
    ['2.5', 'S must be a whole number of sockets, got "2.5".'],
    ['65536', 'S must be at most 65535 sockets, got "65536".'],
    ['1e2', 'S must be a plain decimal number of sockets, got "1e2".'],
  ])('refuses %j, naming the setting', (value, message) => {
    expect(() => maxSockets(value, 'S', fail)).toThrow(new SettingError(message));
  });
});
