/**
 * The query builder, loaded at the database's first use: an app that never needs the lock database never loads
 * it (so the persistence files import its types only).
 */
export function kyselyPackage(): typeof import('kysely') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('kysely') as typeof import('kysely');
}
