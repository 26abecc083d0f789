import type { LockSandbox } from './lock-sandbox';
import type { LockSandboxData } from './lock-sandbox-data';

/**
 * Makes the sandbox list a smartlock's authorizations late, as the lock API may: its `PUT /smartlock/{id}/auth`
 * "creates asynchronous" and answers 204 with no id. The next `count` lists of the smartlock's authorizations
 * (`GET /smartlock/{id}/auth`) answer them as they stand when this is called, so an authorization created after
 * the call is missing from those lists (and one deleted after it still in them), and the lists after show it. It
 * is a scripted answer (`failNext` with a 200, the `types` filter not applied), so `clearFaults` ends it early.
 */
export function listAuthorizationsLate(sandbox: LockSandbox, smartlockId: number, count = 1): void {
  const data = sandbox.data as unknown as LockSandboxData;
  const asTheyStand = data.accounts
    .flatMap((account) => account.auths)
    .filter((auth) => auth.smartlockId === smartlockId);
  sandbox.failNext(count, 200, structuredClone(asTheyStand), {
    method: 'GET',
    path: `/smartlock/${smartlockId}/auth`,
  });
}
