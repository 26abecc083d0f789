import { CommandOutput } from './command-output';

/** What the output wrote to the process streams while `run` ran, and the exit code it set. */
function written(run: (output: CommandOutput) => void): {
  stdout: string;
  stderr: string;
  exitCode: unknown;
} {
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const exitCode = process.exitCode;
  // From no exit code: another file in the same jest worker may have left one set.
  process.exitCode = undefined;
  try {
    run(new CommandOutput());
    return {
      stdout: stdout.mock.calls.map(([chunk]) => String(chunk)).join(''),
      stderr: stderr.mock.calls.map(([chunk]) => String(chunk)).join(''),
      exitCode: process.exitCode,
    };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    process.exitCode = exitCode;
  }
}

const HOSTILE = 'Front\x1b[31m Door\x1b]0;owned\x07\r\u009b2J\u202e\x7f\u0085';

describe('CommandOutput', () => {
  it('prints text with a final newline, without terminal controls, its own newlines kept', () => {
    expect(written((output) => output.print(`ID  Name\n--  ----\n1   ${HOSTILE}`)).stdout).toBe(
      'ID  Name\n--  ----\n1   Front Door\n',
    );
    expect(written((output) => output.print('done\n')).stdout).toBe('done\n');
  });

  it('prints JSON with its control characters escaped, parsing back to the value', () => {
    const { stdout } = written((output) => output.printJson({ name: HOSTILE }));
    expect(stdout).toBe(
      `${JSON.stringify({ name: HOSTILE }, null, 2).replace(/[\x7f-\x9f\u202e]/g, escape)}\n`,
    );
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(stdout).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]/);
    expect(JSON.parse(stdout)).toEqual({ name: HOSTILE });
  });

  it('fails with the first line of the message, without terminal controls, and exit code 1', () => {
    const { stdout, stderr, exitCode } = written((output) =>
      output.fail(`Error: HTTP 500: ${HOSTILE}\r\nsecond line`),
    );
    expect(stderr).toBe('Error: HTTP 500: Front Door\n');
    expect(stdout).toBe('');
    expect(exitCode).toBe(1);
  });

  it('warns with the first line of the message on stderr, without terminal controls, the exit code unchanged', () => {
    const { stdout, stderr, exitCode } = written((output) =>
      output.warn(`Warning: ${HOSTILE}\r\nsecond line`),
    );
    expect(stderr).toBe('Warning: Front Door\n');
    expect(stdout).toBe('');
    expect(exitCode).toBeUndefined();
  });
});

/** The `\uXXXX` escape of a character. */
function escape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
