import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Characters a line-based `.env` file cannot hold in a value (NUL cannot be in an env value at all). */
const LINE_BREAK_OR_NUL = /[\n\r\0]/;
/** Characters a POSIX shell treats specially inside double quotes, and the double quote itself. */
const SPECIAL_IN_DOUBLE_QUOTES = /["$`\\]/;

/**
 * The env variables as a `.env` block, one `NAME=value` line each (in the object's order, ending with a line
 * break), that a POSIX shell (`set -a; . ./file`), `dotenv` and Node's `process.loadEnvFile` / `util.parseEnv`
 * all read back to exactly the same values. A value is written in single quotes, which all of them take
 * literally; a value holding `'` is written in double quotes when it holds none of `"`, `$`, `` ` `` and `\`.
 * @throws InvalidArgumentException naming the variable (never its value) for a name that is no shell variable
 * name, and for a value that has no spelling the shell and dotenv read alike: one with a line break or NUL, one
 * ending with `\` (dotenv reads `\'` as an escaped quote), one holding `'` together with `"`, `$`, `` ` `` or `\`
 */
export function formatEnvBlock(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([name, value]) => `${name}=${quotedValue(name, value)}\n`)
    .join('');
}

function quotedValue(name: string, value: string): string {
  if (!VARIABLE_NAME.test(name)) {
    throw new InvalidArgumentException(
      `Cannot write "${name}" to a .env block: a variable name holds only letters, digits and _, and does not start with a digit.`,
    );
  }
  if (LINE_BREAK_OR_NUL.test(value)) {
    throw new InvalidArgumentException(
      `Cannot write ${name} to a .env block: its value holds a line break or NUL character.`,
    );
  }
  if (value.endsWith('\\')) {
    throw new InvalidArgumentException(
      `Cannot write ${name} to a .env block: its value ends with \\, which dotenv reads as escaping the closing quote.`,
    );
  }
  if (!value.includes("'")) {
    return `'${value}'`;
  }
  if (SPECIAL_IN_DOUBLE_QUOTES.test(value)) {
    throw new InvalidArgumentException(
      `Cannot write ${name} to a .env block: its value holds ' together with one of " $ \` \\, which a shell and dotenv read differently.`,
    );
  }
  return `"${value}"`;
}
