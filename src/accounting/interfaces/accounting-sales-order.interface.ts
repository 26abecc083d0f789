import type { AccountingSalesOrderLine } from './accounting-sales-order-line.interface';

/** A sales order: the answer of `createVerkooporder()` (`POST /verkooporders`). */
export interface AccountingSalesOrder {
  /** The order's id. */
  id: string;
  /** The relation the order is for (its `id`). */
  relatie: {
    /** The relation's id. */
    id: string;
  };
  /** The order's processing status. */
  procesStatus: string;
  /** The order's lines. */
  regels: AccountingSalesOrderLine[];
  /** The sum of the line totals, rounded to cents. */
  totaalExclusiefBtw: number;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
