/**
 * Everything of `./common`, `./delivery`, `./accounting`, `./lock` and the lock application's subpaths
 * (`./lock/persistence`, `./lock/users`, `./lock/access`, `./lock/webhooks`, `./lock/maintenance`, `./lock/console`,
 * `./lock/demo`) from one import. Importing a subpath instead loads only that module.
 * @packageDocumentation
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
