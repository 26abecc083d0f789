import { BodySchema, FieldRule, integer, oneOf, readFields, text } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  integerQuery,
  limitQuery,
  NO_CONTENT,
  numericId,
  recordOf,
  removeWhere,
  stringQuery,
} from './lock-sandbox-http';
import { LockAccountData, LockAccountUser } from './lock-sandbox-data';
import { SandboxReply, SandboxRequest } from './sandbox-server';

/** The languages the API takes for an account user. */
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'cs', 'sk'];
const EMAIL: FieldRule = {
  accepts: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  expected: 'an email address',
};
/** `AccountUserUpdate`: every field optional. */
const USER_UPDATE: BodySchema = {
  fields: { email: EMAIL, name: text(255), language: oneOf(...LANGUAGES) },
};
/** `AccountUserCreate`: `email` and `name` required; `type` only for caretakers. */
const USER_CREATE: BodySchema = {
  fields: { ...USER_UPDATE.fields, type: integer(0, 1) },
  required: ['email', 'name'],
};
const CARETAKER = 2;
const USER_LIMIT_DEFAULT = 50;
const USER_LIMIT_MAX = 100;

/** `GET /account/user`: the users in creation order, narrowed to `email` (any case), paged by `offset` and `limit`. */
export function listAccountUsers(req: SandboxRequest, account: LockAccountData): SandboxReply {
  const email = stringQuery(req, 'email')?.toLowerCase();
  const offset = integerQuery(req, 'offset') ?? 0;
  if (offset < 0) {
    return apiError(400, 'offset must not be negative');
  }
  const limit = limitQuery(req, USER_LIMIT_DEFAULT, USER_LIMIT_MAX);
  const found = account.users.filter((user) => email === undefined || user.email.toLowerCase() === email);
  return { status: 200, body: found.slice(offset, offset + limit) };
}

/**
 * `PUT /account/user`: adds a user (`language` defaults to the account's) with an id unique over all accounts,
 * and answers it; an email another user of the account has is refused with 409.
 */
export function createAccountUser(
  account: LockAccountData,
  accounts: readonly LockAccountData[],
  data: unknown,
): SandboxReply {
  const fields = readFields(recordOf(data), USER_CREATE);
  if (fields.type !== undefined && account.account.type !== CARETAKER) {
    return apiError(400, 'type may only be given by a caretaker account');
  }
  checkEmailIsFree(account, fields.email);
  const now = new Date().toISOString();
  const ids = accounts.flatMap((owner) => owner.users.map((user) => user.accountUserId));
  const user: LockAccountUser = {
    accountUserId: Math.max(0, ...ids) + 1,
    accountId: account.account.accountId,
    type: (fields.type as number | undefined) ?? 0,
    email: fields.email as string,
    name: fields.name as string,
    language: (fields.language as string | undefined) ?? account.account.language,
    creationDate: now,
    updateDate: now,
  };
  account.users.push(user);
  return { status: 200, body: user };
}

/** `POST /account/user/{accountUserId}`: merges the fields given and answers the user. */
export function updateAccountUser(
  account: LockAccountData,
  user: LockAccountUser,
  data: unknown,
): SandboxReply {
  const fields = readFields(recordOf(data), USER_UPDATE);
  checkEmailIsFree(account, fields.email, user);
  Object.assign(user, fields, { updateDate: new Date().toISOString() });
  return { status: 200, body: user };
}

/** `DELETE /account/user/{accountUserId}`: removes the user and its authorizations; its log entries stay. */
export function deleteAccountUser(account: LockAccountData, user: LockAccountUser): SandboxReply {
  account.users.splice(account.users.indexOf(user), 1);
  removeWhere(account.auths, (auth) => auth.accountUserId === user.accountUserId);
  return NO_CONTENT;
}

/** The caller's user with this id; 403 when it belongs to another account, 404 when there is none. */
export function accountUserOf(
  account: LockAccountData,
  accounts: readonly LockAccountData[],
  rawId: string,
): LockAccountUser {
  const accountUserId = numericId(rawId);
  const own = account.users.find((user) => user.accountUserId === accountUserId);
  if (own !== undefined) {
    return own;
  }
  const foreign = accounts.some((other) => other.users.some((user) => user.accountUserId === accountUserId));
  throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, 'Account user not found'));
}

/** Refuses (409) an email address that another user of the account (than `self`) already has, in any case. */
function checkEmailIsFree(account: LockAccountData, email: unknown, self?: LockAccountUser): void {
  const taken = account.users.some(
    (user) => user !== self && typeof email === 'string' && user.email.toLowerCase() === email.toLowerCase(),
  );
  if (taken) {
    throw new ApiRefusal(apiError(409, 'The email address is already used by a user of the account'));
  }
}
