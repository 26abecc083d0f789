/**
 * The Delivery module: `DeliveryModule` and its `DeliveryClient` for the message-delivery portal's status API, with
 * its options, settings and exceptions.
 * @packageDocumentation
 */
export { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
export { ConnectionException } from '../common/http/connection.exception';
export * from './delivery-configuration.exception';
export * from './delivery-filters';
export * from './delivery-settings';
export * from './delivery.client';
export * from './delivery.config';
export * from './delivery-env';
export * from './delivery.constants';
export * from './delivery.exception';
export { DELIVERY_MODULE_OPTIONS } from './delivery.module-definition';
export * from './delivery.module';
export * from './i18n/delivery-catalogue';
export * from './interfaces/delivery-module-options.interface';
export * from './interfaces/delivery-options-factory.interface';
export * from './message';
export * from './message-status';
export { INTEGRATION_EXCHANGE_EVENT } from '../common/telemetry/exchange-event';
export type { ExchangeListener, IntegrationExchangeEvent } from '../common/telemetry/exchange-event';
export type { IntegrationModuleName } from '../common/telemetry/integration-module';
export { INTEGRATION_METRICS } from '../common/telemetry/integration-metrics';
export { RETRY_EVENT } from '../common/telemetry/retry-event';
