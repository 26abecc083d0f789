import Database from 'better-sqlite3';

/** The rows a query gives on the SQLite file of a `sqlite://` URL, read past the module (read-only). */
export async function sqliteRows(url: string, query: string): Promise<unknown[]> {
  const database = new Database(url.replace(/^sqlite:\/\//, ''), { readonly: true });
  try {
    return database.prepare(query).all();
  } finally {
    database.close();
  }
}
