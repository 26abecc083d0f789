/** The modules whose calls and exchanges are traced, as they appear in span attributes, metric labels and events. */
export type IntegrationModuleName = 'delivery' | 'accounting' | 'lock';

/** The account key of the modules that have one account (Delivery, Accounting). */
export const SINGLE_ACCOUNT_KEY = 'default';
