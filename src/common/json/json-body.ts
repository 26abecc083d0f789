import { isTooDeepJsonText } from './json-depth';

/**
 * The body parsed as JSON, or undefined when it is not JSON or nests deeper than `MAX_JSON_DEPTH` (measured
 * before parsing; a caller that names the reason asks `isTooDeepJsonText` on undefined).
 */
export function parseJsonBody(body: string): unknown {
  if (isTooDeepJsonText(body)) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** True for a JSON object (not null, not a list). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
