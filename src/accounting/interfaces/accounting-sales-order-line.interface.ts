/** One line of an `AccountingSalesOrder`. */
export interface AccountingSalesOrderLine {
  artikel?: { id: string };
  omschrijving?: string;
  aantal?: number;
  stuksprijs?: number;
  /** `aantal * stuksprijs`, rounded to cents, when both are numbers. */
  totaal?: number;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
