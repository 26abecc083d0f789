/** An article that sales order lines can refer to: an element of the answer of `getArtikelen()` (`GET /artikelen`). */
export interface AccountingArticle {
  /** The article's id. */
  id: string;
  /** The article's code. */
  artikelcode: string;
  /** The article's description. */
  omschrijving: string;
  /** Sales price per unit, excluding VAT. */
  verkoopprijs: number;
  /** The unit the article is sold in. */
  eenheid: string;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
