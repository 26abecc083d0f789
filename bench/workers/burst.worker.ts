/**
 * Worker of the burst benchmarks (many first calls at once, in one process or in several sharing Redis):
 * `prepare` builds the client and makes no call; for Lock OAuth with `{ setup: true }` it first stores an
 * expired token under a fresh account key, so the burst has to refresh it. `go` waits for the start moment and
 * makes the calls at once. `finish` removes the token from the shared cache when asked, and closes the client.
 */
import { expireLockToken, forgetSharedToken, openClient, OpenClient } from './api-clients';
import { burst } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import type { BurstGo, BurstOutcome, BurstPrepared, ClientSetup } from './worker-protocols';

let client: OpenClient | undefined;
let prepared: ClientSetup | undefined;

async function prepare(request: { setup: ClientSetup; expiredLockToken?: boolean }): Promise<BurstPrepared> {
  await client?.close();
  prepared = request.setup;
  client = await openClient(request.setup);
  if (!request.expiredLockToken) return {};
  await expireLockToken(client);
  return { lockAccountKey: client.lock?.accountKey };
}

async function go(request: BurstGo): Promise<BurstOutcome> {
  const open = client;
  if (open === undefined) throw new Error('go before prepare');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, request.at - Date.now())));
  const started = performance.now();
  const outcome = await burst(open.call, request.calls);
  return { ...outcome, wallMs: performance.now() - started };
}

async function finish(request: { forget: boolean }): Promise<void> {
  if (client === undefined || prepared === undefined) return;
  if (request.forget) {
    await forgetSharedToken(client, prepared.kind, prepared.lockAccountKey ?? client.lock?.accountKey);
  }
  await client.close();
  client = undefined;
}

serveRequests({ prepare, go, finish }, () => client?.close());
