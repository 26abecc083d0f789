import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LockCommandsModule, StandardInput } from '../src/commands';
import { LockModule, LockModuleOptions } from '../src/lock';
import {
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
  LockSandbox,
  RecordedRequest,
} from '../src/testing';
import { CommandHarness, ProviderOverride } from './support/command-harness';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockCommandChecks } from './support/lock-command-checks';
import { lockSandboxOptions } from './support/lock-app';
import { callSandbox } from './support/sandbox-call';

/**
 * The lock commands that reach any part of the API (lock spec: console commands; DESIGN §4 Lock): `lock:api`
 * (any operation, like `gh api`, through `lock.request()`), `lock:account-users` and `lock:settings`,
 * in-process through the command harness, against the lock sandbox on 127.0.0.1.
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const FRONT_DOOR = 100101;
const STREET_GATE = 200103;
const LOADING_BAY = 400201;

/** The rows of a table of `renderTable` (columns are at least two spaces apart), without header and rule. */
function tableRows(table: string): string[][] {
  return table
    .trimEnd()
    .split('\n')
    .slice(2)
    .map((line) => line.split(/ {2,}/));
}

/** The JSON body of a recorded request. */
function jsonOf(request: RecordedRequest): unknown {
  return JSON.parse(request.body);
}

/** Standard input as a test feeds it: the text given, and how often it was read. */
class FedInput extends StandardInput {
  reads = 0;

  constructor(private readonly text: string) {
    super();
  }

  override readAll(): Promise<string> {
    this.reads += 1;
    return Promise.resolve(this.text);
  }
}

/** Standard input as a long stream (64 MiB, 64 KiB at a time) that counts the bytes it hands out. */
class LongInput extends StandardInput {
  handedOut = 0;

  protected override async *source(): AsyncIterable<Buffer> {
    const chunk = Buffer.from(`[${'0,'.repeat(32 * 1024 - 1)}`);
    for (let sent = 0; sent < 1024; sent += 1) {
      this.handedOut += chunk.byteLength;
      yield chunk;
    }
  }
}

/** The one line `lock:api` fails with for `--input` over the request body limit. */
const overLimit = (source: string, limit: number, bytes?: number): string =>
  `Error: The input from ${source} is ${bytes === undefined ? '' : `${bytes} bytes, `}over the limit of ${limit} ` +
  'bytes for a request body (LOCK_MAX_REQUEST_BYTES (option http.maxRequestBytes)); nothing was sent.';

/** Two account users as `GET /account/user` answers them (a person and a company). */
const SCRIPTED_USERS = [
  {
    accountUserId: 5101,
    accountId: OFFICE,
    type: 0,
    email: 'anna@lock.example',
    name: 'Anna de Vries',
    language: 'nl',
    creationDate: '2024-03-12T09:20:00.000Z',
    updateDate: '2025-11-02T14:40:00.000Z',
  },
  {
    accountUserId: 5102,
    accountId: OFFICE,
    type: 1,
    email: 'cleaning@lock.example',
    name: 'Cleaning Co.',
    language: 'en',
    creationDate: '2024-04-01T10:00:00.000Z',
    updateDate: '2024-04-01T10:00:00.000Z',
  },
];

/** Settings of a smart lock as `GET /smartlock/{id}` carries them. */
const SCRIPTED_CONFIG = {
  name: 'Front Door',
  latitude: 53.5,
  longitude: 9.9,
  pairingEnabled: true,
  ledEnabled: false,
  timezoneId: 37,
};
const SCRIPTED_ADVANCED = { lngTimeout: 20, autoLock: false, supportedBatteryTypes: [0, 1, 2] };
const SCRIPTED_OPENER_ADVANCED = { intercomId: 4, rtoTimeout: 20, soundLevel: 255 };
const SCRIPTED_WEB = { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [] };

describe('lock:api, lock:account-users and lock:settings, in-process', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let harness: CommandHarness;
  let folder: string;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    harness = new CommandHarness();
    folder = await mkdtemp(join(tmpdir(), 'lock-api-command-'));
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    await sandbox.close();
    await rm(folder, { recursive: true, force: true });
    restoreEnv();
  });

  const run = (args: string[], options: LockModuleOptions = {}, overrides: ProviderOverride[] = []) =>
    harness.run(
      [LockModule.forRoot(lockSandboxOptions(sandbox, options)), LockCommandsModule],
      args,
      overrides,
    );

  /** The options with the second seeded account under the key `depot`. */
  const withDepot = (): LockModuleOptions => ({
    accounts: { depot: { token: sandbox.apiToken(DEPOT) } },
  });

  /** A file in the test's temporary folder (never under the project) holding the text. */
  const fileWith = async (text: string): Promise<string> => {
    const file = join(folder, `${randomUUID()}.json`);
    await writeFile(file, text);
    return file;
  };

  const checks = lockCommandChecks(() => ({ sandbox, harness }));
  const { expectSuccess } = checks;

  /** Exactly one `Error: ...` line on stderr, exit code 1, nothing printed, no secret. */
  function expectOneErrorLine(): string {
    const line = checks.expectOneErrorLine();
    expect(harness.output.printed).toEqual([]);
    return line;
  }

  /** What the sandbox answers the account's token for a GET, asked directly (not recorded afterwards). */
  async function served(path: string, accountId = OFFICE): Promise<unknown> {
    const answer = await callSandbox('GET', `${sandbox.baseUrl}${path}`, {
      token: sandbox.apiToken(accountId),
    });
    sandbox.clearRequests();
    expect(answer.status).toBe(200);
    return answer.body;
  }

  describe('lock:api', () => {
    const api = (args: string[], options: LockModuleOptions = {}, overrides: ProviderOverride[] = []) =>
      run(['lock:api', ...args], options, overrides);

    it('GET /smartlock prints the answer as indented JSON, sent with the default account token', async () => {
      await api(['GET', '/smartlock']);

      const stdout = expectSuccess();
      expect(stdout).toBe(`${JSON.stringify(sandbox.data.accounts[0].smartlocks, null, 2)}\n`);
      expect(sandbox.requests.map((request) => [request.method, request.path, request.query])).toEqual([
        ['GET', '/smartlock', {}],
      ]);
      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(OFFICE)}`);
    });

    it('takes the method in any case and a concrete path: get /smartlock/<id>', async () => {
      await api(['get', `/smartlock/${FRONT_DOOR}`]);

      expect(JSON.parse(expectSuccess())).toEqual(sandbox.data.accounts[0].smartlocks[0]);
      expect(sandbox.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /smartlock/${FRONT_DOOR}`,
      ]);
    });

    it('fills a {placeholder} of the path from the field of that name, which stays out of the query', async () => {
      await api(['GET', '/smartlock/{smartlockId}', '-F', `smartlockId=${STREET_GATE}`]);

      expect(JSON.parse(expectSuccess())).toMatchObject({ smartlockId: STREET_GATE, name: 'Street Gate' });
      expect(sandbox.requests.map((request) => [request.path, request.query])).toEqual([
        [`/smartlock/${STREET_GATE}`, {}],
      ]);
    });

    it('reads the query string of the path into query parameters', async () => {
      await api(['GET', '/smartlock/log?limit=2&action=2']);

      const entries = JSON.parse(expectSuccess()) as { action: number }[];
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.action === 2)).toBe(true);
      expect(sandbox.requests.map((request) => [request.path, request.query])).toEqual([
        ['/smartlock/log', { limit: '2', action: '2' }],
      ]);
    });

    it('sends --field and --raw-field in the query of a GET, beside the query string', async () => {
      await api(['GET', '/smartlock/log?action=1', '--field', 'limit=3', '-f', `accountUserId=5101`]);

      const entries = JSON.parse(expectSuccess()) as { action: number; accountUserId: number }[];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(3);
      expect(entries.every((entry) => entry.action === 1 && entry.accountUserId === 5101)).toBe(true);
      expect(sandbox.requests.map((request) => request.query)).toEqual([
        { action: '1', limit: '3', accountUserId: '5101' },
      ]);
    });

    it('makes a list of a key[] given more than once, sent comma-separated', async () => {
      await api(['GET', '/smartlock/auth', '-F', 'types[]=13', '-F', 'types[]=2']);

      const auths = JSON.parse(expectSuccess()) as { type: number }[];
      expect(auths.length).toBeGreaterThan(0);
      expect(auths.every((auth) => auth.type === 13)).toBe(true);
      expect(sandbox.requests.map((request) => request.query)).toEqual([{ types: '13,2' }]);
    });

    it('sends the fields of a POST as the JSON body, typed by -F and as text by -f; a 204 prints nothing', async () => {
      await api(['POST', `/smartlock/${FRONT_DOOR}`, '-f', 'name=1234', '-F', 'favorite=false']);

      expect(expectSuccess()).toBe('');
      const [request] = sandbox.requests;
      expect(sandbox.requests).toHaveLength(1);
      expect([request.method, request.path, request.query]).toEqual(['POST', `/smartlock/${FRONT_DOOR}`, {}]);
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(jsonOf(request)).toEqual({ name: '1234', favorite: false });
      expect(sandbox.data.accounts[0].smartlocks[0]).toMatchObject({ name: '1234', favorite: false });
    });

    it('types -F values as gh does: true, false, null and numbers as JSON, the rest as text', async () => {
      await api([
        'PUT',
        `/smartlock/${FRONT_DOOR}/auth`,
        '-F',
        'name=Window cleaner',
        '-F',
        'type=13',
        '-F',
        'code=135246',
        '-F',
        'remoteAllowed=true',
        '-F',
        'allowedWeekDays=96',
        '-F',
        'note=007',
        '-F',
        'extra=null',
        '-F',
        'ratio=0.5',
      ]);

      expectSuccess();
      expect(sandbox.requests.map(jsonOf)).toEqual([
        {
          name: 'Window cleaner',
          type: 13,
          code: 135246,
          remoteAllowed: true,
          allowedWeekDays: 96,
          note: '007',
          extra: null,
          ratio: 0.5,
        },
      ]);
      expect(sandbox.data.accounts[0].auths).toContainEqual(
        expect.objectContaining({ name: 'Window cleaner', type: 13, code: 135246, smartlockId: FRONT_DOOR }),
      );
    });

    it('--input <file> sends the file as the JSON body; the fields then go to the query', async () => {
      const file = await fileWith('{ "name": "From File", "favorite": true }\n');

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', file, '-F', 'dryRun=false']);

      expectSuccess();
      expect(sandbox.requests.map((request) => [request.path, request.query, jsonOf(request)])).toEqual([
        [`/smartlock/${FRONT_DOOR}`, { dryRun: 'false' }, { name: 'From File', favorite: true }],
      ]);
      expect(sandbox.data.accounts[0].smartlocks[0]).toMatchObject({ name: 'From File', favorite: true });
    });

    it('--input - reads the JSON body from standard input', async () => {
      const stdin = new FedInput('{"name":"From Stdin"}');

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', '-'], {}, [
        { provide: StandardInput, useValue: stdin },
      ]);

      expectSuccess();
      expect(stdin.reads).toBe(1);
      expect(sandbox.requests.map(jsonOf)).toEqual([{ name: 'From Stdin' }]);
      expect(sandbox.data.accounts[0].smartlocks[0].name).toBe('From Stdin');
    });

    it('--json prints { status, data } as one JSON document, also for a 204', async () => {
      await api(['GET', `/smartlock/${FRONT_DOOR}`, '--json']);

      expect(JSON.parse(expectSuccess())).toEqual({
        status: 200,
        data: sandbox.data.accounts[0].smartlocks[0],
      });

      harness = new CommandHarness();
      await api(['POST', `/smartlock/${FRONT_DOOR}/sync`, '--json']);

      expect(JSON.parse(expectSuccess())).toEqual({ status: 204, data: null });
      expect(sandbox.syncs.get(FRONT_DOOR)).toBe(1);
    });

    it('prints a text answer as it came', async () => {
      sandbox.failNext(1, 200, 'pong', { method: 'GET', path: '/ping' });

      await api(['GET', '/ping']);

      expect(expectSuccess()).toBe('pong\n');
    });

    it('--account sends the call with the token of that account', async () => {
      await api(['GET', '/smartlock', '--account', 'depot'], withDepot());

      expect(JSON.parse(expectSuccess())).toEqual(sandbox.data.accounts[1].smartlocks);
      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('prints the webhook signing secrets of an answer as [redacted]', async () => {
      await api(['GET', '/api/notification', '--account', 'depot'], withDepot());

      const [subscription] = JSON.parse(expectSuccess()) as Record<string, unknown>[];
      expect(subscription).toMatchObject({
        pushId: 'https://depot.lock.example/hooks/lock',
        webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS'],
        secret: '[redacted]',
      });
    });

    it.each([
      [
        'an unknown smartlock (404)',
        ['GET', '/smartlock/999999'],
        'Error: LOCK API GET /smartlock/999999 returned HTTP 404: {"detailMessage":"Smartlock not found","stackTrace":[]}',
      ],
      [
        "another account's smartlock (403)",
        ['DELETE', `/smartlock/${LOADING_BAY}/auth/x`],
        `Error: LOCK API DELETE /smartlock/${LOADING_BAY}/auth/x returned HTTP 403: {"detailMessage":"Forbidden","stackTrace":[]}`,
      ],
      [
        'a body the API refuses (400)',
        ['POST', `/smartlock/${FRONT_DOOR}`, '-F', 'favorite=yes'],
        `Error: LOCK API POST /smartlock/${FRONT_DOOR} returned HTTP 400: {"detailMessage":"favorite must be a boolean","stackTrace":[]}`,
      ],
    ])('fails with the one-line message of %s, sent once', async (_case, args, message) => {
      await api(args);

      expect(expectOneErrorLine()).toBe(message);
      expect(sandbox.requests).toHaveLength(1);
    });

    it('fails with one line after the retries of a 500', async () => {
      sandbox.failNext(3, 500, 'lock backend unavailable', { path: '/smartlock' });

      await api(['GET', '/smartlock']);

      expect(expectOneErrorLine()).toBe(
        'Error: LOCK API GET /smartlock returned HTTP 500: lock backend unavailable',
      );
      expect(sandbox.requestsTo('GET', '/smartlock')).toHaveLength(3);
    });

    it.each([
      [['PATCH', '/smartlock'], 'Error: Unknown method "PATCH"; use GET, PUT, POST, DELETE.'],
      [['FETCH', '/smartlock'], 'Error: Unknown method "FETCH"; use GET, PUT, POST, DELETE.'],
      [
        ['GET', 'smartlock'],
        'Error: The path must start with "/" (it is relative to the lock API base URL), got "smartlock".',
      ],
      [
        ['GET', 'https://elsewhere.example/smartlock'],
        'Error: The path must start with "/" (it is relative to the lock API base URL), got "https://elsewhere.example/smartlock".',
      ],
      [
        ['GET', '/smartlock#top'],
        'Error: The path must not hold white space, control characters or "#", got "/smartlock#top".',
      ],
      [
        ['GET', '/smart lock'],
        'Error: The path must not hold white space, control characters or "#", got "/smart lock".',
      ],
      [
        ['GET', '/smartlock/log', '-F', 'limit'],
        'Error: The --field "limit" has no "="; give it as key=value.',
      ],
      [
        ['GET', '/smartlock/log', '-f', 'limit'],
        'Error: The --raw-field "limit" has no "="; give it as key=value.',
      ],
      [['GET', '/smartlock/log', '-F', '=5'], 'Error: The --field "=5" has no name; give it as key=value.'],
      [
        ['GET', '/smartlock/log?=5'],
        'Error: The query string parameter "=5" has no name; give it as key=value.',
      ],
      [
        ['GET', '/smartlock/log', '-F', 'limit=1', '-F', 'limit=2'],
        'Error: The query parameter "limit" is given more than once; name it "limit[]" to send a list.',
      ],
      [
        ['GET', '/smartlock/log?limit=1', '-F', 'limit=2'],
        'Error: The query parameter "limit" is given more than once; name it "limit[]" to send a list.',
      ],
      [
        ['POST', `/smartlock/${FRONT_DOOR}`, '-F', 'name=a', '-f', 'name=b'],
        'Error: The body field "name" is given more than once; name it "name[]" to send a list.',
      ],
      [
        ['GET', '/smartlock/auth', '-F', 'types=0', '-F', 'types[]=13'],
        'Error: The query parameter "types" is given both as "types" and as "types[]".',
      ],
      [
        ['GET', '/smartlock', '-F', 'body=1'],
        'Error: lock:api cannot send a query parameter named "body" (lock.request() reads it as the JSON body).',
      ],
      [
        ['GET', '/smartlock/{smartlockId}'],
        'Error: The path parameter smartlockId of GET /smartlock/{smartlockId} is missing.',
      ],
      [
        ['GET', '/smartlock', '--account', 'nobody'],
        'Error: No API token is configured for lock account "nobody": set the option accounts.nobody.token of LockModule, or store one in the lock database with lock:account-token --account=nobody (LOCK_TOKEN_RESOLVER=database). Nothing was sent.',
      ],
    ])('%j fails with one line naming the problem and sends nothing', async (args, message) => {
      await api(args);

      expect(expectOneErrorLine()).toBe(message);
      expect(sandbox.requests).toEqual([]);
    });

    it.each([
      ['a missing file', () => Promise.resolve(join(folder, 'missing.json')), 'no such file'],
      ['a folder', () => Promise.resolve(folder), 'it is a directory'],
    ])('--input of %s fails with one line and sends nothing', async (_case, file, why) => {
      const path = await file();

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', path]);

      expect(expectOneErrorLine()).toBe(`Error: Cannot read the input file ${JSON.stringify(path)}: ${why}.`);
      expect(sandbox.requests).toEqual([]);
    });

    it.each([
      ['not JSON', '{ name: "no quotes" }', /^Error: The input from the file ".+" is not valid JSON: \S/],
      ['empty', ' \n', /^Error: The input from the file ".+" is empty; give a JSON body\.$/],
    ])('--input of a file that is %s fails with one line and sends nothing', async (_case, text, message) => {
      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', await fileWith(text)]);

      expect(expectOneErrorLine()).toMatch(message);
      expect(sandbox.requests).toEqual([]);
    });

    it('--input - of text that is not JSON fails with one line and sends nothing', async () => {
      await api(['PUT', `/smartlock/${FRONT_DOOR}/auth`, '--input', '-'], {}, [
        { provide: StandardInput, useValue: new FedInput('name=Courier') },
      ]);

      expect(expectOneErrorLine()).toMatch(/^Error: The input from standard input is not valid JSON: \S/);
      expect(sandbox.requests).toEqual([]);
    });

    it('does not read standard input when a field is bad', async () => {
      const stdin = new FedInput('{}');

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', '-', '-F', 'broken'], {}, [
        { provide: StandardInput, useValue: stdin },
      ]);

      expect(expectOneErrorLine()).toBe('Error: The --field "broken" has no "="; give it as key=value.');
      expect(stdin.reads).toBe(0);
      expect(sandbox.requests).toEqual([]);
    });

    it('--input of a 300 MiB file fails by its size, against the 10 MiB default, and sends nothing', async () => {
      const file = join(folder, 'large.json');
      await writeFile(file, '');
      await truncate(file, 300 * 1024 * 1024); // sparse: no disk is used

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', file]);

      expect(expectOneErrorLine()).toBe(
        overLimit(`the file ${JSON.stringify(file)}`, 10 * 1024 * 1024, 300 * 1024 * 1024),
      );
      expect(sandbox.requests).toEqual([]);
    });

    /** A compact JSON body of exactly `bytes` bytes. */
    const bodyOf = (bytes: number): string => JSON.stringify({ name: 'n'.repeat(bytes - 11) });

    it('--input of a file over LOCK_MAX_REQUEST_BYTES fails and sends nothing', async () => {
      process.env.LOCK_MAX_REQUEST_BYTES = '1024';
      const file = await fileWith(bodyOf(1025));

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', file]);

      expect(expectOneErrorLine()).toBe(overLimit(`the file ${JSON.stringify(file)}`, 1024, 1025));
      expect(sandbox.requests).toEqual([]);
    });

    it('--input of a file of exactly LOCK_MAX_REQUEST_BYTES is sent', async () => {
      process.env.LOCK_MAX_REQUEST_BYTES = '1024';

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', await fileWith(bodyOf(1024))]);

      // Sent whole (the sandbox then refuses so long a name, which does not matter here).
      expect(sandbox.requests.map((request) => request.body.length)).toEqual([1024]);
    });

    it('--input - stops reading standard input past the limit and sends nothing', async () => {
      const limit = 1024 * 1024;
      const stdin = new LongInput();

      await api(['POST', `/smartlock/${FRONT_DOOR}`, '--input', '-'], { http: { maxRequestBytes: limit } }, [
        { provide: StandardInput, useValue: stdin },
      ]);

      expect(expectOneErrorLine()).toBe(overLimit('standard input', limit));
      expect(stdin.handedOut).toBeGreaterThan(limit);
      expect(stdin.handedOut).toBeLessThanOrEqual(limit + 64 * 1024);
      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('lock:account-users', () => {
    const accountUsers = (args: string[], options: LockModuleOptions = {}) =>
      run(['lock:account-users', ...args], options);

    it('prints the users the API answers as a table: ID, Name, Email, Language, Type', async () => {
      sandbox.failNext(1, 200, SCRIPTED_USERS, { method: 'GET', path: '/account/user' });

      await accountUsers([]);

      const stdout = expectSuccess();
      expect(stdout.split('\n')[0].split(/ {2,}/)).toEqual(['ID', 'Name', 'Email', 'Language', 'Type']);
      expect(stdout.split('\n')[1]).toMatch(/^[- ]+$/);
      expect(tableRows(stdout)).toEqual([
        ['5101', 'Anna de Vries', 'anna@lock.example', 'nl', 'user'],
        ['5102', 'Cleaning Co.', 'cleaning@lock.example', 'en', 'company'],
      ]);
      expect(sandbox.requests.map((request) => [request.method, request.path, request.query])).toEqual([
        ['GET', '/account/user', {}],
      ]);
      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(OFFICE)}`);
    });

    it('--email sends the filter to the API', async () => {
      sandbox.failNext(1, 200, SCRIPTED_USERS.slice(0, 1), { method: 'GET', path: '/account/user' });

      await accountUsers(['--email', 'anna@lock.example']);

      expect(tableRows(expectSuccess())).toEqual([
        ['5101', 'Anna de Vries', 'anna@lock.example', 'nl', 'user'],
      ]);
      expect(sandbox.requests.map((request) => request.query)).toEqual([{ email: 'anna@lock.example' }]);
    });

    it('--json prints the users as the API gave them', async () => {
      const answered = [{ ...SCRIPTED_USERS[0], unknownField: { kept: true } }];
      sandbox.failNext(1, 200, answered, { method: 'GET', path: '/account/user' });

      await accountUsers(['--json']);

      expect(JSON.parse(expectSuccess())).toEqual(answered);
    });

    it('says so when the account has no users', async () => {
      sandbox.failNext(1, 200, [], { method: 'GET', path: '/account/user' });

      await accountUsers([]);

      expect(expectSuccess()).toBe('No account users.\n');
    });

    it('lists the seeded users of the account (sandbox: GET /account/user)', async () => {
      const users = (await served('/account/user')) as Record<string, unknown>[];
      expect(users.length).toBeGreaterThan(0);

      await accountUsers([]);

      expect(tableRows(expectSuccess()).map((row) => row.slice(0, 3))).toEqual(
        users.map((user) => [String(user.accountUserId), user.name ?? '', user.email ?? '']),
      );
    });

    it('--account lists the users of that account with its token (sandbox: GET /account/user)', async () => {
      const users = (await served('/account/user', DEPOT)) as Record<string, unknown>[];
      expect(users.length).toBeGreaterThan(0);

      await accountUsers(['--account', 'depot', '--json'], withDepot());

      expect(JSON.parse(expectSuccess())).toEqual(users);
      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('fails with one line when the API refuses the token', async () => {
      sandbox.revokeApiToken(OFFICE);

      await accountUsers([]);

      expect(expectOneErrorLine()).toBe(
        'Error: LOCK API GET /account/user returned HTTP 401: {"detailMessage":"Your access token is not authorized","stackTrace":[]}',
      );
    });
  });

  describe('lock:settings', () => {
    const settings = (args: string[], options: LockModuleOptions = {}) =>
      run(['lock:settings', ...args], options);

    /**
     * A smartlock of the seed answered once for `GET /smartlock/<id>` with only its id, account, type and name,
     * and the given settings (the seed's own settings left out).
     */
    const scriptLock = (id: number, settingsFields: Record<string, unknown>) => {
      const seeded = sandbox.data.accounts[0].smartlocks.find((lock) => lock.smartlockId === id);
      const { smartlockId, accountId, type, name } = seeded ?? {};
      sandbox.failNext(
        1,
        200,
        { smartlockId, accountId, type, name, ...settingsFields },
        { method: 'GET', path: `/smartlock/${id}` },
      );
    };

    it('prints name, type, admin PIN state and each settings object as key: value lines under a heading', async () => {
      scriptLock(FRONT_DOOR, {
        adminPinState: 1,
        config: SCRIPTED_CONFIG,
        advancedConfig: SCRIPTED_ADVANCED,
        webConfig: SCRIPTED_WEB,
      });

      await settings([String(FRONT_DOOR)]);

      expect(expectSuccess()).toBe(
        [
          `Smartlock ${FRONT_DOOR}: Front Door`,
          'Type: smartlock',
          'Admin PIN: missing',
          '',
          'Config:',
          '  name: Front Door',
          '  latitude: 53.5',
          '  longitude: 9.9',
          '  pairingEnabled: true',
          '  ledEnabled: false',
          '  timezoneId: 37',
          '',
          'Advanced config:',
          '  lngTimeout: 20',
          '  autoLock: false',
          '  supportedBatteryTypes: [0,1,2]',
          '',
          'Web config:',
          '  batteryWarningPerMailEnabled: true',
          '  dismissedLiftUpHandleWarning: []',
          '',
        ].join('\n'),
      );
      expect(sandbox.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /smartlock/${FRONT_DOOR}`,
      ]);
    });

    it('heads the advanced config of an opener as such, and says which settings the API left out', async () => {
      scriptLock(STREET_GATE, { adminPinState: 2, openerAdvancedConfig: SCRIPTED_OPENER_ADVANCED });

      await settings([String(STREET_GATE)]);

      expect(expectSuccess()).toBe(
        [
          `Smartlock ${STREET_GATE}: Street Gate`,
          'Type: opener',
          'Admin PIN: invalid',
          '',
          'Config: none',
          '',
          'Opener advanced config:',
          '  intercomId: 4',
          '  rtoTimeout: 20',
          '  soundLevel: 255',
          '',
          'Web config: none',
          '',
        ].join('\n'),
      );
    });

    it('--json prints the settings as the API gave them, null for what it left out', async () => {
      scriptLock(STREET_GATE, {
        adminPinState: 0,
        config: SCRIPTED_CONFIG,
        openerAdvancedConfig: SCRIPTED_OPENER_ADVANCED,
      });

      await settings([String(STREET_GATE), '--json']);

      expect(JSON.parse(expectSuccess())).toEqual({
        smartlockId: STREET_GATE,
        name: 'Street Gate',
        config: SCRIPTED_CONFIG,
        advancedConfig: null,
        openerAdvancedConfig: SCRIPTED_OPENER_ADVANCED,
        smartdoorAdvancedConfig: null,
        webConfig: null,
        adminPinState: 0,
      });
    });

    it('--json prints the seeded settings of a smart lock (sandbox: config fields of GET /smartlock/{id})', async () => {
      const lock = (await served(`/smartlock/${FRONT_DOOR}`)) as Record<string, unknown>;
      expect(lock.config).toEqual(expect.any(Object));
      expect(lock.advancedConfig).toEqual(expect.any(Object));

      await settings([String(FRONT_DOOR), '--json']);

      expect(JSON.parse(expectSuccess())).toEqual({
        smartlockId: FRONT_DOOR,
        name: 'Front Door',
        config: lock.config,
        advancedConfig: lock.advancedConfig,
        openerAdvancedConfig: null,
        smartdoorAdvancedConfig: null,
        webConfig: lock.webConfig ?? null,
        adminPinState: lock.adminPinState,
      });
    });

    it('--account prints the seeded settings of a lock of that account (sandbox: config fields)', async () => {
      const lock = (await served(`/smartlock/${LOADING_BAY}`, DEPOT)) as Record<string, unknown>;
      const advanced = lock.advancedConfig as Record<string, unknown>;
      expect(advanced).toEqual(expect.any(Object));

      await settings([String(LOADING_BAY), '--account', 'depot'], withDepot());

      const stdout = expectSuccess();
      expect(stdout.split('\n').slice(0, 3)).toEqual([
        `Smartlock ${LOADING_BAY}: Loading Bay`,
        'Type: smartlock 3+',
        'Admin PIN: ok',
      ]);
      expect(stdout).toContain(
        [
          'Advanced config:',
          ...Object.entries(advanced).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`),
        ].join('\n'),
      );
      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it.each([['abc'], ['0'], ['12.5'], ['99999999999999999999']])(
      'the id %j fails with one line and sends nothing',
      async (id) => {
        await settings([id]);

        expect(expectOneErrorLine()).toBe(`Error: The smartlock id must be a positive integer, got "${id}".`);
        expect(sandbox.requests).toEqual([]);
      },
    );

    it('an unknown smartlock fails with the one-line message of the 404', async () => {
      await settings(['999999']);

      expect(expectOneErrorLine()).toBe(
        'Error: LOCK API GET /smartlock/999999 returned HTTP 404: {"detailMessage":"Smartlock not found","stackTrace":[]}',
      );
    });
  });
});
