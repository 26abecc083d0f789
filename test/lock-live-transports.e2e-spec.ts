// Why this file starts what it starts: the live bus's transports carry lock events between app instances through
// a server, so each is tried against the real one: PostgreSQL (two schemas of the machine's server, a listening
// connection killed with pg_terminate_backend) and a throw-away redis-server (stopped and started again on its port,
// as a restart). Each "instance" is a bus with its own transport, in this one process.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { Client } from 'pg';
import { LockModule } from '../src/lock';
import { LockDatabase } from '../src/lock/application/persistence';
import type { LockLiveEvent } from '../src/lock/application/live/lock-live-event';
import { LockLiveEvents } from '../src/lock/application/live/lock-live-events';
import { LockLiveTransport, lockLiveLog } from '../src/lock/application/live/lock-live-transport';
import { PostgresLiveTransport } from '../src/lock/application/live/postgres-live-transport';
import { RedisLiveTransport } from '../src/lock/application/live/redis-live-transport';
import { describeOnPostgres, lockDatabaseOn, TEST_POSTGRES_URL } from './support/lock-databases';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { RedisServer, startRedisServer } from './support/redis-server';
import { describeWithRedisServer } from './support/redis-suite';

jest.setTimeout(60_000);

const FRONT_DOOR: LockLiveEvent = { accountKey: 'default', smartlockId: 100101, change: 'state' };

/** The lines a bus and its transport logged, as `<level> <message>`. */
class LogLines {
  readonly lines: string[] = [];
  readonly logger = {
    warn: (event: { msg: string }) => this.lines.push(`warn ${event.msg}`),
    log: (event: { msg: string }) => this.lines.push(`log ${event.msg}`),
  };

  has(line: string): boolean {
    return this.lines.includes(line);
  }
}

/** One instance's bus, what it heard and what it logged. */
interface Instance {
  readonly bus: LockLiveEvents;
  readonly heard: LockLiveEvent[];
  readonly log: LogLines;
}

function instanceOn(transport: (log: LogLines) => LockLiveTransport): Instance {
  const log = new LogLines();
  const made = transport(log);
  const bus = new LockLiveEvents(() => made, log.logger as never);
  const heard: LockLiveEvent[] = [];
  bus.subscribe((event) => heard.push(event));
  return { bus, heard, log };
}

/** Polls until the check holds, or fails after `ms`. */
async function eventually(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('Live lock events over PostgreSQL LISTEN/NOTIFY', (database) => {
  const databases: LockDatabase[] = [];
  const buses: LockLiveEvents[] = [];
  let sender: Instance;
  let receiver: Instance;
  let receiverTransport: PostgresLiveTransport;
  let elsewhere: Instance;

  function postgresInstance(url: string, keep?: (transport: PostgresLiveTransport) => void): Instance {
    const lockDatabase = lockDatabaseOn(database, url);
    databases.push(lockDatabase);
    const instance = instanceOn((log) => {
      const transport = new PostgresLiveTransport({
        database: lockDatabase,
        connectionString: () => url,
        connectTimeoutMs: () => 5000,
        log: lockLiveLog(log.logger as never),
      });
      keep?.(transport);
      return transport;
    });
    buses.push(instance.bus);
    return instance;
  }

  beforeAll(async () => {
    const url = await database.freshUrl();
    sender = postgresInstance(url);
    receiver = postgresInstance(url, (transport) => (receiverTransport = transport));
    elsewhere = postgresInstance(await database.freshUrl());
    await eventually('the instances listen', () => receiver.bus.listening && elsewhere.bus.listening);
  });

  afterAll(async () => {
    for (const bus of buses) await bus.onModuleDestroy();
    for (const lockDatabase of databases) await lockDatabase.close();
  });

  it('an event published on one instance reaches the other, not the app on another schema of the database', async () => {
    expect(sender.bus.transportName()).toBe('database');
    sender.bus.publish(FRONT_DOOR);
    expect(sender.heard).toEqual([FRONT_DOOR]); // its own pages at once, not twice through its echo
    await eventually('the other instance hears it', () => receiver.heard.length === 1);
    expect(receiver.heard).toEqual([FRONT_DOOR]);
    await pause(300);
    expect(sender.heard).toHaveLength(1);
    expect(elsewhere.heard).toEqual([]);
  });

  it('a killed listening connection is logged, made again, and said to be back; events flow again', async () => {
    const pid = receiverTransport.listeningPid;
    expect(pid).not.toBeNull();
    const admin = new Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await eventually('the loss is logged', () =>
      receiver.log.has(
        "warn Live lock events: the lock database's listening connection was lost; reconnecting",
      ),
    );
    await eventually('it listens again', () => receiver.bus.listening);
    expect(receiverTransport.listeningPid).not.toBe(pid);
    expect(receiver.log.has('log Live lock events: listening on the lock database again')).toBe(true);
    const before = receiver.heard.length;
    sender.bus.publish({ ...FRONT_DOOR, change: 'battery' });
    await eventually('the event after the reconnection is heard', () => receiver.heard.length === before + 1);
    expect(receiver.heard.at(-1)).toEqual({ ...FRONT_DOOR, change: 'battery' });
  });
});

describeWithRedisServer('Live lock events over Redis pub/sub', () => {
  let server: RedisServer;
  let sender: Instance;
  let receiver: Instance;

  beforeAll(async () => {
    server = await startRedisServer();
    sender = instanceOn((log) => new RedisLiveTransport(server.url, lockLiveLog(log.logger as never), 500));
    receiver = instanceOn((log) => new RedisLiveTransport(server.url, lockLiveLog(log.logger as never), 500));
    await eventually('the receiver listens', () => receiver.bus.listening);
  });

  afterAll(async () => {
    await sender?.bus.onModuleDestroy();
    await receiver?.bus.onModuleDestroy();
    await server?.stop();
  });

  it('an event published on one instance reaches the other, once', async () => {
    expect(sender.bus.transportName()).toBe('redis');
    sender.bus.publish(FRONT_DOOR);
    await eventually('the other instance hears it', () => receiver.heard.length === 1);
    await pause(200);
    expect(receiver.heard).toEqual([FRONT_DOOR]);
    expect(sender.heard).toEqual([FRONT_DOOR]);
  });

  it('across a Redis restart: the loss is logged, sending fails fast meanwhile, both reconnect and resubscribe', async () => {
    const port = server.port;
    await server.stop();
    await eventually('the subscriber reports the loss', () =>
      receiver.log.has('warn Live lock events: the Redis connection was lost or refused; reconnecting'),
    );
    const startedAt = Date.now();
    sender.bus.publish({ ...FRONT_DOOR, change: 'config' });
    await eventually('the failed send is logged', () =>
      sender.log.has('warn A live lock event could not be sent to the other instances'),
    );
    expect(Date.now() - startedAt).toBeLessThan(5000); // never queued until Redis is back
    server = await startRedisServer({ port });
    await eventually('the subscriber is back', () =>
      receiver.log.has('log Live lock events: connected to Redis again'),
    );
    await eventually('the subscriber listens again', () => receiver.bus.listening);
    const before = receiver.heard.length;
    // The publisher reconnects on its own too; the first event after that is heard.
    await eventually('an event after the restart is heard', () => {
      if (receiver.heard.length > before) return true;
      sender.bus.publish({ ...FRONT_DOOR, change: 'auth' });
      return false;
    });
    expect(receiver.heard.slice(before)[0]).toEqual({ ...FRONT_DOOR, change: 'auth' });
    expect(receiver.heard).not.toContainEqual({ ...FRONT_DOOR, change: 'config' });
  });
});

describe('LOCK_LIVE_EVENTS at start', () => {
  let restoreEnv: () => void;

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
  });

  afterEach(() => restoreEnv());

  it.each([
    [
      'an unknown value',
      'kafka',
      /unknown value "kafka": expected "memory", "database", "redis" or a redis:\/\/ URL/,
    ],
    [
      '"database" with an SQLite lock database',
      'database',
      /the lock database \(LOCK_DATABASE_URL\) is SQLite/,
    ],
  ])('%s in the env stops the app at start, naming the setting', async (_case, value, message) => {
    process.env.LOCK_LIVE_EVENTS = value;
    const compiling = Test.createTestingModule({
      imports: [
        LockModule.forRoot({ databaseUrl: `sqlite://${join(tmpdir(), `lock-live-${randomUUID()}.sqlite`)}` }),
      ],
    }).compile();
    await expect(compiling).rejects.toThrow(/Invalid lock setting LOCK_LIVE_EVENTS \(option liveEvents\)/);
    await expect(compiling).rejects.toThrow(message);
  });
});
