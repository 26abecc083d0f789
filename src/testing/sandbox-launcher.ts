import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
import { AccountingSandbox } from './accounting-sandbox';
import { DeliverySandbox } from './delivery-sandbox';
import { LockSandbox } from './lock-sandbox';

/** The names of the sandboxes `startSandboxes` starts, in the order it starts them. */
export const SANDBOX_NAMES = ['delivery', 'accounting', 'lock'] as const;

/** One of the three sandboxes: `delivery`, `accounting` or `lock`. */
export type SandboxName = (typeof SANDBOX_NAMES)[number];

/** The sandbox class behind each name. */
export interface SandboxInstances {
  /** The Delivery sandbox. */
  delivery: DeliverySandbox;
  /** The Accounting sandbox. */
  accounting: AccountingSandbox;
  /** The Lock sandbox. */
  lock: LockSandbox;
}

/** Sandboxes started by `startSandboxes`, and the env variables that point the modules at them. */
export interface RunningSandboxes<N extends SandboxName = SandboxName> {
  /**
   * The env variables a deployment sets to point each started module at its sandbox, generated credentials
   * included: `DELIVERY_*`, `ACCOUNTING_*`, and for Lock the API token of the default account (`LOCK_AUTH=token`)
   * plus the OAuth client, so `lock:oauth-authorize` works with `LOCK_AUTH=oauth`. Grouped by sandbox, in the
   * order of `SANDBOX_NAMES`.
   */
  env: Record<string, string>;
  /** The base URL of each started sandbox, `http://127.0.0.1:<port>`. */
  urls: Record<N, string>;
  /** The started sandboxes themselves: request logs, scripted faults, seeded data, issued secrets. */
  sandboxes: Pick<SandboxInstances, N>;
  /** Stops every started sandbox and destroys its open connections. */
  close(): Promise<void>;
}

type Started = { [N in SandboxName]: { name: N; sandbox: SandboxInstances[N] } }[SandboxName];

/** True when `name` is one of `SANDBOX_NAMES`. */
export function isSandboxName(name: string): name is SandboxName {
  return (SANDBOX_NAMES as readonly string[]).includes(name);
}

/**
 * Starts the named sandboxes (all three when none are named; a name given twice starts one) on 127.0.0.1 and
 * free ports. When one fails to start, those already started are closed and the error is thrown.
 * @throws InvalidArgumentException for an unknown name, before anything starts
 */
export async function startSandboxes<N extends SandboxName = SandboxName>(
  names: readonly N[] = [],
): Promise<RunningSandboxes<N>> {
  for (const name of names as readonly string[]) {
    if (!isSandboxName(name)) {
      throw new InvalidArgumentException(`Unknown sandbox "${name}": expected ${SANDBOX_NAMES.join(', ')}.`);
    }
  }
  const wanted = SANDBOX_NAMES.filter(
    (name) => names.length === 0 || (names as readonly string[]).includes(name),
  );
  const started: Started[] = [];
  try {
    for (const name of wanted) started.push(await startOne(name));
  } catch (error) {
    await Promise.allSettled(started.map(({ sandbox }) => sandbox.close()));
    throw error;
  }
  return {
    env: Object.assign({}, ...started.map(envOf)) as Record<string, string>,
    urls: Object.fromEntries(started.map(({ name, sandbox }) => [name, sandbox.url])) as Record<N, string>,
    sandboxes: Object.fromEntries(started.map(({ name, sandbox }) => [name, sandbox])) as Pick<
      SandboxInstances,
      N
    >,
    close: async () => {
      await Promise.all(started.map(({ sandbox }) => sandbox.close()));
    },
  };
}

async function startOne(name: SandboxName): Promise<Started> {
  switch (name) {
    case 'delivery':
      return { name, sandbox: await DeliverySandbox.start() };
    case 'accounting':
      return { name, sandbox: await AccountingSandbox.start() };
    case 'lock':
      return { name, sandbox: await LockSandbox.start() };
  }
}

/** The env variables of one started sandbox: the one place that knows how a sandbox maps to settings. */
function envOf(started: Started): Record<string, string> {
  switch (started.name) {
    case 'delivery': {
      const client = started.sandbox.clientOptions();
      return {
        DELIVERY_AUTH_URL: client.authUrl,
        DELIVERY_REALM: client.realm,
        DELIVERY_CLIENT_ID: client.clientId,
        DELIVERY_USERNAME: client.username,
        DELIVERY_PASSWORD: client.password,
        DELIVERY_BASE_URL: client.baseUrl,
        DELIVERY_STATUS_PATH: client.statusPath,
      };
    }
    case 'accounting': {
      const client = started.sandbox.clientOptions();
      return {
        ACCOUNTING_BASE_URL: client.baseUrl,
        ACCOUNTING_TOKEN_URL: client.tokenUrl,
        ACCOUNTING_CLIENT_KEY: client.clientKey,
        ...(client.subscriptionKey === undefined
          ? {}
          : { ACCOUNTING_SUBSCRIPTION_KEY: client.subscriptionKey }),
      };
    }
    case 'lock': {
      const client = started.sandbox.clientOptions();
      return {
        LOCK_BASE_URL: client.baseUrl,
        LOCK_AUTH: 'token',
        LOCK_API_TOKEN: client.apiToken,
        LOCK_OAUTH_CLIENT_ID: client.oauth.clientId,
        LOCK_OAUTH_CLIENT_SECRET: client.oauth.clientSecret,
        LOCK_OAUTH_REDIRECT_URI: client.oauth.redirectUri,
        LOCK_OAUTH_AUTHORIZE_URL: client.oauth.authorizeUrl,
        LOCK_OAUTH_TOKEN_URL: client.oauth.tokenUrl,
      };
    }
  }
}
