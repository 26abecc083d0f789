import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { QueryValue } from '../../common/http/transport';
import { isJsonObject } from '../../common/json/json-body';
import { LockException } from '../errors/lock.exception';

/** Query parameters and filters, passed to the lock API unchanged. */
export type LockQuery = Record<string, QueryValue | readonly QueryValue[]>;
/** Attributes of a create or update call, sent as the JSON body unchanged. */
export type LockAttributes = Record<string, unknown>;

/** The items of a list answer. @throws LockException when the answer is no list of objects */
export function listAnswer(answer: unknown, endpoint: string): Record<string, unknown>[] {
  if (Array.isArray(answer) && answer.every(isJsonObject)) return answer;
  throw new LockException(`LOCK API ${endpoint} did not answer with a list of objects.`);
}

/** The object of a single-item answer. @throws LockException when the answer is no object */
export function objectAnswer(answer: unknown, endpoint: string): Record<string, unknown> {
  if (isJsonObject(answer)) return answer;
  throw new LockException(`LOCK API ${endpoint} did not answer with an object.`);
}

/** `/smartlock/<id>` for a smartlock id. @throws InvalidArgumentException when the id is no positive integer */
export function smartlockPath(smartlockId: number): string {
  if (!Number.isSafeInteger(smartlockId) || smartlockId <= 0) {
    throw new InvalidArgumentException(
      `A smartlock id must be a positive integer, got ${String(smartlockId)}.`,
    );
  }
  return `/smartlock/${smartlockId}`;
}

/** The id as a path segment. @throws InvalidArgumentException when it is empty */
export function idSegment(kind: string, id: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new InvalidArgumentException(`The ${kind} id must be a non-empty string.`);
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
