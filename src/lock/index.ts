/**
 * The Lock module: `LockModule` and its `Lock` manager for the smart-lock cloud API, with the lock database, the
 * module's own users and permissions, webhooks, the console and their options and exceptions.
 * @packageDocumentation
 */
export { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
export { ConnectionException } from '../common/http/connection.exception';
export * from './access/lock-access';
export * from './access/lock-access.module';
export * from './access/lock-account-gate';
export * from './access/lock-account-manager';
export * from './access/lock-grant';
export * from './access/lock-grant-repository';
export * from './access/lock-grants';
export * from './access/lock-permission';
export * from './access/lock-permission.filter';
export * from './access/lock-permission.guard';
export * from './access/lock-user-access';
export type { PermittedSmartLocks } from './access/permitted-smart-locks';
export type { PermittedSmartLockSettings } from './access/permitted-smart-lock-settings';
export type { PermittedSmartlockAuths } from './access/permitted-smartlock-auths';
export type { PermittedSmartlockLogs } from './access/permitted-smartlock-logs';
export * from './access/require-lock-permission.decorator';
export * from './accounts/lock-account-registry';
export * from './auth/cache-token-store';
export * from './console/lock-console.module';
export * from './console/lock-console-settings';
export * from './demo/lock-demo';
export { LOCK_DEMO_GUEST, LOCK_DEMO_OWNER } from './demo/lock-demo-seeder';
export * from './auth/database-account-tokens';
export * from './auth/lock-token-store';
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
export * from './errors/lock-account-disabled.exception';
export * from './errors/user-authentication.exception';
export * from './errors/unusable-answer.exception';
export * from './interfaces/lock-console-options.interface';
export * from './interfaces/lock-module-options.interface';
export * from './interfaces/lock-options-factory.interface';
export * from './interfaces/lock-options.interface';
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
export * from './maintenance/lock-maintenance.module';
export * from './maintenance/lock-pruner';
export * from './persistence/account-credentials';
export * from './persistence/account-writes';
export * from './persistence/database-account-registry';
export * from './persistence/database-token-store';
export * from './persistence/lock-database';
export * from './persistence/lock-database-settings';
export * from './persistence/lock-database-unavailable.filter';
export * from './persistence/lock-database-url';
export * from './persistence/lock-persistence.module';
export type { LockTables } from './persistence/lock-tables';
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
export * from './support/lock-config';
export * from './support/weekday-bitmask';
export * from './users/lock-auth.controller';
export * from './users/lock-auth.decorators';
export * from './users/lock-auth.guard';
export * from './users/lock-auth.service';
export * from './users/lock-password-reset';
export * from './users/lock-password-rules';
export * from './users/lock-user';
export * from './users/lock-user-repository';
export * from './users/lock-users';
export * from './users/lock-users.module';
export * from './users/login-code-notifier';
export * from './users/login-code-repository';
export * from './users/login-attempt-counter';
export * from './users/known-devices';
export * from './users/known-device-cookie';
export * from './users/login-limiter';
export * from './users/lock-login-limit.exception';
export * from './users/lock-login-limit.filter';
export * from './users/session-repository';
export * from './users/password-hasher';
export { DEFAULT_SCRYPT_COST, MIN_PRODUCTION_SCRYPT_N } from './users/scrypt-cost';
export type { ScryptCost } from './users/scrypt-cost';
export * from './webhooks/lock-webhook-event-names';
export * from './webhooks/lock-webhook-events';
export * from './webhooks/lock-webhook-headers';
export * from './webhooks/lock-webhook-receiver';
export * from './webhooks/lock-webhook-registration';
export * from './webhooks/lock-webhook.controller';
export * from './webhooks/lock-webhook-claim-timeout';
export * from './webhooks/lock-webhooks.module';
export * from './webhooks/processed-webhooks';
export * from './webhooks/webhook-secret-store';
export * from './webhooks/webhook-signature';
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
