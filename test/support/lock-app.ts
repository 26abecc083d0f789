import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestingModule } from '@nestjs/testing';
import { Lock, LockModule, LockModuleOptions, LockTokenStore, LOCK_TOKEN_STORE } from '../../src/lock';
import { LockAuthSettings } from '../../src/lock/auth/lock-auth-settings';
import { LockSandbox } from '../../src/testing';
import { CapturedLogger } from './captured-logger';
import { randomAppKey } from './delivery-app';
import { lockTestingModule } from './password-hash-cost';

/** A booted testing module with LockModule pointed at the lock sandbox, its services and its captured log. */
export interface LockApp {
  moduleRef: TestingModule;
  lock: Lock;
  authSettings: LockAuthSettings;
  tokenStore: LockTokenStore;
  logger: CapturedLogger;
  close(): Promise<void>;
}

/**
 * The module options that reach the sandbox: its base URL, the API token of its first account as `default`,
 * its OAuth client, no pause between retries (tests that measure the pause set it), and an in-memory encrypted
 * token cache with a random key, and a new SQLite file in the temporary folder. `options` override them (the
 * nested sections field by field).
 */
export function lockSandboxOptions(sandbox: LockSandbox, options: LockModuleOptions = {}): LockModuleOptions {
  const client = sandbox.clientOptions();
  return {
    baseUrl: client.baseUrl,
    apiToken: client.apiToken,
    ...options,
    oauth: { ...client.oauth, ...options.oauth },
    http: { retrySleep: 0, ...options.http },
    tokenCache: { store: 'memory', appKey: randomAppKey(), ...options.tokenCache },
    databaseUrl: options.databaseUrl ?? temporarySqliteUrl(),
  };
}

/** A `sqlite://` URL of a new file in the system's temporary folder (never under the project). */
export function temporarySqliteUrl(): string {
  return `sqlite://${join(tmpdir(), `lock-test-${randomUUID()}.sqlite`)}`;
}

/** Boots LockModule against the sandbox (see `lockSandboxOptions`), hashing passwords at the test cost. */
export async function startLockApp(sandbox: LockSandbox, options: LockModuleOptions = {}): Promise<LockApp> {
  const logger = new CapturedLogger();
  const moduleRef = await lockTestingModule({
    imports: [LockModule.forRoot(lockSandboxOptions(sandbox, options))],
  })
    .setLogger(logger)
    .compile();
  await moduleRef.init();
  return {
    moduleRef,
    lock: moduleRef.get(Lock),
    authSettings: moduleRef.get(LockAuthSettings),
    tokenStore: moduleRef.get<LockTokenStore>(LOCK_TOKEN_STORE),
    logger,
    close: () => moduleRef.close(),
  };
}

/** Spends the refresh token at the sandbox's token endpoint, outside any app: the new token is stored nowhere. */
export async function spendRefreshTokenOutsideTheApps(
  sandbox: LockSandbox,
  refreshToken: string,
): Promise<void> {
  const response = await fetch(sandbox.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: sandbox.oauthClientId,
      client_secret: sandbox.oauthClientSecret,
    }),
    signal: AbortSignal.timeout(5000),
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}
