import type { LockApiClient, LockApiRequest } from '../http/lock-api-client';
import { Lock, LockServices } from '../lock';
import type { LockApiSchemas } from './lock-routes';

/** A manager whose API client records each call and answers `data`. */
function recordingLock(data: unknown = null): { lock: Lock; calls: [string, LockApiRequest][] } {
  const calls: [string, LockApiRequest][] = [];
  const api = {
    respond: async (accountKey: string, request: LockApiRequest) => {
      calls.push([accountKey, request]);
      return { status: data === null ? 204 : 200, headers: {}, data };
    },
  } as unknown as LockApiClient;
  return { lock: new Lock({ api } as LockServices), calls };
}

describe('lock.request() typed from the route', () => {
  it('sends for the account of the manager, parameters where the route puts them', async () => {
    const { lock, calls } = recordingLock({ id: 'abc', name: 'Front door code' });
    const answer = await lock
      .as('berlin')
      .request('GET /smartlock/{smartlockId}/auth/{id}', { smartlockId: 17, id: 'abc' });
    const name: string | undefined = answer.data.name;
    expect(name).toBe('Front door code');
    expect(calls).toEqual([['berlin', { method: 'GET', path: '/smartlock/17/auth/abc' }]]);
  });

  it('types query lists and dates, bodies, 204 answers and string answers', async () => {
    const { lock, calls } = recordingLock();
    await lock.request('GET /smartlock/auth', { types: [0, 13] });
    await lock.request('GET /smartlock/log', { fromDate: new Date(Date.UTC(2026, 10, 1)), limit: 5 });
    const create: LockApiSchemas['SmartlockAuthCreate'] = {
      name: 'Cleaner',
      type: 13,
      code: 284613,
      remoteAllowed: false,
    };
    const created = await lock.request('PUT /smartlock/{smartlockId}/auth', {
      smartlockId: 17,
      body: create,
    });
    const nothing: null = created.data;
    expect(nothing).toBeNull();
    const otp = lock.request('PUT /account/otp');
    const secret: Promise<{ data: string }> = otp;
    await secret;
    expect(calls.map(([, request]) => request)).toEqual([
      { method: 'GET', path: '/smartlock/auth', query: { types: [0, 13] } },
      {
        method: 'GET',
        path: '/smartlock/log',
        query: { fromDate: new Date(Date.UTC(2026, 10, 1)), limit: 5 },
      },
      { method: 'PUT', path: '/smartlock/17/auth', json: create },
      { method: 'PUT', path: '/account/otp' },
    ]);
  });

  it('refuses at compile time what the OpenAPI does not take (checked by tsc in lint)', async () => {
    const { lock } = recordingLock();
    // @ts-expect-error the path parameter smartlockId is required
    await expect(lock.request('GET /smartlock/{smartlockId}')).rejects.toThrow(/smartlockId .* is missing/);
    // @ts-expect-error no such operation
    await expect(lock.request('GET /no-such-route')).resolves.toBeDefined();
    const action = 'POST /smartlock/{smartlockId}/action';
    // @ts-expect-error the action body is required
    await expect(lock.request(action, { smartlockId: 17 })).resolves.toBeDefined();
    const wrongBody = { smartlockId: 17, body: { action: 'unlock' } };
    // @ts-expect-error the action is a number
    await expect(lock.request(action, wrongBody)).resolves.toBeDefined();
  });
});
