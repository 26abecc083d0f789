import type { Client, Notification } from 'pg';
import { requireOptionalPeer } from '../../../common/peers/optional-peer';
import { kyselyPackage } from '../persistence/kysely-package';
import type { LockDatabase } from '../persistence/lock-database';
import { LockLiveLog, LockLiveTransport, reconnectPauseMs } from './lock-live-transport';

/**
 * The channel of the lock database's schema, computed by PostgreSQL itself on both sides: NOTIFY channels belong to
 * the whole database, so apps on other schemas of it (or test runs) never hear each other's events.
 */
const CHANNEL_SQL = `'lock_live_' || left(md5(current_schema()), 16)`;

/** What the PostgreSQL transport needs of the lock database and its settings. */
export interface PostgresLiveTransportOptions {
  /** The lock database: `NOTIFY` goes through its pool (one short statement per event). */
  database: LockDatabase;
  /** The connection URL of the listening connection (the lock database's, `LOCK_DATABASE_URL`). */
  connectionString: () => string;
  /** The deadline of connecting (`LOCK_DATABASE_TIMEOUT`). */
  connectTimeoutMs: () => number;
  log: LockLiveLog;
}

/**
 * Live lock events over PostgreSQL `LISTEN/NOTIFY` on the lock database: `send` is a `pg_notify` through the
 * database's pool; listening holds one dedicated connection (not one of the pool's), made at the first listener.
 * When that connection is lost (a restart, a failover, `pg_terminate_backend`, a network cut) the loss is logged
 * as a warning and it connects again, a quarter second later and then doubling up to five seconds between
 * attempts, until it listens again, which is logged too. Events sent while it was away are not received
 * (`NOTIFY` keeps nothing): a page shows such a lock as it is at its next event or reload.
 */
export class PostgresLiveTransport implements LockLiveTransport {
  readonly name = 'database';
  #client?: Client;
  #onMessage?: (message: string) => void;
  #channel?: string;
  #attempt = 0;
  #lostAt?: number;
  #timer?: NodeJS.Timeout;
  #closed = false;

  constructor(private readonly options: PostgresLiveTransportOptions) {}

  async send(message: string): Promise<void> {
    const { sql } = kyselyPackage();
    const db = await this.options.database.db();
    await sql`select pg_notify(${sql.raw(CHANNEL_SQL)}, ${message})`.execute(db);
  }

  listen(onMessage: (message: string) => void): void {
    if (this.#onMessage !== undefined || this.#closed) return;
    this.#onMessage = onMessage;
    this.schedule(0);
  }

  get listening(): boolean {
    return this.#client !== undefined && this.#channel !== undefined;
  }

  /** The process id of the listening connection's server side, or null while it has none (for operators' tests). */
  get listeningPid(): number | null {
    const pid = (this.#client as { processID?: unknown } | undefined)?.processID;
    return typeof pid === 'number' ? pid : null;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Connects after the pause, and again after each failure. */
  private schedule(pauseMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.connect().catch((error: unknown) => this.retry(error));
    }, pauseMs);
    this.#timer.unref();
  }

  private async connect(): Promise<void> {
    if (this.#closed) return;
    const { Client } = requireOptionalPeer<typeof import('pg')>(
      'pg',
      'Live lock events over the lock database (PostgreSQL)',
    );
    const client = new Client({
      connectionString: this.options.connectionString(),
      connectionTimeoutMillis: this.options.connectTimeoutMs(),
      keepAlive: true,
      application_name: 'nest-integrations lock live',
    });
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection was closed')));
    client.on('notification', (notification: Notification) => {
      if (notification.channel === this.#channel && notification.payload !== undefined) {
        this.#onMessage?.(notification.payload);
      }
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>(`select ${CHANNEL_SQL} as channel`);
      const channel = rows[0].channel;
      // A hex digest after a fixed word: nothing to quote, and under the 63-character limit.
      await client.query(`LISTEN "${channel}"`);
      this.#channel = channel;
      this.#client = client;
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await this.close();
      return;
    }
    if (this.#lostAt !== undefined) {
      this.options.log.notice('Live lock events: listening on the lock database again', {
        database: this.options.database.describe(),
        attempts: this.#attempt + 1,
        awaySeconds: Math.round((Date.now() - this.#lostAt) / 1000),
      });
    }
    this.#attempt = 0;
    this.#lostAt = undefined;
  }

  /** The listening connection broke or ended: says so and connects again. */
  private lost(client: Client, error: Error): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = undefined;
    this.#channel = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.#lostAt ??= Date.now();
    this.options.log.warn(
      'database-lost',
      "Live lock events: the lock database's listening connection was lost; reconnecting",
      { database: this.options.database.describe(), reason: error.message },
    );
    this.schedule(reconnectPauseMs(0));
  }

  /** A connection attempt failed: says so (at most once a minute) and tries again after a longer pause. */
  private retry(error: unknown): void {
    if (this.#closed) return;
    this.#lostAt ??= Date.now();
    this.options.log.warn(
      'database-connect',
      'Live lock events: cannot listen on the lock database; trying again',
      {
        database: this.options.database.describe(),
        reason: error instanceof Error ? error.message : String(error),
      },
    );
    this.#attempt += 1;
    this.schedule(reconnectPauseMs(this.#attempt));
  }
}
