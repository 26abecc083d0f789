import { LogEvent } from './log-event';
import { ThrottledLogEvents } from './throttled-log-events';

describe('ThrottledLogEvents', () => {
  let now: number;
  let logged: LogEvent[];
  let events: ThrottledLogEvents;

  beforeEach(() => {
    now = 0;
    logged = [];
    events = new ThrottledLogEvents(
      (event) => logged.push(event),
      60_000,
      () => now,
    );
  });

  it('logs the first event of a key at once and counts the ones within the interval', () => {
    for (let index = 0; index < 5; index += 1) events.say('refused', new LogEvent('Refused', { n: index }));

    expect(logged.map((event) => ({ ...event }))).toEqual([{ msg: 'Refused', n: 0 }]);
  });

  it('reports how many it left out with the next event logged after the interval', () => {
    for (let index = 0; index < 5; index += 1) events.say('refused', new LogEvent('Refused'));
    now = 60_000;
    events.say('refused', new LogEvent('Refused'));
    now = 120_000;
    events.say('refused', new LogEvent('Refused'));

    expect(logged.map((event) => ({ ...event }))).toEqual([
      { msg: 'Refused' },
      { msg: 'Refused', suppressed: 4 },
      { msg: 'Refused' },
    ]);
  });

  it('one key never hides another', () => {
    events.say('depot', new LogEvent('Failed', { account: 'depot' }));
    events.say('office', new LogEvent('Failed', { account: 'office' }));

    expect(logged.map((event) => event.fields().account)).toEqual(['depot', 'office']);
  });
});
