/**
 * The deepest nesting of arrays and objects the package reads from JSON it is sent (an answer of the Delivery,
 * Accounting or Lock API, a Lock webhook delivery) or copies from a value it is given (a Lock data object's
 * payload): 64 levels. The deepest answer the three APIs document nests 10 (the lock API's list of services);
 * the steps that walk a value by recursion (`structuredClone`, `JSON.stringify`) overflow Node's stack at a few
 * thousand levels, so 64 is far from both. `JSON.parse` itself is not recursive in V8 and reads any depth: a text
 * is measured (`jsonTextDepth`) before it is parsed, and refused above the limit.
 */
export const MAX_JSON_DEPTH = 64;

/** The words messages use for a text or value over `MAX_JSON_DEPTH`, e.g. `The answer is ${TOO_DEEP}.` */
export const TOO_DEEP = `nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects (MAX_JSON_DEPTH)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The nesting depth of a JSON text (`1` for `[]` and `{}`, `0` for a scalar), in one pass over its characters
 * without recursion and without parsing: brackets and braces inside strings (escaped quotes included) are not
 * counted. It stops at the first level over `limit` and answers `limit + 1`. A text that is no JSON gives a
 * number too, which means nothing: `JSON.parse` refuses it anyway.
 */
export function jsonTextDepth(text: string, limit: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return deepest;
}

/** True when the JSON text nests arrays and objects deeper than `MAX_JSON_DEPTH` (see `jsonTextDepth`). */
export function isTooDeepJsonText(text: string): boolean {
  return jsonTextDepth(text) > MAX_JSON_DEPTH;
}

/**
 * The nesting depth of a JSON-like value (`1` for an empty list or object, `0` for a scalar), walked without
 * recursion: lists count their items, other objects their own enumerable values (so a `Date` or a `Map` is one
 * level). It stops at the first level over `limit` and answers `limit + 1`; a value that holds itself is as deep
 * as the limit allows. An object reached on several paths is walked again only from a deeper level, so shared
 * parts cost at most `limit` walks each.
 */
export function jsonValueDepth(value: unknown, limit: number = MAX_JSON_DEPTH): number {
  const reachedAt = new Map<object, number>();
  const pending: [unknown, number][] = [[value, 1]];
  let deepest = 0;
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null || (reachedAt.get(next) ?? 0) >= depth) continue;
    reachedAt.set(next, depth);
    if (depth > deepest) {
      deepest = depth;
      if (deepest > limit) return deepest;
    }
    for (const item of Array.isArray(next) ? next : Object.values(next)) pending.push([item, depth + 1]);
  }
  return deepest;
}
