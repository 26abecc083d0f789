import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import fc from 'fast-check';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../../test/support/property-settings';
import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
import { formatEnvBlock } from './env-block';
import { startSandboxes } from './sandbox-launcher';

/** `dotenv` as the `@nestjs/config` of this repo reads `.env` files with it (a dependency of that package). */
const dotenv = createRequire(require.resolve('@nestjs/config'))('dotenv') as {
  parse(text: string): Record<string, string>;
};

const PREFIX = 'ENV_BLOCK_SPEC_';
/** Runs of the round-trip property: each starts two processes, so a quarter of PROPERTY_RUNS (at least 1). */
const BLOCK_RUNS = Math.max(1, Math.round(PROPERTY_RUNS / 4));
const REFUSED_WITH_QUOTE = /["$`\\]/;

/** A child Node process's code that prints its env variables with the spec's prefix as JSON. */
const PRINT_ENV = `process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('${PREFIX}')))))`;

/** Runs a command with no env but PATH; its stdout parsed as JSON. */
function jsonOf(command: string, args: string[]): Record<string, string> {
  const result = spawnSync(command, args, { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, string>;
}

/** What a child process sees after `set -a; . <file>` in `sh`. */
function readBySh(file: string): Record<string, string> {
  return jsonOf('sh', ['-c', 'set -a; . "$0"; exec "$1" -e "$2"', file, process.execPath, PRINT_ENV]);
}

/** What a Node process sees after `process.loadEnvFile(<file>)` (jest's own `process.env` is not the real one). */
function readByLoadEnvFile(file: string): Record<string, string> {
  return jsonOf(process.execPath, ['-e', `process.loadEnvFile(${JSON.stringify(file)}); ${PRINT_ENV}`]);
}

/** The generated secrets' symbols, quotes, shell specials, comment and blanks, among any other code point. */
const valueArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...`'"\\$\`#= %&+/!*?~;|<>(){}[]`, ' ', '\t', '\v', '\f', '\u00a0', '\u2028', '\x1b'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

const writable = (value: string) =>
  !/[\n\r\0]/.test(value) &&
  !value.endsWith('\\') &&
  !(value.includes("'") && REFUSED_WITH_QUOTE.test(value));

describe('formatEnvBlock', () => {
  let folder: string;
  let file: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'env-block-'));
    file = join(folder, '.env');
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes the block, and expects sh, loadEnvFile, parseEnv and dotenv to read back exactly `env`. */
  function expectRoundTrip(env: Record<string, string>): void {
    const block = formatEnvBlock(env);
    writeFileSync(file, block);
    expect(readBySh(file)).toEqual(env);
    expect(readByLoadEnvFile(file)).toEqual(env);
    expect(parseEnv(block)).toEqual(env);
    expect(dotenv.parse(block)).toEqual(env);
  }

  it('writes one single-quoted NAME=value line per variable, in order, each ending with a line break', () => {
    expect(formatEnvBlock({ B_URL: 'http://127.0.0.1:1/api', A_KEY: 'a" %&b' })).toBe(
      `B_URL='http://127.0.0.1:1/api'\nA_KEY='a" %&b'\n`,
    );
    expect(formatEnvBlock({})).toBe('');
  });

  it('writes a value holding a single quote in double quotes', () => {
    expect(formatEnvBlock({ NAME: "it's 100% & more" })).toBe(`NAME="it's 100% & more"\n`);
  });

  it('reads back unchanged in sh, process.loadEnvFile, util.parseEnv and dotenv, for the sandboxes own secrets', async () => {
    const running = await startSandboxes();
    try {
      const env = Object.fromEntries(
        Object.entries(running.env).map(([name, value]) => [PREFIX + name, value]),
      );
      expect(Object.values(env).join('')).toMatch(/(?=.*")(?=.*%)(?=.*&)(?=.* )/);
      expectRoundTrip(env);
    } finally {
      await running.close();
    }
  });

  it('reads back unchanged for hand-picked hard values', () => {
    expectRoundTrip({
      [`${PREFIX}EMPTY`]: '',
      [`${PREFIX}BLANKS`]: '  both ends  ',
      [`${PREFIX}COMMENT`]: '#not a comment # nor this',
      [`${PREFIX}SHELL`]: '$HOME `id` $(id) \\n \\ end',
      [`${PREFIX}QUOTES`]: '"double" and = and \\"',
      [`${PREFIX}APOSTROPHE`]: "it's #1 & 100% ok",
      [`${PREFIX}BACKSLASH_THEN_BLANK`]: 'a\\ ',
      [`${PREFIX}HASH_FIRST`]: ' #x',
      [`${PREFIX}UNICODE`]: 'ñ € 𝄞 \u00a0\u2028',
    });
  });

  it(
    `reads back unchanged for any value it writes (property, ${BLOCK_RUNS} blocks of 8 values)`,
    () => {
      fc.assert(
        fc.property(fc.array(valueArb.filter(writable), { minLength: 8, maxLength: 8 }), (values) => {
          expectRoundTrip(Object.fromEntries(values.map((value, index) => [`${PREFIX}${index}`, value])));
        }),
        { numRuns: BLOCK_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses a value ending with \\ because dotenv would read the next line into it', () => {
    const quotedAsUsual = `A='a\\'\nB=' #x'\n`;
    expect(dotenv.parse(quotedAsUsual)).not.toEqual({ A: 'a\\', B: ' #x' });
    expect(() => formatEnvBlock({ A: 'a\\', B: ' #x' })).toThrow(/^Cannot write A to a \.env block: /);
  });

  it.each([
    ['a line feed', 'one\ntwo'],
    ['a carriage return', 'one\rtwo'],
    ['a NUL', 'one\0two'],
    ['a trailing \\', 'C:\\temp\\'],
    ['\' and "', `it's "quoted"`],
    ["' and $", "it's $HOME"],
    ["' and `", "it's `id`"],
    ["' and \\", "it's a\\b"],
  ])('refuses a value with %s, naming the variable and not the value', (_case, value) => {
    const refusal = () => formatEnvBlock({ FINE: 'x', SECRET_SETTING: value });
    expect(refusal).toThrow(InvalidArgumentException);
    expect(refusal).toThrow(/^Cannot write SECRET_SETTING to a \.env block: /);
    try {
      refusal();
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each(['1ST', 'WITH-DASH', 'WITH SPACE', 'DOT.TED', '', 'É'])('refuses the variable name %j', (name) => {
    expect(() => formatEnvBlock({ [name]: 'value' })).toThrow(
      /a variable name holds only letters, digits and _, and does not start with a digit/,
    );
  });

  it('refuses any value it cannot write so that every reader agrees (property)', () => {
    fc.assert(
      fc.property(
        valueArb.filter((value) => !writable(value)),
        (value) => {
          expect(() => formatEnvBlock({ SETTING: value })).toThrow(
            /^Cannot write SETTING to a \.env block: /,
          );
        },
      ),
    );
  });
});
