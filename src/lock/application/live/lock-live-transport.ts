import { Logger } from '@nestjs/common';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';

/**
 * How live lock events travel between the app's instances: `memory` (this process only), `database` (PostgreSQL
 * `LISTEN/NOTIFY` on the lock database) or `redis` (Redis pub/sub).
 */
export type LockLiveTransportName = 'memory' | 'database' | 'redis';

/**
 * A transport of the live bus. It sends a message to every instance (this one included, which ignores its own
 * echo) and, once `listen` was called, hands the messages of every instance to `onMessage`. It connects at its
 * first use and reconnects on its own after losing its connection, saying so in the log; `send` fails (and the
 * bus logs it) while it cannot reach its server, and never waits for it longer than its deadline.
 */
export interface LockLiveTransport {
  /** Which transport it is, as health and logs name it. */
  readonly name: LockLiveTransportName;
  /** Whether it hears the other instances now: listening started and its connection is up (always, in memory). */
  readonly listening: boolean;
  /** Sends the message to every instance listening. */
  send(message: string): Promise<void>;
  /** Starts listening (once; later calls change nothing); messages go to `onMessage`. */
  listen(onMessage: (message: string) => void): void;
  /** Stops listening and closes the connections it opened. */
  close(): Promise<void>;
}

/** The in-process transport: nothing leaves the process, and the bus delivers its own events itself. */
export const MEMORY_LIVE_TRANSPORT: LockLiveTransport = {
  name: 'memory',
  listening: true,
  send: async () => undefined,
  listen: () => undefined,
  close: async () => undefined,
};

/** Logs of a transport: a warning (a lost connection, a failed send) and a notice (back again). */
export interface LockLiveLog {
  warn(key: string, message: string, fields?: Readonly<Record<string, string | number | undefined>>): void;
  notice(message: string, fields?: Readonly<Record<string, string | number | undefined>>): void;
}

/** The pauses between reconnection attempts: a quarter second, doubling up to five seconds. */
export function reconnectPauseMs(attempt: number): number {
  return Math.min(250 * 2 ** Math.max(0, attempt), 5000);
}

/** How often one kind of transport trouble is logged at most: once a minute (the rest are counted). */
const TRANSPORT_LOG_INTERVAL_MS = 60_000;

/** A transport's log on a Nest logger: warnings throttled per key, notices as they come. */
export function lockLiveLog(
  logger: Pick<Logger, 'warn' | 'log'> = new Logger('LockLiveEvents'),
): LockLiveLog {
  const warnings = new ThrottledLogEvents((event) => logger.warn(event), TRANSPORT_LOG_INTERVAL_MS);
  return {
    warn: (key, message, fields) => warnings.say(key, new LogEvent(message, fields ?? {})),
    notice: (message, fields) => logger.log(new LogEvent(message, fields ?? {})),
  };
}
