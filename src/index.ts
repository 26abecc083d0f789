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
export * from './lock/persistence';
export * from './lock/users';
export * from './lock/access';
export * from './lock/webhooks';
export * from './lock/maintenance';
export * from './lock/console';
export * from './lock/demo';
export { IntegrationExceptionFilter } from './common/errors/integration-exception.filter';
export { type IntegrationExceptionBody } from './common/errors/integration-answer-reply';
export { integrationExceptionAnswer } from './common/errors/integration-exception-answer-of';
export { LogEvent, type LogFieldValue, type LogFields, type LogRedaction } from './common/logging/log-event';
