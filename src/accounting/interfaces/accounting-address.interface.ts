/** A postal address as the accounting API nests it in its answers. */
export interface AccountingAddress {
  straat: string;
  huisnummer: string;
  postcode: string;
  plaats: string;
  /** ISO 3166-1 alpha-2 country code. */
  land: string;
}
