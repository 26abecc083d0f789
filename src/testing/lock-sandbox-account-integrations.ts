import {
  apiError,
  integerQuery,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  removeWhere,
} from './lock-sandbox-http';
import { LockAccountIntegration, LockApiKey, LockApiKeyToken } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

/** The sort order the web app gives API tokens among the integrations. */
const API_TOKEN_SORT_ORDER = 90;

/** The apps, devices and API tokens of the account: `GET` and `DELETE /account/integration`. */
export const ACCOUNT_INTEGRATION_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/account/integration', handle: listIntegrations },
  { method: 'DELETE', path: '/account/integration', handle: deleteIntegration },
];

/** `GET /account/integration`: the apps and devices signed in, then one integration per API token. */
function listIntegrations({ account }: LockApiCall): SandboxReply {
  const tokens = account.apiKeys.flatMap((key) => key.tokens.map((token) => tokenIntegration(key, token)));
  return { status: 200, body: [...account.integrations, ...tokens] };
}

/**
 * `DELETE /account/integration`: with `tokenId` removes that API token (of the key `apiKeyId` when given), with
 * only `apiKeyId` every token of that key; one of them is required (400), an unknown one is 404.
 */
function deleteIntegration({ req, account }: LockApiCall): SandboxReply {
  const apiKeyId = integerQuery(req, 'apiKeyId');
  const tokenId = integerQuery(req, 'tokenId');
  if (apiKeyId === undefined && tokenId === undefined) {
    return apiError(400, 'apiKeyId or tokenId is required');
  }
  const keys = account.apiKeys.filter((key) => apiKeyId === undefined || key.apiKeyId === apiKeyId);
  const matches = (token: LockApiKeyToken) => tokenId === undefined || token.id === String(tokenId);
  if (keys.length === 0 || (tokenId !== undefined && !keys.some((key) => key.tokens.some(matches)))) {
    return apiError(404, 'Integration not found');
  }
  keys.forEach((key) => removeWhere(key.tokens, matches));
  return NO_CONTENT;
}

function tokenIntegration(
  key: LockApiKey,
  token: LockApiKeyToken,
): LockAccountIntegration & { tokenId: string } {
  return {
    version: 'HYDRA',
    vendorKey: 'API_TOKEN',
    name: token.description ?? key.description ?? `API token ${token.id}`,
    createdAt: token.creationDate,
    scopes: [...token.scopes],
    warning: false,
    tokenId: token.id,
    clientId: key.apiKey,
    sortOrder: API_TOKEN_SORT_ORDER,
    device: false,
  };
}
