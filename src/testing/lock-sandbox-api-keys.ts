import { randomBytes } from 'node:crypto';
import { EMAIL } from './lock-sandbox-account';
import { BOOLEAN, BodySchema, FieldRule, list, oneOf, readFields, STRING, text } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  nextId,
  now,
  numericId,
  ownItem,
  recordOf,
  removeWhere,
} from './lock-sandbox-http';
import { LockAdvancedApiKey, LockApiKey } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

/** The features a webhook of an advanced API key reports. */
export const WEBHOOK_FEATURES = [
  'DEVICE_STATUS',
  'DEVICE_MASTERDATA',
  'DEVICE_CONFIG',
  'DEVICE_LOGS',
  'DEVICE_AUTHS',
  'ACCOUNT_USER',
];
const HTTP_URL: FieldRule = {
  accepts: (value) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value),
  expected: 'an http(s) URL',
};
const FEATURES: FieldRule = {
  accepts: (value) =>
    Array.isArray(value) &&
    new Set(value).size === value.length &&
    value.every((feature) => WEBHOOK_FEATURES.includes(feature as string)),
  expected: `a list of distinct values of ${WEBHOOK_FEATURES.join(', ')}`,
};
/** `ApiKeyCreate` and `ApiKeyUpdate`. */
const API_KEY: BodySchema = { fields: { description: STRING, redirectUris: list(HTTP_URL) } };
const WEBHOOK_FIELDS = ['webhookFeatures', 'webhookUrl'];
/** `AdvancedApiKeyUpdate`. */
const ADVANCED_UPDATE: BodySchema = {
  fields: { webhookUrl: HTTP_URL, webhookFeatures: FEATURES },
  required: WEBHOOK_FIELDS,
};
/** `AdvancedApiKeyCreate`. */
const ADVANCED_CREATE: BodySchema = {
  fields: {
    ...ADVANCED_UPDATE.fields,
    name: text(255),
    country: text(255),
    description: text(2000),
    type: oneOf('ONLY_SECRET', 'SHORT_RENTAL', 'HEALTHCARE', 'SMART_HOME', 'OTHER'),
    url: HTTP_URL,
    email: EMAIL,
    restricted: BOOLEAN,
  },
  required: ['country', 'description', 'email', 'name', 'restricted', 'type', 'url', ...WEBHOOK_FIELDS],
};

/** The account's API keys and their advanced part: `/api/key`, `/api/key/{apiKeyId}` and `.../advanced`. */
export const API_KEY_ROUTES: readonly LockApiRoute[] = [
  {
    method: 'GET',
    path: '/api/key',
    handle: ({ account }) => ({ status: 200, body: account.apiKeys.map(shown) }),
  },
  { method: 'PUT', path: '/api/key', handle: createApiKey },
  { method: 'POST', path: '/api/key/:apiKeyId', handle: updateApiKey },
  { method: 'DELETE', path: '/api/key/:apiKeyId', handle: deleteApiKey },
  { method: 'GET', path: '/api/key/:apiKeyId/advanced', handle: readAdvanced },
  { method: 'PUT', path: '/api/key/:apiKeyId/advanced', handle: applyForAdvanced },
  { method: 'POST', path: '/api/key/:apiKeyId/advanced', handle: updateAdvanced },
  { method: 'DELETE', path: '/api/key/:apiKeyId/advanced', handle: deleteAdvanced },
  { method: 'POST', path: '/api/key/:apiKeyId/advanced/reactivate', handle: reactivateWebhooks },
];

/** The caller's API key of the path; 403 for another account's, 404 for an unknown one. */
export function apiKeyOf(call: LockApiCall): LockApiKey {
  const apiKeyId = numericId(call.req.params.apiKeyId);
  return ownItem(
    call,
    'API key',
    (owner) => owner.apiKeys,
    (key) => key.apiKeyId === apiKeyId,
  );
}

/** `PUT /api/key`: a new key (OAuth client) with an id unique over all accounts, answered. */
function createApiKey({ account, accounts, data }: LockApiCall): SandboxReply {
  const fields = readFields(recordOf(data), API_KEY);
  const key: LockApiKey = {
    apiKeyId: nextId(accounts.flatMap((owner) => owner.apiKeys.map(({ apiKeyId }) => apiKeyId))),
    accountId: account.account.accountId,
    ...(fields.description === undefined ? {} : { description: fields.description as string }),
    redirectUris: (fields.redirectUris as string[] | undefined) ?? [],
    creationDate: now(),
    apiKey: randomBytes(12).toString('hex'),
    tokens: [],
  };
  account.apiKeys.push(key);
  return { status: 200, body: shown(key) };
}

function updateApiKey(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  Object.assign(key, readFields(recordOf(call.data), API_KEY));
  return NO_CONTENT;
}

/** `DELETE /api/key/{apiKeyId}`: the key goes with its advanced part and its tokens (which stop working). */
function deleteApiKey(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  removeWhere(call.account.apiKeys, (candidate) => candidate === key);
  return NO_CONTENT;
}

function readAdvanced(call: LockApiCall): SandboxReply {
  return { status: 200, body: advancedOf(apiKeyOf(call)) };
}

/**
 * `PUT /api/key/{apiKeyId}/advanced`: the application for the advanced API, which the sandbox approves at once
 * for testing (status `TESTING`, a client secret, webhooks active); 400 when the key has one.
 */
function applyForAdvanced(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  if (key.advanced !== undefined) {
    return apiError(400, 'The API key has an advanced API key');
  }
  const fields = readFields(recordOf(call.data), ADVANCED_CREATE);
  const created = now();
  key.advanced = {
    ...(fields as Omit<
      LockAdvancedApiKey,
      'webhookStatus' | 'secret' | 'status' | 'creationDate' | 'updateDate'
    >),
    webhookFeatures: [...(fields.webhookFeatures as string[])],
    webhookStatus: 'ACTIVE',
    secret: randomBytes(20).toString('hex'),
    status: 'TESTING',
    creationDate: created,
    updateDate: created,
  };
  return NO_CONTENT;
}

/** `POST /api/key/{apiKeyId}/advanced`: a new webhook URL and features. */
function updateAdvanced(call: LockApiCall): SandboxReply {
  const advanced = advancedOf(apiKeyOf(call));
  const fields = readFields(recordOf(call.data), ADVANCED_UPDATE);
  Object.assign(advanced, fields, {
    webhookFeatures: [...(fields.webhookFeatures as string[])],
    updateDate: now(),
  });
  return NO_CONTENT;
}

function deleteAdvanced(call: LockApiCall): SandboxReply {
  const key = apiKeyOf(call);
  advancedOf(key);
  delete key.advanced;
  return NO_CONTENT;
}

/** `POST .../advanced/reactivate`: posts webhooks again after they were deactivated; 400 while they are active. */
function reactivateWebhooks(call: LockApiCall): SandboxReply {
  const advanced = advancedOf(apiKeyOf(call));
  if (advanced.webhookStatus === 'ACTIVE') {
    return apiError(400, 'The webhooks of the advanced API key are active');
  }
  Object.assign(advanced, { webhookStatus: 'ACTIVE', updateDate: now() });
  return NO_CONTENT;
}

function advancedOf(key: LockApiKey): LockAdvancedApiKey {
  if (key.advanced === undefined) {
    throw new ApiRefusal(apiError(404, 'Advanced API key not found'));
  }
  return key.advanced;
}

/** The key as the `ApiKey` schema has it: without its advanced part and tokens. */
function shown({
  advanced: _advanced,
  tokens: _tokens,
  ...key
}: LockApiKey): Omit<LockApiKey, 'advanced' | 'tokens'> {
  return key;
}
