import { Test, TestingModule } from '@nestjs/testing';
import {
  AccountingApi,
  AccountingConfig,
  AccountingModule,
  AccountingModuleOptions,
  EchoService,
} from '../../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../../src/accounting/standalone';
import { AccountingSandbox } from '../../src/testing';
import { CapturedLogger } from './captured-logger';
import { randomAppKey } from './delivery-app';

/** Every ACCOUNTING_* variable needed to reach the sandbox (the subscription key only when it has one). */
export function accountingSandboxEnv(sandbox: AccountingSandbox): Record<string, string> {
  return {
    ACCOUNTING_BASE_URL: sandbox.baseUrl,
    ACCOUNTING_TOKEN_URL: sandbox.tokenUrl,
    ACCOUNTING_CLIENT_KEY: sandbox.clientKey,
    ...(sandbox.subscriptionKey === null ? {} : { ACCOUNTING_SUBSCRIPTION_KEY: sandbox.subscriptionKey }),
  };
}

/** A booted testing module with AccountingModule pointed at the sandbox, its services and its captured log. */
export interface AccountingApp {
  moduleRef: TestingModule;
  api: AccountingApi;
  echo: EchoService;
  config: AccountingConfig;
  logger: CapturedLogger;
  close(): Promise<void>;
}

/**
 * Boots AccountingModule against the sandbox with an in-memory encrypted token cache; `options` override the
 * sandbox's settings (and the cache settings, field by field).
 */
export async function startAccountingApp(
  sandbox: AccountingSandbox,
  options: AccountingModuleOptions = {},
): Promise<AccountingApp> {
  const logger = new CapturedLogger();
  const moduleRef = await Test.createTestingModule({
    imports: [
      AccountingModule.forRoot({
        ...sandbox.clientOptions(),
        ...options,
        tokenCache: { store: 'memory', appKey: randomAppKey(), ...options.tokenCache },
      }),
    ],
  })
    .setLogger(logger)
    .compile();
  await moduleRef.init();
  return {
    moduleRef,
    api: moduleRef.get(AccountingApi),
    echo: moduleRef.get(EchoService),
    config: moduleRef.get(AccountingConfig),
    logger,
    close: () => moduleRef.close(),
  };
}

/** A standalone client pointed at the sandbox; `options` override the sandbox's settings. */
export function standaloneClient(
  sandbox: AccountingSandbox,
  options: ConstructorParameters<typeof StandaloneAccountingApi>[0] = {},
): StandaloneAccountingApi {
  return new StandaloneAccountingApi({ ...sandbox.clientOptions(), ...options });
}

/** What a client call rejected with (fails the test when it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
