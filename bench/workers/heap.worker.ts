/**
 * Worker of the heap benchmark (run with `--expose-gc`): the heap in use after full garbage collection before
 * and after many warm calls of one client; when asked, first the same for bare axios sending the same GET in
 * this process. What stays after collection is what the calls left behind.
 */
import { bareRequestOf, forgetSharedToken, openClient } from './api-clients';
import { bareAxios } from './bare-clients';
import { measureCalls } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import type { HeapPhase, HeapRequest, HeapResult } from './worker-protocols';

/** Full collections in a row, with a turn of the event loop between them (finalizers, weak references). */
const GC_PASSES = 6;

async function settledHeap(): Promise<number> {
  const gc = global.gc;
  if (gc === undefined) throw new Error('the heap worker needs node --expose-gc');
  for (let pass = 0; pass < GC_PASSES; pass += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

async function phase(call: () => Promise<unknown>, request: HeapRequest): Promise<HeapPhase> {
  await measureCalls(call, request.warmupCalls, request.concurrency);
  const before = await settledHeap();
  const { wallMs } = await measureCalls(call, request.calls, request.concurrency);
  return { before, after: await settledHeap(), wallMs };
}

async function run(request: HeapRequest): Promise<HeapResult> {
  const client = await openClient(request.setup);
  await client.call();
  try {
    let baseline: HeapPhase | undefined;
    if (request.baseline) {
      const axios = bareAxios(await bareRequestOf(request.setup, client));
      baseline = await phase(axios.call, request);
      // Its sockets go now: closed later (by the server's keep-alive timeout), they would count as freed by the client.
      await axios.close();
    }
    return { baseline, client: await phase(client.call, request) };
  } finally {
    await forgetSharedToken(client, request.setup.kind, client.lock?.accountKey);
    await client.close();
  }
}

serveRequests({ run: (request: HeapRequest) => run(request) });
