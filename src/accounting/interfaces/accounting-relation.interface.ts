import type { AccountingAddress } from './accounting-address.interface';

/**
 * A relation (customer or supplier): an element of the answer of `getRelaties()` (`GET /relaties`), and the
 * answer of `createRelatie()` (`POST /relaties`).
 */
export interface AccountingRelation {
  id: string;
  relatiecode: number;
  naam: string;
  relatiesoort: string[];
  email?: string;
  telefoon?: string;
  kvkNummer?: string;
  vestigingsAdres?: AccountingAddress;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
