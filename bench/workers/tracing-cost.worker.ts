/**
 * Worker of the tracing-cost benchmark: one client kind against its sandbox, with a warm token, in the
 * OpenTelemetry mode its env variable names (see `TelemetryMode`): the API hidden, the API with no provider, or
 * an in-memory SDK. The parent asks for one round at a time, so the three modes' workers take turns.
 */
import { hideTelemetryApi } from './hidden-telemetry-api';
import { registerInMemoryTelemetry, type InMemoryTelemetry } from './in-memory-telemetry';
import { measureCalls } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import type { OpenClient } from './api-clients';
import {
  ClientSetup,
  TELEMETRY_MODE_ENV,
  TelemetryMode,
  TracingRoundRequest,
  WarmRound,
} from './worker-protocols';

const mode = process.env[TELEMETRY_MODE_ENV] as TelemetryMode;
if (mode === 'no-api') hideTelemetryApi();
const telemetry: InMemoryTelemetry | undefined =
  mode === 'in-memory-sdk' ? registerInMemoryTelemetry() : undefined;
let client: OpenClient | undefined;

/** Builds the client (the package is loaded only now, after the mode is set) and warms it up. */
async function open(request: {
  setup: ClientSetup;
  warmupCalls: number;
  concurrency: number;
}): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openClient } = require('./api-clients') as typeof import('./api-clients');
  client = await openClient(request.setup);
  await measureCalls(client.call, request.warmupCalls, 1);
  await measureCalls(client.call, request.warmupCalls, request.concurrency);
  if (mode === 'in-memory-sdk' && telemetry?.spanCount() === 0) {
    throw new Error('the in-memory SDK recorded no span: the client is not traced');
  }
}

async function round(request: TracingRoundRequest): Promise<WarmRound> {
  if (client === undefined) throw new Error('open the client first');
  telemetry?.forgetSpans();
  return {
    sequential: await measureCalls(client.call, request.sequentialCalls, 1),
    concurrent: await measureCalls(client.call, request.concurrentCalls, request.concurrency),
  };
}

serveRequests({ open, round }, () => client?.close());
