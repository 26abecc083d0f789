import type { AccountingAddress } from './accounting-address.interface';

/**
 * A relation (customer or supplier): an element of the answer of `getRelaties()` (`GET /relaties`), and the
 * answer of `createRelatie()` (`POST /relaties`).
 */
export interface AccountingRelation {
  /** The relation's id. */
  id: string;
  /** The relation's number. */
  relatiecode: number;
  /** The relation's name. */
  naam: string;
  /** What the relation is, e.g. `Klant` (customer). */
  relatiesoort: string[];
  /** The relation's email. */
  email?: string;
  /** The relation's phone number. */
  telefoon?: string;
  /** The Chamber of Commerce (KVK) number. */
  kvkNummer?: string;
  /** The address of the relation's establishment. */
  vestigingsAdres?: AccountingAddress;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}
