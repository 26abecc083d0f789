/** One line of an `AccountingSalesOrder`. */
export interface AccountingSalesOrderLine {
  /** The article the line sells (its `id`). */
  artikel?: {
    /** The article's id. */
    id: string;
  };
  /** The line's description. */
  omschrijving?: string;
  /** The quantity. */
  aantal?: number;
  /** The price per unit, excluding VAT. */
  stuksprijs?: number;
  /** `aantal * stuksprijs`, rounded to cents, when both are numbers. */
  totaal?: number;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
