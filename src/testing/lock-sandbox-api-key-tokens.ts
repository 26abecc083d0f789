import { randomBytes } from 'node:crypto';
import { apiKeyOf } from './lock-sandbox-api-keys';
import { BodySchema, FieldRule, readFields, STRING } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  nextId,
  now,
  recordOf,
  removeWhere,
} from './lock-sandbox-http';
import { LockApiKey, LockApiKeyToken } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

/** The scopes an API token or OAuth grant can have. */
export const API_SCOPES = [
  'account',
  'notification',
  'smartlock',
  'smartlock.readOnly',
  'smartlock.action',
  'smartlock.auth',
  'smartlock.config',
  'smartlock.log',
  'smartlock.create',
  'webhook.decentral',
];
const SCOPES: FieldRule = {
  accepts: (value) =>
    Array.isArray(value) && value.length > 0 && value.every((scope) => API_SCOPES.includes(scope as string)),
  expected: `a non-empty list of ${API_SCOPES.join(', ')}`,
};
/** `ApiKeyTokenCreate` and `ApiKeyTokenUpdate`. */
const TOKEN: BodySchema = { fields: { description: STRING, scopes: SCOPES } };

/** The API tokens of an API key: `/api/key/{apiKeyId}/token` and `/api/key/{apiKeyId}/token/{id}`. */
export const API_KEY_TOKEN_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/api/key/:apiKeyId/token', handle: listTokens },
  { method: 'PUT', path: '/api/key/:apiKeyId/token', handle: createToken },
  { method: 'POST', path: '/api/key/:apiKeyId/token/:id', handle: updateToken },
  { method: 'DELETE', path: '/api/key/:apiKeyId/token/:id', handle: deleteToken },
];

/** `GET .../token`: the key's tokens without the token itself, which only its creation answers. */
function listTokens(call: LockApiCall): SandboxReply {
  return { status: 200, body: apiKeyOf(call).tokens.map(({ accessToken: _secret, ...token }) => token) };
}

/**
 * `PUT .../token`: a new API token (scopes required) with an id unique over all accounts, answered with the
 * token itself, which the sandbox takes as a bearer token of the account from then on.
 */
function createToken(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  const fields = readFields(recordOf(call.data), { ...TOKEN, required: ['scopes'] });
  const ids = call.accounts.flatMap((owner) =>
    owner.apiKeys.flatMap((other) => other.tokens.map(({ id }) => Number(id))),
  );
  const token: LockApiKeyToken = {
    id: String(nextId(ids)),
    accountId: call.account.account.accountId,
    ...(fields.description === undefined ? {} : { description: fields.description as string }),
    accessToken: randomBytes(32).toString('hex'),
    scopes: [...(fields.scopes as string[])],
    creationDate: now(),
  };
  key.tokens.push(token);
  return { status: 200, body: token };
}

function updateToken(call: LockApiCall): SandboxReply {
  const token = tokenOf(apiKeyOf(call), call.req.params.id);
  const fields = readFields(recordOf(call.data), TOKEN);
  Object.assign(
    token,
    fields,
    fields.scopes === undefined ? {} : { scopes: [...(fields.scopes as string[])] },
  );
  return NO_CONTENT;
}

/** `DELETE .../token/{id}`: the token is gone and stops working. */
function deleteToken(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  const token = tokenOf(key, call.req.params.id);
  removeWhere(key.tokens, (candidate) => candidate === token);
  return NO_CONTENT;
}

function tokenOf(key: LockApiKey, id: string): LockApiKeyToken {
  const token = key.tokens.find((candidate) => candidate.id === id);
  if (token === undefined) {
    throw new ApiRefusal(apiError(404, 'API token not found'));
  }
  return token;
}
