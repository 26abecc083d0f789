import { ThrottledLog } from './throttled-log';

describe('ThrottledLog', () => {
  it('says the first line at once and counts the repeats within the interval into the next line', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new ThrottledLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    log.say('the database closed a connection');
    for (let repeat = 0; repeat < 41; repeat += 1) {
      now += 1000;
      log.say('the database closed a connection');
    }
    expect(lines).toEqual(['the database closed a connection']);
    now = 60_000;
    log.say('the database closed a connection');
    expect(lines).toEqual([
      'the database closed a connection',
      'the database closed a connection (and 41 more like it in the last 60 s)',
    ]);
    now = 200_000;
    log.say('again');
    expect(lines[2]).toBe('again');
  });
});
