/**
 * The clients under measurement, built in a worker as an application builds them: each module's `forRoot()` in a
 * Nest application context, settings from the env variables the bench server gave for its sandbox, the package
 * loaded by its own name (the built `dist/`). Also the request each call sends, for the bare baselines.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { DynamicModule, INestApplicationContext, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AccountingApi, AccountingModule } from '@vendor/nest-integrations/accounting';
import { AccountingApi as StandaloneAccountingApi } from '@vendor/nest-integrations/accounting/standalone';
import { DeliveryClient, DeliveryModule } from '@vendor/nest-integrations/delivery';
import {
  Lock,
  LOCK_TOKEN_STORE,
  LockModule,
  LockToken,
  LockTokenStore,
} from '@vendor/nest-integrations/lock';
import type { BenchSandbox } from '../support/bench-server-process';
import type { ClientKind, ClientSetup, TransportChoice } from './worker-protocols';

/** A client ready to call. */
export interface OpenClient {
  /** One call of the client: Delivery `status()`, Accounting `getCompanyInfo()`, Lock `smartlocks().all()`. */
  call(): Promise<unknown>;
  /** The Nest application context the client lives in. */
  app: INestApplicationContext;
  /** Lock OAuth: the account key and the token stored for it. */
  lock?: { accountKey: string; token: LockToken };
  close(): Promise<void>;
}

/** The request one call sends, for the bare baselines: the URL and the headers of the same GET. */
export interface BareRequest {
  url: string;
  headers: Record<string, string>;
}

const DELIVERY_FILTER = { functioneelId: 'INV-2026-0004' };

/**
 * Nest's logger in a worker: warnings only (a token cache that is not available shows), on stderr. Errors reach
 * the bench as the rejections they are; Nest's own error log of a refused setting would only repeat them.
 */
const WARNINGS_ONLY: LoggerService = {
  log: () => undefined,
  error: () => undefined,
  warn: (message: unknown, context?: unknown) => {
    process.stderr.write(`${context === undefined ? '' : `[${String(context)}] `}${String(message)}\n`);
  },
};

/** Builds and starts the client. The sandbox's env variables are set in this process first. */
export async function openClient(setup: ClientSetup): Promise<OpenClient> {
  Object.assign(process.env, setup.sandbox.env);
  const tokenCache = { store: setup.tokenStore, appKey: setup.appKey ?? randomBytes(32).toString('base64') };
  const http = httpOptions(setup.transport ?? 'default');
  const module = moduleOf(setup, tokenCache, http);
  // abortOnError: false, so that a module that refuses its settings throws here instead of ending the process.
  const app = await NestFactory.createApplicationContext(module, {
    logger: WARNINGS_ONLY,
    abortOnError: false,
  });
  const close = () => app.close();
  switch (setup.kind) {
    case 'delivery': {
      const client = app.get(DeliveryClient);
      return { app, close, call: () => client.status(DELIVERY_FILTER) };
    }
    case 'accounting': {
      const client = app.get(AccountingApi);
      return { app, close, call: () => client.getCompanyInfo() };
    }
    case 'lock-token': {
      const lock = app.get(Lock);
      return { app, close, call: () => lock.smartlocks().all() };
    }
    case 'lock-oauth': {
      const lock = app.get(Lock);
      if (setup.lockAccountKey !== undefined) {
        const account = lock.as(setup.lockAccountKey);
        return { app, close, call: () => account.smartlocks().all() };
      }
      const accountKey = `bench-${randomBytes(6).toString('hex')}`;
      const token = await lock.oauth().exchangeCode(await authorizationCode(setup), accountKey);
      const account = lock.as(accountKey);
      return { app, close, call: () => account.smartlocks().all(), lock: { accountKey, token } };
    }
  }
}

/** The Accounting client without NestJS (the global `fetch`), on the same sandbox. */
export function openStandaloneAccounting(sandbox: BenchSandbox): { call(): Promise<unknown>; close(): void } {
  const client = StandaloneAccountingApi.fromEnv({ ...process.env, ...sandbox.env });
  return { call: () => client.getCompanyInfo(), close: () => client.close() };
}

/** Stores an already expired copy of the Lock OAuth token, so the next call has to refresh it. */
export async function expireLockToken(client: OpenClient): Promise<void> {
  if (client.lock === undefined) throw new Error('expireLockToken: not a Lock OAuth client');
  const expired = LockToken.fromArray({
    ...client.lock.token.toArray(),
    expires_at: new Date(Date.now() - 60_000).toISOString(),
  });
  await client.app.get<LockTokenStore>(LOCK_TOKEN_STORE).put(client.lock.accountKey, expired);
}

/** Removes the client's token from the shared cache: `forgetToken()`, or for Lock OAuth `oauth().revoke()`. */
export async function forgetSharedToken(
  client: OpenClient,
  kind: ClientKind,
  accountKey?: string,
): Promise<void> {
  if (kind === 'delivery') await client.app.get(DeliveryClient).forgetToken();
  if (kind === 'accounting') await client.app.get(AccountingApi).forgetToken();
  if (kind === 'lock-oauth' && accountKey !== undefined)
    await client.app.get(Lock).oauth().revoke(accountKey);
}

/**
 * The GET a call of this kind sends, with the bearer token the client holds (the sandbox's latest token, or the
 * Lock API token), for bare axios and bare `undici.request` to send the same.
 */
export async function bareRequestOf(setup: ClientSetup, client: OpenClient): Promise<BareRequest> {
  const env = setup.sandbox.env;
  switch (setup.kind) {
    case 'delivery':
      return {
        url: `${env.DELIVERY_BASE_URL}${env.DELIVERY_STATUS_PATH}?functioneelId=${DELIVERY_FILTER.functioneelId}`,
        headers: { accept: 'application/json', authorization: `Bearer ${await currentToken(setup)}` },
      };
    case 'accounting':
      return {
        url: `${env.ACCOUNTING_BASE_URL}/companyInfo`,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${await currentToken(setup)}`,
          'ocp-apim-subscription-key': env.ACCOUNTING_SUBSCRIPTION_KEY,
        },
      };
    case 'lock-token':
      return {
        url: `${env.LOCK_BASE_URL}/smartlock`,
        headers: { accept: 'application/json', authorization: `Bearer ${env.LOCK_API_TOKEN}` },
      };
    case 'lock-oauth':
      return {
        url: `${env.LOCK_BASE_URL}/smartlock`,
        headers: { accept: 'application/json', authorization: `Bearer ${client.lock?.token.accessToken}` },
      };
  }
}

/**
 * Whether the modules take the `http.transport` option: a module built with an unknown transport must refuse it
 * (when it is built or at its first call) with an error that names the transport; a module that ignores the
 * value has no such option.
 */
export async function transportOptionAvailable(setup: ClientSetup): Promise<boolean> {
  let client: OpenClient | undefined;
  try {
    client = await openClient({ ...setup, transport: 'no-such-transport' as TransportChoice });
    await client.call();
    return false;
  } catch (error) {
    return /transport/i.test(error instanceof Error ? error.message : String(error));
  } finally {
    if (client !== undefined) {
      await forgetSharedToken(client, setup.kind, client.lock?.accountKey);
      await client.close();
    }
  }
}

function moduleOf(
  setup: ClientSetup,
  tokenCache: { store: string; appKey: string },
  http: Record<string, unknown> | undefined,
): DynamicModule {
  switch (setup.kind) {
    case 'delivery':
      return DeliveryModule.forRoot({ tokenCache, ...http });
    case 'accounting':
      return AccountingModule.forRoot({ tokenCache, ...http });
    case 'lock-token':
      return LockModule.forRoot({ auth: 'token', tokenCache, ...http });
    case 'lock-oauth':
      return LockModule.forRoot({
        auth: 'oauth',
        oauth: { tokenStore: setup.lockTokenStore ?? 'cache' },
        tokenCache,
        ...http,
      });
  }
}

/**
 * The `http.transport` option, spread into a module's options. Typed loosely so that the bench compiles both
 * before and after the option exists; `default` leaves it out.
 */
function httpOptions(transport: TransportChoice): Record<string, unknown> | undefined {
  return transport === 'default' ? undefined : { http: { transport } };
}

async function currentToken(setup: ClientSetup): Promise<string> {
  const answer = await controlGet<{ token: string | null }>(
    setup,
    `current-token/${setup.sandbox.id}`,
    'GET',
  );
  if (answer.token === null) throw new Error(`the ${setup.kind} sandbox has not issued a token yet`);
  return answer.token;
}

async function authorizationCode(setup: ClientSetup): Promise<string> {
  return (await controlGet<{ code: string }>(setup, `authorization-code/${setup.sandbox.id}`, 'POST')).code;
}

async function controlGet<T>(setup: ClientSetup, route: string, method: string): Promise<T> {
  const response = await fetch(`${setup.controlUrl}/__bench/${route}`, { method });
  if (!response.ok) throw new Error(`bench server: ${method} /__bench/${route} answered ${response.status}`);
  return (await response.json()) as T;
}
