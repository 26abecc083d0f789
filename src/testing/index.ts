export * from './delivery-sandbox';
export { DELIVERY_SANDBOX_DEBTOR, DELIVERY_SANDBOX_STATUS_DEBTOR } from './delivery-sandbox-seed';
export type { DeliveryDebtor, DeliveryMessageRecord } from './delivery-sandbox-seed';
export * from './sandbox-server';
export * from './unresponsive-listener';
