/**
 * The Lock module: a client for a smart-lock cloud API (locks, logs, authorizations, webhooks, OAuth, several
 * accounts).
 *
 * - Module: {@link LockModule}; with `clientOnly: true` it registers the API client alone
 *   ({@link LockClientModule}).
 * - Client: {@link Lock}, injectable; its resources ({@link SmartLocks}, {@link SmartlockAuths},
 *   {@link SmartlockLogs}, {@link Webhooks}, {@link Account}, ...) answer data objects such as
 *   {@link SmartLock}, and `request()` reaches every operation of the API.
 * - Exceptions: {@link LockException} (the base), {@link ApiException} for the API's refusals,
 *   {@link AuthenticationException}, {@link LockPermissionException}, ...
 * - Options: {@link LockModuleOptions} and the token stores ({@link MemoryTokenStore},
 *   {@link CacheTokenStore}).
 *
 * The application's features have their own subpaths (`/lock/persistence`, `/lock/users`, `/lock/access`,
 * `/lock/webhooks`, `/lock/maintenance`, `/lock/console`, `/lock/demo`): importing this one loads none of them, and
 * `LockModule` loads them at `forRoot()` unless it is client-only.
 * @module @vendor/nest-integrations/lock
 */
export { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
export { ConnectionException } from '../common/http/connection.exception';
export * from './auth/cache-token-store';
export * from './auth/oauth-status';
export * from './auth/memory-token-store';
export * from './data/account-info';
export * from './data/account-user';
export * from './data/advanced-confirmation';
export * from './data/authorization';
export * from './data/lock-notification';
export * from './data/lock-token';
export * from './data/log-entry';
export * from './data/opener-brand';
export * from './data/opener-intercom';
export * from './data/smart-lock';
export * from './data/webhook-log';
export * from './data/webhook-subscription';
export * from './errors/api.exception';
export * from './errors/authentication.exception';
export * from './errors/lock.exception';
export * from './errors/invalid-grant.exception';
export * from './errors/lock-database-unavailable.exception';
export * from './errors/lock-permission.exception';
export * from './errors/lock-reauthorization-required.exception';
export * from './errors/lock-token-refresh-pending.exception';
export * from './errors/lock-account-disabled.exception';
export * from './errors/lock-token-not-configured.exception';
export * from './errors/user-authentication.exception';
export * from './errors/unusable-answer.exception';
export type * from './interfaces/lock-account-registry.interface';
export type * from './interfaces/lock-account-tokens.interface';
export * from './interfaces/lock-clock.interface';
export type * from './interfaces/lock-console-options.interface';
export type * from './interfaces/lock-database-token-store.interface';
export type * from './interfaces/lock-module-options.interface';
export type * from './interfaces/lock-options-factory.interface';
export type * from './interfaces/lock-options.interface';
export type * from './interfaces/lock-permission.interface';
export type * from './interfaces/lock-token-store.interface';
export type * from './interfaces/lock-user.interface';
export type * from './interfaces/login-code-notifier.interface';
export * from './lock';
export * from './lock-env';
export * from './lock.config';
export * from './lock.constants';
export { LOCK_MODULE_OPTIONS } from './lock.module-definition';
export type { LockModuleExtras } from './lock.module-definition';
export * from './lock.module';
export * from './lock-client.module';
export * from './lock-core.module';
export type { LockQuery, LockQueryValue } from './http/lock-query';
export * from './resources/account';
export * from './resources/account-users';
export * from './resources/notifications';
export * from './resources/opener';
export * from './resources/smart-lock-settings';
export type { LockAttributes } from './resources/lock-arguments';
export * from './resources/oauth';
export * from './resources/smart-locks';
export * from './resources/smartlock-auths';
export * from './resources/smartlock-logs';
export * from './resources/webhooks';
export * from './http/lock-http-settings';
export * from './auth/lock-auth-settings';
export * from './auth/lock-oauth-client-settings';
export * from './support/lock-webhook-client-settings';
export * from './lock-resolved-options';
export * from './support/weekday-bitmask';
export type {
  LockApiOperations,
  LockApiSchemas,
  LockHttpMethod,
  LockRequestArguments,
  LockRequestParameters,
  LockResponse,
  LockResponseData,
  LockRoute,
  LockWritable,
} from './api/lock-routes';
export { INTEGRATION_EXCHANGE_EVENT } from '../common/telemetry/exchange-event';
export type { ExchangeListener, IntegrationExchangeEvent } from '../common/telemetry/exchange-event';
export type { IntegrationModuleName } from '../common/telemetry/integration-module';
export { INTEGRATION_METRICS } from '../common/telemetry/integration-metrics';
export { RETRY_EVENT } from '../common/telemetry/retry-event';
