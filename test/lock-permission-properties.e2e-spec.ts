import { randomBytes } from 'node:crypto';
import * as fc from 'fast-check';
import { TestingModule } from '@nestjs/testing';
import { ApiException, LOCK_CLOCK, LockModule, LockUser } from '../src/lock';
import { DatabaseAccountRegistry } from '../src/lock/application/persistence';
import { LockUsers } from '../src/lock/application/users';
import { LockAccess } from '../src/lock/application/access/lock-access';
import type { LockGrant } from '../src/lock/application/access/lock-grant';
import { LockGrantRepository } from '../src/lock/application/access/lock-grant-repository';
import { LOCK_PERMISSIONS } from '../src/lock/application/access/lock-permission';
import type { LockUserAccess } from '../src/lock/application/access/lock-user-access';
import { LockPermissionException } from '../src/lock/errors/lock-permission.exception';
import type { LockPermission } from '../src/lock/interfaces/lock-permission.interface';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../src/lock/lock.constants';
import { LockSandbox, LockSandboxData, LockSmartlockAuth } from '../src/testing';
import { SettableClock } from './support/settable-clock';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions, temporarySqliteUrl } from './support/lock-app';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * The permission model as a property (issue 33, rows 13-15): random grants (permissions, window, weekdays in
 * `LOCK_TIME_ZONE`), a random moment, a random authorization of a random kind and a random operation, run for a
 * sub-user through `LockAccess` against one loopback sandbox and one SQLite database. The vendor receives a
 * changing call (anything but a GET) exactly when the rules, written out again below, allow it: the grant holds
 * the permission and is open at the moment on its weekday; lock 'n' go (with or without unlatch) needs `unlock`;
 * `manage_auths` reaches keypad codes only (app, bridge and fob authorizations, app access made with a shared key
 * or the advanced API: never); and a keypad code the sub-user makes or changes (unless it ends up disabled) lies
 * within its grant. A refusal is a `LockPermissionException`; nothing else may escape.
 */

const FRONT_DOOR = 100101;
const TIME_ZONE = 'Europe/Amsterdam';
/** The week the moments fall in: Monday 8 March 2027, 00:00 UTC, and hours after it. */
const WEEK_START = Date.parse('2027-03-08T00:00:00.000Z');
const HOUR = 3_600_000;

/** A keypad code's (or an authorization's) window and weekdays, as the API takes them. */
interface Schedule {
  allowedFromDate?: string;
  allowedUntilDate?: string;
  allowedWeekDays?: number;
}

/** What a run does. */
type Operation =
  | { kind: 'lock-action'; method: 'lock' | 'unlock' | 'unlatch' | 'lockAndGo' | 'lockAndGoWithUnlatch' }
  | { kind: 'action'; code: 1 | 2 | 3 | 4 | 5 }
  | { kind: 'create'; type: number | undefined; schedule: Schedule }
  | { kind: 'createMany'; type: number | undefined; schedule: Schedule }
  | { kind: 'update'; target: number; changes: Schedule & { enabled?: boolean } }
  | { kind: 'delete'; target: number }
  | { kind: 'find'; target: number }
  | { kind: 'list' }
  | { kind: 'createWithSharedKey' }
  | { kind: 'createAdvanced' };

/** One run: the moment, the grant, the target authorization (for update, delete, find) and the operation. */
interface Run {
  readonly hour: number;
  readonly grant: Omit<LockGrant, 'accountKey' | 'smartlockId'>;
  readonly targetSchedule: Schedule;
  readonly operation: Operation;
}

const iso = (hours: number) => new Date(WEEK_START + hours * HOUR).toISOString();
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** A window end somewhere in the week and the days around it. */
const momentHours = fc.integer({ min: -48, max: 216 });
const weekdays = fc.integer({ min: 0, max: 127 });
const schedule: fc.Arbitrary<Schedule> = fc.record(
  {
    allowedFromDate: maybe(momentHours.map(iso)),
    allowedUntilDate: maybe(momentHours.map(iso)),
    allowedWeekDays: maybe(weekdays),
  },
  { requiredKeys: [] },
);
const authType = fc.constantFrom(undefined, 0, 1, 2, 13, 13, 13);
const targetType = fc.constantFrom(0, 1, 2, 13, 13);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('lock-action' as const),
    method: fc.constantFrom('lock', 'unlock', 'unlatch', 'lockAndGo', 'lockAndGoWithUnlatch') as fc.Arbitrary<
      'lock' | 'unlock' | 'unlatch' | 'lockAndGo' | 'lockAndGoWithUnlatch'
    >,
  }),
  fc.record({
    kind: fc.constant('action' as const),
    code: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>,
  }),
  fc.record({ kind: fc.constant('create' as const), type: authType, schedule }),
  fc.record({ kind: fc.constant('createMany' as const), type: authType, schedule }),
  fc.record({
    kind: fc.constant('update' as const),
    target: targetType,
    changes: fc.record(
      {
        allowedFromDate: maybe(momentHours.map(iso)),
        allowedUntilDate: maybe(momentHours.map(iso)),
        allowedWeekDays: maybe(weekdays),
        enabled: maybe(fc.boolean()),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), target: targetType }),
  fc.record({ kind: fc.constant('find' as const), target: targetType }),
  fc.constant({ kind: 'list' as const }),
  fc.constant({ kind: 'createWithSharedKey' as const }),
  fc.constant({ kind: 'createAdvanced' as const }),
);

/** Null (open) twice as often as a value, so that open grants, the ones that let calls through, are common. */
const openOr = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary, weight: 1 });

const run: fc.Arbitrary<Run> = fc.record({
  hour: fc.integer({ min: 0, max: 167 }),
  grant: fc.record({
    permissions: fc.oneof(
      fc.subarray([...LOCK_PERMISSIONS]),
      fc.subarray([...LOCK_PERMISSIONS]).map((held) => [...new Set([...held, 'manage_auths' as const])]),
    ),
    allowedFrom: openOr(momentHours.map(iso)),
    allowedUntil: openOr(momentHours.map(iso)),
    allowedWeekDays: openOr(weekdays),
  }),
  targetSchedule: schedule,
  operation,
});

/** The weekday bit of the moment in the time zone (Monday 64 ... Sunday 1). */
function weekdayBit(moment: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' }).format(moment);
  return 64 >> ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/** True when the grant lets its user use the permission at the moment. */
function holds(grant: Run['grant'], permission: LockPermission, moment: Date): boolean {
  const time = moment.getTime();
  return (
    grant.permissions.includes(permission) &&
    (grant.allowedFrom === null || time >= Date.parse(grant.allowedFrom)) &&
    (grant.allowedUntil === null || time <= Date.parse(grant.allowedUntil)) &&
    (grant.allowedWeekDays === null || (grant.allowedWeekDays & weekdayBit(moment)) !== 0)
  );
}

/** True when a keypad code with this schedule opens the door only within the grant. */
function within(grant: Run['grant'], code: Schedule): boolean {
  const from = code.allowedFromDate === undefined ? null : Date.parse(code.allowedFromDate);
  const until = code.allowedUntilDate === undefined ? null : Date.parse(code.allowedUntilDate);
  const grantFrom = grant.allowedFrom === null ? null : Date.parse(grant.allowedFrom);
  const grantUntil = grant.allowedUntil === null ? null : Date.parse(grant.allowedUntil);
  if (grantUntil !== null && (until === null || until > grantUntil)) return false;
  if (from !== null && grantFrom !== null && from < grantFrom) return false;
  if (from !== null && grantUntil !== null && from > grantUntil) return false;
  if (grant.allowedWeekDays !== null) {
    const days = code.allowedWeekDays;
    if (days === undefined || days === 0 || (days & ~grant.allowedWeekDays) !== 0) return false;
  }
  return true;
}

/** Whether the rules let the sub-user's operation send a changing call. */
function mayChange(example: Run): boolean {
  const { grant, operation: op } = example;
  const now = new Date(WEEK_START + example.hour * HOUR);
  const manages = holds(grant, 'manage_auths', now);
  switch (op.kind) {
    case 'lock-action':
      return holds(grant, op.method === 'lock' ? 'lock' : 'unlock', now);
    case 'action':
      return holds(grant, op.code === 2 ? 'lock' : 'unlock', now);
    case 'create':
    case 'createMany':
      return manages && op.type === 13 && within(grant, op.schedule);
    case 'update': {
      if (!manages || op.target !== 13) return false;
      const enabled = op.changes.enabled ?? true;
      return !enabled || within(grant, { ...example.targetSchedule, ...withoutEnabled(op.changes) });
    }
    case 'delete':
      return manages && op.target === 13;
    case 'find':
    case 'list':
    case 'createWithSharedKey':
    case 'createAdvanced':
      return false;
  }
}

function withoutEnabled(changes: Schedule & { enabled?: boolean }): Schedule {
  const { enabled: _enabled, ...rest } = changes;
  return rest;
}

describe('the permission model, as a property over random grants and operations', () => {
  jest.setTimeout(120_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let moduleRef: TestingModule;
  const clock = new SettableClock(new Date(WEEK_START).toISOString());
  let access: LockAccess;
  let grants: LockGrantRepository;
  let sub: LockUser;
  let seeded: Set<string>;
  let codes = 0;

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    moduleRef = await lockTestingModule({
      imports: [
        LockModule.forRoot(
          lockSandboxOptions(sandbox, {
            databaseUrl: temporarySqliteUrl(),
            tokenResolver: 'config',
            timeZone: TIME_ZONE,
            prune: { enabled: false },
            http: { retries: 1 },
          }),
        ),
      ],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    await moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY).create('default', 'Office');
    const users = moduleRef.get(LockUsers);
    const main = await users.create({
      email: 'owner@example.com',
      name: 'Owner',
      password: 'Harbour-Keys-2027',
      accountKeys: ['default'],
    });
    sub = await users.create({
      email: 'guest@example.com',
      name: 'Guest',
      password: 'Harbour-Keys-2027',
      parentEmail: main.email,
    });
    access = moduleRef.get(LockAccess);
    grants = moduleRef.get(LockGrantRepository);
    seeded = new Set(sandboxAuths().map((auth) => auth.id));
  });

  afterAll(async () => {
    await moduleRef?.close();
    await sandbox?.close();
    restoreEnv();
  });

  /** The sandbox's authorizations of the account, writable. */
  function sandboxAuths(): LockSmartlockAuth[] {
    return (sandbox.data as unknown as LockSandboxData).accounts[0].auths;
  }

  /** A keypad code of the digits 1 to 9 not used before. */
  function freshCode(): number {
    codes += 1;
    let rest = 5000 + codes;
    let digits = '';
    for (let place = 0; place < 6; place += 1) {
      digits = String((rest % 9) + 1) + digits;
      rest = Math.floor(rest / 9);
    }
    return Number(digits);
  }

  /** Puts an authorization of the type on the front door into the sandbox (as if made in the vendor's app). */
  function addTarget(type: number, targetSchedule: Schedule): LockSmartlockAuth {
    const now = new Date().toISOString();
    const auth: LockSmartlockAuth = {
      id: randomBytes(12).toString('hex'),
      smartlockId: FRONT_DOOR,
      authId: 900 + codes,
      type,
      name: `Target ${type}`,
      enabled: true,
      remoteAllowed: false,
      lockCount: 0,
      creationDate: now,
      updateDate: now,
      ...(type === 13 ? { code: freshCode(), ...targetSchedule } : { accountUserId: 1 }),
    };
    sandboxAuths().push(auth);
    return auth;
  }

  /** Runs the operation as the sub-user. */
  function perform(as: LockUserAccess, example: Run, targetId: string): Promise<unknown> {
    const op = example.operation;
    const newAuth = (type: number | undefined, given: Schedule) => ({
      name: 'Made in a run',
      remoteAllowed: false,
      accountUserId: 1,
      code: freshCode(),
      ...(type === undefined ? {} : { type }),
      ...given,
    });
    switch (op.kind) {
      case 'lock-action':
        return as.smartlocks()[op.method](FRONT_DOOR);
      case 'action':
        return as.smartlocks().action(FRONT_DOOR, op.code);
      case 'create':
        return as.auths().create(FRONT_DOOR, newAuth(op.type, op.schedule));
      case 'createMany':
        return as.auths().createMany({ ...newAuth(op.type, op.schedule), smartlockIds: [FRONT_DOOR] });
      case 'update':
        return as.auths().update(FRONT_DOOR, targetId, op.changes);
      case 'delete':
        return as.auths().delete(FRONT_DOOR, targetId);
      case 'find':
        return as.auths().find(FRONT_DOOR, targetId);
      case 'list':
        return as.auths().forSmartlock(FRONT_DOOR);
      case 'createWithSharedKey':
        return as.auths().createWithSharedKey(FRONT_DOOR, { name: 'Shared key' });
      case 'createAdvanced':
        return as.auths().createAdvanced({
          name: 'Advanced',
          accountUserId: 1,
          remoteAllowed: false,
          smartlockIds: [FRONT_DOOR],
        });
    }
  }

  it('the vendor gets a changing call exactly when the rules allow it', async () => {
    await fc.assert(
      fc.asyncProperty(run, async (example) => {
        clock.setTo(new Date(WEEK_START + example.hour * HOUR).toISOString());
        await grants.save(sub.id, { accountKey: 'default', smartlockId: FRONT_DOOR, ...example.grant });
        const op = example.operation;
        const target = 'target' in op ? addTarget(op.target, example.targetSchedule) : null;
        const from = sandbox.requests.length;
        try {
          await perform(access.for(sub), example, target?.id ?? '');
        } catch (error) {
          // A refusal of the rules, or the vendor's answer to a call that was sent.
          if (!(error instanceof LockPermissionException || error instanceof ApiException)) throw error;
        } finally {
          // Leave the lock as seeded for the next run.
          const auths = sandboxAuths();
          auths.splice(0, auths.length, ...auths.filter((auth) => seeded.has(auth.id)));
        }
        const changes = sandbox.requests.slice(from).filter((request) => request.method !== 'GET');
        expect({ example, changed: changes.length > 0 }).toEqual({ example, changed: mayChange(example) });
      }),
    );
  });
});
