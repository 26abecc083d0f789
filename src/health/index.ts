/**
 * Health indicators for `@nestjs/terminus` (an optional peer), one per module, over the app's own clients.
 *
 * - {@link DeliveryHealthIndicator}, {@link AccountingHealthIndicator} and {@link LockHealthIndicator}.
 * - Options: {@link HealthCheckOptions}.
 * @module @vendor/nest-integrations/health
 */
// First: without the optional peer @nestjs/terminus, importing ./health fails with one line naming it.
import './terminus-peer';

export * from './accounting-health.indicator';
export * from './delivery-health.indicator';
export * from './health-check-options';
export * from './lock-health.indicator';
