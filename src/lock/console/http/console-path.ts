/** True for a path of this console (never another site: no `//`, no backslash, no scheme). */
export function isConsolePath(value: unknown, prefix: string): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  if (value !== prefix && !value.startsWith(`${prefix}/`) && !value.startsWith(`${prefix}?`)) return false;
  return !value.includes('//') && !value.includes('\\') && ![...value].some((c) => c < ' ' || c === '\u007f');
}
