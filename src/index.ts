/**
 * Everything of the package in one import: the three modules (Delivery, Accounting, Lock), the shared core and the
 * Lock application's features, plus the opt-in {@link IntegrationExceptionFilter} that answers a module's exceptions
 * as HTTP problem details, and {@link LogEvent}, the fields of the modules' log lines.
 *
 * Each export is documented once, on the page of the subpath it comes from: `@vendor/nest-integrations/delivery`, `/accounting`,
 * `/lock`, `/common` and the Lock application's `/lock/persistence`, `/lock/users`, `/lock/access`,
 * `/lock/webhooks`, `/lock/maintenance`, `/lock/console` and `/lock/demo`. Importing a subpath instead of this
 * one loads only that part. Not in here: `/accounting/standalone`, `/commands`, `/health` and `/testing`, which
 * need their own import.
 * @module @vendor/nest-integrations
 */
export * from './common';
export * from './delivery';
export * from './accounting';
export * from './lock';
export * from './lock/application/persistence';
export * from './lock/application/users';
export * from './lock/application/access';
export * from './lock/application/webhooks';
export * from './lock/application/maintenance';
export * from './lock/application/console';
export * from './lock/application/demo';
export { IntegrationExceptionFilter } from './common/errors/integration-exception.filter';
export { type IntegrationExceptionBody } from './common/errors/integration-answer-reply';
export { integrationExceptionAnswer } from './common/errors/integration-exception-answer-of';
export { LogEvent, type LogFieldValue, type LogFields, type LogRedaction } from './common/logging/log-event';
