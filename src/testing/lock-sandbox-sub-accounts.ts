import { ACCOUNT_LANGUAGES, checkEmailIsFree, EMAIL, OBJECT, PASSWORD } from './lock-sandbox-account';
import { BodySchema, integer, oneOf, readFields, text } from './lock-sandbox-fields';
import {
  apiError,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  nextId,
  now,
  numericId,
  ownItem,
  recordOf,
  removeWhere,
  stringQuery,
} from './lock-sandbox-http';
import { LockSubAccount } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

/** `AccountSubCreate`: rights 0 to 31. */
const SUB_CREATE: BodySchema = {
  fields: {
    email: EMAIL,
    password: PASSWORD,
    name: text(255),
    rights: integer(0, 31),
    language: oneOf(...ACCOUNT_LANGUAGES),
    profile: OBJECT,
  },
  required: ['email', 'language', 'name', 'password', 'rights'],
};
/** `AccountSubUpdate`: `language` required, rights 0 to 127. */
const SUB_UPDATE: BodySchema = {
  fields: { ...SUB_CREATE.fields, rights: integer(0, 127), config: OBJECT },
  required: ['language'],
};

/** The account's sub accounts: `/account/sub` and `/account/sub/{accountId}`. */
export const SUB_ACCOUNT_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/account/sub', handle: findSubAccount },
  { method: 'PUT', path: '/account/sub', handle: createSubAccount },
  {
    method: 'GET',
    path: '/account/sub/:accountId',
    handle: (call) => ({ status: 200, body: subAccountOf(call) }),
  },
  { method: 'POST', path: '/account/sub/:accountId', handle: updateSubAccount },
  { method: 'DELETE', path: '/account/sub/:accountId', handle: deleteSubAccount },
];

/**
 * `GET /account/sub`: the first sub account whose email matches the `email` regular expression (any case), or
 * the first one without it; the OpenAPI answers one account. 404 when none matches, 400 for a bad expression.
 */
function findSubAccount({ req, account }: LockApiCall): SandboxReply {
  const pattern = stringQuery(req, 'email');
  let matcher: RegExp | undefined;
  try {
    matcher = pattern === undefined ? undefined : new RegExp(pattern, 'i');
  } catch {
    return apiError(400, 'email must be a regular expression');
  }
  const found = account.subAccounts.find((sub) => matcher === undefined || matcher.test(sub.email));
  return found === undefined ? apiError(404, 'Sub account not found') : { status: 200, body: found };
}

/** `PUT /account/sub`: a sub account (type 0, email unverified) with an id unique over all accounts. */
function createSubAccount({ account, accounts, data }: LockApiCall): SandboxReply {
  const fields = readFields(recordOf(data), SUB_CREATE);
  checkEmailIsFree(accounts, fields.email as string);
  const ids = accounts.flatMap((owner) => [
    owner.account.accountId,
    ...owner.subAccounts.map((sub) => sub.accountId),
  ]);
  const created = now();
  const sub: LockSubAccount = {
    accountId: nextId(ids),
    type: 0,
    email: fields.email as string,
    emailVerified: false,
    name: fields.name as string,
    masterAccountId: account.account.accountId,
    rights: fields.rights as number,
    language: fields.language as string,
    creationDate: created,
    updateDate: created,
  };
  account.subAccounts.push(sub);
  return { status: 200, body: sub };
}

/** `POST /account/sub/{accountId}`: merges email (409 when taken), name, rights and language. */
function updateSubAccount(call: LockApiCall): SandboxReply {
  const sub = subAccountOf(call);
  const fields = readFields(recordOf(call.data), SUB_UPDATE);
  if (fields.email !== undefined && fields.email !== sub.email) {
    checkEmailIsFree(call.accounts, fields.email as string);
    sub.emailVerified = false;
  }
  const { email, name, rights, language } = fields;
  const changed = Object.fromEntries(
    Object.entries({ email, name, rights, language }).filter(([, value]) => value !== undefined),
  );
  Object.assign(sub, changed, { updateDate: now() });
  return NO_CONTENT;
}

function deleteSubAccount(call: LockApiCall): SandboxReply {
  const sub = subAccountOf(call);
  removeWhere(call.account.subAccounts, (candidate) => candidate === sub);
  return NO_CONTENT;
}

/** The caller's sub account of the path; 403 for another account's, 404 for an unknown one. */
function subAccountOf(call: LockApiCall): LockSubAccount {
  const accountId = numericId(call.req.params.accountId);
  return ownItem(
    call,
    'Sub account',
    (owner) => owner.subAccounts,
    (sub) => sub.accountId === accountId,
  );
}
