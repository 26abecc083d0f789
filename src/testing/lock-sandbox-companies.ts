import { LockApiRoute } from './lock-sandbox-http';

/** A company that installs and services devices (the `Company` schema). */
export interface LockCompany {
  /** Its name. */
  name: string;
  /** Its email. */
  email: string;
}

/** The companies the vendor lists, the same for every account. */
export const COMPANIES: readonly LockCompany[] = [
  { name: 'Slotenmaker Centrum', email: 'info@slotenmaker.lock.example' },
  { name: 'Schließtechnik Nord', email: 'kontakt@schliesstechnik.lock.example' },
  { name: 'Secure Doors Ltd', email: 'hello@securedoors.lock.example' },
];

/** `GET /company`: the companies. */
export const COMPANY_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/company', handle: () => ({ status: 200, body: COMPANIES }) },
];
