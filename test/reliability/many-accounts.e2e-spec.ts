import * as fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { Test, TestingModule } from '@nestjs/testing';
import { DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { Lock, LOCK_DATABASE_ACCOUNT_REGISTRY, LockModule } from '../../src/lock';
import { AccountCredentials } from '../../src/lock/application/persistence/account-credentials';
import { CapturedLogger } from '../support/captured-logger';
import { randomAppKey } from '../support/delivery-app';
import { LOCK_ENV_PREFIXES } from '../support/isolated-env';
import { temporarySqliteUrl } from '../support/lock-app';
import { echoStyleArb, useHostileEchoServer } from './support/hostile-echo-server';

import { checkEvidence, failureStatusArb, hostileFailure, outcomeOf } from './support/secret-scenario';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/**
 * No account's token is forgotten by redaction, however many other accounts the module served since (issue 24,
 * point 5: the module used to keep only the newest 64 secrets, so an older account's token echoed in another
 * account's error was printed).
 */

/** Each run reads this many accounts' tokens: always more than the 64 secrets the module once kept in all. */
const accountCountArb = fc.integer({ min: 65, max: 160 });
/**
 * A run makes up to 160 real exchanges (and the module keeps every account of the earlier runs): a twentieth of
 * PROPERTY_RUNS, at least 20 (never more than PROPERTY_RUNS), covers the counts.
 */
const numRuns = Math.min(PROPERTY_RUNS, Math.max(20, Math.round(PROPERTY_RUNS / 20)));

jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`Lock redaction with many accounts (${numRuns} runs: PROPERTY_RUNS / 20, at least 20; 65 to 160 accounts each)`, () => {
  const suite = useHostileEchoServer(LOCK_ENV_PREFIXES);
  let moduleRef: TestingModule;
  let lock: Lock;
  let registry: DatabaseAccountRegistry;
  let credentials: AccountCredentials;
  let run = 0;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [
        LockModule.forRoot({
          baseUrl: suite.server.url,
          apiToken: `default-${randomBytes(12).toString('base64url')}`,
          tokenResolver: 'database',
          databaseUrl: temporarySqliteUrl(),
          http: { retries: 1, retrySleep: 0, timeout: 5, connectTimeout: 2 },
          tokenCache: { store: 'memory', appKey: randomAppKey() },
        }),
      ],
    })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();
    lock = moduleRef.get(Lock);
    registry = moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    credentials = moduleRef.get(AccountCredentials);
  });

  afterAll(async () => {
    await moduleRef?.close();
  });

  it("an early account's token echoed in the last account's error stays redacted, in every encoding", async () => {
    await fc.assert(
      fc.asyncProperty(accountCountArb, failureStatusArb, echoStyleArb, async (count, status, style) => {
        run += 1;
        const tokens = new Map<string, string>();
        for (let index = 0; index < count; index += 1) {
          const key = `run-${run}-tenant-${index}`;
          const token = `${key}-${randomBytes(18).toString('base64url')}`;
          await registry.create(key, null);
          await credentials.setToken(key, token);
          tokens.set(key, token);
        }
        const [first, ...others] = [...tokens.keys()];
        suite.server.script(() => ({
          status: 200,
          body: '[]',
          headers: { 'content-type': 'application/json' },
        }));
        for (const key of [first, ...others]) await lock.as(key).smartlocks().all();

        const firstToken = tokens.get(first)!;
        suite.server.script((_request, server) =>
          hostileFailure(server, status, style, 'unknown-credential-1', [firstToken]),
        );
        const outcome = await outcomeOf(() =>
          lock
            .as(others[others.length - 1])
            .smartlocks()
            .all(),
        );
        checkEvidence({ outcome, secrets: [firstToken] });
      }),
      { numRuns },
    );
  });
});
