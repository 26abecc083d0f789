import { randomUUID } from 'node:crypto';
import { Logger, OnModuleDestroy } from '@nestjs/common';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import {
  decodeLockLiveMessage,
  encodeLockLiveMessage,
  isAccountKey,
  LockLiveEvent,
  lockLiveEventOf,
} from './lock-live-event';
import type { LockLiveTransport, LockLiveTransportName } from './lock-live-transport';

/** How often one kind of live-event trouble is logged at most: once a minute (the rest are counted). */
const TROUBLE_LOG_INTERVAL_MS = 60_000;

/** Someone who wants the lock events: an open console page's stream. */
export type LockLiveListener = (event: LockLiveEvent) => void;

/**
 * The live bus of lock events: the webhook receiver publishes what changed on a lock, the console's open pages
 * listen. An event is handed to this instance's listeners at once and sent through the transport to the other
 * instances (PostgreSQL `LISTEN/NOTIFY` or Redis pub/sub; nothing with `memory`), whose buses hand it to their
 * listeners; an instance ignores its own echo. The transport listens only from the first listener on, so an
 * instance without an open console page opens no listening connection.
 *
 * Publishing never throws and never waits: a transport's failure is logged (at most once a minute per kind) and
 * the event is lost for the other instances (a page shows the lock as it is at its next event or reload).
 */
export class LockLiveEvents implements OnModuleDestroy {
  readonly #listeners = new Set<LockLiveListener>();
  /** This instance's id on the transport, to know its own echo: random, and nothing else. */
  readonly #origin = randomUUID();
  readonly #trouble: ThrottledLogEvents;
  #transport?: LockLiveTransport;
  #closed = false;

  /**
   * @param transport the transport (made at the first use: a malformed setting fails `assertReady()`, at start)
   * @param logger where the bus and its transport log
   */
  constructor(
    private readonly transport: () => LockLiveTransport,
    private readonly logger: Pick<Logger, 'warn' | 'log'> = new Logger('LockLiveEvents'),
  ) {
    this.#trouble = new ThrottledLogEvents((event) => this.logger.warn(event), TROUBLE_LOG_INTERVAL_MS);
  }

  /** The transport's name; makes the transport. @throws LockException for a malformed setting */
  transportName(): LockLiveTransportName {
    return this.used().name;
  }

  /** Whether the bus hears the other instances now (its transport listens and is connected; always in memory). */
  get listening(): boolean {
    return this.#transport?.listening ?? false;
  }

  /** How many listeners are attached (open console streams of this instance). */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /**
   * Publishes the event to the listeners of every instance. Never throws, never waits: a malformed event is
   * dropped, a transport's failure logged.
   */
  publish(event: LockLiveEvent): void {
    const checked = lockLiveEventOf({ ...event });
    if (checked === null || this.#closed) return;
    this.deliver(checked);
    let transport: LockLiveTransport;
    try {
      transport = this.used();
    } catch (error) {
      this.say('setting', 'Live lock events are not sent to other instances', error);
      return;
    }
    if (transport.name === 'memory') return;
    transport
      .send(encodeLockLiveMessage({ origin: this.#origin, event: checked }))
      .catch((error: unknown) =>
        this.say('send', 'A live lock event could not be sent to the other instances', error),
      );
  }

  /** Attaches a listener (and starts the transport listening); answers the function that detaches it. */
  subscribe(listener: LockLiveListener): () => void {
    this.#listeners.add(listener);
    try {
      this.used().listen((text) => this.receive(text));
    } catch (error) {
      this.say('setting', 'Live lock events of other instances are not received', error);
    }
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Closes the transport's connections. */
  async onModuleDestroy(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    await this.#transport?.close();
  }

  private used(): LockLiveTransport {
    this.#transport ??= this.transport();
    return this.#transport;
  }

  /** A message of the transport: handed to the listeners unless it is this instance's own or no event. */
  private receive(text: string): void {
    const message = decodeLockLiveMessage(text);
    if (message === null || message.origin === this.#origin || this.#closed) return;
    this.deliver(message.event);
  }

  /** Hands the event to every listener; one that throws is logged and does not keep it from the others. */
  private deliver(event: LockLiveEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.say('listener', 'A live lock event listener failed', error);
      }
    }
  }

  private say(key: string, message: string, error: unknown): void {
    this.#trouble.say(key, new LogEvent(message, { reason: reasonOf(error) }));
  }
}

/** An account key the bus carries, or null for one it does not (empty, too long, not a string). */
export function liveAccountKey(value: unknown): string | null {
  return typeof value === 'string' && isAccountKey(value) ? value : null;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
