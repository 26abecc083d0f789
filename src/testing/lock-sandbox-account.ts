import { BOOLEAN, BodySchema, FieldRule, readFields, text } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  booleanQuery,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  now,
  recordOf,
} from './lock-sandbox-http';
import { LockAccountData } from './lock-sandbox-data';
import { SandboxReply } from './sandbox-server';

/** The languages the API takes for an account. */
export const ACCOUNT_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'cs', 'sk'];

/** An email address. */
export const EMAIL: FieldRule = {
  accepts: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  expected: 'an email address',
};

/** A password of at least 7 characters. */
export const PASSWORD: FieldRule = {
  accepts: (value) => typeof value === 'string' && value.length >= 7,
  expected: 'a string of at least 7 characters',
};

/** Any JSON object. */
export const OBJECT: FieldRule = {
  accepts: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  expected: 'an object',
};

const LANGUAGE: FieldRule = {
  accepts: (value) => ACCOUNT_LANGUAGES.includes(value as string),
  expected: `one of ${ACCOUNT_LANGUAGES.join(', ')}`,
};

/** `AccountUpdate`: `language` required. */
const ACCOUNT_UPDATE: BodySchema = {
  fields: { email: EMAIL, password: PASSWORD, name: text(255), language: LANGUAGE, profile: OBJECT },
  required: ['language'],
};
const EMAIL_CHANGE: BodySchema = { fields: { email: EMAIL }, required: ['email'] };
const PASSWORD_RESET: BodySchema = {
  fields: { email: EMAIL, deleteApiTokens: BOOLEAN },
  required: ['email'],
};

/**
 * The account's own operations but `DELETE /account` (the sandbox closes the account, see `LockSandbox`):
 * `POST /account`, `POST /account/email/change`, `POST /account/email/verify` and `POST /account/password/reset`.
 */
export const ACCOUNT_ROUTES: readonly LockApiRoute[] = [
  { method: 'POST', path: '/account', handle: updateAccount },
  { method: 'POST', path: '/account/email/change', handle: changeEmail },
  { method: 'POST', path: '/account/email/verify', handle: verifyEmail },
  { method: 'POST', path: '/account/password/reset', handle: resetPassword },
];

/**
 * `POST /account`: merges name, language, email (unverified then; 409 when another account has it) and profile.
 * A new password deletes the account's API tokens unless `deleteApiTokens=false`.
 */
function updateAccount({ req, account, accounts, data }: LockApiCall): SandboxReply {
  const fields = readFields(recordOf(data), ACCOUNT_UPDATE);
  const deleteApiTokens = booleanQuery(req, 'deleteApiTokens') ?? true;
  if (fields.email !== undefined && fields.email !== account.account.email) {
    checkEmailIsFree(accounts, fields.email as string);
    account.account.emailVerified = false;
  }
  const { password, ...shown } = fields;
  Object.assign(account.account, shown, { updateDate: now() });
  if (password !== undefined && deleteApiTokens) {
    account.apiKeys.forEach((key) => key.tokens.splice(0));
  }
  return NO_CONTENT;
}

/** `POST /account/email/change`: the new email, unverified until `POST /account/email/verify`. */
function changeEmail({ account, accounts, data }: LockApiCall): SandboxReply {
  const { email } = readFields(recordOf(data), EMAIL_CHANGE);
  checkEmailIsFree(accounts, email as string);
  Object.assign(account.account, { email, emailVerified: false, updateDate: now() });
  return NO_CONTENT;
}

/** `POST /account/email/verify`: the sandbox verifies at once, as if the link of the mail was followed. */
function verifyEmail({ account }: LockApiCall): SandboxReply {
  if (account.account.emailVerified) {
    return apiError(409, 'The email address is already verified');
  }
  account.account.emailVerified = true;
  return NO_CONTENT;
}

/** `POST /account/password/reset`: 204 for any email, known or not, so the answer tells nothing. */
function resetPassword({ data }: LockApiCall): SandboxReply {
  readFields(recordOf(data), PASSWORD_RESET);
  return NO_CONTENT;
}

/** Refuses (409) an email that an account or a sub account already has, in any case. */
export function checkEmailIsFree(accounts: readonly LockAccountData[], email: string): void {
  const taken = accounts.some(
    (other) =>
      other.account.email.toLowerCase() === email.toLowerCase() ||
      other.subAccounts.some((sub) => sub.email.toLowerCase() === email.toLowerCase()),
  );
  if (taken) {
    throw new ApiRefusal(apiError(409, 'The email address is already used by an account'));
  }
}
