import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isJsonObject } from '../../common/json/json-body';

/** Attributes of a create or update call, sent as the JSON body unchanged. */
export type LockAttributes = Record<string, unknown>;

/** `/smartlock/<id>` for a smartlock id. @throws InvalidArgumentException when the id is no positive integer */
export function smartlockPath(smartlockId: number): string {
  return `/smartlock/${positiveId('smartlock', smartlockId)}`;
}

/** The id when it is a positive integer. @throws InvalidArgumentException naming the kind of id otherwise */
export function positiveId(kind: string, id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidArgumentException(`The ${kind} id must be a positive integer, got ${String(id)}.`);
  }
  return id;
}

/** The id as a path segment. @throws InvalidArgumentException when it is empty, `.` or `..` */
export function idSegment(kind: string, id: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new InvalidArgumentException(`The ${kind} id must be a non-empty string.`);
  }
  if (id === '.' || id === '..') {
    // A dot segment would be resolved away by the URL and address another resource (`/smartlock/{id}` itself).
    throw new InvalidArgumentException(`The ${kind} id must not be "${id}".`);
  }
  return encodeURIComponent(id);
}

/** The value when it is an integer. @throws InvalidArgumentException naming the parameter otherwise */
export function integerArgument(name: string, value: number): number {
  if (!Number.isSafeInteger(value)) {
    throw new InvalidArgumentException(`The ${name} must be an integer, got ${String(value)}.`);
  }
  return value;
}

/**
 * The value when it is an integer from `min` to `max`, the range the API documents.
 * @throws InvalidArgumentException naming the parameter and the range otherwise
 */
export function integerInRange(name: string, value: number, min: number, max: number): number {
  if (integerArgument(name, value) < min || value > max) {
    throw new InvalidArgumentException(`The ${name} must be an integer from ${min} to ${max}, got ${value}.`);
  }
  return value;
}

/** The value when it is a plain object (attributes or filters). @throws InvalidArgumentException otherwise */
export function objectArgument<T extends object>(name: string, value: T): T {
  if (!isJsonObject(value)) {
    throw new InvalidArgumentException(`The ${name} must be an object.`);
  }
  return value;
}

/** The value when it is a list. @throws InvalidArgumentException naming the parameter otherwise */
export function listArgument<T>(name: string, value: readonly T[]): readonly T[] {
  if (!Array.isArray(value)) {
    throw new InvalidArgumentException(`The ${name} must be a list.`);
  }
  return value;
}
