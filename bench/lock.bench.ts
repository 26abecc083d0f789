/**
 * Benchmarks of the lock client against the sandbox on loopback. Run with `npm run bench`; prints one line per
 * measurement. Figures depend on the machine: compare runs, not absolute numbers.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Test, TestingModule } from '@nestjs/testing';
import {
  Lock,
  LockModule,
  LockModuleOptions,
  LockToken,
  LockTokenStore,
  LOCK_TOKEN_STORE,
} from '../src/lock';
import { LockSandbox } from '../src/testing';
import { report, reportConcurrentWithHeap, timed } from './bench-report';

async function startModule(sandbox: LockSandbox, options: LockModuleOptions): Promise<TestingModule> {
  const client = sandbox.clientOptions();
  const moduleRef = await Test.createTestingModule({
    imports: [
      LockModule.forRoot({
        baseUrl: client.baseUrl,
        apiToken: client.apiToken,
        oauth: client.oauth,
        tokenCache: { store: 'memory', appKey: randomBytes(32).toString('base64') },
        ...options,
      }),
    ],
  }).compile();
  await moduleRef.init();
  return moduleRef;
}

/** API-token mode: warm calls, sequential and concurrent, and the heap after them. */
async function benchTokenMode(sandbox: LockSandbox): Promise<void> {
  const moduleRef = await startModule(sandbox, {});
  const lock = moduleRef.get(Lock);
  const [first] = await lock.smartlocks().all();
  const id = Number(first.smartlockId);
  const sequential = 2000;
  report(
    'token mode: find(), sequential',
    sequential,
    await timed(async () => {
      for (let index = 0; index < sequential; index += 1) await lock.smartlocks().find(id);
    }),
  );
  await reportConcurrentWithHeap('token mode', 100, 50, () => lock.smartlocks().find(id));
  await moduleRef.close();
}

/** OAuth mode: 1,000 concurrent calls on an expired stored token share one refresh. */
async function benchExpiredOAuthToken(sandbox: LockSandbox): Promise<void> {
  const moduleRef = await startModule(sandbox, { auth: 'oauth' });
  const lock = moduleRef.get(Lock);
  const token = await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
  const expired = LockToken.fromArray({
    ...token.toArray(),
    expires_at: new Date(Date.now() - 1000).toISOString(),
  });
  await moduleRef.get<LockTokenStore>(LOCK_TOKEN_STORE).put('default', expired);
  const calls = 1000;
  const milliseconds = await timed(() =>
    Promise.all(Array.from({ length: calls }, () => lock.smartlocks().all())),
  );
  report(
    'oauth mode: 1,000 concurrent calls, expired token',
    calls,
    milliseconds,
    `refresh requests: ${sandbox.refreshRequests().length}`,
  );
  await moduleRef.close();
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  const sandbox = await LockSandbox.start();
  await benchTokenMode(sandbox);
  await benchExpiredOAuthToken(sandbox);
  await sandbox.close();
}

void main();
