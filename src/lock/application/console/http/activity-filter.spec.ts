import { logFilterSearch, readActivityFilter } from './log-filter';

const ZONE = 'Europe/Amsterdam';

describe('the activity filter', () => {
  it('reads lock, person, action, way and words; asks the API for the action only', () => {
    const reading = readActivityFilter(
      { lock: '100101', person: ' Anna ', action: '2', trigger: '255', q: 'gate', size: '10' },
      ZONE,
    );
    expect(reading.problem).toBeNull();
    expect(reading.filter.fields).toEqual({
      lock: 100101,
      person: 'Anna',
      action: 2,
      trigger: 255,
      search: 'gate',
    });
    expect(reading.query).toEqual({ limit: 11, action: 2 });
  });

  it('keeps its fields in the pager and export links, in a fixed order', () => {
    const { filter } = readActivityFilter({ q: 'a&b', lock: '7', from: '2026-03-01' }, ZONE);
    expect(logFilterSearch(filter, ['abc'])).toBe('?from=2026-03-01&lock=7&q=a%26b&before=abc');
    expect(logFilterSearch(readActivityFilter({}, ZONE).filter, [])).toBe('');
  });

  it.each([
    [{ lock: 'front' }, 'badLock'],
    [{ action: 'open' }, 'badAction'],
    [{ trigger: '-1' }, 'badTrigger'],
    [{ from: '2026-13-45' }, 'badDate'],
  ])('refuses %j as %s, asking nothing', (query, key) => {
    const reading = readActivityFilter(query, ZONE);
    expect(reading.problem?.key).toBe(key);
    expect(reading.query).toBeNull();
  });
});
