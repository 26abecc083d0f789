import { randomBytes } from 'node:crypto';
import { TestingModule, Test } from '@nestjs/testing';
import { DeliveryClient, DeliveryModule, DeliveryModuleOptions } from '../../src/delivery';
import { DeliverySandbox } from '../../src/testing';
import { CapturedLogger } from './captured-logger';

/** A random APP_KEY in the `base64:` form. */
export function randomAppKey(): string {
  return `base64:${randomBytes(32).toString('base64')}`;
}

/** Every DELIVERY_* variable needed to reach the sandbox. */
export function sandboxEnv(sandbox: DeliverySandbox): Record<string, string> {
  return {
    DELIVERY_AUTH_URL: sandbox.authUrl,
    DELIVERY_REALM: sandbox.realm,
    DELIVERY_CLIENT_ID: sandbox.clientId,
    DELIVERY_USERNAME: sandbox.username,
    DELIVERY_PASSWORD: sandbox.password,
    DELIVERY_BASE_URL: sandbox.baseUrl,
  };
}

/** A booted testing module with DeliveryModule pointed at the sandbox, its client and its captured log. */
export interface DeliveryApp {
  moduleRef: TestingModule;
  client: DeliveryClient;
  logger: CapturedLogger;
  close(): Promise<void>;
}

/** Boots DeliveryModule against the sandbox; `options` override the sandbox's settings. */
export async function startDeliveryApp(
  sandbox: DeliverySandbox,
  options: DeliveryModuleOptions = {},
): Promise<DeliveryApp> {
  const logger = new CapturedLogger();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DeliveryModule.forRoot({
        ...sandbox.clientOptions(),
        ...options,
        tokenCache: { store: 'memory', appKey: randomAppKey(), ...options.tokenCache },
      }),
    ],
  })
    .setLogger(logger)
    .compile();
  await moduleRef.init();
  return { moduleRef, client: moduleRef.get(DeliveryClient), logger, close: () => moduleRef.close() };
}
