import { withoutUndefined } from '../common/config/config-parsing';
import type { AccountingOptions } from './interfaces/accounting-options.interface';

/** The accounting options as the `ACCOUNTING_*` env variables give them (unset variables are left out). */
export function accountingOptionsFromEnv(env: NodeJS.ProcessEnv): AccountingOptions {
  const tokenCache = withoutUndefined({
    enabled: env.ACCOUNTING_TOKEN_CACHE,
    store: env.ACCOUNTING_TOKEN_CACHE_STORE,
  });
  const http = withoutUndefined({
    transport: env.ACCOUNTING_HTTP_TRANSPORT,
    maxSockets: env.ACCOUNTING_MAX_SOCKETS,
    maxResponseBytes: env.ACCOUNTING_MAX_RESPONSE_BYTES,
    maxRequestBytes: env.ACCOUNTING_MAX_REQUEST_BYTES,
  });
  return withoutUndefined<AccountingOptions>({
    baseUrl: env.ACCOUNTING_BASE_URL,
    tokenUrl: env.ACCOUNTING_TOKEN_URL,
    clientKey: env.ACCOUNTING_CLIENT_KEY,
    subscriptionKey: env.ACCOUNTING_SUBSCRIPTION_KEY,
    timeout: env.ACCOUNTING_TIMEOUT,
    connectTimeout: env.ACCOUNTING_CONNECT_TIMEOUT,
    http: Object.keys(http).length > 0 ? http : undefined,
    tokenCache: Object.keys(tokenCache).length > 0 ? tokenCache : undefined,
  });
}
