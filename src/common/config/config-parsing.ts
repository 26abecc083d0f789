/** Small parsers for settings that arrive as env strings or as typed options. */

const NO_WORDS = new Set(['false', '0', 'off', 'no']);

/** True when the value is one of the "no" words (`false`, `0`, `off`, `no`, any case) or boolean false. */
export function isNoWord(value: unknown): boolean {
  if (value === false) return true;
  if (typeof value === 'number') return value === 0;
  return typeof value === 'string' && NO_WORDS.has(value.trim().toLowerCase());
}

/** A switch that is on unless it is set to a "no" word. */
export function isEnabled(value: unknown): boolean {
  return !isNoWord(value);
}

/** A switch with a default: unset or blank gives the fallback, a "no" word off, anything else on. */
export function switchSetting(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fallback;
  return isEnabled(value);
}

/** The trimmed string, or undefined when the value is missing, not a string, or blank. */
export function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The string exactly as given (never trimmed: a secret) when it has something besides white space in it. */
export function nonBlankString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The URL without trailing slashes. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Joins a base URL and a path with exactly one slash between them, keeping the base URL's own path
 * (`https://host/api` + `/status` -> `https://host/api/status`).
 */
export function joinUrl(baseUrl: string, path: string): string {
  if (path === '') return withoutTrailingSlash(baseUrl);
  return `${withoutTrailingSlash(baseUrl)}/${path.replace(/^\/+/, '')}`;
}

/** The first value that is not undefined, or undefined. */
export function firstDefined<T>(...values: (T | undefined)[]): T | undefined {
  return values.find((value) => value !== undefined);
}

/** A copy of the object without the fields whose value is undefined (so a spread does not erase a default). */
export function withoutUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
