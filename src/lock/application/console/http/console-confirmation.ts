import { CONSOLE_CSRF_FIELD } from './console-csrf';

/** The field a destructive form carries once the operator confirmed it (`1`). */
export const CONSOLE_CONFIRMED_FIELD = 'confirmed';
/** The most fields of a form a confirm page sends again, and the longest value it keeps. */
const MAX_FIELDS = 32;
const MAX_VALUE = 4096;

/** True when the posted form says it was confirmed (by the confirm page, or the script's dialog). */
export function isConfirmed(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return (body as Record<string, unknown>)[CONSOLE_CONFIRMED_FIELD] === '1';
}

/**
 * The fields of a posted form that a confirm page sends again, as they came (text values, repeated ones in
 * order), without the CSRF token (the confirm page carries its own) and the confirmation itself.
 */
export function fieldsToConfirm(body: unknown): [string, string][] {
  if (typeof body !== 'object' || body === null) return [];
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name === CONSOLE_CSRF_FIELD || name === CONSOLE_CONFIRMED_FIELD) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.length <= MAX_VALUE) fields.push([name, item]);
    }
  }
  return fields.slice(0, MAX_FIELDS);
}
