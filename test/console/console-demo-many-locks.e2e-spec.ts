// Starts the Lock module with LOCK_DEMO and LOCK_DEMO_LOCKS=40, as `npm run demo -- --serve --set
// LOCK_DEMO_LOCKS=40` starts it: the demo's own sandbox and SQLite file; the owner signs in with the logged
// password and code and opens the dashboard over HTTP.
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { LockException, LockModule } from '../../src/lock';
import { LockDemo } from '../../src/lock/application/demo/lock-demo';
import { LOCK_DEMO_OWNER } from '../../src/lock/application/demo/lock-demo-seeder';
import { CodeInbox } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';
import { isolateEnv, LOCK_ENV_PREFIXES } from '../support/isolated-env';
import { lockTestingModule } from '../support/password-hash-cost';
import { RecordingLogger } from '../support/recording-logger';

describe('LOCK_DEMO_LOCKS: the demo with many locks', () => {
  let restoreEnv: () => void;
  let app: INestApplication;
  const log = new RecordingLogger();
  let client: ConsoleClient;
  /** The lines logged at log and warn level. */
  const logged = () =>
    log.records
      .filter((record) => record.level === 'log' || record.level === 'warn')
      .map((record) => String(record.message))
      .join('\n');

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    process.env.LOCK_DEMO = 'true';
    process.env.LOCK_DEMO_LOCKS = '40';
    const moduleRef = await lockTestingModule({ imports: [LockModule.forRoot()] }).compile();
    app = moduleRef.createNestApplication({ logger: log });
    await app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    client = new ConsoleClient({ url: (path = '') => `${origin}/lock${path}`, inbox: new CodeInbox() });
  });

  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });

  it("gives the owner's Harbour Office 40 locks to search, sort and page through", async () => {
    const password = /password ([A-Za-z0-9_-]{16})/.exec(logged())![1];
    await client.get('/sign-in');
    await client.post('/sign-in', { email: LOCK_DEMO_OWNER, password });
    const code = /Demo login code for owner@demo\.lock\.example: (\d{6})/.exec(logged())![1];
    await client.get('/sign-in/code');
    expect((await client.post('/sign-in/code', { code })).status).toBe(303);

    const dashboard = (await client.get('/accounts/default')).text;
    expect(dashboard).toContain('<p class="hint lock-count">40 locks</p>');
    expect(dashboard).toContain('Page 1 of 2');
    expect([...dashboard.matchAll(/<article/g)]).toHaveLength(24);
    const list = (await client.get('/accounts/default?view=list&sort=activity-desc')).text;
    expect([...list.matchAll(/<tr\s+class="lock-row/g)]).toHaveLength(40);
    // The made-up locks have activity: the newest first has a date, not "None recently".
    const first = /<tr\s+class="lock-row[\s\S]*?<\/tr>/.exec(list)![0];
    expect(first).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);
    // Depot North keeps its own two.
    expect((await client.get('/accounts/depot')).text).toContain('<p class="hint lock-count">2 locks</p>');
  });

  it('answers a LOCK_DEMO_LOCKS that is no number of locks with the setting and what it takes', async () => {
    await expect(LockDemo.start({}, '/lock', { LOCK_DEMO_LOCKS: 'lots' })).rejects.toThrow(LockException);
    await expect(LockDemo.start({}, '/lock', { LOCK_DEMO_LOCKS: '5000' })).rejects.toThrow(
      'Invalid lock setting: LOCK_DEMO_LOCKS is "5000"; it takes a whole number of locks from 3 to 2000',
    );
  });
});
