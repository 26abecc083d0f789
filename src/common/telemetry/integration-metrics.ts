import type { Counter, Histogram, MeterProvider } from '@opentelemetry/api';
import { INSTRUMENTATION_SCOPE } from './instrumentation-scope';
import type { IntegrationModuleName } from './integration-module';
import {
  ATTR_INTEGRATION_CACHE_RESULT,
  ATTR_INTEGRATION_MODULE,
  ATTR_INTEGRATION_OPERATION,
  ATTR_INTEGRATION_OUTCOME,
} from './telemetry-attributes';
import { telemetryApi } from './telemetry-api';

/** The package's instruments; every label is low-cardinality and holds no secret, id or URL. */
interface IntegrationInstruments {
  callDuration: Histogram;
  tokenFetches: Counter;
  tokenCacheLookups: Counter;
  tokenLockWaits: Counter;
  webhookDeliveries: Counter;
  loginLimitRefusals: Counter;
}

/** The names of the package's metrics, as a meter provider exports them. */
export const INTEGRATION_METRICS = {
  /** Histogram (seconds) of a client call, by module, operation and outcome. */
  callDuration: 'integration.client.call.duration',
  /** Counter of requests to a token endpoint, by module and outcome. */
  tokenFetches: 'integration.token.fetches',
  /** Counter of shared token cache reads, by module and hit or miss. */
  tokenCacheLookups: 'integration.token_cache.lookups',
  /** Counter of waits for another process's token request, by module and how the wait ended. */
  tokenLockWaits: 'integration.token_lock.waits',
  /** Counter of inbound webhook deliveries, by outcome. */
  webhookDeliveries: 'integration.webhook.deliveries',
  /** Counter of sign-in steps the login limit refused, by step. */
  loginLimitRefusals: 'integration.login_limit.refusals',
} as const;

let meterSource: MeterProvider | undefined;
let instruments: IntegrationInstruments | null = null;

/**
 * The instruments when the host registered a meter provider, else null (no API installed, or its no-op provider):
 * recorders then return before building any label. Kept per provider: a call costs one global read.
 */
function activeInstruments(): IntegrationInstruments | null {
  const api = telemetryApi();
  if (api === null) return null;
  const provider = api.metrics.getMeterProvider();
  if (provider === meterSource) return instruments;
  meterSource = provider;
  const meter = provider.getMeter(INSTRUMENTATION_SCOPE);
  instruments =
    meter === api.createNoopMeter()
      ? null
      : {
          callDuration: meter.createHistogram(INTEGRATION_METRICS.callDuration, {
            description: 'Duration of a client call (token, retries and repeats included).',
            unit: 's',
          }),
          tokenFetches: meter.createCounter(INTEGRATION_METRICS.tokenFetches, {
            description: 'Requests to a token endpoint.',
          }),
          tokenCacheLookups: meter.createCounter(INTEGRATION_METRICS.tokenCacheLookups, {
            description: 'Reads of the shared token cache, by hit or miss.',
          }),
          tokenLockWaits: meter.createCounter(INTEGRATION_METRICS.tokenLockWaits, {
            description: 'Waits for another process that holds the token lock.',
          }),
          webhookDeliveries: meter.createCounter(INTEGRATION_METRICS.webhookDeliveries, {
            description: 'Inbound webhook deliveries, by outcome.',
          }),
          loginLimitRefusals: meter.createCounter(INTEGRATION_METRICS.loginLimitRefusals, {
            description: 'Sign-in attempts refused by the login limit.',
          }),
        };
  return instruments;
}

/** Records how long a client call took (seconds) and whether it ended in `success` or `error`. */
export function recordCallDuration(
  module: IntegrationModuleName,
  operation: string,
  outcome: 'success' | 'error',
  seconds: number,
): void {
  activeInstruments()?.callDuration.record(seconds, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_OPERATION]: operation,
    [ATTR_INTEGRATION_OUTCOME]: outcome,
  });
}

/** Counts a request to a token endpoint, `success` when it gave a token, else `error`. */
export function recordTokenFetch(module: IntegrationModuleName, outcome: 'success' | 'error'): void {
  activeInstruments()?.tokenFetches.add(1, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_OUTCOME]: outcome,
  });
}

/** Counts a read of the shared token cache: `hit` when it gave a token, else `miss`. */
export function recordTokenCacheLookup(module: IntegrationModuleName, result: 'hit' | 'miss'): void {
  activeInstruments()?.tokenCacheLookups.add(1, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_CACHE_RESULT]: result,
  });
}

/**
 * Counts a wait for another process's token request, by how it ended: `token-found` (the other process stored
 * it), `lock-taken` (the lock came free) or `gave-up` (the lock's lifetime passed, so the process fetched itself).
 */
export function recordTokenLockWait(
  module: IntegrationModuleName,
  outcome: 'token-found' | 'lock-taken' | 'gave-up',
): void {
  activeInstruments()?.tokenLockWaits.add(1, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_OUTCOME]: outcome,
  });
}

/** Counts an inbound webhook delivery by its outcome (`accepted`, `duplicate`, `forged`, ...). */
export function recordWebhookDelivery(module: IntegrationModuleName, outcome: string): void {
  activeInstruments()?.webhookDeliveries.add(1, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_OUTCOME]: outcome,
  });
}

/** Counts a sign-in step refused by the login limit (`login`, `code`, ..., the limiter's action names). */
export function recordLoginLimitRefusal(module: IntegrationModuleName, action: string): void {
  activeInstruments()?.loginLimitRefusals.add(1, {
    [ATTR_INTEGRATION_MODULE]: module,
    [ATTR_INTEGRATION_OPERATION]: action,
  });
}

/** True when the host registered a meter provider (so a call's duration is worth measuring). */
export function metricsActive(): boolean {
  return activeInstruments() !== null;
}
