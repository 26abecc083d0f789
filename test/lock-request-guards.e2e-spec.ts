import { LockCommandsModule } from '../src/commands';
import { InvalidArgumentException } from '../src/common';
import { LockModule, LockModuleOptions } from '../src/lock';
import type { LockApiResponse } from '../src/lock/http/lock-api-client';
import { LockSandbox } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { CommandHarness } from './support/command-harness';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, lockSandboxOptions, startLockApp } from './support/lock-app';
import { lockCommandChecks } from './support/lock-command-checks';

/**
 * Issue 33 (rows 3, 7 and 10): a `lock.request()` or `lock:api` route that would leave the base URL's path (a dot
 * segment, raw or percent-encoded, or a control character), a body JSON cannot write (a BigInt) and a body over
 * `LOCK_MAX_REQUEST_BYTES` are refused with `InvalidArgumentException` before anything is sent, over both
 * transports, against the lock sandbox on 127.0.0.1 with the API under `/v1/lock`.
 */

/** `lock.request()` with a route made at run time, as `lock:api` calls it. */
type UntypedRequest = (route: string, parameters?: Record<string, unknown>) => Promise<LockApiResponse>;

const BASE_PATH = '/v1/lock';
const FRONT_DOOR = 100101;

const dotSegment = (path: string): string =>
  `The lock API path of GET ${JSON.stringify(path)} has a dot segment ("." or "..", raw or percent-encoded), ` +
  "which would address a resource outside the API's base URL; nothing was sent.";
const overLimit = (path: string, bytes: number, limit: number): string =>
  `The request body of POST ${path} is ${bytes} bytes, over the limit of ${limit} bytes ` +
  '(LOCK_MAX_REQUEST_BYTES (option http.maxRequestBytes)); nothing was sent.';
/** A body whose JSON is exactly `bytes` bytes. */
const bodyOf = (bytes: number): { name: string } => ({ name: 'n'.repeat(bytes - 11) });
const controlCharacter = (path: string): string =>
  `The lock API path of GET ${JSON.stringify(path)} holds a control character or NUL; nothing was sent.`;

/** Route paths that address `/admin/export` (or another resource above the base URL) once resolved. */
const DOT_SEGMENT_PATHS = [
  '/../../admin/export',
  '/%2e%2e/%2e%2e/admin/export',
  '/.%2e/.%2e/admin/export',
  '/%2E%2E/%2E%2E/admin/export',
  '/%2e./%2E./admin/export',
  '/smartlock/../../../x',
  '/smartlock/./../../x',
  '/..\\..\\admin/export',
];
const CONTROL_PATHS = [
  '/smartlock\u0000/../admin',
  '/smartlock/\u0001x',
  '/smartlock/%00x',
  '/smartlock\u007f',
];

describe.each([
  ['the default transport (axios)', {}],
  ['undici', { transport: 'undici' }],
])('lock.request() refuses hostile routes and bodies unsent, over %s', (_name, http) => {
  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let app: LockApp;
  let request: UntypedRequest;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    app = await startLockApp(sandbox, { baseUrl: `${sandbox.baseUrl}${BASE_PATH}`, http });
    request = app.lock.request.bind(app.lock) as unknown as UntypedRequest;
  });

  afterEach(async () => {
    await app.close();
    await sandbox.close();
    restoreEnv();
  });

  it.each(DOT_SEGMENT_PATHS)('refuses the dot segments of GET %s', async (path) => {
    const error = await rejectionOf(request(`GET ${path}`));

    expect(error).toBeInstanceOf(InvalidArgumentException);
    expect((error as Error).message).toBe(dotSegment(path));
    expect(sandbox.requests).toEqual([]);
  });

  it.each(CONTROL_PATHS.map((path) => [JSON.stringify(path), path]))(
    'refuses the control character of GET %s',
    async (_shown, path) => {
      const error = await rejectionOf(request(`GET ${path}`));

      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as Error).message).toBe(controlCharacter(path));
      expect(sandbox.requests).toEqual([]);
    },
  );

  it.each([
    ['a top-level field', { n: 10n }, 'body.n'],
    ['a field in a list', { items: [1, { id: 2n }] }, 'body.items[1].id'],
    ['a field whose name is no identifier', { 'lock id': BigInt(FRONT_DOOR) }, 'body["lock id"]'],
    ['the body itself', 10n, 'body'],
  ])('refuses a BigInt in %s, naming its JSON path', async (_case, body, path) => {
    const error = await rejectionOf(
      request('POST /smartlock/{smartlockId}', { smartlockId: FRONT_DOOR, body }),
    );

    expect(error).toBeInstanceOf(InvalidArgumentException);
    expect((error as Error).message).toBe(
      `The JSON body of POST /smartlock/${FRONT_DOOR} holds a BigInt at ${path}, which JSON cannot carry; ` +
        'give it as a number or a string. Nothing was sent.',
    );
    expect(sandbox.requests).toEqual([]);
  });

  it('refuses a body over the 10 MiB default (a 50 MB one), naming its size, the limit and the setting', async () => {
    const bytes = 50_000_000;

    const error = await rejectionOf(
      request('POST /smartlock/{smartlockId}', { smartlockId: FRONT_DOOR, body: bodyOf(bytes) }),
    );

    expect(error).toBeInstanceOf(InvalidArgumentException);
    expect((error as Error).message).toBe(
      overLimit(`${sandbox.baseUrl}${BASE_PATH}/smartlock/${FRONT_DOOR}`, bytes, 10 * 1024 * 1024),
    );
    expect(sandbox.requests).toEqual([]);
  });

  it('refuses a body over http.maxRequestBytes unsent and sends one of exactly the limit', async () => {
    const limited = await startLockApp(sandbox, {
      baseUrl: `${sandbox.baseUrl}${BASE_PATH}`,
      http: { ...http, maxRequestBytes: 1024 },
    });
    try {
      const send = (bytes: number) =>
        limited.lock.request('POST /smartlock/{smartlockId}', {
          smartlockId: FRONT_DOOR,
          body: bodyOf(bytes),
        });

      const error = await rejectionOf(send(1025));
      expect((error as Error).message).toBe(
        overLimit(`${sandbox.baseUrl}${BASE_PATH}/smartlock/${FRONT_DOOR}`, 1025, 1024),
      );
      expect(sandbox.requests).toEqual([]);

      await rejectionOf(send(1024)); // sent; the sandbox then refuses so long a name, which does not matter here
      expect(sandbox.requests.map((sent) => sent.body.length)).toEqual([1024]);
    } finally {
      await limited.close();
    }
  });
});

describe('lock:api refuses hostile routes unsent', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let harness: CommandHarness;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    await sandbox.close();
    restoreEnv();
  });

  const api = (args: string[], options: LockModuleOptions = {}) =>
    harness.run(
      [
        LockModule.forRoot(
          lockSandboxOptions(sandbox, { baseUrl: `${sandbox.baseUrl}${BASE_PATH}`, ...options }),
        ),
        LockCommandsModule,
      ],
      ['lock:api', ...args],
    );
  const checks = lockCommandChecks(() => ({ sandbox, harness }));

  it.each(DOT_SEGMENT_PATHS)('GET %s fails with one line and sends nothing', async (path) => {
    await api(['GET', path]);

    expect(checks.expectOneErrorLine()).toBe(`Error: ${dotSegment(path)}`);
    expect(harness.output.printed).toEqual([]);
    expect(sandbox.requests).toEqual([]);
  });
});
