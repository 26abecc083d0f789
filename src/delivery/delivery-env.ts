import { withoutUndefined } from '../common/config/config-parsing';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

/** The Delivery options as the `DELIVERY_*` env variables give them (unset variables are left out). */
export function deliveryOptionsFromEnv(env: NodeJS.ProcessEnv): DeliveryModuleOptions {
  const tokenCache = withoutUndefined({
    enabled: env.DELIVERY_TOKEN_CACHE,
    store: env.DELIVERY_TOKEN_CACHE_STORE,
  });
  const http = withoutUndefined({
    transport: env.DELIVERY_HTTP_TRANSPORT,
    maxSockets: env.DELIVERY_MAX_SOCKETS,
    maxResponseBytes: env.DELIVERY_MAX_RESPONSE_BYTES,
    maxRequestBytes: env.DELIVERY_MAX_REQUEST_BYTES,
  });
  return withoutUndefined<DeliveryModuleOptions>({
    authUrl: env.DELIVERY_AUTH_URL,
    realm: env.DELIVERY_REALM,
    clientId: env.DELIVERY_CLIENT_ID,
    username: env.DELIVERY_USERNAME,
    password: env.DELIVERY_PASSWORD,
    baseUrl: env.DELIVERY_BASE_URL,
    statusPath: env.DELIVERY_STATUS_PATH,
    timeout: env.DELIVERY_TIMEOUT,
    connectTimeout: env.DELIVERY_CONNECT_TIMEOUT,
    locale: env.DELIVERY_LOCALE,
    http: Object.keys(http).length > 0 ? http : undefined,
    tokenCache: Object.keys(tokenCache).length > 0 ? tokenCache : undefined,
  });
}
