import { describeWithRedis } from './describe-with-redis';
import {
  connectRedisReader,
  hasRedisServerBinary,
  RedisReader,
  RedisServer,
  startRedisServer,
} from './redis-server';

/** `describe` when a `redis-server` binary is on PATH, else skipped (or failed under CI=true) saying why. */
export const describeWithRedisServer = describeWithRedis(
  hasRedisServerBinary() ? undefined : 'the redis-server binary is not on PATH',
);

/** Rejects when the promise takes longer than `ms` (keeps reconnect behaviour bounded). */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Closable {
  close(): Promise<void>;
}

/** Closes the app (if any), bounded to 10 s: a module whose Redis does not answer must not hang the suite. */
export async function closeApp(app: Closable | undefined): Promise<void> {
  if (app) await within(10_000, 'closing the module', app.close());
}

/** The apps a test started; `closeAll` closes them, one by one and bounded, and forgets them. */
export class OpenApps<App extends Closable> {
  private readonly open: App[] = [];

  add(app: App): App {
    this.open.push(app);
    return app;
  }

  /** Leaves the app to the test, which closes it itself. */
  forget(app: App): void {
    const index = this.open.indexOf(app);
    if (index >= 0) this.open.splice(index, 1);
  }

  async closeAll(): Promise<void> {
    for (const app of this.open.splice(0)) await closeApp(app);
  }
}

/** The suite's throw-away redis-server and a reader on it; valid inside the suite's tests and hooks. */
export interface DedicatedRedis {
  readonly url: string;
  readonly reader: RedisReader;
}

/**
 * Starts a throw-away `redis-server` and a reader on it for the enclosing `describe` (beforeAll/afterAll), and
 * empties it before each test, so the tests may read everything in it.
 */
export function useDedicatedRedis(): DedicatedRedis {
  let server: RedisServer | undefined;
  let reader: RedisReader | undefined;

  const running = (): { server: RedisServer; reader: RedisReader } => {
    if (!server || !reader)
      throw new Error('the dedicated redis-server is not running (used outside its suite?)');
    return { server, reader };
  };

  beforeAll(async () => {
    server = await startRedisServer();
    reader = await connectRedisReader(server.url);
  });

  afterAll(async () => {
    await reader?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    await running().reader.del(...(await running().reader.keys()));
  });

  return {
    get url() {
      return running().server.url;
    },
    get reader() {
      return running().reader;
    },
  };
}
