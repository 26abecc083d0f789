/** An article that sales order lines can refer to: an element of the answer of `getArtikelen()` (`GET /artikelen`). */
export interface AccountingArticle {
  id: string;
  artikelcode: string;
  omschrijving: string;
  /** Sales price per unit, excluding VAT. */
  verkoopprijs: number;
  eenheid: string;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
