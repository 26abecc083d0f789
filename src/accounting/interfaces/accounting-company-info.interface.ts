import type { AccountingAddress } from './accounting-address.interface';

/** The administration the client key belongs to: the answer of `getCompanyInfo()` (`GET /companyInfo`). */
export interface AccountingCompanyInfo {
  /** The administration's id. */
  administratieIdentifier: string;
  /** The company's name. */
  naam: string;
  /** The Chamber of Commerce (KVK) number. */
  kvkNummer: string;
  /** The VAT (BTW) number. */
  btwNummer: string;
  /** The bank account's IBAN. */
  iban: string;
  /** The company's email. */
  email: string;
  /** The company's address. */
  adres: AccountingAddress;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
