import fc from 'fast-check';
import { echoTimestamp } from './echo-timestamp';

/** ISO 8601 UTC with exactly six fraction digits (DESIGN §6). */
const SIX_DIGITS_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The moment a six-digit timestamp names, in whole epoch milliseconds (the microseconds cut off). */
function millisecondsOf(timestamp: string): number {
  return Date.parse(`${timestamp.slice(0, 23)}Z`);
}

describe('echoTimestamp', () => {
  it('writes the microseconds of a fractional epoch-millisecond value as the last three digits', () => {
    expect(echoTimestamp(1795000000123.456)).toBe('2026-11-18T11:06:40.123456Z');
  });

  it('writes 000 as the microsecond part of a whole millisecond', () => {
    expect(echoTimestamp(1795000000123)).toBe('2026-11-18T11:06:40.123000Z');
    expect(echoTimestamp(0)).toBe('1970-01-01T00:00:00.000000Z');
  });

  it('pads small microsecond values and never carries into a seventh digit', () => {
    expect(echoTimestamp(1795000000123.0625)).toBe('2026-11-18T11:06:40.123062Z');
    // The largest fraction below 1 that a double holds at this magnitude (1 - 2^-12 ms = 999.76 µs).
    expect(echoTimestamp(1795000000999 + 4095 / 4096)).toBe('2026-11-18T11:06:40.999999Z');
  });

  it('always has six fraction digits and the UTC millisecond of the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }), // up to 2100
        fc.integer({ min: 0, max: 999 }),
        (wholeMs, micro) => {
          const timestamp = echoTimestamp(wholeMs + micro / 1000);
          expect(timestamp).toMatch(SIX_DIGITS_UTC);
          expect(timestamp.slice(0, 23)).toBe(new Date(wholeMs).toISOString().slice(0, 23));
        },
      ),
    );
  });

  it('defaults to now: six fraction digits, Z, within a second of Date.now()', () => {
    const before = Date.now();
    const timestamp = echoTimestamp();
    const after = Date.now();

    expect(timestamp).toMatch(SIX_DIGITS_UTC);
    expect(millisecondsOf(timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(millisecondsOf(timestamp)).toBeLessThanOrEqual(after + 1000);
  });

  it('gives a different microsecond reading for later calls (it is not cut to milliseconds)', () => {
    const readings = new Set<string>();
    for (let call = 0; call < 50; call += 1) readings.add(echoTimestamp().slice(23, 26));
    // Fifty readings of the sub-millisecond part are not all "000".
    expect([...readings].some((micro) => micro !== '000')).toBe(true);
  });
});
