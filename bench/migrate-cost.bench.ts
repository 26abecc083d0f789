/**
 * The lock database's boot migrate on PostgreSQL (the built `dist/`), on a server that holds its one schema, then
 * on the same server with 400 other migrated lock schemas (a host with many tenants, or test runs): each round a
 * new LockDatabase, as a booting process makes it, times `migrate()` (connecting included). Two cases:
 * - up to date: what every boot pays; held to at most 1.5 times the cost with one schema (issue 31: before it,
 *   Kysely's migrator read every column of every schema, 26-41 ms with one schema, 508-654 ms with 400);
 * - one migration pending (a new schema each round, every migration run): what an upgrade pays, reported.
 * The phases cannot take turns (the schemas are there or not), so the ratio is the median with the others over
 * the median without them. The schemas the benchmark makes (`lock_bench_<id>_*`) are dropped at its end.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Client } from 'pg';
import type { Benchmark } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { median } from './support/statistics';

/** The up-to-date boot migrate with the other schemas costs at most this many times what it costs without. */
const TARGET_RATIO = 1.5;
/** Other schemas made per statement batch (one transaction: its locks must fit the server's lock table). */
const SCHEMAS_PER_BATCH = 10;

export const migrateCost: Benchmark = {
  id: 'migrate-cost',
  async run({ settings }): Promise<BenchmarkResult> {
    const { rounds, pendingRounds, otherSchemas } = settings.migrateCost;
    const server = new PostgresServer(settings.postgresUrl, `lock_bench_${randomBytes(4).toString('hex')}`);
    await server.connect();
    try {
      const own = await server.migratedSchema('own');
      const alreadyThere = await server.schemaCount();
      const alone = await timedBoots(server.urlOf(own), rounds);
      const pendingAlone = await pendingBoots(server, pendingRounds);
      await server.copies(own, otherSchemas);
      const crowded = await timedBoots(server.urlOf(own), rounds);
      const pendingCrowded = await pendingBoots(server, pendingRounds);
      const baselineName = alreadyThere === 1 ? '1 schema' : `${alreadyThere} schemas`;
      const row = (name: string, measured: number[], baseline: number[], bound?: number): Figure =>
        figure(
          {
            name,
            value: median(measured),
            unit: 'ms',
            baseline: { name: baselineName, value: median(baseline) },
            ratio: median(measured) / median(baseline),
          },
          bound === undefined ? undefined : { of: 'ratio', comparison: '<=', bound },
        );
      return {
        id: 'migrate-cost',
        title: `Lock database boot migrate on PostgreSQL: ${otherSchemas} other schemas vs its own alone`,
        method:
          `${rounds} boots of an up-to-date schema, then ${pendingRounds} of a new one (every migration run), ` +
          'each a new LockDatabase timing migrate() with its connecting, one after a warm-up; first with the ' +
          `schemas the server held (${alreadyThere}, the benchmark's own included), then with ${otherSchemas} ` +
          'migrated lock schemas more; medians; ratio = the median with them over the median without. Target: ' +
          `the up-to-date boot at most ${TARGET_RATIO} times its cost without them.`,
        figures: [
          row(`Up-to-date boot migrate, ${otherSchemas} other schemas`, crowded, alone, TARGET_RATIO),
          row(`Boot migrate of a new schema, ${otherSchemas} other schemas`, pendingCrowded, pendingAlone),
        ],
      };
    } finally {
      await server.dropAll();
      await server.close();
    }
  },
};

/** The milliseconds of `migrate()` of a new LockDatabase on the URL, `rounds` times after a warm-up. */
async function timedBoots(url: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = -1; round < rounds; round += 1) {
    const time = await timedBoot(url);
    if (round >= 0) times.push(time);
  }
  return times;
}

/** The milliseconds of `migrate()` of a new LockDatabase on a new schema, `rounds` times after a warm-up. */
async function pendingBoots(server: PostgresServer, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = -1; round < rounds; round += 1) {
    const schema = await server.newSchema(`pending_${round + 1}`);
    const time = await timedBoot(server.urlOf(schema));
    await server.drop(schema);
    if (round >= 0) times.push(time);
  }
  return times;
}

async function timedBoot(url: string): Promise<number> {
  const { LockDatabase, lockDatabaseLocation } = built();
  const database = new LockDatabase(() => lockDatabaseLocation(url));
  try {
    const started = performance.now();
    await database.migrate();
    return performance.now() - started;
  } finally {
    await database.close();
  }
}

/**
 * LockDatabase and the location of a URL from the built files (no subpath exports the location), typed by their
 * sources; loaded when the benchmark runs, after the runner has built the package.
 */
function built(): typeof import('../src/lock/application/persistence/lock-database') &
  typeof import('../src/lock/application/persistence/lock-database-url') {
  const dist = resolve(__dirname, '..', 'dist', 'lock', 'application', 'persistence');
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require(
      resolve(dist, 'lock-database.js'),
    ) as typeof import('../src/lock/application/persistence/lock-database')),
    ...(require(
      resolve(dist, 'lock-database-url.js'),
    ) as typeof import('../src/lock/application/persistence/lock-database-url')),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** The benchmark's PostgreSQL: the schemas it makes, all named `<prefix>_*`. */
class PostgresServer {
  private readonly client: Client;
  private readonly made: string[] = [];

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    this.client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  }

  async connect(): Promise<void> {
    try {
      await this.client.connect();
    } catch (error) {
      throw new Error(
        `no PostgreSQL at ${new URL(this.url).host} (BENCH_POSTGRES_URL): ${(error as Error).message}`,
      );
    }
  }

  /** The `LOCK_DATABASE_URL` of the schema. */
  urlOf(schema: string): string {
    const options = encodeURIComponent(`-c search_path=${schema}`);
    return `${this.url}${this.url.includes('?') ? '&' : '?'}options=${options}`;
  }

  /** How many schemas the server's database holds, its own (`pg_*`, information_schema) left out. */
  async schemaCount(): Promise<number> {
    const { rows } = await this.client.query<{ count: number }>(
      "select count(*)::int as count from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'" +
        " and nspname <> 'public'",
    );
    return rows[0].count;
  }

  async newSchema(name: string): Promise<string> {
    const schema = `${this.prefix}_${name}`;
    this.made.push(schema);
    await this.client.query(`create schema ${schema}`);
    return schema;
  }

  /** A new schema on which every migration has run. */
  async migratedSchema(name: string): Promise<string> {
    const schema = await this.newSchema(name);
    await timedBoot(this.urlOf(schema));
    return schema;
  }

  /** `count` copies of the tables of `schema` (their columns, keys and indexes) and of its migration rows. */
  async copies(schema: string, count: number): Promise<void> {
    const { rows } = await this.client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = $1 order by tablename',
      [schema],
    );
    for (let first = 0; first < count; first += SCHEMAS_PER_BATCH) {
      const batch = Array.from({ length: Math.min(SCHEMAS_PER_BATCH, count - first) }, (_, index) => {
        const copy = `${this.prefix}_other_${first + index}`;
        this.made.push(copy);
        return [
          `create schema ${copy};`,
          ...rows.map(({ name }) => `create table ${copy}.${name} (like ${schema}.${name} including all);`),
          `insert into ${copy}.lock_migrations select * from ${schema}.lock_migrations;`,
        ].join('\n');
      });
      await this.client.query(batch.join('\n'));
    }
  }

  async drop(schema: string): Promise<void> {
    await this.client.query(`drop schema if exists ${schema} cascade`);
    this.made.splice(this.made.indexOf(schema), 1);
  }

  async dropAll(): Promise<void> {
    for (const schema of [...this.made]) await this.drop(schema);
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
