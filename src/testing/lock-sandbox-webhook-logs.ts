import { apiError, ApiRefusal, limitQuery, numericId, stringQuery } from './lock-sandbox-http';
import { LockAccountData } from './lock-sandbox-data';
import { SandboxReply, SandboxRequest } from './sandbox-server';

const WEBHOOK_LOG_LIMIT_DEFAULT = 50;
const WEBHOOK_LOG_LIMIT_MAX = 100;

/**
 * `GET /api/key/{apiKeyId}/webhook/logs`: the deliveries of an API key of the account, newest first; `id` keeps
 * the ones older than that delivery, `limit` (default 50, at most 100) cuts. Another account's key is 403, an
 * unknown (or deleted) one 404.
 */
export function listWebhookLogs(
  req: SandboxRequest,
  account: LockAccountData,
  accounts: readonly LockAccountData[],
): SandboxReply {
  const apiKeyId = numericId(req.params.apiKeyId);
  const ofKey = (owner: LockAccountData) => owner.apiKeys.some((key) => key.apiKeyId === apiKeyId);
  if (!ofKey(account)) {
    const foreign = accounts.some(ofKey);
    throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, 'API key not found'));
  }
  const limit = limitQuery(req, WEBHOOK_LOG_LIMIT_DEFAULT, WEBHOOK_LOG_LIMIT_MAX);
  const pagingId = stringQuery(req, 'id');
  const newestFirst = account.webhookLogs
    .filter((log) => log.apiKeyId === apiKeyId)
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const pagingIndex = pagingId === undefined ? -1 : newestFirst.findIndex((log) => log.id === pagingId);
  if (pagingId !== undefined && pagingIndex === -1) {
    return { status: 200, body: [] };
  }
  return { status: 200, body: newestFirst.slice(pagingIndex + 1, pagingIndex + 1 + limit) };
}
