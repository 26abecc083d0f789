import { AccountingModule } from '../src/accounting';
import { AccountingCommandsModule, DeliveryCommandsModule, LockCommandsModule } from '../src/commands';
import { DeliveryModule } from '../src/delivery';
import { LockModule } from '../src/lock';
import { AccountingSandbox, DeliverySandbox, LockSandbox } from '../src/testing';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';

/**
 * Remote text never controls the terminal (hardening point 13): what a command prints from a server's answer (a
 * table cell, the `Error:` line, `--json`) holds no escape sequence, no control character and no bidi override,
 * in-process through the command harness against the sandboxes on 127.0.0.1.
 */

/**
 * The hostile pieces a server puts in its text: an SGR colour, an OSC window title, a carriage return, an 8-bit
 * CSI (bold) and a right-to-left override.
 */
const HOSTILE_PIECES = ['\x1b[31m', '\x1b]0;title\x07', '\r', '\u009b1m', '\u202e'];

/** Remote text carrying every hostile piece between visible words. */
const hostile = (...words: string[]): string =>
  words.map((word, index) => `${word}${HOSTILE_PIECES[index % HOSTILE_PIECES.length]}`).join('');

/** Any character that controls or reorders a terminal: C0 but tab and newline, DEL, C1, bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

describe('command output safety, in-process', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  const closing: { close(): Promise<void> }[] = [];

  beforeEach(() => {
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const sandbox of closing.splice(0)) await sandbox.close();
    restoreEnv();
  });

  /** Everything the command wrote to the terminal (standard output and standard error). */
  function terminal(): string {
    return [...harness.output.stdout, ...harness.output.stderr].join('');
  }

  /** Asserts the terminal received none of the hostile pieces and no other control character. */
  function expectNoTerminalControl(): void {
    const written = terminal();
    expect(written).not.toBe('');
    for (const piece of ['\x1b', '\x07', '\r', '\u009b', '\u202e']) expect(written).not.toContain(piece);
    expect(written).not.toMatch(TERMINAL_CONTROL);
  }

  describe('lock:locks', () => {
    let sandbox: LockSandbox;

    beforeEach(async () => {
      restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
      sandbox = await LockSandbox.start();
      closing.push(sandbox);
    });

    /** The seeded smartlocks of the first account, the first one renamed by the server to `name`. */
    function servesLockNamed(name: string): unknown[] {
      const locks = sandbox.data.accounts[0].smartlocks.map((lock, index) =>
        index === 0 ? { ...lock, name } : lock,
      );
      sandbox.failNext(1, 200, locks, { method: 'GET', path: '/smartlock' });
      return locks;
    }

    const locks = (args: string[]) =>
      harness.run(
        [LockModule.forRoot(lockSandboxOptions(sandbox)), LockCommandsModule],
        ['lock:locks', ...args],
      );

    it('shows a lock name without its escapes, on its own row of the table', async () => {
      servesLockNamed(hostile('Front', ' Door', ' (main', ')', ' entrance'));

      await locks([]);

      expect(harness.output.failed).toEqual([]);
      expectNoTerminalControl();
      const rows = harness.output.stdout.join('').trimEnd().split('\n');
      expect(rows).toHaveLength(2 + sandbox.data.accounts[0].smartlocks.length);
      expect(rows[2].split(/ {2,}/)[1]).toBe('Front Door (main) entrance');
      expect(rows[2].indexOf('smartlock')).toBe(rows[0].indexOf('Type'));
    });

    it('--json escapes the controls and parses back to the names the server sent', async () => {
      const served = servesLockNamed(hostile('Front', ' Door', ' (main', ')', ' entrance'));

      await locks(['--json']);

      expect(harness.output.failed).toEqual([]);
      expectNoTerminalControl();
      expect(JSON.parse(harness.output.stdout.join(''))).toEqual(served);
    });
  });

  describe('delivery:status', () => {
    let sandbox: DeliverySandbox;

    beforeEach(async () => {
      restoreEnv = isolateEnv();
      sandbox = await DeliverySandbox.start();
      closing.push(sandbox);
    });

    it('shows a message status without its escapes, columns aligned as shown', async () => {
      sandbox.addMessage({
        functioneelId: 'INV-HOSTILE-1',
        status: hostile('Afgewezen', ' door', ' de', ' ontvanger', '!'),
      });

      await harness.run(
        [
          DeliveryModule.forRoot({
            ...sandbox.clientOptions(),
            tokenCache: { store: 'memory', appKey: randomAppKey() },
          }),
          DeliveryCommandsModule,
        ],
        ['delivery:status', '--functioneel-id', 'INV-HOSTILE-1'],
      );

      expect(harness.output.failed).toEqual([]);
      expectNoTerminalControl();
      const [header, rule, row, ...rest] = harness.output.stdout.join('').trimEnd().split('\n');
      expect(rest).toEqual([]);
      expect(row.split(/ {2,}/)[2]).toBe('Afgewezen door de ontvanger!');
      expect(row.indexOf('Afgewezen')).toBe(header.indexOf('Status'));
      expect(rule.split(/ +/)[2]).toHaveLength('Afgewezen door de ontvanger!'.length);
    });
  });

  describe('accounting:test', () => {
    let sandbox: AccountingSandbox;

    beforeEach(async () => {
      restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
      sandbox = await AccountingSandbox.start();
      closing.push(sandbox);
    });

    it('prints the error body of the API without its escapes, as one Error line', async () => {
      sandbox.failNext(1, 500, hostile('Internal', ' error:', ' retry', ' later', '.'), {
        path: '/v2/companyInfo',
      });

      await harness.run(
        [
          AccountingModule.forRoot({
            ...sandbox.clientOptions(),
            tokenCache: { store: 'memory', appKey: randomAppKey() },
          }),
          AccountingCommandsModule,
        ],
        ['accounting:test'],
      );

      expect(harness.output.printed).toEqual([]);
      expect(harness.escaped).toEqual([]);
      expect(process.exitCode).toBe(1);
      expectNoTerminalControl();
      expect(harness.output.stderr.join('')).toMatch(/^Error: [^\n]*Internal error: retry later\.\n$/);
    });
  });
});
