import { MAX_RETRY_AFTER_SECONDS, retryAfterSecondsOf } from './retry-after';

describe('retryAfterSecondsOf', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('reads whole seconds', () => {
    expect(retryAfterSecondsOf({ 'retry-after': '30' }, now)).toBe(30);
    expect(retryAfterSecondsOf({ 'retry-after': ' 0 ' }, now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until it, and a past date as 0', () => {
    expect(retryAfterSecondsOf({ 'retry-after': 'Fri, 27 Nov 2026 12:01:30 GMT' }, now)).toBe(90);
    expect(retryAfterSecondsOf({ 'retry-after': 'Fri, 27 Nov 2026 11:00:00 GMT' }, now)).toBe(0);
  });

  it.each([
    ['missing', {}],
    ['empty', { 'retry-after': '' }],
    ['negative', { 'retry-after': '-5' }],
    ['a fraction', { 'retry-after': '1.5' }],
    ['words', { 'retry-after': 'soon' }],
    ['over a day', { 'retry-after': String(MAX_RETRY_AFTER_SECONDS + 1) }],
    ['a date over a day ahead', { 'retry-after': 'Sun, 29 Nov 2026 12:00:00 GMT' }],
    ['a date in another form', { 'retry-after': '2026-11-27T12:01:30Z' }],
  ])('leaves out a header that is %s', (_case, headers: Record<string, string>) => {
    expect(retryAfterSecondsOf(headers, now)).toBeUndefined();
  });
});
