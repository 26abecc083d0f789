import { nonEmptyString } from '../common/config/config-parsing';
import {
  maxRequestBytes,
  maxResponseBytes,
  maxSockets,
  secondsToTimerMs,
  timeoutSeconds,
} from '../common/config/number-setting';
import { httpUrlSetting } from '../common/config/url-setting';
import { optionsOverEnv } from '../common/config/options-over-env';
import { TransportKind, transportKind } from '../common/http/transport-kind';
import { Locale, toLocale } from '../common/i18n/translator';
import { TokenCacheOptions } from '../common/token-cache/token-cache-options';
import { deliveryOptionsFromEnv } from './delivery-env';
import { DeliveryConfigurationException } from './delivery-configuration.exception';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

/** Request timeout when none (or no positive number) is set: 30 seconds. */
export const DEFAULT_DELIVERY_TIMEOUT_SECONDS = 30;
/** Connect timeout when none (or no positive number) is set: 10 seconds. */
export const DEFAULT_DELIVERY_CONNECT_TIMEOUT_SECONDS = 10;
/** The setting of the request body limit, as messages name it. */
export const DELIVERY_MAX_REQUEST_BYTES_SETTING = 'DELIVERY_MAX_REQUEST_BYTES (option http.maxRequestBytes)';
/** Status path when none is set. */
export const DEFAULT_DELIVERY_STATUS_PATH = '/status';

/** The Delivery settings after options and env are merged and parsed. */
export interface DeliverySettings {
  /** Base address of the sign-in server. */
  authUrl?: string;
  /** Realm of the sign-in server. */
  realm?: string;
  /** OAuth client id. */
  clientId?: string;
  /** Account username. */
  username?: string;
  /** Account password. */
  password?: string;
  /** Base address of the portal's API. */
  baseUrl?: string;
  /** Path of the status endpoint below the base address. */
  statusPath: string;
  /** Deadline of a whole call in milliseconds, token request included. */
  timeoutMs: number;
  /** Connect timeout in milliseconds. */
  connectTimeoutMs: number;
  /** The largest answer read, in bytes after decompression. */
  maxResponseBytes: number;
  /** The largest request body sent, in bytes as encoded. */
  maxRequestBytes: number;
  /** The engine of the calls: `axios` or `undici`. */
  transport: TransportKind;
  /** The most sockets open to one origin at a time. */
  maxSockets: number;
  /** Language of `Message.description()` and the command's table. */
  locale: Locale;
  /** The token cache settings. */
  tokenCache: TokenCacheOptions;
}

/**
 * Merges the module options over the env variables (a given option wins) and parses the result.
 * @throws DeliveryConfigurationException for a malformed number (another notation than decimal, over its limit),
 * an unknown transport or a URL that is not an absolute http(s) URL
 */
export function resolveDeliverySettings(
  options: DeliveryModuleOptions,
  env: NodeJS.ProcessEnv,
): DeliverySettings {
  const merged = optionsOverEnv(deliveryOptionsFromEnv(env), options, ['http']);
  return {
    authUrl: urlSetting(merged.authUrl, 'DELIVERY_AUTH_URL (option authUrl)'),
    realm: nonEmptyString(merged.realm),
    clientId: nonEmptyString(merged.clientId),
    username: nonEmptyString(merged.username),
    password: typeof merged.password === 'string' && merged.password !== '' ? merged.password : undefined,
    baseUrl: urlSetting(merged.baseUrl, 'DELIVERY_BASE_URL (option baseUrl)'),
    statusPath: nonEmptyString(merged.statusPath) ?? DEFAULT_DELIVERY_STATUS_PATH,
    timeoutMs: secondsToTimerMs(
      timeoutSeconds(
        merged.timeout,
        'DELIVERY_TIMEOUT (option timeout)',
        DEFAULT_DELIVERY_TIMEOUT_SECONDS,
        settingError,
      ),
    ),
    connectTimeoutMs: secondsToTimerMs(
      timeoutSeconds(
        merged.connectTimeout,
        'DELIVERY_CONNECT_TIMEOUT (option connectTimeout)',
        DEFAULT_DELIVERY_CONNECT_TIMEOUT_SECONDS,
        settingError,
      ),
    ),
    maxResponseBytes: maxResponseBytes(
      merged.http?.maxResponseBytes,
      'DELIVERY_MAX_RESPONSE_BYTES (option http.maxResponseBytes)',
      settingError,
    ),
    maxRequestBytes: maxRequestBytes(
      merged.http?.maxRequestBytes,
      DELIVERY_MAX_REQUEST_BYTES_SETTING,
      settingError,
    ),
    transport: transportKind(
      merged.http?.transport,
      'DELIVERY_HTTP_TRANSPORT (option http.transport)',
      settingError,
    ),
    maxSockets: maxSockets(
      merged.http?.maxSockets,
      'DELIVERY_MAX_SOCKETS (option http.maxSockets)',
      settingError,
    ),
    locale: toLocale(merged.locale),
    tokenCache: merged.tokenCache ?? {},
  };
}

/** The URL when it is set; an absolute http(s) URL or a `DeliveryConfigurationException` naming the setting. */
function urlSetting(value: unknown, name: string): string | undefined {
  const url = nonEmptyString(value);
  return url === undefined ? undefined : httpUrlSetting(url, name, settingError);
}

function settingError(message: string): DeliveryConfigurationException {
  return new DeliveryConfigurationException(`Invalid Delivery setting: ${message}`);
}
