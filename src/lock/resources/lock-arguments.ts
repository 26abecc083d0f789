import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isJsonObject } from '../../common/json/json-body';

/** Attributes of a create or update call, sent as the JSON body unchanged. */
export type LockAttributes = Record<string, unknown>;

/** `/smartlock/<id>` for a smartlock id. @throws InvalidArgumentException when the id is no positive integer */
export function smartlockPath(smartlockId: number): string {
  if (!Number.isSafeInteger(smartlockId) || smartlockId <= 0) {
    throw new InvalidArgumentException(
      `A smartlock id must be a positive integer, got ${String(smartlockId)}.`,
    );
  }
  return `/smartlock/${smartlockId}`;
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

/** The value when it is a plain object (attributes or filters). @throws InvalidArgumentException otherwise */
export function objectArgument<T extends object>(name: string, value: T): T {
  if (!isJsonObject(value)) {
    throw new InvalidArgumentException(`The ${name} must be an object.`);
  }
  return value;
}
