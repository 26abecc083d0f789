import * as fc from 'fast-check';
import { LockCommandsModule } from '../../src/commands';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Test } from '@nestjs/testing';
import { AccountingApi, AccountingModule } from '../../src/accounting';
import { DeliveryClient, DeliveryModule } from '../../src/delivery';
import { Lock, LockModule, LockModuleOptions } from '../../src/lock';
import { CapturedLogger } from '../support/captured-logger';
import { CommandHarness } from '../support/command-harness';
import { describeWithRedis, machineRedisProblem } from '../support/describe-with-redis';
import {
  ACCOUNTING_ENV_PREFIXES,
  DELIVERY_ENV_PREFIXES,
  isolateEnv,
  LOCK_ENV_PREFIXES,
} from '../support/isolated-env';
import { describeOnDatabases, TestDatabase } from '../support/lock-databases';
import { openTestSqliteFile } from '../support/test-sqlite-file';
import { connectRedisReader, RedisReader } from '../support/redis-server';
import { HostileEchoServer, HostileReply } from './support/hostile-echo-server';
import { assertNoLeaks } from './support/leak-check';
import { secretArb, travelsInHeader, withTrimmed } from './support/secret-arbitraries';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/** Tokens a server hands out that the clients can use (they travel in the Authorization header). */
const issuedArb = secretArb.filter(travelsInHeader);

/**
 * What the stores keep after flows that hold credentials (hardening issue; DESIGN §3, §7): every key and value of
 * the Redis token cache (Delivery, Accounting) and every row of every table of the Lock database (OAuth tokens
 * with LOCK_OAUTH_TOKEN_STORE=database, webhook signing secrets of lock:webhook-register), SQLite and PostgreSQL.
 * No secret may appear in any form. With CI=true these must run; without Redis or PostgreSQL they skip, saying why.
 */

/** A Redis database index no other suite uses; only the keys these tests create are removed. */
const REDIS_URL = 'redis://127.0.0.1:6379/11';
const appKey = () => `base64:${randomBytes(32).toString('base64')}`;
const tokenJson = (token: string, refresh?: string): HostileReply => ({
  status: 200,
  body: JSON.stringify({
    access_token: token,
    ...(refresh ? { refresh_token: refresh } : {}),
    expires_in: 3600,
  }),
  headers: { 'content-type': 'application/json' },
});

/**
 * A property makes PROPERTY_RUNS runs (1,000 in `npm run test:deep`), each a real exchange: far past jest's 5 s
 * default.
 */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describeWithRedis(machineRedisProblem(REDIS_URL))(
  `Token cache dumps on Redis (${REDIS_URL}) hold no secret (${PROPERTY_RUNS} runs per property)`,
  () => {
    let server: HostileEchoServer;
    let reader: RedisReader;
    let restoreEnv: () => void;
    const created = new Set<string>();

    beforeAll(async () => {
      restoreEnv = isolateEnv([...new Set([...DELIVERY_ENV_PREFIXES, ...ACCOUNTING_ENV_PREFIXES])]);
      server = await HostileEchoServer.start();
      reader = await connectRedisReader(REDIS_URL);
    });

    afterAll(async () => {
      await reader.del(...created);
      await reader.close();
      await server.close();
      restoreEnv();
    });

    /** Every key and value of the database, after noting the keys this run created. */
    async function dump(before: Set<string>, createdByRun: Set<string>): Promise<string> {
      const entries = await reader.dump();
      for (const key of entries.keys()) {
        if (before.has(key)) continue;
        created.add(key);
        createdByRun.add(key);
      }
      return [...entries].map(([key, value]) => `${key} = ${value}`).join('\n');
    }

    /**
     * Checks the dump of the database after a run against the run's secrets, then deletes the keys the run
     * created: each run's dump holds its own keys alone. (Keeping them made each dump read every earlier run's
     * keys, two round trips a key: quadratic in the runs.)
     */
    async function checkDumpAndForget(before: Set<string>, secrets: readonly string[]): Promise<void> {
      const createdByRun = new Set<string>();
      try {
        assertNoLeaks({ 'Redis dump': await dump(before, createdByRun) }, secrets);
      } finally {
        await reader.del(...createdByRun);
        for (const key of createdByRun) created.delete(key);
      }
    }

    it('Delivery with APP_KEY and a redis:// store', async () => {
      await fc.assert(
        fc.asyncProperty(secretArb, issuedArb, async (password, token) => {
          server.script((request) =>
            request.path.endsWith('/token') ? tokenJson(token) : { status: 200, body: '[]' },
          );
          const before = new Set(await reader.keys());
          process.env.APP_KEY = appKey();
          const moduleRef = await Test.createTestingModule({
            imports: [
              DeliveryModule.forRoot({
                authUrl: server.url,
                realm: 'portal',
                clientId: 'portal-client',
                username: `jansen-${randomBytes(4).toString('hex')}`,
                password,
                baseUrl: server.url,
                tokenCache: { store: REDIS_URL },
              }),
            ],
          })
            .setLogger(new CapturedLogger())
            .compile();
          await moduleRef.init();
          try {
            await moduleRef.get(DeliveryClient).status({ functioneelId: 'INV-2026-0004' });
          } finally {
            await moduleRef.close();
          }
          await checkDumpAndForget(before, withTrimmed([password, token, process.env.APP_KEY]));
        }),
      );
    });

    it('Accounting with APP_KEY and a redis:// store', async () => {
      await fc.assert(
        fc.asyncProperty(secretArb, issuedArb, async (clientKey, token) => {
          server.script((request) =>
            request.path === '/b2b/token' ? tokenJson(token) : { status: 200, body: '{}' },
          );
          const before = new Set(await reader.keys());
          process.env.APP_KEY = appKey();
          const moduleRef = await Test.createTestingModule({
            imports: [
              AccountingModule.forRoot({
                baseUrl: `${server.url}/v2`,
                tokenUrl: `${server.url}/b2b/token`,
                clientKey,
                subscriptionKey: null,
                tokenCache: { store: REDIS_URL },
              }),
            ],
          })
            .setLogger(new CapturedLogger())
            .compile();
          await moduleRef.init();
          try {
            await moduleRef.get(AccountingApi).getCompanyInfo();
          } finally {
            await moduleRef.close();
          }
          await checkDumpAndForget(before, withTrimmed([clientKey, token, process.env.APP_KEY]));
        }),
      );
    });
  },
);

/** What a test reads from (and removes in) the Lock database directly, over one connection for the suite. */
interface DatabaseReader {
  /** Every row of every table, one line per row. */
  dump(): Promise<string>;
  /** Deletes the rows of the table whose column holds the value (a run's own rows, after its check). */
  remove(table: string, column: string, value: string): Promise<void>;
  close(): Promise<void>;
}

async function databaseReader(url: string): Promise<DatabaseReader> {
  if (url.startsWith('sqlite://')) {
    const database = openTestSqliteFile(url.replace(/^sqlite:\/\//, ''));
    return {
      dump: async () => {
        const lines: string[] = [];
        const tables = database.all("select name from sqlite_master where type = 'table'") as {
          name: string;
        }[];
        for (const { name } of tables) {
          for (const row of database.all(`select * from "${name}"`))
            lines.push(`${name}: ${JSON.stringify(row)}`);
        }
        return lines.join('\n');
      },
      remove: async (table, column, value) => {
        database.run(`delete from "${table}" where "${column}" = ?`, value);
      },
      close: async () => {
        database.close();
      },
    };
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    dump: async () => {
      const lines: string[] = [];
      const tables = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      );
      for (const { table_name: name } of tables.rows) {
        for (const row of (await client.query(`select * from "${name}"`)).rows)
          lines.push(`${name}: ${JSON.stringify(row)}`);
      }
      return lines.join('\n');
    },
    remove: async (table, column, value) => {
      await client.query(`delete from "${table}" where "${column}" = $1`, [value]);
    },
    close: () => client.end(),
  };
}

describeOnDatabases(
  `Lock database dumps hold no secret (${PROPERTY_RUNS} runs per property)`,
  (database: TestDatabase) => {
    let server: HostileEchoServer;
    let restoreEnv: () => void;
    let databaseUrl: string;
    let key: string;
    let moduleRef: Awaited<ReturnType<ReturnType<typeof Test.createTestingModule>['compile']>>;
    let lock: Lock;
    let reader: DatabaseReader;

    const options = (): LockModuleOptions => ({
      baseUrl: server.url,
      auth: 'oauth',
      appUrl: 'https://app.example',
      oauth: {
        clientId: 'lock-client',
        clientSecret: 'client-secret-of-the-suite',
        redirectUri: 'https://app.example/lock/oauth/callback',
        tokenUrl: `${server.url}/oauth/token`,
        tokenStore: 'database',
      },
      http: { retries: 1, retrySleep: 0 },
      tokenCache: { store: 'memory', appKey: key },
      databaseUrl,
    });

    beforeAll(async () => {
      restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
      server = await HostileEchoServer.start();
      databaseUrl = await database.freshUrl();
      key = appKey();
      moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot(options())] })
        .setLogger(new CapturedLogger())
        .compile();
      await moduleRef.init();
      lock = moduleRef.get(Lock);
      reader = await databaseReader(databaseUrl);
    });

    afterAll(async () => {
      await reader?.close();
      await moduleRef?.close();
      await server.close();
      restoreEnv();
    });

    /*
     * Each run works on the same account of the module and removes what it stored after its check, so a dump holds
     * the rows of this run alone. (With an account per run, every dump read every earlier run's rows, and the module,
     * which keeps every account's secrets for redaction and tries the short ones on every log line, got slower with
     * each run: at 300 runs an exchange took half a second.)
     */

    it('OAuth tokens with LOCK_OAUTH_TOKEN_STORE=database, after exchange and refresh', async () => {
      const account = 'oauth-account';
      await fc.assert(
        fc.asyncProperty(
          secretArb,
          issuedArb,
          secretArb,
          issuedArb,
          secretArb,
          async (code, access, refresh, access2, refresh2) => {
            let tokenRequests = 0;
            server.script((request) => {
              if (request.path !== '/oauth/token') return { status: 200, body: '[]' };
              tokenRequests += 1;
              return tokenRequests === 1 ? tokenJson(access, refresh) : tokenJson(access2, refresh2);
            });
            try {
              await lock.oauth().exchangeCode(code, account);
              await lock.oauth().refresh(account);
              assertNoLeaks(
                { 'database dump': await reader.dump() },
                withTrimmed([code, access, refresh, access2, refresh2, key, 'client-secret-of-the-suite']),
              );
            } finally {
              await lock.oauth().revoke(account);
            }
          },
        ),
      );
    });

    it('webhook signing secrets stored by lock:webhook-register', async () => {
      const account = 'hook-account';
      let run = 0;
      await fc.assert(
        fc.asyncProperty(issuedArb, secretArb, secretArb, async (access, refresh, signingSecret) => {
          run += 1;
          const subscription = `sub-${run}`;
          server.script((request) => {
            if (request.path === '/oauth/token') return tokenJson(access, refresh);
            if (request.method === 'PUT') {
              return {
                status: 200,
                body: JSON.stringify({
                  id: subscription,
                  secret: signingSecret,
                  callbackUrl: 'https://app.example/lock/webhook',
                }),
                headers: { 'content-type': 'application/json' },
              };
            }
            return { status: 200, body: '[]' };
          });
          try {
            await lock.oauth().exchangeCode(`code-${run}`, account);
            const harness = new CommandHarness();
            try {
              await harness.run(
                [LockModule.forRoot(options()), LockCommandsModule],
                ['lock:webhook-register', '--account', account],
              );
            } finally {
              await harness.close();
              process.exitCode = undefined;
            }
            assertNoLeaks(
              { 'database dump': await reader.dump(), 'command output': harness.everything() },
              withTrimmed([access, refresh, signingSecret, key]),
            );
          } finally {
            await reader.remove('lock_webhook_secrets', 'subscription_id', subscription);
            await lock.oauth().revoke(account);
          }
        }),
      );
    });
  },
);

/** The commands module when the package has split it out of LockModule (DESIGN §7), else nothing. */
