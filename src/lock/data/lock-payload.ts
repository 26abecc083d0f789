import { isJsonObject } from '../../common/json/json-body';
import { jsonValueDepth, MAX_JSON_DEPTH } from '../../common/json/json-depth';
import { JsonTooDeepException } from '../../common/json/json-too-deep.exception';

/** An untyped object as the lock API sent it; the data classes read their fields from it. */
export type LockPayload = Readonly<Record<string, unknown>>;

/** A type whose every property, at any depth, is readonly (its lists readonly lists). */
export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** The value when it is a finite number, else null (a numeric string is a wrong type and reads as null). */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The value when it is a string (also an empty one), else null. */
export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** An identifier as text: a non-empty string as is, a finite number converted; anything else is null. */
export function idOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** True only for the boolean `true`; a missing value or any other type is false. */
export function booleanOf(value: unknown): boolean {
  return value === true;
}

/** The string items of a list (other items are left out), or null when the value is no list. */
export function stringListOrNull(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

/**
 * A nested object of a deep-frozen payload as it is (no copy), typed as the lock API documents it (its insides are
 * not checked), or null when the value is no JSON object.
 */
export function objectOrNull<T extends object>(value: unknown): DeepReadonly<T> | null {
  return isJsonObject(value) ? (value as DeepReadonly<T>) : null;
}

/**
 * A list of nested objects of a deep-frozen payload, typed as the lock API documents them (their insides are not
 * checked): the list as it is when every item is a JSON object, else a frozen list of just its object items; null
 * when the value is no list.
 */
export function objectListOrNull<T extends object>(value: unknown): readonly DeepReadonly<T>[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.every(isJsonObject) ? value : Object.freeze(value.filter(isJsonObject));
  return items as readonly DeepReadonly<T>[];
}

/** Objects and lists frozen whole by `deepFreeze`: they cannot change, so reading them needs no copy. */
const deeplyFrozen = new WeakSet<object>();

/**
 * A deep-frozen structured clone of the value, so later changes to the original do not reach the copy; a value
 * frozen whole here before (see `freezeOwned`) is returned as it is.
 * @throws JsonTooDeepException when the value nests deeper than `MAX_JSON_DEPTH` (the clone would overflow the
 *   stack long before a real payload gets there)
 */
export function frozenCopy<T>(value: T): T {
  if (typeof value === 'object' && value !== null && deeplyFrozen.has(value)) return value;
  if (jsonValueDepth(value) > MAX_JSON_DEPTH) throw new JsonTooDeepException('The lock payload');
  return deepFreeze(structuredClone(value));
}

/**
 * Freezes, in place, a value nothing else holds (an answer just parsed from JSON), so that the data objects read
 * from it take it without a copy.
 */
export function freezeOwned<T>(value: T): T {
  return deepFreeze(value);
}

/**
 * A deep-frozen copy of the payload; anything that is no JSON object gives a frozen empty object.
 * @throws JsonTooDeepException when the payload nests deeper than `MAX_JSON_DEPTH`
 */
export function frozenPayload(data: unknown): LockPayload {
  return isJsonObject(data) ? frozenCopy(data) : Object.freeze({});
}

/** Freezes the value and every object and list inside it, at any depth (a list of what is left, no recursion). */
function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    // No array of values per object: freezing runs on every Lock read. The values are JSON-like (parsed or
    // structured clones), so they have no inherited enumerable keys.
    if (Array.isArray(next)) for (const item of next) pending.push(item);
    else for (const key in next) pending.push((next as Record<string, unknown>)[key]);
    deeplyFrozen.add(next);
  }
  return value;
}
