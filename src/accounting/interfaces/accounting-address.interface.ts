/** A postal address as the accounting API nests it in its answers. */
export interface AccountingAddress {
  /** The street. */
  straat: string;
  /** The house number. */
  huisnummer: string;
  /** The postal code. */
  postcode: string;
  /** The town. */
  plaats: string;
  /** ISO 3166-1 alpha-2 country code. */
  land: string;
}
