/**
 * Sandboxes for tests and demos: real HTTP servers on 127.0.0.1 that behave like the three vendor APIs, with seeded
 * data.
 *
 * - {@link DeliverySandbox}, {@link AccountingSandbox} and {@link LockSandbox}, each on a port of its own.
 * - {@link startSandboxes} starts several at once.
 * @module @vendor/nest-integrations/testing
 */
export * from './accounting-sandbox';
// The answers the sandbox serves are the accounting API's own types (`@vendor/nest-integrations/accounting`).
export type {
  AccountingAddress,
  AccountingArticle,
  AccountingCompanyInfo,
  AccountingRelation,
  AccountingSalesOrder,
  AccountingSalesOrderLine,
} from '../accounting';
export type { AccountingSandboxData } from './accounting-sandbox-seed';
export * from './api-sandbox';
export * from './delivery-sandbox';
export * from './env-block';
export * from './lock-sandbox';
export type { LockIntercomBrand, LockIntercomModel } from './lock-sandbox-intercoms';
export {
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_HOME_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
} from './lock-sandbox-seed';
export type {
  DeepReadonly,
  LockAccount,
  LockAccountData,
  LockAccountUser,
  LockDecentralWebhook,
  LockNotificationConfig,
  LockNotificationSetting,
  LockNotificationWebhook,
  LockSandboxData,
  LockSandboxDataView,
  LockSmartlock,
  LockSmartlockAuth,
  LockSmartlockLog,
  LockSmartlockState,
  LockWebhookLog,
  LockWebhookMessage,
} from './lock-sandbox-data';
export type {
  LockAccountIntegration,
  LockAccountOtp,
  LockAccountSetting,
  LockAccountSubscription,
  LockAccountWebSetting,
  LockAddress,
  LockAddressReservation,
  LockAddressToken,
  LockAddressUnit,
  LockAdvancedApiKey,
  LockApiKey,
  LockApiKeyToken,
  LockObjectId,
  LockStaleDevice,
  LockSubAccount,
} from './lock-sandbox-account-data';
export type {
  LockOpenerAdvancedConfig,
  LockSmartdoorAdvancedConfig,
  LockSmartlockAdvancedConfig,
  LockSmartlockConfig,
  LockSmartlockWebConfig,
} from './lock-sandbox-device-config';
export { DELIVERY_SANDBOX_DEBTOR, DELIVERY_SANDBOX_STATUS_DEBTOR } from './delivery-sandbox-seed';
export type { DeliveryDebtor, DeliveryMessageRecord } from './delivery-sandbox-seed';
export * from './sandbox-launcher';
export * from './sandbox-server';
export * from './sandbox-tokens';
export * from './unresponsive-listener';
