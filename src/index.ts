/**
 * Everything of `./common`, `./delivery`, `./accounting` and `./lock` from one import. Importing a subpath instead
 * loads only that module.
 * @packageDocumentation
 */
export * from './common';
export * from './delivery';
export * from './accounting';
export * from './lock';
export { IntegrationExceptionFilter } from './common/errors/integration-exception.filter';
export { type IntegrationExceptionBody } from './common/errors/integration-answer-reply';
export { integrationExceptionAnswer } from './common/errors/integration-exception-answer-of';
export { LogEvent, type LogFieldValue, type LogFields, type LogRedaction } from './common/logging/log-event';
