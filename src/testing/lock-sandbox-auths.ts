import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiError,
  ApiRefusal,
  integerQuery,
  isDateOrAbsent,
  isIntegerIn,
  isName,
  listOf,
  LockFinder,
  MAX_NAME_LENGTH,
  NO_CONTENT,
  ofLock,
  recordOf,
  removeWhere,
  stringQuery,
} from './lock-sandbox-http';
import { LockAccountData, LockSmartlock, LockSmartlockAuth } from './lock-sandbox-data';
import { SandboxReply, SandboxRequest } from './sandbox-server';

const APP_TYPE = 0;
const KEYPAD_CODE_TYPE = 13;
const CREATABLE_AUTH_TYPES = [APP_TYPE, 2, KEYPAD_CODE_TYPE];
const MINUTES_PER_DAY = 1440;
const KEYPAD_CODE = /^[1-9]{6}$/;
const AUTH_FIELDS = [
  'name',
  'allowedFromDate',
  'allowedUntilDate',
  'allowedWeekDays',
  'allowedFromTime',
  'allowedUntilTime',
  'accountUserId',
  'enabled',
  'remoteAllowed',
  'code',
] as const;

/** `types`: comma-separated type numbers. `accountUserId` (account-wide only): > 0 that user, < 0 no user. */
export function listAuths(req: SandboxRequest, auths: LockSmartlockAuth[], byUser: boolean): SandboxReply {
  const typesText = stringQuery(req, 'types');
  const types = typesText?.split(',').map((part) => part.trim());
  if (types !== undefined && !types.every((type) => /^\d+$/.test(type))) {
    return apiError(400, 'types must be a comma-separated list of integers');
  }
  const accountUserId = byUser ? integerQuery(req, 'accountUserId') : undefined;
  const found = auths.filter(
    (auth) =>
      (types === undefined || types.includes(String(auth.type))) &&
      (accountUserId === undefined ||
        accountUserId === 0 ||
        (accountUserId > 0 ? auth.accountUserId === accountUserId : auth.accountUserId === undefined)),
  );
  return { status: 200, body: found };
}

/** Adds an authorization: `name` required; type 0 (default) or 2 need `accountUserId`, type 13 a unique `code`. */
export function createAuth(lock: LockSmartlock, account: LockAccountData, data: unknown): SandboxReply {
  const body = recordOf(data);
  const type = checkNewAuth(body);
  account.auths.push(newAuth(account, lock, body, type));
  return NO_CONTENT;
}

/**
 * `PUT /smartlock/auth`: the same authorization on each smartlock of `smartlockIds`, checked like one of
 * `PUT /smartlock/{id}/auth` and, as the OpenAPI requires, with `remoteAllowed`; all or none are added.
 */
export function createAuths(account: LockAccountData, lockOf: LockFinder, data: unknown): SandboxReply {
  const body = recordOf(data);
  requireRemoteAllowed(body);
  addOnEachLock(account, lockOf, body, checkNewAuth(body));
  return NO_CONTENT;
}

/**
 * `PUT /smartlock/auth/advanced`: an app authorization for `accountUserId` on each smartlock of `smartlockIds`
 * (`name` and `remoteAllowed` required too); answers the `requestId` that the vendor's webhook of the result
 * would carry.
 */
export function createAdvancedAuths(
  account: LockAccountData,
  lockOf: LockFinder,
  data: unknown,
): SandboxReply {
  const body = recordOf(data);
  if (body.accountUserId === undefined) {
    return apiError(400, 'accountUserId is required');
  }
  requireRemoteAllowed(body);
  const appAuth = { ...body, type: APP_TYPE };
  addOnEachLock(account, lockOf, appAuth, checkNewAuth(appAuth));
  return { status: 200, body: { requestId: randomUUID() } };
}

/**
 * `POST /smartlock/{id}/auth/advanced/sharedkey`: an app authorization (only `name` required, no remote access)
 * for an app that talks to the device with a shared key; answers the new authorization in a list.
 */
export function createSharedKeyAuth(
  lock: LockSmartlock,
  account: LockAccountData,
  data: unknown,
): SandboxReply {
  const body = recordOf(data);
  if (!isName(body.name)) {
    return apiError(400, `name is required: a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  checkAuthFields(body, APP_TYPE);
  const auth = newAuth(account, lock, { ...body, remoteAllowed: false }, APP_TYPE);
  account.auths.push(auth);
  return { status: 200, body: [auth] };
}

/** Merges the fields of `SmartlockAuthUpdate` that are given; other keys are ignored. */
export function updateAuth(account: LockAccountData, auth: LockSmartlockAuth, data: unknown): SandboxReply {
  const body = recordOf(data);
  if (body.name !== undefined && !isName(body.name)) {
    return apiError(400, `name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  checkAuthFields(body, auth.type);
  checkCodeIsFree(account, auth.smartlockId, body.code, auth);
  Object.assign(auth, pickAuthFields(body), { updateDate: new Date().toISOString() });
  return NO_CONTENT;
}

/**
 * `POST /smartlock/auth`: a list of changes, each with the `id` of an authorization of the account and, as the
 * OpenAPI requires, its `name`; every change is checked (an unknown id is 404) before any is merged.
 */
export function updateAuths(account: LockAccountData, data: unknown): SandboxReply {
  const changes = listOf(data).map((item) => {
    const body = recordOf(item);
    if (!isName(body.name)) {
      throw new ApiRefusal(
        apiError(400, `name is required: a non-empty string of at most ${MAX_NAME_LENGTH} characters`),
      );
    }
    const auth = accountAuthOf(account, body.id);
    checkAuthFields(body, auth.type);
    checkCodeIsFree(account, auth.smartlockId, body.code, auth);
    return { auth, fields: pickAuthFields(body) };
  });
  const now = new Date().toISOString();
  changes.forEach(({ auth, fields }) => Object.assign(auth, fields, { updateDate: now }));
  return NO_CONTENT;
}

export function deleteAuth(account: LockAccountData, auth: LockSmartlockAuth): SandboxReply {
  account.auths.splice(account.auths.indexOf(auth), 1);
  return NO_CONTENT;
}

/** `DELETE /smartlock/auth`: the authorizations with the ids of the list; an unknown id (404) deletes none. */
export function deleteAuths(account: LockAccountData, data: unknown): SandboxReply {
  const doomed = new Set(listOf(data).map((id) => accountAuthOf(account, id)));
  removeWhere(account.auths, (auth) => doomed.has(auth));
  return NO_CONTENT;
}

/** The authorization with this id on the lock, else a 404 refusal. */
export function authOf(account: LockAccountData, lock: LockSmartlock, id: string): LockSmartlockAuth {
  const auth = account.auths.find(
    (candidate) => candidate.id === id && candidate.smartlockId === lock.smartlockId,
  );
  if (auth === undefined) {
    throw new ApiRefusal(apiError(404, 'Smartlock authorization not found'));
  }
  return auth;
}

/** The authorization with this id on any smartlock of the account, else a 404 refusal. */
function accountAuthOf(account: LockAccountData, id: unknown): LockSmartlockAuth {
  const auth = account.auths.find((candidate) => candidate.id === id);
  if (auth === undefined) {
    throw new ApiRefusal(apiError(404, `Smartlock authorization ${String(id)} not found`));
  }
  return auth;
}

/** Refuses (400) a new authorization the API would not add; answers its type. */
function checkNewAuth(body: Record<string, unknown>): number {
  const type = body.type ?? APP_TYPE;
  if (!isName(body.name)) {
    throw new ApiRefusal(
      apiError(400, `name is required: a non-empty string of at most ${MAX_NAME_LENGTH} characters`),
    );
  }
  if (!CREATABLE_AUTH_TYPES.includes(type as number)) {
    throw new ApiRefusal(apiError(400, 'type must be 0 (app), 2 (fob) or 13 (keypad code)'));
  }
  if (type === KEYPAD_CODE_TYPE && body.code === undefined) {
    throw new ApiRefusal(apiError(400, 'code is required for a keypad code'));
  }
  if (type !== KEYPAD_CODE_TYPE && body.accountUserId === undefined) {
    throw new ApiRefusal(apiError(400, 'accountUserId is required unless the type is 13 (keypad code)'));
  }
  checkAuthFields(body, type as number);
  return type as number;
}

/** The new authorization on the lock, with a new object id and the lock's next authId; its code must be free. */
function newAuth(
  account: LockAccountData,
  lock: LockSmartlock,
  body: Record<string, unknown>,
  type: number,
): LockSmartlockAuth {
  checkCodeIsFree(account, lock.smartlockId, body.code);
  const lockAuths = account.auths.filter(ofLock(lock));
  const now = new Date().toISOString();
  return {
    ...pickAuthFields(body),
    id: randomBytes(12).toString('hex'),
    smartlockId: lock.smartlockId,
    authId: Math.max(0, ...lockAuths.map((auth) => auth.authId)) + 1,
    type,
    name: body.name as string,
    enabled: true,
    remoteAllowed: (body.remoteAllowed as boolean | undefined) ?? false,
    lockCount: 0,
    creationDate: now,
    updateDate: now,
  };
}

/** Adds the checked authorization of `body` on each of its distinct `smartlockIds`, once all are found valid. */
function addOnEachLock(
  account: LockAccountData,
  lockOf: LockFinder,
  body: Record<string, unknown>,
  type: number,
): void {
  const ids = body.smartlockIds;
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.every((id) => isIntegerIn(id, 1)) &&
    new Set(ids).size === ids.length;
  if (!valid) {
    throw new ApiRefusal(apiError(400, 'smartlockIds must be a non-empty list of distinct smartlock ids'));
  }
  const auths = ids.map((id) => newAuth(account, lockOf(String(id)), body, type));
  account.auths.push(...auths);
}

function requireRemoteAllowed(body: Record<string, unknown>): void {
  if (typeof body.remoteAllowed !== 'boolean') {
    throw new ApiRefusal(apiError(400, 'remoteAllowed is required: a boolean'));
  }
}

/** The writable authorization fields present in the body. */
function pickAuthFields(body: Record<string, unknown>): Partial<LockSmartlockAuth> {
  return Object.fromEntries(
    AUTH_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  );
}

/** Refuses (400) any optional authorization field of the wrong type or range. */
function checkAuthFields(body: Record<string, unknown>, type: number): void {
  const problems: [boolean, string][] = [
    [isDateOrAbsent(body.allowedFromDate), 'allowedFromDate must be an ISO 8601 date-time'],
    [isDateOrAbsent(body.allowedUntilDate), 'allowedUntilDate must be an ISO 8601 date-time'],
    [
      body.allowedWeekDays === undefined || isIntegerIn(body.allowedWeekDays, 0, 127),
      'allowedWeekDays must be 0..127',
    ],
    [
      body.allowedFromTime === undefined || isIntegerIn(body.allowedFromTime, 0, MINUTES_PER_DAY - 1),
      'allowedFromTime must be minutes from midnight',
    ],
    [
      body.allowedUntilTime === undefined || isIntegerIn(body.allowedUntilTime, 0, MINUTES_PER_DAY - 1),
      'allowedUntilTime must be minutes from midnight',
    ],
    [
      body.accountUserId === undefined || isIntegerIn(body.accountUserId, 1),
      'accountUserId must be an integer',
    ],
    [body.enabled === undefined || typeof body.enabled === 'boolean', 'enabled must be a boolean'],
    [
      body.remoteAllowed === undefined || typeof body.remoteAllowed === 'boolean',
      'remoteAllowed must be a boolean',
    ],
    [
      body.code === undefined ||
        (type === KEYPAD_CODE_TYPE && Number.isInteger(body.code) && KEYPAD_CODE.test(String(body.code))),
      'code must be six digits from 1 to 9, on a keypad code only',
    ],
  ];
  const problem = problems.find(([valid]) => !valid);
  if (problem !== undefined) {
    throw new ApiRefusal(apiError(400, problem[1]));
  }
}

/** Refuses (409) a keypad code that another authorization of the lock (than `self`) already has. */
function checkCodeIsFree(
  account: LockAccountData,
  smartlockId: number,
  code: unknown,
  self?: LockSmartlockAuth,
): void {
  const taken = account.auths.some(
    (auth) => auth !== self && auth.smartlockId === smartlockId && code !== undefined && auth.code === code,
  );
  if (taken) {
    throw new ApiRefusal(apiError(409, 'The keypad code is already in use on this smartlock'));
  }
}
