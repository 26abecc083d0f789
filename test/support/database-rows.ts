import { Client } from 'pg';
import { openTestSqliteFile } from './test-sqlite-file';

/** The rows of a query on the database of a `LOCK_DATABASE_URL` (SQLite read-only, or PostgreSQL), read past the module. */
export async function databaseRows(url: string, query: string): Promise<Record<string, unknown>[]> {
  if (url.startsWith('sqlite://')) {
    const database = openTestSqliteFile(url.replace(/^sqlite:\/\//, ''), { readonly: true });
    try {
      return database.all(query);
    } finally {
      database.close();
    }
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Runs one statement on the database of a `LOCK_DATABASE_URL` (SQLite or PostgreSQL), past the module. */
export async function executeOn(url: string, statement: string): Promise<void> {
  if (url.startsWith('sqlite://')) {
    const database = openTestSqliteFile(url.replace(/^sqlite:\/\//, ''));
    try {
      database.exec(statement);
    } finally {
      database.close();
    }
    return;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
