import { ConsoleLogger } from '@nestjs/common';
import { inspect } from 'node:util';
import { LogEvent } from './log-event';

/** What a Nest ConsoleLogger with these options writes for one `log` call. */
function consoleOutput(options: ConstructorParameters<typeof ConsoleLogger>[1], message: unknown): string {
  const written: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    new ConsoleLogger('LockOAuth', options).log(message);
  } finally {
    write.mockRestore();
  }
  return written.join('');
}

describe('LogEvent', () => {
  const event = new LogEvent('OAuth token refreshed', {
    account: 'depot',
    expiresAt: '2026-11-27T10:00:00.000Z',
    note: 'two words',
    count: 3,
    fresh: true,
    hint: null,
    left: undefined,
  });

  it('keeps msg and each field as own properties, the undefined ones left out', () => {
    expect({ ...event }).toEqual({
      msg: 'OAuth token refreshed',
      account: 'depot',
      expiresAt: '2026-11-27T10:00:00.000Z',
      note: 'two words',
      count: 3,
      fresh: true,
      hint: null,
    });
  });

  it('gives nestjs-pino its fields: what it merges (Object.assign) is msg, the fields and the context', () => {
    expect(Object.assign({ context: 'LockOAuth' }, event)).toEqual({
      context: 'LockOAuth',
      ...event.fields(),
      msg: event.msg,
    });
  });

  it('reads as one line: msg then key=value, values with more than a word quoted', () => {
    const line =
      'OAuth token refreshed account=depot expiresAt=2026-11-27T10:00:00.000Z note="two words" count=3 fresh=true hint=null';
    expect(String(event)).toBe(line);
    expect(inspect(event)).toBe(line);
  });

  it("prints as that one line in Nest's ConsoleLogger, without Object(n) and on one line", () => {
    const output = consoleOutput({ colors: false }, event);
    expect(output).toMatch(/LOG \[LockOAuth\] OAuth token refreshed account=depot .* hint=null\n$/);
    expect(output.trim()).not.toContain('\n');
  });

  it("gives Nest's ConsoleLogger in json mode the fields under message", () => {
    const output = JSON.parse(consoleOutput({ json: true }, event)) as Record<string, unknown>;
    expect(output).toMatchObject({
      context: 'LockOAuth',
      message: { msg: 'OAuth token refreshed', account: 'depot' },
    });
  });

  it('never breaks a line: a line break in a value is escaped', () => {
    expect(String(new LogEvent('Failed', { reason: 'one\ntwo' }))).toBe('Failed reason="one\\ntwo"');
  });

  it('redacts credentials in the message and every text field; a given redaction replaces the default', () => {
    const redacted = new LogEvent('Failed with Bearer abc.def.ghi', {
      reason: 'https://user:pw@host.example/x',
    });
    expect(JSON.stringify(redacted)).not.toMatch(/abc\.def\.ghi|user:pw/);
    const own = new LogEvent('token s3cr3t-value', { reason: 's3cr3t-value' }, (text) =>
      text.replaceAll('s3cr3t-value', '[redacted]'),
    );
    expect({ ...own }).toEqual({ msg: 'token [redacted]', reason: '[redacted]' });
  });

  it('with() adds fields to a copy', () => {
    expect({ ...event.with({ suppressed: 4 }) }).toMatchObject({ account: 'depot', suppressed: 4 });
    expect(event.fields()).not.toHaveProperty('suppressed');
  });

  it('with() redacts the fields it adds, and leaves the redacted ones as they are', () => {
    const own = new LogEvent('refused', { reason: 'token s3cr3t-value' }, (text) =>
      text.replaceAll('s3cr3t-value', '[redacted]'),
    );
    const more = own.with({ hint: 'Authorization: Bearer abc.def.ghi' });
    expect(more.fields()).toEqual({
      reason: 'token [redacted]',
      hint: expect.not.stringContaining('abc.def.ghi'),
    });
  });
});
