// A client-only LockModule (clientOnly: true) against the lock sandbox: real HTTP on 127.0.0.1, one sandbox for
// the file. What it registers and refuses, and that its calls work without the lock database.
import { Test } from '@nestjs/testing';
import { Lock, LockException, LockModule, LOCK_ACCOUNT_REGISTRY, LOCK_TOKEN_STORE } from '../src/lock';
import { LockDatabase } from '../src/lock/application/persistence';
import { LockAuthGuard } from '../src/lock/application/users';
import { LockSandbox } from '../src/testing';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';

describe('LockModule with clientOnly: true', () => {
  let sandbox: LockSandbox;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
  });
  afterAll(async () => {
    await sandbox.close();
    restoreEnv();
  });

  const clientOnly = (options: Parameters<typeof LockModule.forRoot>[0] = {}) => {
    const client = sandbox.clientOptions();
    return LockModule.forRoot({
      clientOnly: true,
      baseUrl: client.baseUrl,
      apiToken: client.apiToken,
      tokenCache: { store: 'memory', appKey: randomAppKey() },
      ...options,
    });
  };

  it('registers the Lock manager and its token store, and calls the API', async () => {
    const app = await Test.createTestingModule({ imports: [clientOnly()] }).compile();
    try {
      const locks = await app.get(Lock).smartlocks().all();
      expect(locks.length).toBe(sandbox.data.accounts[0].smartlocks.length);
      expect(app.get(LOCK_TOKEN_STORE)).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('registers none of the application: no database, account registry or guard', async () => {
    const app = await Test.createTestingModule({ imports: [clientOnly()] }).compile();
    try {
      expect(() => app.get(LockDatabase)).toThrow();
      expect(() => app.get(LOCK_ACCOUNT_REGISTRY)).toThrow();
      expect(() => app.get(LockAuthGuard)).toThrow();
    } finally {
      await app.close();
    }
  });

  it.each([
    [{ authController: true }, 'authController'],
    [{ webhookController: true }, 'webhookController'],
    [{ console: { enabled: true } }, 'console'],
    [{ demo: true }, 'demo'],
  ])('refuses an application feature asked for as well (%j), naming it', (extra, name) => {
    expect(() => clientOnly(extra)).toThrow(LockException);
    expect(() => clientOnly(extra)).toThrow(new RegExp(`clientOnly: true .*without ${name}`));
  });

  it('fails the first call that needs the database token resolver, naming the setting, with nothing sent', async () => {
    const app = await Test.createTestingModule({
      imports: [clientOnly({ tokenResolver: 'database' })],
    }).compile();
    try {
      const before = sandbox.requestsTo('GET', '/smartlock').length;
      await expect(app.get(Lock).smartlocks().all()).rejects.toThrow(/LOCK_TOKEN_RESOLVER .*client-only/);
      expect(sandbox.requestsTo('GET', '/smartlock')).toHaveLength(before);
    } finally {
      await app.close();
    }
  });

  it('fails the use of the database OAuth token store, naming the setting', async () => {
    const app = await Test.createTestingModule({
      imports: [
        clientOnly({ auth: 'oauth', oauth: { ...sandbox.clientOptions().oauth, tokenStore: 'database' } }),
      ],
    }).compile();
    try {
      await expect(app.get(Lock).smartlocks().all()).rejects.toThrow(/LOCK_OAUTH_TOKEN_STORE .*client-only/);
    } finally {
      await app.close();
    }
  });
});
