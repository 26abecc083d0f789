import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { isDatabaseUnavailability } from './database-unavailability';

/**
 * A pg `Pool` as Kysely's PostgreSQL dialect takes it, made safe for a long-running process:
 * - no `'error'` of the pool or of any of its clients reaches the process unhandled (pg emits one when the server
 *   ends a connection: `pg_terminate_backend`, a restart, a failover, an idle-connection kill, a reset). The pool
 *   drops the broken client and `onConnectionError` hears of it;
 * - a client whose connection failed during a statement (reset, timed out: `query_timeout`) is released with its
 *   error, so the pool ends it instead of lending it again; until then it refuses further statements at once
 *   (a transaction's rollback after a timeout does not wait a second time).
 */
export function guardedPgPool(pool: Pool, onConnectionError: (error: Error) => void): PostgresPool {
  pool.on('error', onConnectionError);
  // A client lent out has no listener of the pool's: without this one, its connection's end would throw.
  pool.on('connect', (client: PoolClient) => client.on('error', onConnectionError));
  const guarded = new WeakMap<PoolClient, GuardedClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let guard = guarded.get(client);
      if (guard === undefined) {
        guard = new GuardedClient(client);
        guarded.set(client, guard);
      }
      return guard;
    },
    end: () => pool.end(),
  };
}

/** One pooled client as Kysely sees it: the same client object each time it is lent, so Kysely keeps one connection. */
class GuardedClient implements PostgresPoolClient {
  #broken?: Error;

  constructor(private readonly client: PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: never): never;
  async query<R>(sql: string, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#broken !== undefined) throw this.#broken;
    try {
      return (await this.client.query(sql, parameters as unknown[])) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (isDatabaseUnavailability(error)) this.#broken = error as Error;
      throw error;
    }
  }

  release(): void {
    const broken = this.#broken;
    this.#broken = undefined;
    this.client.release(broken);
  }
}
