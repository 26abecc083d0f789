import type { LockAccountData, LockSmartlock } from './lock-sandbox-data';
import { SandboxReply, SandboxRequest } from './sandbox-server';

/** Thrown inside an API handler of the lock sandbox to answer with an error instead. */
export class ApiRefusal extends Error {
  constructor(readonly reply: SandboxReply) {
    super(`HTTP ${reply.status}`);
  }
}

/** The answer of a write that has nothing to say. */
export const NO_CONTENT: SandboxReply = { status: 204 };

/** Finds the caller's smartlock by the id as given; 403 for another account's, 404 for an unknown one. */
export type LockFinder = (rawId: string) => LockSmartlock;

/** What an API handler gets: the request, the caller's account, every account, the JSON body, a smartlock finder. */
export interface LockApiCall {
  req: SandboxRequest;
  /** The account whose token sent the request. */
  account: LockAccountData;
  /** Every account of the sandbox, for ids unique over all of them and for another account's items (403). */
  accounts: readonly LockAccountData[];
  /** The parsed JSON body; `undefined` without one. */
  data: unknown;
  /** Finds the caller's smartlock by id. */
  lockOf: LockFinder;
}

/** One operation of the API that needs a token, as a group file of the sandbox declares it. */
export interface LockApiRoute {
  method: string;
  /** The path with `:name` parameters. */
  path: string;
  handle(call: LockApiCall): SandboxReply;
}

/** The longest name the API takes for a smartlock or an authorization. */
export const MAX_NAME_LENGTH = 32;

/** An error answer in the vendor's shape, `{ detailMessage, stackTrace }`. */
export function apiError(status: number, detailMessage: string): SandboxReply {
  return { status, body: { detailMessage, stackTrace: [] } };
}

/** The body as an object; anything else is refused (400). */
export function recordOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiRefusal(apiError(400, 'The request body must be a JSON object'));
  }
  return data as Record<string, unknown>;
}

/** The body as a non-empty list; anything else is refused (400). */
export function listOf(data: unknown): unknown[] {
  if (!Array.isArray(data) || data.length === 0) {
    throw new ApiRefusal(apiError(400, 'The request body must be a non-empty JSON list'));
  }
  return data;
}

export function isName(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_NAME_LENGTH;
}

export function isIntegerIn(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function isDateOrAbsent(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
}

/** A path or query id as the number it spells, `NaN` when it is no plain non-negative integer. */
export function numericId(raw: string): number {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
}

/** A query parameter given once; given more than once it is refused (400). */
export function stringQuery(req: SandboxRequest, name: string): string | undefined {
  const value = req.query[name];
  if (Array.isArray(value)) {
    throw new ApiRefusal(apiError(400, `${name} must be given once`));
  }
  return value;
}

/** An integer query parameter; anything but an integer is refused (400). */
export function integerQuery(req: SandboxRequest, name: string): number | undefined {
  const value = stringQuery(req, name);
  if (value !== undefined && !/^-?\d{1,15}$/.test(value)) {
    throw new ApiRefusal(apiError(400, `${name} must be an integer`));
  }
  return value === undefined ? undefined : Number(value);
}

/** A boolean query parameter (`true` or `false`); anything else is refused (400). */
export function booleanQuery(req: SandboxRequest, name: string): boolean | undefined {
  const value = stringQuery(req, name);
  if (value !== undefined && value !== 'true' && value !== 'false') {
    throw new ApiRefusal(apiError(400, `${name} must be true or false`));
  }
  return value === undefined ? undefined : value === 'true';
}

/** An RFC 3339 date query parameter as epoch ms; anything else is refused (400). */
export function dateQuery(req: SandboxRequest, name: string): number | undefined {
  const value = stringQuery(req, name);
  const time = value === undefined ? undefined : Date.parse(value);
  if (time !== undefined && Number.isNaN(time)) {
    throw new ApiRefusal(apiError(400, `${name} must be an RFC 3339 date-time`));
  }
  return time;
}

/** The query's `limit` (default `fallback`) cut at `max`; below 1 it is refused (400). */
export function limitQuery(req: SandboxRequest, fallback: number, max: number): number {
  const limit = integerQuery(req, 'limit') ?? fallback;
  if (limit < 1) {
    throw new ApiRefusal(apiError(400, 'limit must be a positive integer'));
  }
  return Math.min(limit, max);
}

/** Removes the matching items from the list in place, so every holder of the live data sees it. */
export function removeWhere<T>(list: T[], matches: (item: T) => boolean): void {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (matches(list[index])) {
      list.splice(index, 1);
    }
  }
}

/** Keeps the items of one smartlock. */
export function ofLock(lock: { smartlockId: number }): (item: { smartlockId: number }) => boolean {
  return (item) => item.smartlockId === lock.smartlockId;
}

/** The item of `list` that `matches`; else 403 when another account has one, else 404 `<what> not found`. */
export function ownItem<T>(
  call: LockApiCall,
  what: string,
  itemsOf: (account: LockAccountData) => readonly T[],
  matches: (item: T) => boolean,
): T {
  const own = itemsOf(call.account).find(matches);
  if (own !== undefined) {
    return own;
  }
  const foreign = call.accounts.some((other) => itemsOf(other).some(matches));
  throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, `${what} not found`));
}

/** The current time as ISO 8601. */
export function now(): string {
  return new Date().toISOString();
}

/** The next id of a sequence that is unique over every account: one more than the largest so far. */
export function nextId(ids: readonly number[]): number {
  return Math.max(0, ...ids) + 1;
}

/** A 200 answer whose body is a JSON string, as the API sends a plain string answer. */
export function jsonString(text: string): SandboxReply {
  return { status: 200, body: JSON.stringify(text), headers: { 'content-type': 'application/json' } };
}
