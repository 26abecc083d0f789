import { AddressInfo } from 'node:net';
import { Controller, Get, INestApplication, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { TestingModule } from '@nestjs/testing';
import {
  AllowLockSubUsers,
  CurrentLockUser,
  LOCK_SESSION_REQUIRED_MESSAGE,
  LockAccountParam,
  LockAuthGuard,
  LockAuthService,
  LockUsers,
} from '../src/lock/application/users';
import { DatabaseAccountRegistry } from '../src/lock/application/persistence';
import { InvalidArgumentException, LOCK_CLOCK, Lock, LockModule, LockUser } from '../src/lock';
import type { LockAuthenticatedUser, LockSessionGrant } from '../src/lock/application/users';
import { LockAccess } from '../src/lock/application/access/lock-access';
import { LockGrantRepository } from '../src/lock/application/access/lock-grant-repository';
import type { LockPermission } from '../src/lock/interfaces/lock-permission.interface';
import { RequireLockPermission } from '../src/lock/application/access/require-lock-permission.decorator';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../src/lock/lock.constants';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { SettableClock } from './support/settable-clock';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * `@RequireLockPermission()` over real HTTP on 127.0.0.1, on SQLite and PostgreSQL (issue 13): a host controller's
 * routes answer 200 when the signed-in user holds the permission on the route's `:smartlockId` (the sandbox gets
 * the call), 403 with the message naming user, permission and lock when not (the sandbox gets nothing), 401
 * without a session; the account comes from `@LockAccountParam()`, `:account` or `default`. A plain
 * `LockAuthGuard` route without an account parameter is for main users unless `@AllowLockSubUsers()` opens it
 * (issue 24, point 9), and the module's own `/lock/auth/me` and `/logout` are open to sub-users.
 */

const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
/** A lock of the sandbox's depot account, which is `berlin` here. */
const LOADING_BAY = 400201;
const PASSWORD = 'Harbour-Keys-2027';

/** A host app's doors, each route guarded by the permission it needs. */
@Controller()
class DoorsController {
  constructor(
    private readonly access: LockAccess,
    private readonly lock: Lock,
  ) {}

  @Post('doors/:smartlockId/unlock')
  @RequireLockPermission('unlock')
  async unlock(
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access.for(signedIn).smartlocks().unlock(smartlockId);
    return { unlocked: smartlockId };
  }

  /** Needs `lock` at the door, and unlatches in the handler: the handler's own refusal is a 403 as well. */
  @Post('doors/:smartlockId/lock-and-unlatch')
  @RequireLockPermission('lock')
  async lockAndUnlatch(
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access.for(signedIn).smartlocks().unlatch(smartlockId);
    return { unlatched: smartlockId };
  }

  /** Declares only `lock`, and does Lock 'n' Go: the permitted view asks `unlock` as well, as it unlocks first. */
  @Post('doors/:smartlockId/lock-and-go')
  @RequireLockPermission('lock')
  async lockAndGo(
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access.for(signedIn).smartlocks().lockAndGo(smartlockId);
    return { lockAndGo: smartlockId };
  }

  /** Deletes an authorization of the door: "Manage keypad codes" reaches keypad codes only. */
  @Post('doors/:smartlockId/auths/:authId/delete')
  @RequireLockPermission('manage_auths')
  async deleteAuthorization(
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @Param('authId') authId: string,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access.for(signedIn).auths().delete(smartlockId, authId);
    return { deleted: authId };
  }

  /** Makes a keypad code valid always, every day: a sub-user's must lie within its grant. */
  @Post('doors/:smartlockId/keypad-codes')
  @RequireLockPermission('manage_auths')
  async createKeypadCode(
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access
      .for(signedIn)
      .auths()
      .create(smartlockId, { name: 'Always', type: 13, code: 395174, remoteAllowed: false });
    return { created: smartlockId };
  }

  @Post('sites/:site/doors/:smartlockId/lock')
  @LockAccountParam('site')
  @RequireLockPermission('lock')
  async lockAtSite(
    @Param('site') site: string,
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    await this.access.for(signedIn).as(site).smartlocks().lock(smartlockId);
    return { locked: smartlockId, site };
  }

  @Get('accounts/:account/doors/:smartlockId/logs')
  @RequireLockPermission('view_logs')
  async logs(
    @Param('account') account: string,
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
    @CurrentLockUser() signedIn: LockAuthenticatedUser,
  ) {
    return (await this.access.for(signedIn).as(account).logs().forSmartlock(smartlockId)).length;
  }

  @Get('rooms/:room')
  @RequireLockPermission('lock')
  room() {
    return { room: true };
  }

  /** A route of the kind the guard had before permissions: the account checked, the manager used as it is. */
  @Post('plain/:account/doors/:smartlockId/unlock')
  @UseGuards(LockAuthGuard)
  async plainUnlock(
    @Param('account') account: string,
    @Param('smartlockId', ParseIntPipe) smartlockId: number,
  ) {
    await this.lock.as(account).smartlocks().unlock(smartlockId);
    return { unlocked: smartlockId };
  }

  /** A route for main users: neither an account parameter nor a permission (every account's lock list, say). */
  @Get('reports')
  @UseGuards(LockAuthGuard)
  async reports(@CurrentLockUser() signedIn: LockAuthenticatedUser) {
    return { accounts: signedIn.accountKeys, doors: (await this.lock.smartlocks().all()).length };
  }

  /** A route for every signed-in user, sub-users too. */
  @Get('profile')
  @UseGuards(LockAuthGuard)
  @AllowLockSubUsers()
  profile(@CurrentLockUser() signedIn: LockAuthenticatedUser) {
    return { email: signedIn.user.email };
  }
}

/** An answer of the app: status and parsed JSON body (or null). */
interface Answer {
  status: number;
  body: unknown;
}

describeOnDatabases('@RequireLockPermission over HTTP', (database: TestDatabase) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let moduleRef: TestingModule;
  let app: INestApplication;
  let baseUrl: string;
  const clock = new SettableClock('2027-03-10T12:00:00.000Z');
  let grants: LockGrantRepository;
  let sub: LockUser;
  let subSession: string;
  let mainSession: string;

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    const options = lockSandboxOptions(sandbox, {
      databaseUrl: await database.freshUrl(),
      tokenResolver: 'config',
      accounts: { berlin: { token: sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID) } },
      otp: { enabled: false },
    });
    moduleRef = await lockTestingModule({
      imports: [LockModule.forRoot({ ...options, authController: true })],
      controllers: [DoorsController],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

    const accounts = moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    await accounts.create('default', 'Harbour Office');
    await accounts.create('berlin', 'Berlin');
    const users = moduleRef.get(LockUsers);
    await users.create({
      email: 'owner@example.com',
      name: 'Owner',
      password: PASSWORD,
      accountKeys: ['default', 'berlin'],
    });
    sub = await users.create({
      email: 'guest@example.com',
      name: 'Guest',
      password: PASSWORD,
      parentEmail: 'owner@example.com',
    });
    grants = moduleRef.get(LockGrantRepository);
    const auth = moduleRef.get(LockAuthService);
    mainSession = ((await auth.login('owner@example.com', PASSWORD)) as LockSessionGrant).session;
    subSession = ((await auth.login('guest@example.com', PASSWORD)) as LockSessionGrant).session;
  });

  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
    restoreEnv();
  });

  beforeEach(async () => {
    clock.setTo('2027-03-10T12:00:00.000Z');
    for (const grant of await grants.grantsOf(sub.id)) {
      await grants.delete(sub.id, grant.accountKey, grant.smartlockId);
    }
  });

  /** Gives the sub-user a grant (account `default` unless given; window and weekdays open unless given). */
  async function grant(
    smartlockId: number,
    permissions: LockPermission[],
    extra: { accountKey?: string; allowedUntil?: string } = {},
  ): Promise<void> {
    await grants.save(sub.id, {
      accountKey: extra.accountKey ?? 'default',
      smartlockId,
      permissions,
      allowedFrom: null,
      allowedUntil: extra.allowedUntil ?? null,
      allowedWeekDays: null,
    });
  }

  /** The request with the session (if any); answers status and body, and checks what reached the sandbox. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    session: string | null,
    reachesSandbox: boolean,
  ): Promise<Answer> {
    const before = sandbox.requests.length;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: session === null ? {} : { authorization: `Bearer ${session}` },
    });
    const text = await response.text();
    if (reachesSandbox) expect(sandbox.requests.length).toBeGreaterThan(before);
    else expect(sandbox.requests.length).toBe(before);
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  const forbidden = (message: string) => ({
    status: 403,
    body: { statusCode: 403, message, error: 'Forbidden' },
  });

  it('200 with the permission: the sandbox gets the action', async () => {
    await grant(FRONT_DOOR, ['unlock']);

    const answer = await request('POST', `/doors/${FRONT_DOOR}/unlock`, subSession, true);

    expect(answer).toEqual({ status: 201, body: { unlocked: FRONT_DOOR } });
    expect(sandbox.actions.at(-1)).toMatchObject({ smartlockId: FRONT_DOOR, action: 1 });
  });

  it('403 naming user, permission and lock without it; nothing sent', async () => {
    await grant(FRONT_DOOR, ['unlock']);

    expect(await request('POST', `/doors/${BACK_ENTRANCE}/unlock`, subSession, false)).toEqual(
      forbidden(
        `The lock user guest@example.com has no "unlock" permission on smartlock ${BACK_ENTRANCE} of account "default": they hold no grant on it.`,
      ),
    );
  });

  it('403 once the grant has ended', async () => {
    await grant(FRONT_DOOR, ['unlock'], { allowedUntil: '2027-03-10T12:00:00.000Z' });
    expect((await request('POST', `/doors/${FRONT_DOOR}/unlock`, subSession, true)).status).toBe(201);

    clock.setTo('2027-03-10T12:00:00.001Z');

    expect(await request('POST', `/doors/${FRONT_DOOR}/unlock`, subSession, false)).toEqual(
      forbidden(
        `The lock user guest@example.com has no "unlock" permission on smartlock ${FRONT_DOOR} of account "default": the grant ended at 2027-03-10T12:00:00.000Z.`,
      ),
    );
  });

  it.each([
    ['no Authorization header', null],
    ['an unknown session', 'x'.repeat(43)],
  ])('401 with %s; nothing sent', async (_case, session) => {
    await grant(FRONT_DOOR, ['unlock']);

    expect(await request('POST', `/doors/${FRONT_DOOR}/unlock`, session, false)).toEqual({
      status: 401,
      body: { statusCode: 401, message: LOCK_SESSION_REQUIRED_MESSAGE, error: 'Unauthorized' },
    });
  });

  it('a LockPermissionException of the handler itself is a 403 too', async () => {
    await grant(FRONT_DOOR, ['lock']);

    expect(await request('POST', `/doors/${FRONT_DOOR}/lock-and-unlatch`, subSession, false)).toEqual(
      forbidden(
        `The lock user guest@example.com has no "unlock" permission on smartlock ${FRONT_DOOR} of account "default": their grant is for lock only.`,
      ),
    );
  });

  it("Lock 'n' Go needs unlock: 403 to a lock-only grant, nothing sent; 201 with lock and unlock", async () => {
    await grant(FRONT_DOOR, ['lock']);

    expect(await request('POST', `/doors/${FRONT_DOOR}/lock-and-go`, subSession, false)).toEqual(
      forbidden(
        `The lock user guest@example.com has no "unlock" permission on smartlock ${FRONT_DOOR} of account "default": their grant is for lock only.`,
      ),
    );

    await grant(FRONT_DOOR, ['lock', 'unlock']);
    const answer = await request('POST', `/doors/${FRONT_DOOR}/lock-and-go`, subSession, true);
    expect(answer).toEqual({ status: 201, body: { lockAndGo: FRONT_DOOR } });
    expect(sandbox.actions.at(-1)).toMatchObject({ smartlockId: FRONT_DOOR, action: 4 });
  });

  it('"Manage keypad codes" reaches keypad codes only: deleting app access is a 403, and nothing changing is sent', async () => {
    await grant(FRONT_DOOR, ['unlock', 'manage_auths']);
    const anna = sandbox.data.accounts[0].auths.find(
      (auth) => auth.smartlockId === FRONT_DOOR && auth.type === 0,
    ) as { id: string; name: string };
    const before = sandbox.requests.length;

    const answer = await request('POST', `/doors/${FRONT_DOOR}/auths/${anna.id}/delete`, subSession, true);

    expect(answer).toEqual(
      forbidden(
        `The lock user guest@example.com has no "manage_auths" permission on smartlock ${FRONT_DOOR} of account "default": "Manage keypad codes" covers keypad codes only, and authorization ${anna.id} is app access; only a main user of the account may delete it.`,
      ),
    );
    expect(sandbox.requests.slice(before).map((sent) => sent.method)).toEqual(['GET']);
  });

  it('a keypad code outside the grant is a 403 naming what is outside, nothing sent', async () => {
    await grant(FRONT_DOOR, ['unlock', 'manage_auths'], { allowedUntil: '2027-03-11T12:00:00.000Z' });

    expect(await request('POST', `/doors/${FRONT_DOOR}/keypad-codes`, subSession, false)).toEqual(
      forbidden(
        `The lock user guest@example.com has no "manage_auths" permission on smartlock ${FRONT_DOOR} of account "default": a keypad code they make or change must end (allowedUntilDate) by the end of their grant, 2027-03-11T12:00:00.000Z; this one has no end.`,
      ),
    );
  });

  describe('the account of the route', () => {
    it('@LockAccountParam names it: a grant in default does not open the door of berlin', async () => {
      await grant(FRONT_DOOR, ['lock']);
      await grant(BACK_ENTRANCE, ['lock'], { accountKey: 'berlin' });

      expect(await request('POST', `/sites/default/doors/${FRONT_DOOR}/lock`, subSession, true)).toEqual({
        status: 201,
        body: { locked: FRONT_DOOR, site: 'default' },
      });
      expect(await request('POST', `/sites/berlin/doors/${FRONT_DOOR}/lock`, subSession, false)).toEqual(
        forbidden(
          `The lock user guest@example.com has no "lock" permission on smartlock ${FRONT_DOOR} of account "berlin": they hold no grant on it.`,
        ),
      );
    });

    it('a grant in one account does not open a route of another: the grant is checked per lock', async () => {
      await grant(FRONT_DOOR, ['lock']);

      expect(await request('POST', `/sites/berlin/doors/${FRONT_DOOR}/lock`, subSession, false)).toEqual(
        forbidden(
          `The lock user guest@example.com has no "lock" permission on smartlock ${FRONT_DOOR} of account "berlin": they hold no grant on it.`,
        ),
      );
    });

    it('a plain LockAuthGuard account route stays for owners: a sub-user with grants there gets 403, nothing sent', async () => {
      await grant(FRONT_DOOR, ['lock', 'unlock', 'view_logs', 'manage_auths']);

      expect(
        await request('POST', `/plain/default/doors/${BACK_ENTRANCE}/unlock`, subSession, false),
      ).toEqual(forbidden('The lock account "default" is not one of yours.'));
      expect(
        (await request('POST', `/plain/default/doors/${BACK_ENTRANCE}/unlock`, mainSession, true)).status,
      ).toBe(201);
    });

    it('a plain LockAuthGuard route without an account parameter is for main users: a sub-user gets 403, nothing sent', async () => {
      await grant(FRONT_DOOR, ['lock', 'unlock', 'view_logs', 'manage_auths', 'manage_settings']);

      expect(await request('GET', '/reports', subSession, false)).toEqual(
        forbidden('This route is for main users; a sub-user may not use it.'),
      );
      expect(await request('GET', '/reports', mainSession, true)).toEqual({
        status: 200,
        body: { accounts: ['berlin', 'default'], doors: expect.any(Number) },
      });
    });

    it("@AllowLockSubUsers() opens a route to sub-users, and the module's own /me and /logout are open", async () => {
      expect(await request('GET', '/profile', subSession, false)).toEqual({
        status: 200,
        body: { email: 'guest@example.com' },
      });
      expect(await request('GET', '/lock/auth/me', subSession, false)).toEqual({
        status: 200,
        body: { id: sub.id, email: 'guest@example.com', name: 'Guest', accounts: [] },
      });
      const auth = moduleRef.get(LockAuthService);
      const another = ((await auth.login('guest@example.com', PASSWORD)) as LockSessionGrant).session;
      expect((await request('POST', '/lock/auth/logout', another, false)).status).toBe(204);
      expect((await request('GET', '/profile', another, false)).status).toBe(401);
    });

    it('`:account` by default', async () => {
      await grant(FRONT_DOOR, ['view_logs']);

      expect(
        (await request('GET', `/accounts/default/doors/${FRONT_DOOR}/logs`, subSession, true)).status,
      ).toBe(200);
      expect(
        (await request('GET', `/accounts/default/doors/${BACK_ENTRANCE}/logs`, subSession, false)).status,
      ).toBe(403);
    });

    it('`default` without an account parameter: a grant in another account does not count', async () => {
      await grant(FRONT_DOOR, ['unlock'], { accountKey: 'berlin' });

      expect((await request('POST', `/doors/${FRONT_DOOR}/unlock`, subSession, false)).status).toBe(403);
    });
  });

  describe('a main user', () => {
    it('passes every route in the accounts it owns, without grants', async () => {
      expect((await request('POST', `/doors/${FRONT_DOOR}/unlock`, mainSession, true)).status).toBe(201);
      expect(
        (await request('POST', `/sites/berlin/doors/${LOADING_BAY}/lock`, mainSession, true)).status,
      ).toBe(201);
      expect(
        (await request('GET', `/accounts/default/doors/${FRONT_DOOR}/logs`, mainSession, true)).status,
      ).toBe(200);
    });
  });

  describe('the route', () => {
    it('without a :smartlockId parameter is refused rather than let through', async () => {
      expect(await request('GET', '/rooms/1', mainSession, false)).toEqual(
        forbidden('The route has no "smartlockId" parameter naming a smartlock.'),
      );
    });

    // Above 2^53 - 1 an id no longer names one smartlock as a number (9007199254740993 reads as ...992).
    it.each(['abc', '0', '-5', '1.5', '9007199254740992', '9999999999999999'])(
      'a smartlockId of %j is a 400',
      async (id) => {
        expect(await request('POST', `/doors/${id}/unlock`, mainSession, false)).toEqual({
          status: 400,
          body: {
            statusCode: 400,
            message: `The route parameter "smartlockId" must be a smartlock id (a positive integer), got "${id}".`,
            error: 'Bad Request',
          },
        });
      },
    );

    it('an unknown permission in the decorator fails at startup', () => {
      expect(() => RequireLockPermission('open' as LockPermission)).toThrow(InvalidArgumentException);
      expect(() => RequireLockPermission('open' as LockPermission)).toThrow(
        'Unknown lock permission "open"; accepted: lock, unlock, view_logs, manage_auths, manage_settings.',
      );
    });
  });
});
