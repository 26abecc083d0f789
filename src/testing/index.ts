export * from './accounting-sandbox';
export type {
  AccountingAddress,
  AccountingArticle,
  AccountingCompanyInfo,
  AccountingRelation,
  AccountingSalesOrder,
  AccountingSalesOrderLine,
  AccountingSandboxData,
} from './accounting-sandbox-seed';
export * from './api-sandbox';
export * from './delivery-sandbox';
export { DELIVERY_SANDBOX_DEBTOR, DELIVERY_SANDBOX_STATUS_DEBTOR } from './delivery-sandbox-seed';
export type { DeliveryDebtor, DeliveryMessageRecord } from './delivery-sandbox-seed';
export * from './sandbox-server';
export * from './sandbox-tokens';
export * from './unresponsive-listener';
