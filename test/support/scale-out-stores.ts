import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { describeOnDatabases, TEST_POSTGRES_URL } from './lock-databases';
import { hasRedisServerBinary } from './redis-server';

/**
 * The shared stores of a scale-out suite (issue 20): a PostgreSQL database of its own on the machine's PostgreSQL,
 * or one SQLite file for several processes; the Redis is the suite's own `redis-server` (see redis-server.ts).
 */

/** A database of its own for one scale-out suite, and what the suite does to it. */
export interface ScaleOutPostgres {
  /** The database name, `scale_out_<hex>`. */
  readonly name: string;
  /** Its `LOCK_DATABASE_URL`, straight to PostgreSQL. */
  readonly url: string;
  /** Where PostgreSQL listens: the target of a fault proxy. */
  readonly address: { host: string; port: number };
  /** The same URL through a fault proxy on 127.0.0.1 at `port`. */
  urlThrough(port: number): string;
  /** Terminates every backend of the database (as a restart or failover would) and answers how many. */
  terminateAppConnections(): Promise<number>;
  /** How many backends the database has now. */
  backendCount(): Promise<number>;
  /** Drops the database, whatever is still connected (`WITH (FORCE)`). */
  drop(): Promise<void>;
}

/** Creates a database `scale_out_<random hex>` on the machine's PostgreSQL (`TEST_POSTGRES_URL`). */
export async function createPostgresDatabase(): Promise<ScaleOutPostgres> {
  const name = `scale_out_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const urlAt = (host: string, port: string): string => {
    const url = new URL(TEST_POSTGRES_URL);
    url.hostname = host;
    url.port = port;
    url.pathname = `/${name}`;
    return url.toString();
  };
  const server = new URL(TEST_POSTGRES_URL);
  return {
    name,
    url: urlAt(server.hostname, server.port),
    address: { host: server.hostname, port: Number(server.port || 5432) },
    urlThrough: (port) => urlAt('127.0.0.1', String(port)),
    terminateAppConnections: () =>
      onServer(async (client) => {
        const { rows } = await client.query<{ terminated: number }>(
          `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS terminated
             FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        );
        return rows[0].terminated;
      }),
    backendCount: () =>
      onServer(async (client) => {
        const { rows } = await client.query<{ backends: number }>(
          'SELECT count(*)::int AS backends FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return rows[0].backends;
      }),
    drop: async () => {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** An SQLite file that several processes share. */
export interface ScaleOutSqlite {
  /** Its `LOCK_DATABASE_URL`, `sqlite:///tmp/...`. */
  readonly url: string;
  /** Deletes the file and its `-wal` and `-shm` companions. */
  remove(): void;
}

/** A new SQLite file path in the temp directory (the module creates the file). */
export function createSqliteFile(): ScaleOutSqlite {
  const path = join(tmpdir(), `scale-out-${randomUUID()}.sqlite`);
  return {
    url: `sqlite://${path}`,
    remove: () => {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
    },
  };
}

/** The database a scale-out suite runs on. */
export type ScaleOutDatabaseKind = 'SQLite' | 'PostgreSQL';

/**
 * Runs the suite once on SQLite and once on PostgreSQL (as `describeOnDatabases`), when a `redis-server` binary
 * is on PATH. A missing binary, or a missing PostgreSQL, skips what needs it with one line saying why, except
 * with `CI=true`, where it is a failure.
 */
export function describeScaleOut(title: string, suite: (database: ScaleOutDatabaseKind) => void): void {
  if (hasRedisServerBinary()) {
    describeOnDatabases(title, (database) => suite(database.name));
    return;
  }
  const problem = 'the redis-server binary is not on PATH';
  if (process.env.CI === 'true') {
    describe(`${title} (redis-server required, CI=true)`, () => {
      it(`has what it needs: ${problem}`, () => {
        throw new Error(`CI=true, so these tests must run, but ${problem}`);
      });
    });
  } else {
    process.stderr.write(`Skipping ${title}: ${problem} (set CI=true to make this a failure).\n`);
  }
}

/** Runs `work` with a client on the `TEST_POSTGRES_URL` database (never the scale-out one), then closes it. */
async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
