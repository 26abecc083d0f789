import type { AccountingSalesOrderLine } from './accounting-sales-order-line.interface';

/** A sales order: the answer of `createVerkooporder()` (`POST /verkooporders`). */
export interface AccountingSalesOrder {
  id: string;
  relatie: { id: string };
  procesStatus: string;
  regels: AccountingSalesOrderLine[];
  /** The sum of the line totals, rounded to cents. */
  totaalExclusiefBtw: number;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
