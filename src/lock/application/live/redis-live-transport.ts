import type { RedisClientType } from '@keyv/redis';
import { requireOptionalPeer } from '../../../common/peers/optional-peer';
import { LockLiveLog, LockLiveTransport, reconnectPauseMs } from './lock-live-transport';

/** The pub/sub channel of the live lock events (pub/sub is server-wide: Redis database numbers do not part it). */
export const LOCK_LIVE_REDIS_CHANNEL = 'nest-integrations:lock:live';

/** How long `send` waits for a Redis connection that is not ready yet, by default. */
const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

type RedisClient = RedisClientType;

/**
 * Live lock events over Redis pub/sub: one connection publishes (made at the first event), another subscribes
 * (made at the first listener), both through the Redis client that `@keyv/redis` (the token cache's optional peer)
 * brings. A lost connection is logged as a warning and made again, a quarter second later and then doubling up to
 * five seconds between attempts, and the subscription is renewed; being back is logged too. While Redis is away an
 * event is not queued: `send` fails at once (the bus logs it), and events published meanwhile are not received.
 */
export class RedisLiveTransport implements LockLiveTransport {
  readonly name = 'redis';
  #publisher?: RedisClient;
  #subscriber?: RedisClient;
  #closed = false;
  #subscribed = false;

  /**
   * @param url the Redis URL (`redis://` or `rediss://`)
   * @param log where losses and returns are told
   * @param connectTimeoutMs how long a connection attempt, and `send` waiting for one, may take
   */
  constructor(
    private readonly url: string,
    private readonly log: LockLiveLog,
    private readonly connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  ) {}

  get listening(): boolean {
    return this.#subscribed && this.#subscriber?.isReady === true;
  }

  async send(message: string): Promise<void> {
    if (this.#closed) return;
    this.#publisher ??= this.client('publisher', true);
    await readyWithin(this.#publisher, this.connectTimeoutMs);
    await this.#publisher.publish(LOCK_LIVE_REDIS_CHANNEL, message);
  }

  listen(onMessage: (message: string) => void): void {
    if (this.#subscriber !== undefined || this.#closed) return;
    const subscriber = this.client('subscriber', false);
    this.#subscriber = subscriber;
    // Sent once connected, and again by the client after each reconnection.
    subscriber
      .subscribe(LOCK_LIVE_REDIS_CHANNEL, (message) => onMessage(message))
      .then(() => (this.#subscribed = true))
      .catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const client of [this.#publisher, this.#subscriber]) {
      if (client === undefined) continue;
      try {
        client.destroy();
      } catch {
        // already closed
      }
    }
    this.#publisher = undefined;
    this.#subscriber = undefined;
  }

  /**
   * A client that connects at once and reconnects on its own. The publisher queues nothing while disconnected
   * (an event then fails at once instead of piling up); the subscriber keeps its subscription across reconnects.
   */
  private client(role: 'publisher' | 'subscriber', disableOfflineQueue: boolean): RedisClient {
    const { createClient } = requireOptionalPeer<typeof import('@keyv/redis')>(
      '@keyv/redis',
      'Live lock events over Redis',
    );
    const client = createClient({
      url: this.url,
      disableOfflineQueue,
      socket: {
        connectTimeout: this.connectTimeoutMs,
        reconnectStrategy: (retries: number) => reconnectPauseMs(retries),
      },
    }) as RedisClient;
    let lost = false;
    const redis = describeRedisUrl(this.url);
    client.on('error', (error: unknown) => {
      if (this.#closed) return;
      lost = true;
      this.log.warn(
        `redis-${role}`,
        'Live lock events: the Redis connection was lost or refused; reconnecting',
        { redis, connection: role, reason: error instanceof Error ? error.message : String(error) },
      );
    });
    client.on('ready', () => {
      if (!lost || this.#closed) return;
      lost = false;
      this.log.notice('Live lock events: connected to Redis again', { redis, connection: role });
    });
    client.connect().catch(() => undefined); // an 'error' says why; the client keeps trying
    return client;
  }
}

/** Resolves once the client is ready; rejects after `timeoutMs` when it is not. */
async function readyWithin(client: RedisClient, timeoutMs: number): Promise<void> {
  if (client.isReady) return;
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      onReady = resolve;
      client.once('ready', onReady);
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
  } finally {
    clearTimeout(timer);
    if (onReady !== undefined) client.off('ready', onReady);
  }
}

/** The Redis URL without credentials, for the log: `redis://host:port`. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'a Redis URL that does not parse';
  }
}
