import { redactRanges } from './redacted-ranges';

describe('redactRanges', () => {
  it('replaces each range and keeps the text between', () => {
    expect(
      redactRanges('a secret b token c', [
        { start: 2, end: 8 },
        { start: 11, end: 16 },
      ]),
    ).toBe('a [redacted] b [redacted] c');
  });

  it('joins ranges that overlap or contain each other, in any order', () => {
    expect(
      redactRanges('0123456789', [
        { start: 5, end: 8 },
        { start: 1, end: 4 },
        { start: 3, end: 6 },
        { start: 4, end: 5 },
      ]),
    ).toBe('0[redacted]89');
  });

  it('keeps ranges that only touch apart, and ignores empty ones', () => {
    expect(
      redactRanges('abcdef', [
        { start: 0, end: 3 },
        { start: 3, end: 6 },
        { start: 2, end: 2 },
      ]),
    ).toBe('[redacted][redacted]');
  });

  it('returns the text as it is without ranges', () => {
    expect(redactRanges('nothing', [])).toBe('nothing');
  });
});
