import { inspect } from 'node:util';
import { Test, TestingModule } from '@nestjs/testing';
import { AccountingApi, AccountingException, AccountingModule } from '../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../src/accounting/standalone';
import { AccountingSandbox } from '../src/testing';
import { accountingSandboxEnv, rejectionOf } from './support/accounting-app';
import { CapturedLogger } from './support/captured-logger';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';

/** Subscription keys a header would not carry as they are: trimmed, refused or changed on the wire. */
const UNSENDABLE_KEYS: [string, string][] = [
  ['a trailing newline (read from a file)', 'sub-key-4711\n'],
  ['a trailing space', 'sub-key-4711 '],
  ['a carriage return inside', 'sub\rkey-4711'],
  ['a control character', 'sub\u0001key-4711'],
  ['a character beyond Latin-1', 'sub-key-€-4711'],
];

function expectRefusal(error: unknown, key: string): void {
  expect(error).toBeInstanceOf(AccountingException);
  expect((error as AccountingException).status()).toBe(0);
  const { message } = error as AccountingException;
  expect(message).toContain('ACCOUNTING_SUBSCRIPTION_KEY, option subscriptionKey');
  expect(message).toContain('Nothing was sent');
  expect(message).not.toContain(key.trim());
}

describe('a subscription key that cannot travel in a header as it is: refused the same way in both flavours', () => {
  let sandbox: AccountingSandbox;
  let restoreEnv: () => void;
  const modules: TestingModule[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await AccountingSandbox.start();
  });

  afterEach(async () => {
    for (const moduleRef of modules.splice(0)) await moduleRef.close();
    await sandbox.close();
    restoreEnv();
  });

  it.each(UNSENDABLE_KEYS)('standalone: the constructor throws for %s', (_label, subscriptionKey) => {
    const env = accountingSandboxEnv(sandbox);
    let thrown: unknown;
    try {
      new StandaloneAccountingApi({
        baseUrl: env.ACCOUNTING_BASE_URL,
        tokenUrl: env.ACCOUNTING_TOKEN_URL,
        clientKey: env.ACCOUNTING_CLIENT_KEY,
        subscriptionKey,
      });
    } catch (error) {
      thrown = error;
    }
    expectRefusal(thrown, subscriptionKey);
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each(UNSENDABLE_KEYS)(
    'NestJS: the app boots, the first call rejects for %s, nothing sent',
    async (_l, key) => {
      Object.assign(process.env, accountingSandboxEnv(sandbox), { ACCOUNTING_SUBSCRIPTION_KEY: key });
      const moduleRef = await Test.createTestingModule({ imports: [AccountingModule.forRoot()] })
        .setLogger(new CapturedLogger())
        .compile();
      modules.push(moduleRef);
      await moduleRef.init();
      const api = moduleRef.get(AccountingApi);

      expectRefusal(await rejectionOf(api.getCompanyInfo()), key);
      expect(sandbox.requests).toHaveLength(0);
      // The stand-in renders as the refusal, never as a rejected promise or a key.
      expect(inspect(api)).toContain('unconfigured');
      expect(String(api)).toBe('[object Object]');
      expect(JSON.stringify(api)).not.toContain(key.trim());
    },
  );

  it('a Latin-1 key travels unchanged (Node sends it as one byte per character)', async () => {
    const env = accountingSandboxEnv(sandbox);
    const api = new StandaloneAccountingApi({
      baseUrl: env.ACCOUNTING_BASE_URL,
      tokenUrl: env.ACCOUNTING_TOKEN_URL,
      clientKey: env.ACCOUNTING_CLIENT_KEY,
      subscriptionKey: 'sub-é-key',
    });
    try {
      await api.getCompanyInfo().catch(() => undefined);
      const sent = sandbox.requests.find((request) => request.path.endsWith('/companyInfo'));
      expect(sent?.headers['ocp-apim-subscription-key']).toBe('sub-é-key');
    } finally {
      api.close();
    }
  });
});
