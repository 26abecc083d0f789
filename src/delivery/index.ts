/**
 * The Delivery module: signs in to a message-delivery portal and reads the delivery status of messages.
 *
 * - Module: {@link DeliveryModule}: `forRoot()` reads the `DELIVERY_*` env variables, options given override them.
 * - Client: {@link DeliveryClient}, injectable, with the {@link Message} and {@link MessageStatus} it answers.
 * - Exceptions: {@link DeliveryException} for the portal's refusals and {@link DeliveryConfigurationException}
 *   for incomplete settings, next to the core's {@link ConnectionException} and
 *   {@link InvalidArgumentException}.
 * - Options: {@link DeliveryModuleOptions} and the settings from env variables ({@link deliveryOptionsFromEnv}).
 * @module @vendor/nest-integrations/delivery
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
