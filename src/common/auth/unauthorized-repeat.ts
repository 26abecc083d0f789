import { recordRetry } from '../telemetry/retry-event';
import type { ProvidedToken } from './token-provider';

/**
 * Which first 401 of a call is answered by one repeat with a new token:
 * - `held-token` (the default): only a 401 on a token the provider already had (instance or cache), which may have
 *   been revoked or expired early. A token fetched for this very call that is refused is a credentials or role
 *   problem: its 401 is answered at once (the Delivery spec, Authentication rule 7).
 * - `always`: every first 401, also on a token fetched for this call (the Accounting spec, Authentication rule 3).
 */
export type UnauthorizedRepeatRule = 'held-token' | 'always';

/** The answer of one attempt: only its status is read. */
export interface UnauthorizedRepeatAnswer {
  /** The HTTP status. */
  readonly status: number;
}

/** A call sent with a bearer token, as `sendWithUnauthorizedRepeat` runs it. */
export interface UnauthorizedRepeatCall<R extends UnauthorizedRepeatAnswer> {
  /**
   * A token for an attempt, as `TokenProvider.get` answers it. A bare value is a token whose origin is not told:
   * it counts as one the provider had.
   */
  token(): Promise<ProvidedToken | string>;
  /** Drops the refused token unless a newer one replaced it meanwhile (`TokenProvider.invalidate`). */
  invalidate(rejected: string): Promise<void>;
  /** Sends the call with the token; `attempt` is 1, then 2 for the repeat. */
  send(token: string, attempt: number): Promise<R>;
  /** Which first 401 is repeated; `held-token` when left out. */
  repeat?: UnauthorizedRepeatRule;
}

/**
 * The one 401 repeat of the token clients: sends the call with a token and, when it answers 401 and the rule
 * repeats it, drops that token, gets a new one and sends the call once more (a `retry` span event, attempt 2).
 * Answers the last answer, a second 401 included (never a third attempt): the client turns a failure into its own
 * exception. Plain TypeScript, so the standalone clients load it without NestJS.
 */
export async function sendWithUnauthorizedRepeat<R extends UnauthorizedRepeatAnswer>(
  call: UnauthorizedRepeatCall<R>,
): Promise<R> {
  const first = provided(await call.token());
  const answer = await call.send(first.value, 1);
  if (answer.status !== 401 || (first.fresh && (call.repeat ?? 'held-token') === 'held-token')) return answer;
  recordRetry(2, '401');
  await call.invalidate(first.value);
  const second = provided(await call.token());
  return call.send(second.value, 2);
}

function provided(token: ProvidedToken | string): ProvidedToken {
  return typeof token === 'string' ? { value: token, fresh: false } : token;
}
