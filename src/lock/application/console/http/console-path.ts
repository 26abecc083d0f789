/**
 * True for a path of this console: the prefix or below it, with no `//`, backslash, control character, or `.` or
 * `..` segment (plain or percent-encoded), so a redirect to it stays in the console whatever a browser resolves.
 */
export function isConsolePath(value: unknown, prefix: string): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  if (value !== prefix && !value.startsWith(`${prefix}/`) && !value.startsWith(`${prefix}?`)) return false;
  if (value.includes('//') || value.includes('\\') || [...value].some((c) => c < ' ' || c === '\u007f')) {
    return false;
  }
  return value
    .split(/[?#]/)[0]
    .split('/')
    .every((segment) => !/^(\.|%2e){1,2}$/i.test(segment));
}
