// First: without the optional peer @nestjs/terminus, importing ./health fails with one line naming it.
import './terminus-peer';

export * from './accounting-health.indicator';
export * from './delivery-health.indicator';
export * from './lock-health.indicator';
