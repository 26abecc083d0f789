import { TestingModule } from '@nestjs/testing';
import { ApiException, LOCK_CLOCK, LockModule, LockUser } from '../src/lock';
import { DatabaseAccountRegistry } from '../src/lock/application/persistence';
import { LockUserRepository, LockUsers } from '../src/lock/application/users';
import { LockAccess } from '../src/lock/application/access/lock-access';
import type { LockGrant } from '../src/lock/application/access/lock-grant';
import { LockGrantRepository } from '../src/lock/application/access/lock-grant-repository';
import { LOCK_PERMISSIONS } from '../src/lock/application/access/lock-permission';
import { LockPermission } from '../src/lock/interfaces/lock-permission.interface';
import type { LockUserAccess } from '../src/lock/application/access/lock-user-access';
import { LockPermissionException } from '../src/lock/errors/lock-permission.exception';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../src/lock/lock.constants';
import { LockSandbox } from '../src/testing';
import { SettableClock } from './support/settable-clock';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * Sub-users' per-lock permissions through `lockAccess.for(user)` against the lock sandbox, on SQLite and
 * PostgreSQL (issue 13 "Users with per-lock permissions"): each permission x granted or not x inside, before or
 * after the window x on an allowed weekday or not; an allowed call reaches the sandbox, a refused one is a
 * `LockPermissionException` and the sandbox gets nothing. Also: every method's permission, the window's ends, a
 * time zone whose weekday differs from UTC's, the main user (everything in owned accounts, nothing elsewhere),
 * and `all()` lists filtered to the granted locks.
 */

const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const PASSWORD = 'Harbour-Keys-2027';

/** The window of the matrix's grants: March 2027 (UTC). */
const WINDOW = { allowedFrom: '2027-03-01T00:00:00.000Z', allowedUntil: '2027-03-31T23:59:59.999Z' };
/** Wednesdays at noon UTC: inside, before and after the window. */
const MOMENTS = {
  inside: '2027-03-10T12:00:00.000Z',
  before: '2027-02-24T12:00:00.000Z',
  after: '2027-04-07T12:00:00.000Z',
} as const;
/** Weekday masks: Wednesday (`wo`, 16), and Monday with Tuesday (`ma,di`, 96). */
const WEDNESDAY = 16;
const MONDAY_TUESDAY = 96;

/** One call per permission: the representative method and the request the sandbox gets for it. */
const CALLS: Record<LockPermission, { call: (as: LockUserAccess) => Promise<unknown>; request: string }> = {
  lock: { call: (as) => as.smartlocks().lock(FRONT_DOOR), request: `POST /smartlock/${FRONT_DOOR}/action` },
  unlock: {
    call: (as) => as.smartlocks().unlock(FRONT_DOOR),
    request: `POST /smartlock/${FRONT_DOOR}/action`,
  },
  view_logs: {
    call: (as) => as.logs().forSmartlock(FRONT_DOOR),
    request: `GET /smartlock/${FRONT_DOOR}/log`,
  },
  manage_auths: {
    call: (as) => as.auths().forSmartlock(FRONT_DOOR),
    request: `GET /smartlock/${FRONT_DOOR}/auth`,
  },
  manage_settings: {
    call: (as) => as.settings().setAdminPin(FRONT_DOOR, 4821),
    request: `POST /smartlock/${FRONT_DOOR}/admin/pin`,
  },
};

/** A web config of the front door, as the settings methods send it. */
const WEB_CONFIG = { batteryWarningPerMailEnabled: true };

/** Every method of the permitted resources, with the permission it needs (null: any grant on the lock). */
const METHODS: {
  name: string;
  needs: LockPermission | null;
  call: (as: LockUserAccess) => Promise<unknown>;
}[] = [
  { name: 'smartlocks().lock', needs: 'lock', call: (as) => as.smartlocks().lock(FRONT_DOOR) },
  { name: 'smartlocks().lockAndGo', needs: 'unlock', call: (as) => as.smartlocks().lockAndGo(FRONT_DOOR) },
  { name: 'smartlocks().unlock', needs: 'unlock', call: (as) => as.smartlocks().unlock(FRONT_DOOR) },
  { name: 'smartlocks().unlatch', needs: 'unlock', call: (as) => as.smartlocks().unlatch(FRONT_DOOR) },
  {
    name: 'smartlocks().lockAndGoWithUnlatch',
    needs: 'unlock',
    call: (as) => as.smartlocks().lockAndGoWithUnlatch(FRONT_DOOR),
  },
  { name: 'smartlocks().find', needs: null, call: (as) => as.smartlocks().find(FRONT_DOOR) },
  { name: 'smartlocks().sync', needs: null, call: (as) => as.smartlocks().sync(FRONT_DOOR) },
  { name: 'logs().forSmartlock', needs: 'view_logs', call: (as) => as.logs().forSmartlock(FRONT_DOOR) },
  { name: 'auths().forSmartlock', needs: 'manage_auths', call: (as) => as.auths().forSmartlock(FRONT_DOOR) },
  {
    name: 'auths().create',
    needs: 'manage_auths',
    call: (as) =>
      as.auths().create(FRONT_DOOR, { name: 'Guest', type: 13, code: 246813, remoteAllowed: false }),
  },
  {
    name: 'auths().update',
    needs: 'manage_auths',
    call: (as) => as.auths().update(FRONT_DOOR, 'auth-1', { name: 'Guest' }),
  },
  { name: 'auths().delete', needs: 'manage_auths', call: (as) => as.auths().delete(FRONT_DOOR, 'auth-1') },
  { name: 'auths().find', needs: 'manage_auths', call: (as) => as.auths().find(FRONT_DOOR, 'auth-1') },
  {
    name: 'auths().createMany',
    needs: 'manage_auths',
    call: (as) =>
      as.auths().createMany({
        name: 'Guest',
        type: 13,
        code: 135792,
        remoteAllowed: false,
        smartlockIds: [FRONT_DOOR],
      }),
  },
  { name: 'smartlocks().action(2)', needs: 'lock', call: (as) => as.smartlocks().action(FRONT_DOOR, 2) },
  { name: 'smartlocks().action(3)', needs: 'unlock', call: (as) => as.smartlocks().action(FRONT_DOOR, 3) },
  { name: 'smartlocks().action(4)', needs: 'unlock', call: (as) => as.smartlocks().action(FRONT_DOOR, 4) },
  { name: 'smartlocks().action(5)', needs: 'unlock', call: (as) => as.smartlocks().action(FRONT_DOOR, 5) },
  {
    name: 'smartlocks().actionWithCallback(4)',
    needs: 'unlock',
    call: (as) => as.smartlocks().actionWithCallback(FRONT_DOOR, 4),
  },
  {
    name: 'smartlocks().lockWithCallback',
    needs: 'lock',
    call: (as) => as.smartlocks().lockWithCallback(FRONT_DOOR),
  },
  {
    name: 'smartlocks().unlockWithCallback',
    needs: 'unlock',
    call: (as) => as.smartlocks().unlockWithCallback(FRONT_DOOR),
  },
  {
    name: 'smartlocks().update',
    needs: 'manage_settings',
    call: (as) => as.smartlocks().update(FRONT_DOOR, { name: 'Front door' }),
  },
  {
    name: 'settings().updateConfig',
    needs: 'manage_settings',
    call: (as) =>
      as.settings().updateConfig(FRONT_DOOR, {
        name: 'Front door',
        latitude: 52.37,
        longitude: 4.89,
        singleLock: false,
        advertisingMode: 0,
        timezoneId: 37,
        timezoneOffset: 60,
      }),
  },
  {
    name: 'settings().updateAdvancedConfig',
    needs: 'manage_settings',
    call: (as) =>
      as.settings().updateAdvancedConfig(FRONT_DOOR, {
        batteryType: 0,
        lockedPositionOffsetDegrees: 0,
        singleLockedPositionOffsetDegrees: 0,
        unlockedPositionOffsetDegrees: 0,
        autoLock: true,
      }),
  },
  {
    name: 'settings().updateWebConfig',
    needs: 'manage_settings',
    call: (as) => as.settings().updateWebConfig(FRONT_DOOR, WEB_CONFIG),
  },
  {
    name: 'settings().updateWebConfigs',
    needs: 'manage_settings',
    call: (as) => as.settings().updateWebConfigs([{ smartlockId: FRONT_DOOR, webConfig: WEB_CONFIG }]),
  },
  {
    name: 'settings().setAdminPin',
    needs: 'manage_settings',
    call: (as) => as.settings().setAdminPin(FRONT_DOOR, 4821),
  },
];

/** A smartlock the sandbox does not have: a delete that is let through must not remove a seeded lock. */
const UNKNOWN_LOCK = 999_001;

/** The calls a main user of the account may make and a sub-user never, whatever its grants. */
const MAIN_USER_ONLY: { name: string; call: (as: LockUserAccess) => Promise<unknown> }[] = [
  { name: 'smartlocks().delete', call: (as) => as.smartlocks().delete(UNKNOWN_LOCK) },
  { name: 'auths().updateMany', call: (as) => as.auths().updateMany([{ id: 'auth-1', name: 'Guest' }]) },
  { name: 'auths().deleteMany', call: (as) => as.auths().deleteMany(['auth-1']) },
  {
    name: 'auths().createWithSharedKey (app access)',
    call: (as) => as.auths().createWithSharedKey(FRONT_DOOR, { name: 'Guest phone' }),
  },
  {
    name: 'auths().createAdvanced (app access)',
    call: (as) =>
      as.auths().createAdvanced({
        name: 'Guest',
        accountUserId: 5,
        remoteAllowed: false,
        smartlockIds: [FRONT_DOOR],
      }),
  },
  { name: 'mainUser().accountUsers().all', call: async (as) => (await as.mainUser()).accountUsers().all() },
  { name: 'mainUser().request', call: async (as) => (await as.mainUser()).request('GET /account/user') },
];

describeOnDatabases('lock permissions', (database: TestDatabase) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let url: string;
  const modules: TestingModule[] = [];
  let clock: SettableClock;
  let access: LockAccess;
  let grants: LockGrantRepository;
  let main: LockUser;
  let sub: LockUser;

  /** A module against the sandbox on the suite's database, with the settable clock and the options. */
  async function boot(options: { timeZone?: string } = {}): Promise<TestingModule> {
    const moduleRef = await lockTestingModule({
      imports: [
        LockModule.forRoot(
          lockSandboxOptions(sandbox, { databaseUrl: url, tokenResolver: 'config', ...options }),
        ),
      ],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    modules.push(moduleRef);
    return moduleRef;
  }

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    url = await database.freshUrl();
    clock = new SettableClock(MOMENTS.inside);
    const moduleRef = await boot();
    const accounts = moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    await accounts.create('default', 'Harbour Office');
    await accounts.create('berlin', 'Berlin');
    const users = moduleRef.get(LockUsers);
    main = await users.create({
      email: 'owner@example.com',
      name: 'Owner',
      password: PASSWORD,
      accountKeys: ['default'],
    });
    sub = await users.create({
      email: 'guest@example.com',
      name: 'Guest',
      password: PASSWORD,
      parentEmail: main.email,
    });
    access = moduleRef.get(LockAccess);
    grants = moduleRef.get(LockGrantRepository);
  });

  afterAll(async () => {
    for (const moduleRef of modules.splice(0)) await moduleRef.close();
    await sandbox?.close();
    restoreEnv();
  });

  beforeEach(async () => {
    clock.setTo(MOMENTS.inside);
    for (const grant of await grants.grantsOf(sub.id))
      await grants.delete(sub.id, grant.accountKey, grant.smartlockId);
  });

  /** Replaces the sub-user's grants with these (account `default`, window and weekdays open unless given). */
  async function grantSub(...given: (Partial<LockGrant> & Pick<LockGrant, 'smartlockId' | 'permissions'>)[]) {
    for (const grant of given) {
      await grants.save(sub.id, {
        accountKey: 'default',
        allowedFrom: null,
        allowedUntil: null,
        allowedWeekDays: null,
        ...grant,
      });
    }
  }

  /** Runs the call; answers whether it reached the sandbox, and fails on any refusal that is not a permission one. */
  async function outcome(call: () => Promise<unknown>): Promise<'sent' | LockPermissionException> {
    const before = sandbox.requests.length;
    try {
      await call();
    } catch (error) {
      if (error instanceof LockPermissionException) {
        expect(sandbox.requests.length).toBe(before);
        return error;
      }
      // The sandbox may answer an allowed call with an error (an unknown authorization id): it was sent.
      if (!(error instanceof ApiException)) throw error;
    }
    expect(sandbox.requests.length).toBeGreaterThan(before);
    return 'sent';
  }

  describe('the matrix: permission x granted x window x weekday', () => {
    const rows = LOCK_PERMISSIONS.flatMap((permission) =>
      [true, false].flatMap((granted) =>
        (['inside', 'before', 'after'] as const).flatMap((moment) =>
          [true, false].map((weekdayAllowed) => ({
            permission,
            granted,
            moment,
            weekdayAllowed,
            allowed: granted && moment === 'inside' && weekdayAllowed,
          })),
        ),
      ),
    );

    it.each(rows)(
      '$permission, granted $granted, $moment the window, weekday allowed $weekdayAllowed: allowed $allowed',
      async (row) => {
        await grantSub({
          smartlockId: FRONT_DOOR,
          permissions: row.granted ? [row.permission] : LOCK_PERMISSIONS.filter((p) => p !== row.permission),
          ...WINDOW,
          allowedWeekDays: row.weekdayAllowed ? WEDNESDAY : MONDAY_TUESDAY,
        });
        clock.setTo(MOMENTS[row.moment]);
        const before = sandbox.requests.length;

        const result = await outcome(() => CALLS[row.permission].call(access.for(sub)));

        if (row.allowed) {
          expect(result).toBe('sent');
          const [request] = sandbox.requests.slice(before);
          expect(`${request.method} ${request.path}`).toBe(CALLS[row.permission].request);
        } else {
          expect(result).toBeInstanceOf(LockPermissionException);
          const refusal = result as LockPermissionException;
          expect(refusal).toMatchObject({
            userEmail: 'guest@example.com',
            permission: row.permission,
            accountKey: 'default',
            smartlockId: FRONT_DOOR,
          });
          expect(refusal.message).toContain(
            `The lock user guest@example.com has no "${row.permission}" permission on smartlock ${FRONT_DOOR} of account "default": `,
          );
          const reason = !row.granted
            ? 'their grant is for'
            : row.moment === 'before'
              ? `the grant starts at ${WINDOW.allowedFrom}`
              : row.moment === 'after'
                ? `the grant ended at ${WINDOW.allowedUntil}`
                : 'the grant is for ma,di, and it is wo in UTC';
          expect(refusal.reason).toContain(reason);
        }
      },
    );
  });

  describe('each method and the permission it needs', () => {
    it.each(METHODS)('$name: allowed with what it needs, refused without', async (method) => {
      await grantSub({
        smartlockId: FRONT_DOOR,
        permissions: method.needs === null ? ['view_logs'] : [method.needs],
      });
      expect(await outcome(() => method.call(access.for(sub)))).toBe('sent');

      await grants.delete(sub.id, 'default', FRONT_DOOR);
      if (method.needs !== null) {
        await grantSub({
          smartlockId: FRONT_DOOR,
          permissions: LOCK_PERMISSIONS.filter((p) => p !== method.needs),
        });
      }
      const refused = await outcome(() => method.call(access.for(sub)));
      expect(refused).toBeInstanceOf(LockPermissionException);
      expect((refused as LockPermissionException).permission).toBe(method.needs);
    });

    it("Lock 'n' Go (it unlocks first) needs unlock: refused, unsent, to a lock-only grant; sent with lock and unlock", async () => {
      const lockAndGo: [string, (as: LockUserAccess) => Promise<unknown>][] = [
        ['lockAndGo', (as) => as.smartlocks().lockAndGo(FRONT_DOOR)],
        ['lockAndGoWithUnlatch', (as) => as.smartlocks().lockAndGoWithUnlatch(FRONT_DOOR)],
        ['action(4)', (as) => as.smartlocks().action(FRONT_DOOR, 4)],
        ['action(5)', (as) => as.smartlocks().action(FRONT_DOOR, 5)],
        ['actionWithCallback(4)', (as) => as.smartlocks().actionWithCallback(FRONT_DOOR, 4)],
      ];
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock'] });
      const actions = sandbox.actions.length;
      for (const [name, call] of lockAndGo) {
        const refused = await outcome(() => call(access.for(sub)));
        expect([name, refused]).toEqual([name, expect.any(LockPermissionException)]);
        expect((refused as LockPermissionException).permission).toBe('unlock');
      }
      expect(sandbox.actions.slice(actions)).toEqual([]);
      expect(await outcome(() => access.for(sub).smartlocks().lock(FRONT_DOOR))).toBe('sent');

      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock', 'unlock'] });
      for (const [name, call] of lockAndGo) {
        expect([name, await outcome(() => call(access.for(sub)))]).toEqual([name, 'sent']);
      }
    });

    it.each(MAIN_USER_ONLY)('$name: refused to a sub-user holding every permission', async (method) => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: [...LOCK_PERMISSIONS] });
      const refused = await outcome(() => method.call(access.for(sub)));
      expect(refused).toBeInstanceOf(LockPermissionException);
      expect((refused as LockPermissionException).reason).toMatch(/^only a main user of the account may /);
    });

    it('settings().updateWebConfigs of several locks needs manage_settings on each', async () => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['manage_settings'] });
      const both = [
        { smartlockId: FRONT_DOOR, webConfig: WEB_CONFIG },
        { smartlockId: BACK_ENTRANCE, webConfig: WEB_CONFIG },
      ];
      const refused = await outcome(() => access.for(sub).settings().updateWebConfigs(both));
      expect(refused).toMatchObject({ permission: 'manage_settings', smartlockId: BACK_ENTRANCE });
    });

    it('auths().createMany without smartlockIds is refused to a sub-user (no lock to check)', async () => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: [...LOCK_PERMISSIONS] });
      const refused = await outcome(() =>
        access.for(sub).auths().createMany({ name: 'Guest', remoteAllowed: false }),
      );
      expect(refused).toBeInstanceOf(LockPermissionException);
    });

    it('a grant on another lock allows nothing on this one', async () => {
      await grantSub({ smartlockId: BACK_ENTRANCE, permissions: [...LOCK_PERMISSIONS] });

      const refused = await outcome(() => access.for(sub).smartlocks().find(FRONT_DOOR));

      expect((refused as Error).message).toBe(
        `The lock user guest@example.com has no permission on smartlock ${FRONT_DOOR} of account "default": they hold no grant on it.`,
      );
    });

    it('a grant in one account allows nothing in another', async () => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: [...LOCK_PERMISSIONS] });

      const refused = await outcome(() => access.for(sub).as('berlin').smartlocks().unlock(FRONT_DOOR));

      expect(refused).toMatchObject({ accountKey: 'berlin', reason: 'they hold no grant on it' });
      expect(access.for(sub).currentAccount()).toBe('default');
      expect(access.for(sub).as('berlin').currentAccount()).toBe('berlin');
    });

    it('takes the signed-in user as the guard gives it, and a revoked grant counts at once', async () => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['unlock'] });
      const signedIn = { user: sub, accountKeys: ['default'] };
      expect(await outcome(() => access.for(signedIn).smartlocks().unlock(FRONT_DOOR))).toBe('sent');

      await grants.delete(sub.id, 'default', FRONT_DOOR);

      expect(await outcome(() => access.for(signedIn).smartlocks().unlock(FRONT_DOOR))).toBeInstanceOf(
        LockPermissionException,
      );
    });
  });

  describe('the window', () => {
    it.each([
      ['start', { allowedFrom: '31.03.2020' }],
      ['end', { allowedUntil: '' }],
    ])('an end stored as no date (%s) closes the grant rather than open it', async (end, window) => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock'], ...window });
      clock.setTo('2027-03-03T12:00:00.000Z');

      const result = await outcome(() => access.for(sub).smartlocks().lock(FRONT_DOOR));

      expect(result).toBeInstanceOf(LockPermissionException);
      expect((result as Error).message).toContain(`the grant's ${end}`);
    });

    it.each([
      ['at its first instant', WINDOW.allowedFrom, true],
      ['1 ms before it', '2027-02-28T23:59:59.999Z', false],
      ['at its last instant', WINDOW.allowedUntil, true],
      ['1 ms after it', '2027-04-01T00:00:00.000Z', false],
    ])('%s (%s): allowed %s', async (_case, moment, allowed) => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock'], ...WINDOW });
      clock.setTo(moment);

      const result = await outcome(() => access.for(sub).smartlocks().lock(FRONT_DOOR));

      if (allowed) expect(result).toBe('sent');
      else expect(result).toBeInstanceOf(LockPermissionException);
    });

    it.each([
      [
        'only a start',
        { allowedFrom: WINDOW.allowedFrom },
        '2099-01-07T12:00:00.000Z',
        '2027-02-24T12:00:00.000Z',
      ],
      ['only an end', { allowedUntil: WINDOW.allowedUntil }, '2001-01-03T12:00:00.000Z', MOMENTS.after],
    ])('with %s, the other end is open', async (_case, window, open, closed) => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock'], ...window });

      clock.setTo(open);
      expect(await outcome(() => access.for(sub).smartlocks().lock(FRONT_DOOR))).toBe('sent');
      clock.setTo(closed);
      expect(await outcome(() => access.for(sub).smartlocks().lock(FRONT_DOOR))).toBeInstanceOf(
        LockPermissionException,
      );
    });
  });

  describe('the time zone', () => {
    /** Sunday 23:30 in UTC, Monday 00:30 in Amsterdam (CET, +01:00). */
    const SUNDAY_NIGHT_UTC = '2027-03-14T23:30:00.000Z';

    it('weekdays are those of LOCK_TIME_ZONE: Monday in Amsterdam while it is Sunday in UTC', async () => {
      const amsterdam = (await boot({ timeZone: 'Europe/Amsterdam' })).get(LockAccess);
      clock.setTo(SUNDAY_NIGHT_UTC);

      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['unlock'], allowedWeekDays: 64 /* ma */ });
      expect(await outcome(() => amsterdam.for(sub).smartlocks().unlock(FRONT_DOOR))).toBe('sent');
      const inUtc = await outcome(() => access.for(sub).smartlocks().unlock(FRONT_DOOR));
      expect((inUtc as LockPermissionException).reason).toBe('the grant is for ma, and it is zo in UTC');

      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['unlock'], allowedWeekDays: 1 /* zo */ });
      const inAmsterdam = await outcome(() => amsterdam.for(sub).smartlocks().unlock(FRONT_DOOR));
      expect((inAmsterdam as LockPermissionException).reason).toBe(
        'the grant is for zo, and it is ma in Europe/Amsterdam',
      );
      expect(await outcome(() => access.for(sub).smartlocks().unlock(FRONT_DOOR))).toBe('sent');
    });
  });

  describe('a main user', () => {
    it.each([...METHODS, ...MAIN_USER_ONLY])(
      '$name: allowed in an account it owns, without any grant',
      async (method) => {
        expect(await outcome(() => method.call(access.for(main)))).toBe('sent');
      },
    );

    it.each(['berlin', 'nowhere'])('%s: nothing in an account it does not own', async (account) => {
      for (const method of [...METHODS, ...MAIN_USER_ONLY]) {
        const refused = await outcome(() => method.call(access.for(main).as(account)));
        expect(refused).toMatchObject({ accountKey: account, reason: 'the account is not one of theirs' });
      }
      for (const list of [
        () => access.for(main).as(account).smartlocks().all(),
        () => access.for(main).as(account).logs().all(),
        () => access.for(main).as(account).auths().all(),
      ]) {
        expect(await outcome(list)).toBeInstanceOf(LockPermissionException);
      }
    });

    it('mainUser() is the manager of that account alone: no as(), no oauth(), calls with its token', async () => {
      const manager = await access.for(main).mainUser();

      expect(manager.currentAccount()).toBe('default');
      expect('as' in manager).toBe(false);
      expect('oauth' in manager).toBe(false);
      expect(Object.isFrozen(manager)).toBe(true);
      const { data } = await manager.request('GET /smartlock/{smartlockId}', { smartlockId: FRONT_DOOR });
      expect(data.smartlockId).toBe(FRONT_DOOR);
      const request = sandbox.requests[sandbox.requests.length - 1];
      expect(request.headers.authorization).toBe(`Bearer ${sandbox.apiToken()}`);
    });

    it('lists every smartlock, log entry and authorization of an owned account', async () => {
      const locks = await access.for(main).smartlocks().all();
      const logs = await access.for(main).logs().all();
      const auths = await access.for(main).auths().all();

      expect(locks.map((lock) => lock.smartlockId).sort()).toEqual(
        [FRONT_DOOR, STREET_GATE, BACK_ENTRANCE].sort(),
      );
      expect(new Set(logs.map((entry) => entry.smartlockId))).toEqual(
        new Set([FRONT_DOOR, BACK_ENTRANCE, STREET_GATE]),
      );
      expect(new Set(auths.map((auth) => auth.smartlockId))).toEqual(
        new Set([FRONT_DOOR, BACK_ENTRANCE, STREET_GATE]),
      );
    });
  });

  describe('all() lists of a sub-user', () => {
    it('smartlocks: only the granted locks; logs: only those with view_logs; auths: only those with manage_auths', async () => {
      await grantSub(
        { smartlockId: FRONT_DOOR, permissions: ['lock', 'manage_auths'] },
        { smartlockId: STREET_GATE, permissions: ['view_logs'] },
      );

      const locks = await access.for(sub).smartlocks().all();
      const logs = await access.for(sub).logs().all();
      const auths = await access.for(sub).auths().all();

      expect(locks.map((lock) => lock.smartlockId).sort()).toEqual([FRONT_DOOR, STREET_GATE].sort());
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.every((entry) => entry.smartlockId === STREET_GATE)).toBe(true);
      expect(auths.length).toBeGreaterThan(0);
      expect(auths.every((auth) => auth.smartlockId === FRONT_DOOR)).toBe(true);
    });

    it('leaves out locks whose grant is closed now', async () => {
      await grantSub(
        { smartlockId: FRONT_DOOR, permissions: ['lock'], ...WINDOW },
        { smartlockId: STREET_GATE, permissions: ['lock'], allowedWeekDays: MONDAY_TUESDAY },
      );

      expect((await access.for(sub).smartlocks().all()).map((lock) => lock.smartlockId)).toEqual([
        FRONT_DOOR,
      ]);
    });

    it('refuses, sending nothing, when no grant could list anything', async () => {
      await grantSub({ smartlockId: FRONT_DOOR, permissions: ['lock'], ...WINDOW });
      clock.setTo(MOMENTS.after);

      const none = await outcome(() => access.for(sub).smartlocks().all());
      const noLogs = await outcome(() => access.for(sub).logs().all());

      expect((none as Error).message).toBe(
        'The lock user guest@example.com has no permission on any smartlock of account "default": none of their grants there is open now.',
      );
      expect((noLogs as Error).message).toBe(
        'The lock user guest@example.com has no "view_logs" permission on any smartlock of account "default": they hold no grant there that includes it.',
      );
    });
  });

  it('LockUserRepository.accountKeysOf: the accounts a user owns; a sub-user owns none, whatever its grants', async () => {
    const users = modules[0].get(LockUserRepository);
    expect(await users.accountKeysOf(sub.id)).toEqual([]);

    await grants.save(sub.id, {
      accountKey: 'berlin',
      smartlockId: FRONT_DOOR,
      permissions: ['lock'],
      allowedFrom: null,
      allowedUntil: null,
      allowedWeekDays: null,
    });
    await grantSub(
      { smartlockId: BACK_ENTRANCE, permissions: ['lock'] },
      { smartlockId: FRONT_DOOR, permissions: ['lock'] },
    );

    expect(await users.accountKeysOf(sub.id)).toEqual([]);
    expect(await users.accountKeysOf(main.id)).toEqual(['default']);
  });
});
