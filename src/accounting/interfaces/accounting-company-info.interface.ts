import type { AccountingAddress } from './accounting-address.interface';

/** The administration the client key belongs to: the answer of `getCompanyInfo()` (`GET /companyInfo`). */
export interface AccountingCompanyInfo {
  administratieIdentifier: string;
  naam: string;
  kvkNummer: string;
  btwNummer: string;
  iban: string;
  email: string;
  adres: AccountingAddress;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
