export * from './common';
export * from './delivery';
export * from './accounting';
export * from './lock';
export {
  IntegrationExceptionFilter,
  type IntegrationExceptionBody,
} from './common/errors/integration-exception.filter';
export {
  integrationExceptionAnswer,
  type IntegrationExceptionAnswer,
} from './common/errors/integration-exception-answer';
export { LogEvent, type LogFieldValue, type LogFields } from './common/logging/log-event';
