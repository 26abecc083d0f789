/**
 * The Accounting client without NestJS, for a plain Node script: loads no `@nestjs/*` module.
 *
 * - Client: {@link AccountingApi}, constructed with {@link AccountingStandaloneOptions}, with the same typed
 *   answers as the module's client.
 * - Exceptions: {@link AccountingException} and {@link InvalidArgumentException}.
 * @module @vendor/nest-integrations/accounting/standalone
 */
// The standalone flavour: nothing imported here may load a `@nestjs/*` module (a test checks `require.cache`).
export { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
export * from '../accounting-client';
export * from '../accounting-payload';
export * from '../accounting.exception';
export * from '../interfaces/accounting-address.interface';
export * from '../interfaces/accounting-article.interface';
export * from '../interfaces/accounting-company-info.interface';
export * from '../interfaces/accounting-options.interface';
export * from '../interfaces/accounting-relation.interface';
export * from '../interfaces/accounting-sales-order-line.interface';
export * from '../interfaces/accounting-sales-order.interface';
export * from '../support/accounting-config';
export * from './accounting-api';
export { INTEGRATION_EXCHANGE_EVENT } from '../../common/telemetry/exchange-event';
export type { ExchangeListener, IntegrationExchangeEvent } from '../../common/telemetry/exchange-event';
export type { IntegrationModuleName } from '../../common/telemetry/integration-module';
export { INTEGRATION_METRICS } from '../../common/telemetry/integration-metrics';
export { RETRY_EVENT } from '../../common/telemetry/retry-event';
