import { LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AccountingApi } from '../accounting/standalone';
import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
import { DeliveryClient, DeliveryModule } from '../delivery';
import { Lock, LockModule } from '../lock';
import { DELIVERY_SANDBOX_STATUS_DEBTOR } from './delivery-sandbox-seed';
import { RunningSandboxes, SANDBOX_NAMES, startSandboxes } from './sandbox-launcher';

const SILENT: LoggerService = { log: () => undefined, warn: () => undefined, error: () => undefined };

const DELIVERY_ENV = [
  'DELIVERY_AUTH_URL',
  'DELIVERY_REALM',
  'DELIVERY_CLIENT_ID',
  'DELIVERY_USERNAME',
  'DELIVERY_PASSWORD',
  'DELIVERY_BASE_URL',
  'DELIVERY_STATUS_PATH',
];
const ACCOUNTING_ENV = [
  'ACCOUNTING_BASE_URL',
  'ACCOUNTING_TOKEN_URL',
  'ACCOUNTING_CLIENT_KEY',
  'ACCOUNTING_SUBSCRIPTION_KEY',
];
const LOCK_ENV = [
  'LOCK_BASE_URL',
  'LOCK_AUTH',
  'LOCK_API_TOKEN',
  'LOCK_OAUTH_CLIENT_ID',
  'LOCK_OAUTH_CLIENT_SECRET',
  'LOCK_OAUTH_REDIRECT_URI',
  'LOCK_OAUTH_AUTHORIZE_URL',
  'LOCK_OAUTH_TOKEN_URL',
];

/** True while something accepts TCP connections at the URL's port. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe('startSandboxes', () => {
  describe('all three (the default)', () => {
    let running: RunningSandboxes;
    let savedEnv: NodeJS.ProcessEnv;

    beforeAll(async () => {
      running = await startSandboxes();
    });

    afterAll(() => running.close());

    beforeEach(() => {
      savedEnv = process.env;
      process.env = { PATH: savedEnv.PATH, ...running.env };
    });

    afterEach(() => {
      process.env = savedEnv;
    });

    it('gives the settings of the three modules, grouped by sandbox, and each URL on 127.0.0.1', () => {
      expect(Object.keys(running.env)).toEqual([...DELIVERY_ENV, ...ACCOUNTING_ENV, ...LOCK_ENV]);
      expect(Object.keys(running.urls)).toEqual([...SANDBOX_NAMES]);
      for (const name of SANDBOX_NAMES) {
        expect(running.urls[name]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(running.urls[name]).toBe(running.sandboxes[name].url);
      }
      expect(new Set(Object.values(running.urls)).size).toBe(3);
      expect(running.env.LOCK_AUTH).toBe('token');
    });

    it('points DeliveryModule.forRoot(), which reads the env, at the Delivery sandbox', async () => {
      const moduleRef = await Test.createTestingModule({ imports: [DeliveryModule.forRoot()] })
        .setLogger(SILENT)
        .compile();
      try {
        const messages = await moduleRef
          .get(DeliveryClient)
          .status({ debiteurKVK: DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK });
        expect(messages.length).toBeGreaterThan(0);
        expect(running.sandboxes.delivery.tokenRequests()).toHaveLength(1);
      } finally {
        await moduleRef.close();
      }
    });

    it('points the Accounting client (AccountingApi.fromEnv) at the Accounting sandbox', async () => {
      const api = AccountingApi.fromEnv();
      try {
        await expect(api.getCompanyInfo()).resolves.toEqual(running.sandboxes.accounting.data.companyInfo);
      } finally {
        api.close();
      }
    });

    it('points LockModule.forRoot() at the Lock sandbox with the default account API token', async () => {
      const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot()] })
        .setLogger(SILENT)
        .compile();
      try {
        const locks = await moduleRef.get(Lock).smartlocks().all();
        expect(locks.length).toBeGreaterThan(0);
        const [request] = running.sandboxes.lock.requestsTo('GET', '/smartlock');
        expect(request.headers.authorization).toBe(`Bearer ${running.env.LOCK_API_TOKEN}`);
      } finally {
        await moduleRef.close();
      }
    });

    it('gives the Lock OAuth client: with LOCK_AUTH=oauth the code flow signs in against the sandbox', async () => {
      process.env.LOCK_AUTH = 'oauth';
      process.env.LOCK_OAUTH_TOKEN_STORE = 'memory';
      const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot()] })
        .setLogger(SILENT)
        .compile();
      try {
        const lock = moduleRef.get(Lock);
        const consent = await fetch(lock.oauth().authorizationUrl('state-1'), { redirect: 'manual' });
        await consent.arrayBuffer();
        const callback = new URL(consent.headers.get('location') ?? '');
        expect(callback.origin + callback.pathname).toBe(running.env.LOCK_OAUTH_REDIRECT_URI);

        await lock.oauth().exchangeCode(callback.searchParams.get('code') ?? '');
        await expect(lock.smartlocks().all()).resolves.not.toHaveLength(0);
        expect(running.sandboxes.lock.tokenRequests('authorization_code')).toHaveLength(1);
      } finally {
        await moduleRef.close();
      }
    });
  });

  it('starts only the named sandboxes, once each, in the order delivery, accounting, lock', async () => {
    const running = await startSandboxes(['lock', 'delivery', 'lock']);
    try {
      expect(Object.keys(running.urls)).toEqual(['delivery', 'lock']);
      expect(Object.keys(running.sandboxes)).toEqual(['delivery', 'lock']);
      expect(Object.keys(running.env)).toEqual([...DELIVERY_ENV, ...LOCK_ENV]);
      expect(running.env.LOCK_BASE_URL).toBe(running.urls.lock);
    } finally {
      await running.close();
    }
  });

  it('close() stops every started sandbox: its port no longer answers', async () => {
    const running = await startSandboxes();
    const urls = Object.values(running.urls);
    await expect(Promise.all(urls.map(answers))).resolves.toEqual([true, true, true]);

    await running.close();

    await expect(Promise.all(urls.map(answers))).resolves.toEqual([false, false, false]);
  });

  it('refuses an unknown name with an error naming it and the known ones', async () => {
    const names = ['lock', 'mail'] as never[];
    await expect(startSandboxes(names)).rejects.toThrow(InvalidArgumentException);
    await expect(startSandboxes(names)).rejects.toThrow(
      'Unknown sandbox "mail": expected delivery, accounting, lock.',
    );
  });
});
