import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { TestingModule } from '@nestjs/testing';
import { Lock, LOCK_CLOCK, LockModule, LockUser } from '../src/lock';
import { DatabaseAccountRegistry } from '../src/lock/application/persistence';
import { LockUsers } from '../src/lock/application/users';
import { LockAccess } from '../src/lock/application/access/lock-access';
import type { LockGrant } from '../src/lock/application/access/lock-grant';
import { LockGrantRepository } from '../src/lock/application/access/lock-grant-repository';
import { LockGrants } from '../src/lock/application/access/lock-grants';
import { KeypadCodeMakers } from '../src/lock/application/access/keypad-code-makers';
import { KeypadCodeOutsideGrantException } from '../src/lock/application/access/keypad-code-outside-grant.exception';
import { SubUserDeletion } from '../src/lock/application/access/sub-user-deletion';
import { LockPruner } from '../src/lock/application/maintenance/lock-pruner';
import { KeypadCodeMakerResolution } from '../src/lock/application/access/keypad-code-maker-resolution';
import { LockDatabase } from '../src/lock/application/persistence/lock-database';
import { ApiException } from '../src/lock/errors/api.exception';
import { KeypadCodeUnrecordableException } from '../src/lock/application/access/keypad-code-unrecordable.exception';
import { listAuthorizationsLate } from '../src/testing/lock-sandbox-late-listing';
import { LockPermissionException } from '../src/lock/errors/lock-permission.exception';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../src/lock/lock.constants';
import type { LockSandboxData, LockSmartlockAuth } from '../src/testing';
import { LockSandbox } from '../src/testing';
import { SettableClock } from './support/settable-clock';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * What "Manage keypad codes" (`manage_auths`) lets a sub-user do, through `LockAccess` against the lock sandbox on
 * SQLite and PostgreSQL (issue 33, rows 13 and 15): keypad codes only (another person's app access, a fob: read
 * first, refused by kind before anything changing is sent; listed: keypad codes alone; app access made with a
 * shared key or the advanced API: a main user's); each code it makes or changes lies within its grant (refused,
 * not clipped); the package records who made each code, and removes the codes a sub-user made at the vendor when
 * its grant is revoked, when the sub-user is deleted, and (at the prune) when the grant ended, keeping the record
 * when the vendor cannot be reached.
 */

const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const PASSWORD = 'Harbour-Keys-2027';
/** Now: Wednesday 10 March 2027, noon UTC. */
const NOW = '2027-03-10T12:00:00.000Z';
/** The grant's end: tomorrow noon. */
const TOMORROW_NOON = '2027-03-11T12:00:00.000Z';
const WEDNESDAY_THURSDAY = 16 + 8;

describeOnDatabases('sub-users and keypad codes', (database: TestDatabase) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let moduleRef: TestingModule;
  const clock = new SettableClock(NOW);
  let access: LockAccess;
  let grants: LockGrantRepository;
  let makers: KeypadCodeMakers;
  let main: LockUser;
  let sub: LockUser;
  let codeCounter = 0;

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    moduleRef = await lockTestingModule({
      imports: [
        LockModule.forRoot(
          lockSandboxOptions(sandbox, {
            databaseUrl: await database.freshUrl(),
            tokenResolver: 'config',
            prune: { enabled: false },
          }),
        ),
      ],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    const accounts = moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    await accounts.create('default', 'Harbour Office');
    const users = moduleRef.get(LockUsers);
    main = await users.create({
      email: 'owner@example.com',
      name: 'Owner',
      password: PASSWORD,
      accountKeys: ['default'],
    });
    access = moduleRef.get(LockAccess);
    grants = moduleRef.get(LockGrantRepository);
    makers = moduleRef.get(KeypadCodeMakers);
  });

  afterAll(async () => {
    await moduleRef?.close();
    await sandbox?.close();
    restoreEnv();
  });

  beforeEach(async () => {
    clock.setTo(NOW);
    sandbox.clearFaults();
    // A fresh sub-user each time: the removal tests delete theirs.
    sub = await moduleRef.get(LockUsers).create({
      email: `guest-${(codeCounter += 1)}@example.com`,
      name: 'Guest',
      password: PASSWORD,
      parentEmail: main.email,
    });
  });

  /** The sandbox's authorizations of the lock. */
  function authsOf(smartlockId: number): LockSmartlockAuth[] {
    return (sandbox.data as unknown as LockSandboxData).accounts[0].auths.filter(
      (auth) => auth.smartlockId === smartlockId,
    );
  }

  function authNamed(smartlockId: number, name: string): LockSmartlockAuth | undefined {
    return authsOf(smartlockId).find((auth) => auth.name === name);
  }

  /** The requests that could change something at the vendor since `from`. */
  function changesSince(from: number): string[] {
    return sandbox.requests
      .slice(from)
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
  }

  /** A six-digit code of the digits 1 to 9 not used before in this suite (nor by the seed). */
  function freshCode(): number {
    codeCounter += 1;
    let rest = 3000 + codeCounter;
    let digits = '';
    for (let place = 0; place < 6; place += 1) {
      digits = String((rest % 9) + 1) + digits;
      rest = Math.floor(rest / 9);
    }
    return Number(digits);
  }

  async function grantSub(grant: Partial<LockGrant> = {}): Promise<void> {
    await grants.save(sub.id, {
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: ['unlock', 'manage_auths'],
      allowedFrom: null,
      allowedUntil: TOMORROW_NOON,
      allowedWeekDays: null,
      ...grant,
    });
  }

  /** Makes a keypad code as the main user (recorded as no sub-user's). */
  async function mainUserCode(name: string): Promise<LockSmartlockAuth> {
    await access
      .for(main)
      .auths()
      .create(FRONT_DOOR, { name, type: 13, code: freshCode(), remoteAllowed: false });
    return authNamed(FRONT_DOOR, name) as LockSmartlockAuth;
  }

  /** Makes a keypad code as the sub-user, within a grant ending tomorrow noon. */
  async function subUserCode(name: string, smartlockId = FRONT_DOOR): Promise<LockSmartlockAuth> {
    await access.for(sub).auths().create(smartlockId, {
      name,
      type: 13,
      code: freshCode(),
      remoteAllowed: false,
      allowedUntilDate: '2027-03-11T10:00:00.000Z',
    });
    return authNamed(smartlockId, name) as LockSmartlockAuth;
  }

  async function refusal(call: () => Promise<unknown>): Promise<LockPermissionException> {
    const error = await call().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(LockPermissionException);
    return error as LockPermissionException;
  }

  describe('"Manage keypad codes" covers keypad codes only (row 15)', () => {
    it("refuses to disable, change, delete or read another person's app access, sending nothing that changes", async () => {
      await grantSub();
      const anna = authNamed(FRONT_DOOR, 'Anna de Vries') as LockSmartlockAuth;
      expect(anna.type).toBe(0);
      const from = sandbox.requests.length;

      const calls: (() => Promise<unknown>)[] = [
        () => access.for(sub).auths().update(FRONT_DOOR, anna.id, { name: anna.name, enabled: false }),
        () => access.for(sub).auths().update(FRONT_DOOR, anna.id, { name: 'Mine now' }),
        () => access.for(sub).auths().delete(FRONT_DOOR, anna.id),
        () => access.for(sub).auths().find(FRONT_DOOR, anna.id),
      ];
      for (const call of calls) {
        const refused = await refusal(call);
        expect(refused.permission).toBe('manage_auths');
        expect(refused.reason).toBe(
          `"Manage keypad codes" covers keypad codes only, and authorization ${anna.id} is app access; only a main user of the account may ${refused.reason.split(' may ')[1]}`,
        );
      }

      expect(changesSince(from)).toEqual([]);
      expect(anna).toMatchObject({ name: 'Anna de Vries', enabled: true });
    });

    it('refuses a fob and a bridge alike, and lets the main user change them', async () => {
      await grantSub();
      const mainAuths = moduleRef.get(Lock).as('default').auths();
      await mainAuths.create(FRONT_DOOR, {
        name: 'Blue fob',
        type: 2,
        accountUserId: 1,
        remoteAllowed: false,
      });
      const fob = authNamed(FRONT_DOOR, 'Blue fob') as LockSmartlockAuth;
      const from = sandbox.requests.length;

      const refused = await refusal(() => access.for(sub).auths().delete(FRONT_DOOR, fob.id));
      expect(refused.reason).toContain(`authorization ${fob.id} is a fob;`);
      expect(changesSince(from)).toEqual([]);

      await access.for(main).auths().delete(FRONT_DOOR, fob.id);
      expect(authNamed(FRONT_DOOR, 'Blue fob')).toBeUndefined();
    });

    it('lists a sub-user only the keypad codes; the main user everything', async () => {
      await grantSub();
      const forSub = await access.for(sub).auths().forSmartlock(FRONT_DOOR);
      const allForSub = await access.for(sub).auths().all();
      const forMain = await access.for(main).auths().forSmartlock(FRONT_DOOR);

      expect(forSub.length).toBeGreaterThan(0);
      expect(new Set(forSub.map((auth) => auth.type))).toEqual(new Set([13]));
      expect(new Set(allForSub.map((auth) => auth.type))).toEqual(new Set([13]));
      expect(forMain.map((auth) => auth.name)).toContain('Anna de Vries');
    });

    it('creates keypad codes only: an app authorization (type 0 or none) or a fob is refused, unsent', async () => {
      await grantSub();
      const from = sandbox.requests.length;
      const base = { name: 'Sneaky', remoteAllowed: false, accountUserId: 1 };

      for (const attributes of [base, { ...base, type: 0 }, { ...base, type: 2 }]) {
        const refused = await refusal(() => access.for(sub).auths().create(FRONT_DOOR, attributes));
        expect(refused.reason).toMatch(/^"Manage keypad codes" covers keypad codes \(type 13\) only/);
      }
      await refusal(() =>
        access
          .for(sub)
          .auths()
          .createMany({ ...base, type: 0, smartlockIds: [FRONT_DOOR] }),
      );

      expect(changesSince(from)).toEqual([]);
      expect(authNamed(FRONT_DOOR, 'Sneaky')).toBeUndefined();
    });

    it('changes, disables and deletes a keypad code (another user’s too) when it stays within the grant', async () => {
      await grantSub();
      const code = await mainUserCode('Plumber');
      await access.for(sub).auths().update(FRONT_DOOR, code.id, {
        name: 'Plumber',
        allowedUntilDate: '2027-03-11T09:00:00.000Z',
      });
      expect(code.allowedUntilDate).toBe('2027-03-11T09:00:00.000Z');

      await access.for(sub).auths().update(FRONT_DOOR, code.id, { name: 'Plumber', enabled: false });
      expect(code.enabled).toBe(false);
      await access.for(sub).auths().delete(FRONT_DOOR, code.id);
      expect(authNamed(FRONT_DOOR, 'Plumber')).toBeUndefined();
    });
  });

  describe('a code a sub-user makes or changes lies within its grant (row 13 a)', () => {
    it('refuses a code valid "always, every day" under a grant until tomorrow noon, naming what is outside', async () => {
      await grantSub();
      const from = sandbox.requests.length;

      const refused = await refusal(() =>
        access
          .for(sub)
          .auths()
          .create(FRONT_DOOR, { name: 'Forever', type: 13, code: freshCode(), remoteAllowed: false }),
      );

      expect(refused).toBeInstanceOf(KeypadCodeOutsideGrantException);
      expect(refused.reason).toBe(
        `a keypad code they make or change must end (allowedUntilDate) by the end of their grant, ${TOMORROW_NOON}; this one has no end`,
      );
      expect(refused.message).toContain(`The lock user ${sub.email} has no "manage_auths" permission`);
      expect(changesSince(from)).toEqual([]);
      expect(authNamed(FRONT_DOOR, 'Forever')).toBeUndefined();
    });

    it.each([
      [
        'an end after the grant’s',
        { allowedUntilDate: '2027-03-12T00:00:00.000Z' },
        'this one ends at 2027-03-12T00:00:00.000Z',
      ],
      [
        'a start before the grant’s',
        { allowedFromDate: '2027-03-01T00:00:00.000Z', allowedUntilDate: '2027-03-11T00:00:00.000Z' },
        'must start (allowedFromDate) within their grant, from 2027-03-05T00:00:00.000Z',
      ],
      [
        'every day under a grant for Wednesday and Thursday',
        { allowedUntilDate: '2027-03-11T00:00:00.000Z' },
        'must be limited (allowedWeekDays) to the weekdays of their grant, wo,do; this one is for every day',
      ],
      [
        'Monday under a grant for Wednesday and Thursday',
        { allowedUntilDate: '2027-03-11T00:00:00.000Z', allowedWeekDays: 64 },
        'this one is for ma',
      ],
    ])('refuses %s', async (_name, schedule, reason) => {
      await grantSub({ allowedFrom: '2027-03-05T00:00:00.000Z', allowedWeekDays: WEDNESDAY_THURSDAY });
      const from = sandbox.requests.length;
      const attributes = { name: 'Outside', type: 13, code: freshCode(), remoteAllowed: false, ...schedule };

      const refused = await refusal(() => access.for(sub).auths().create(FRONT_DOOR, attributes));

      expect(refused.reason).toContain(reason);
      expect(changesSince(from)).toEqual([]);
    });

    it('makes a code within the grant: its end by the grant’s, on the grant’s weekdays', async () => {
      await grantSub({ allowedWeekDays: WEDNESDAY_THURSDAY });
      await access.for(sub).auths().create(FRONT_DOOR, {
        name: 'Within',
        type: 13,
        code: freshCode(),
        remoteAllowed: false,
        allowedUntilDate: TOMORROW_NOON,
        allowedWeekDays: 16,
      });
      expect(authNamed(FRONT_DOOR, 'Within')).toMatchObject({ allowedWeekDays: 16 });
    });

    it('refuses a change that stretches a code past the grant (also re-enabling one outside it); a main user is not bound', async () => {
      await grantSub();
      const code = await mainUserCode('Gardener');
      const from = sandbox.requests.length;

      await refusal(() =>
        access
          .for(sub)
          .auths()
          .update(FRONT_DOOR, code.id, { name: 'Gardener', allowedUntilDate: '2027-04-01T00:00:00.000Z' }),
      );
      await access.for(main).auths().update(FRONT_DOOR, code.id, { name: 'Gardener', enabled: false });
      const afterMain = sandbox.requests.length;
      await refusal(() => access.for(sub).auths().update(FRONT_DOOR, code.id, { enabled: true }));

      expect(changesSince(from)).toEqual([`POST /smartlock/${FRONT_DOOR}/auth/${code.id}`]);
      expect(changesSince(afterMain)).toEqual([]);
      expect(code.enabled).toBe(false);
    });
  });

  describe('who made each code, and its removal when the grant goes (row 13 b, c)', () => {
    it('records the sub-user as the maker of the code it made, and nobody for the main user’s', async () => {
      await grantSub();
      const made = await subUserCode('Made by guest');
      const owners = await mainUserCode('Made by owner');

      const recorded = await makers.makersOn('default', FRONT_DOOR);

      expect(recorded.get(made.id)).toMatchObject({ userId: sub.id, userEmail: sub.email });
      expect(recorded.has(owners.id)).toBe(false);
    });

    it('revoking the grant removes the codes the sub-user made on that lock at the vendor, right away', async () => {
      await grantSub();
      await grants.save(sub.id, {
        accountKey: 'default',
        smartlockId: BACK_ENTRANCE,
        permissions: ['manage_auths'],
        allowedFrom: null,
        allowedUntil: TOMORROW_NOON,
        allowedWeekDays: null,
      });
      const front = await subUserCode('Revoked front');
      const back = await subUserCode('Kept back', BACK_ENTRANCE);
      const owners = await mainUserCode('Owner keeps');

      await moduleRef.get(LockGrants).revoke({ email: sub.email, smartlockId: FRONT_DOOR });

      expect(authNamed(FRONT_DOOR, 'Revoked front')).toBeUndefined();
      expect(authNamed(BACK_ENTRANCE, 'Kept back')).toBeDefined();
      expect(authNamed(FRONT_DOOR, 'Owner keeps')).toBeDefined();
      expect((await makers.makersOn('default', FRONT_DOOR)).has(front.id)).toBe(false);
      expect((await makers.makersOn('default', BACK_ENTRANCE)).has(back.id)).toBe(true);
      expect(owners.id).not.toBe(front.id);
    });

    it('taking away some permissions leaves the grant, and its codes, in place', async () => {
      await grantSub();
      await subUserCode('Still here');
      await moduleRef
        .get(LockGrants)
        .revoke({ email: sub.email, smartlockId: FRONT_DOOR, permissions: 'unlock' });
      expect(authNamed(FRONT_DOOR, 'Still here')).toBeDefined();
    });

    it('a narrowed grant removes the codes it no longer covers, and keeps the ones within it', async () => {
      await grantSub();
      const late = await subUserCode('Ends at ten');
      await access.for(sub).auths().create(FRONT_DOOR, {
        name: 'Ends at seven',
        type: 13,
        code: freshCode(),
        remoteAllowed: false,
        allowedUntilDate: '2027-03-11T07:00:00.000Z',
      });

      await moduleRef.get(LockGrants).grant({
        email: sub.email,
        smartlockId: FRONT_DOOR,
        permissions: 'unlock,manage_auths',
        until: '2027-03-11T08:00:00Z',
      });

      expect(authNamed(FRONT_DOOR, 'Ends at ten')).toBeUndefined();
      expect(authNamed(FRONT_DOOR, 'Ends at seven')).toBeDefined();
      expect((await makers.makersOn('default', FRONT_DOOR)).has(late.id)).toBe(false);
    });

    it('deleting the sub-user removes the codes it made, so "all their access ends"', async () => {
      await grantSub();
      const made = await subUserCode('Deleted with guest');

      expect(await moduleRef.get(SubUserDeletion).delete(sub.id)).toBe(true);

      expect(authNamed(FRONT_DOOR, 'Deleted with guest')).toBeUndefined();
      expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(false);
    });

    it('the prune removes the codes of a grant that ended, keeps the record when the vendor fails, and retries', async () => {
      await grantSub();
      const made = await subUserCode('Ends tomorrow');
      const pruner = moduleRef.get(LockPruner);

      await pruner.prune();
      expect(authNamed(FRONT_DOOR, 'Ends tomorrow')).toBeDefined();

      clock.setTo('2027-03-11T12:00:01.000Z');
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const target = { method: 'DELETE', path: `/smartlock/${FRONT_DOOR}/auth/${made.id}` };
        sandbox.failNext(10, 503, { detailMessage: 'down' }, target);
        await pruner.prune();
        expect(authNamed(FRONT_DOOR, 'Ends tomorrow')).toBeDefined();
        expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(true);
        const logged = errors.mock.calls.map(([line]) => String(line));
        expect(logged).toContainEqual(
          expect.stringContaining(
            `Could not remove the keypad code ${made.id} on smartlock ${FRONT_DOOR} of account "default", made by user ${sub.id} (their grant ended)`,
          ),
        );
      } finally {
        errors.mockRestore();
      }

      sandbox.clearFaults();
      await pruner.prune();
      expect(authNamed(FRONT_DOOR, 'Ends tomorrow')).toBeUndefined();
      expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(false);
    });

    it('a code already gone at the vendor (404) is forgotten', async () => {
      await grantSub();
      const made = await subUserCode('Gone elsewhere');
      await access.for(main).auths().delete(FRONT_DOOR, made.id);
      // The main user's delete forgot it already; record it again as if it had been deleted in the vendor's app.
      await makers.record(sub, 'default', FRONT_DOOR, made.id, new Date(NOW));

      await moduleRef.get(LockGrants).revoke({ email: sub.email, smartlockId: FRONT_DOOR });

      expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(false);
    });
  });

  describe('a code the lock API lists only later (row 13, its create is asynchronous)', () => {
    const LIST = { method: 'GET', path: `/smartlock/${FRONT_DOOR}/auth` };

    async function pendingRows(): Promise<Record<string, unknown>[]> {
      const db = await moduleRef.get(LockDatabase).db();
      return db.selectFrom('lock_keypad_codes_pending').selectAll().execute();
    }

    async function subUserCodeWithCode(name: string, code: number): Promise<void> {
      await access.for(sub).auths().create(FRONT_DOOR, {
        name,
        type: 13,
        code,
        remoteAllowed: false,
        allowedUntilDate: '2027-03-11T10:00:00.000Z',
      });
    }

    afterEach(async () => {
      const db = await moduleRef.get(LockDatabase).db();
      await db.deleteFrom('lock_keypad_codes_pending').execute();
    });

    it('keeps a code the list does not show yet pending, a keyed digest and no digits, logged by user id as a warning', async () => {
      await grantSub();
      const code = freshCode();
      listAuthorizationsLate(sandbox, FRONT_DOOR, 1);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('Listed late', code);
        const logged = [...warnings.mock.calls, ...errors.mock.calls].map(([line]) => String(line));
        expect(errors).not.toHaveBeenCalled();
        expect(logged).toContainEqual(
          expect.stringContaining(
            `User ${sub.id} made a keypad code on smartlock ${FRONT_DOOR} of account "default", and the lock API does not list it yet: it stays pending`,
          ),
        );
        expect(logged.join('\n')).not.toContain(sub.email);
      } finally {
        warnings.mockRestore();
        errors.mockRestore();
      }

      const made = authNamed(FRONT_DOOR, 'Listed late') as LockSmartlockAuth;
      expect(made).toBeDefined();
      expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(false);
      const rows = await pendingRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ account_key: 'default', user_id: sub.id, user_email: sub.email });
      expect(Number(rows[0].smartlock_id)).toBe(FRONT_DOOR);
      const digest = String(rows[0].code_digest);
      expect(digest).toMatch(/^[0-9a-f]{64}$/);
      expect(digest).not.toBe(createHash('sha256').update(String(code)).digest('hex'));
      for (const value of Object.values(rows[0])) expect(String(value)).not.toContain(String(code));
    });

    it('a revoke right after the create removes the code at the vendor once it is listed: at the next prune', async () => {
      await grantSub();
      // Neither the look right after the create nor the one of the revoke shows the code yet.
      listAuthorizationsLate(sandbox, FRONT_DOOR, 2);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('Revoked while unlisted', freshCode());
        await moduleRef.get(LockGrants).revoke({ email: sub.email, smartlockId: FRONT_DOOR });
      } finally {
        warnings.mockRestore();
      }
      const made = authNamed(FRONT_DOOR, 'Revoked while unlisted') as LockSmartlockAuth;
      expect(made).toBeDefined();
      expect(await pendingRows()).toHaveLength(1);
      const from = sandbox.requests.length;

      await moduleRef.get(LockPruner).prune();

      expect(authNamed(FRONT_DOOR, 'Revoked while unlisted')).toBeUndefined();
      expect(changesSince(from)).toEqual([`DELETE /smartlock/${FRONT_DOOR}/auth/${made.id}`]);
      expect(await pendingRows()).toEqual([]);
      expect((await makers.makersOn('default', FRONT_DOOR)).has(made.id)).toBe(false);
    });

    it('a code listed only after its maker lost the grant is deleted at the vendor, not recorded, by the code list', async () => {
      await grantSub();
      listAuthorizationsLate(sandbox, FRONT_DOOR, 2);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('Listed after the revoke', freshCode());
        await moduleRef.get(LockGrants).revoke({ email: sub.email, smartlockId: FRONT_DOOR });
      } finally {
        warnings.mockRestore();
      }
      const made = authNamed(FRONT_DOOR, 'Listed after the revoke') as LockSmartlockAuth;
      expect(made).toBeDefined();

      const recorded = await moduleRef.get(KeypadCodeMakerResolution).makersOn('default', FRONT_DOOR);

      expect(authNamed(FRONT_DOOR, 'Listed after the revoke')).toBeUndefined();
      expect(recorded.has(made.id)).toBe(false);
      expect(await pendingRows()).toEqual([]);
    });

    it('deleting the sub-user right after the create removes the code as soon as the vendor lists it', async () => {
      await grantSub();
      listAuthorizationsLate(sandbox, FRONT_DOOR, 1);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('Deleted while unlisted', freshCode());
      } finally {
        warnings.mockRestore();
      }
      expect(await pendingRows()).toHaveLength(1);

      expect(await moduleRef.get(SubUserDeletion).delete(sub.id)).toBe(true);

      expect(authNamed(FRONT_DOOR, 'Deleted while unlisted')).toBeUndefined();
      expect(await pendingRows()).toEqual([]);
    });

    it('a list that fails after the create keeps the code pending; the code list resolves it into its maker', async () => {
      await grantSub();
      // Every try of the list, retries too, fails until the faults are cleared.
      sandbox.failNext(20, 503, { detailMessage: 'down' }, LIST);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('List failed', freshCode());
      } finally {
        warnings.mockRestore();
      }
      const made = authNamed(FRONT_DOOR, 'List failed') as LockSmartlockAuth;
      expect(await pendingRows()).toHaveLength(1);
      sandbox.clearFaults();

      const recorded = await moduleRef.get(KeypadCodeMakerResolution).makersOn('default', FRONT_DOOR);

      expect(recorded.get(made.id)).toMatchObject({ userId: sub.id, userEmail: sub.email });
      expect(await pendingRows()).toEqual([]);
    });

    it('refuses (409), sending nothing, the same digits again while the first code still awaits the list', async () => {
      await grantSub();
      const code = freshCode();
      // The look after the first create and the one before the second do not show the first code yet.
      listAuthorizationsLate(sandbox, FRONT_DOOR, 2);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      let refused: unknown;
      let from = 0;
      try {
        await subUserCodeWithCode('First try', code);
        from = sandbox.requests.length;
        refused = await subUserCodeWithCode('Second try', code).then(
          () => null,
          (error: unknown) => error,
        );
      } finally {
        warnings.mockRestore();
      }

      expect(refused).toBeInstanceOf(KeypadCodeUnrecordableException);
      expect((refused as KeypadCodeUnrecordableException).httpAnswer()?.status).toBe(409);
      expect(changesSince(from)).toEqual([]);
      expect(await pendingRows()).toHaveLength(1);
    });

    it('a create the vendor refuses leaves no pending code', async () => {
      await grantSub();
      const taken = await mainUserCode('Digits taken');

      const refused = await subUserCodeWithCode('Same digits', taken.code as number).then(
        () => null,
        (error: unknown) => error,
      );

      expect(refused).toBeInstanceOf(ApiException);
      expect(authNamed(FRONT_DOOR, 'Same digits')).toBeUndefined();
      expect(await pendingRows()).toEqual([]);
    });

    it('drops, logged, a pending code the list never showed within a day', async () => {
      await grantSub({ allowedUntil: '2027-03-20T12:00:00.000Z' });
      listAuthorizationsLate(sandbox, FRONT_DOOR, 1);
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await subUserCodeWithCode('Never listed', freshCode());
        // Gone at the vendor before it was ever listed: the create is taken to have failed.
        const made = authNamed(FRONT_DOOR, 'Never listed') as LockSmartlockAuth;
        (sandbox.data as unknown as LockSandboxData).accounts[0].auths.splice(
          (sandbox.data as unknown as LockSandboxData).accounts[0].auths.indexOf(made),
          1,
        );
        await moduleRef.get(LockPruner).prune();
        expect(await pendingRows()).toHaveLength(1);

        clock.setTo('2027-03-11T12:00:01.000Z');
        await moduleRef.get(LockPruner).prune();

        expect(await pendingRows()).toEqual([]);
        expect(warnings.mock.calls.map(([line]) => String(line))).toContainEqual(
          expect.stringContaining(
            `Dropped the pending keypad code made by user ${sub.id} on smartlock ${FRONT_DOOR} of account "default"`,
          ),
        );
      } finally {
        warnings.mockRestore();
      }
    });

    it("without a usable APP_KEY refuses a sub-user's create, naming APP_KEY, and sends nothing; a main user's goes", async () => {
      const keyless = await lockTestingModule({
        imports: [
          LockModule.forRoot(
            lockSandboxOptions(sandbox, {
              databaseUrl: await database.freshUrl(),
              tokenResolver: 'config',
              prune: { enabled: false },
              tokenCache: { appKey: '' },
            }),
          ),
        ],
      })
        .overrideProvider(LOCK_CLOCK)
        .useValue(clock)
        .compile();
      try {
        await keyless
          .get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY)
          .create('default', 'Office');
        const users = keyless.get(LockUsers);
        const owner = await users.create({
          email: 'keyless-owner@example.com',
          name: 'Owner',
          password: PASSWORD,
          accountKeys: ['default'],
        });
        const guest = await users.create({
          email: 'keyless-guest@example.com',
          name: 'Guest',
          password: PASSWORD,
          parentEmail: owner.email,
        });
        await keyless.get(LockGrantRepository).save(guest.id, {
          accountKey: 'default',
          smartlockId: FRONT_DOOR,
          permissions: ['manage_auths'],
          allowedFrom: null,
          allowedUntil: TOMORROW_NOON,
          allowedWeekDays: null,
        });
        const keylessAccess = keyless.get(LockAccess);
        const from = sandbox.requests.length;

        const refused = await keylessAccess
          .for(guest)
          .auths()
          .create(FRONT_DOOR, {
            name: 'No key',
            type: 13,
            code: freshCode(),
            remoteAllowed: false,
            allowedUntilDate: '2027-03-11T10:00:00.000Z',
          })
          .then(
            () => null,
            (error: unknown) => error,
          );

        expect(refused).toBeInstanceOf(KeypadCodeUnrecordableException);
        expect((refused as Error).message).toContain('APP_KEY is not usable');
        expect(sandbox.requests.slice(from)).toEqual([]);
        await keylessAccess.for(owner).auths().create(FRONT_DOOR, {
          name: 'Owner without key',
          type: 13,
          code: freshCode(),
          remoteAllowed: false,
        });
        expect(authNamed(FRONT_DOOR, 'Owner without key')).toBeDefined();
        expect(authNamed(FRONT_DOOR, 'No key')).toBeUndefined();
      } finally {
        await keyless.close();
      }
    });
  });
});
