/**
 * The Accounting module: a client for an accounting web API that signs in with a client key.
 *
 * - Module: {@link AccountingModule}.
 * - Client: {@link AccountingApi}, injectable, with typed answers ({@link AccountingRelation},
 *   {@link AccountingSalesOrder}, ...) and {@link EchoService} to check the connection.
 * - Exceptions: {@link AccountingException}, next to the core's {@link ConnectionException} and
 *   {@link InvalidArgumentException}.
 * - Options: {@link AccountingModuleOptions} and the settings from env variables
 *   ({@link accountingOptionsFromEnv}).
 *
 * Without NestJS, use `@vendor/nest-integrations/accounting/standalone`.
 * @module @vendor/nest-integrations/accounting
 */
export { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
export { ConnectionException } from '../common/http/connection.exception';
export * from './accounting-api';
export * from './accounting-client';
export * from './accounting-env';
export * from './accounting-payload';
export * from './accounting.config';
export * from './accounting.constants';
export * from './accounting.exception';
export { ACCOUNTING_MODULE_OPTIONS } from './accounting.module-definition';
export * from './accounting.module';
export * from './echo-result';
export * from './echo.service';
export * from './interfaces/accounting-address.interface';
export * from './interfaces/accounting-article.interface';
export * from './interfaces/accounting-company-info.interface';
export * from './interfaces/accounting-module-options.interface';
export * from './interfaces/accounting-options-factory.interface';
export * from './interfaces/accounting-options.interface';
export * from './interfaces/accounting-relation.interface';
export * from './interfaces/accounting-sales-order-line.interface';
export * from './interfaces/accounting-sales-order.interface';
export * from './support/accounting-config';
export { INTEGRATION_EXCHANGE_EVENT } from '../common/telemetry/exchange-event';
export type { ExchangeListener, IntegrationExchangeEvent } from '../common/telemetry/exchange-event';
export type { IntegrationModuleName } from '../common/telemetry/integration-module';
export { INTEGRATION_METRICS } from '../common/telemetry/integration-metrics';
export { RETRY_EVENT } from '../common/telemetry/retry-event';
