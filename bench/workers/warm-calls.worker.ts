/**
 * Worker of the warm-call benchmark: one client kind against its sandbox, with a warm token, next to its
 * baselines (bare axios, bare `undici.request`) in this same process. Each round runs every candidate once,
 * sequentially and then `concurrency` in flight, in an order that rotates from round to round, so drift in the
 * machine's load reaches every candidate alike.
 */
import {
  bareRequestOf,
  forgetSharedToken,
  openClient,
  openStandaloneAccounting,
  transportOptionAvailable,
} from './api-clients';
import { bareAxios, bareUndici } from './bare-clients';
import { measureCalls } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import { CANDIDATE, WarmCallsRequest, WarmCallsResult, WarmRound } from './worker-protocols';

interface Candidate {
  name: string;
  call(): Promise<unknown>;
  close(): Promise<void> | void;
}

async function run(request: WarmCallsRequest): Promise<WarmCallsResult> {
  const { setup } = request;
  const available = await transportOptionAvailable(setup);
  const client = await openClient(setup);
  await client.call();
  const candidates: Candidate[] = [{ name: CANDIDATE.client, ...client }];
  const revokeKeys = [client.lock?.accountKey];
  if (available) {
    const onUndici = await openClient({ ...setup, transport: 'undici' });
    candidates.push({ name: CANDIDATE.clientOnUndici, ...onUndici });
    revokeKeys.push(onUndici.lock?.accountKey);
  }
  if (setup.kind === 'accounting')
    candidates.push({ name: CANDIDATE.standalone, ...openStandaloneAccounting(setup.sandbox) });
  const target = await bareRequestOf(setup, client);
  candidates.push(
    { name: CANDIDATE.axios, ...bareAxios(target) },
    { name: CANDIDATE.undici, ...bareUndici(target) },
  );
  try {
    for (const candidate of candidates) {
      await measureCalls(candidate.call, request.warmupCalls, 1);
      await measureCalls(candidate.call, request.warmupCalls, request.concurrency);
    }
    const rounds: Record<string, WarmRound>[] = [];
    for (let round = 0; round < request.rounds; round += 1) {
      const figures: Record<string, WarmRound> = {};
      for (const candidate of rotate(candidates, round)) {
        figures[candidate.name] = {
          sequential: await measureCalls(candidate.call, request.sequentialCalls, 1),
          concurrent: await measureCalls(candidate.call, request.concurrentCalls, request.concurrency),
        };
      }
      rounds.push(figures);
    }
    return { transportOptionAvailable: available, candidates: candidates.map(({ name }) => name), rounds };
  } finally {
    for (const accountKey of revokeKeys) await forgetSharedToken(client, setup.kind, accountKey);
    for (const candidate of candidates) await candidate.close();
  }
}

function rotate<T>(items: T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

serveRequests({ run: (request: WarmCallsRequest) => run(request) });
