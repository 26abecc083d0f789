import { LockCommandsModule } from '../src/commands';
import { LockModule, LockModuleOptions } from '../src/lock';
import { LockAuditTrail } from '../src/lock/application/audit/lock-audit-trail';
import { LockPruner } from '../src/lock/application/maintenance/lock-pruner';
import { LockDatabase } from '../src/lock/application/persistence';
import { CommandHarness } from './support/command-harness';
import { ConsoleApp } from './support/console-app';
import { ConsoleClient } from './support/console-client';
import { randomAppKey } from './support/delivery-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * The console's audit trail (issue 34): a console app on the sandbox (real HTTP on loopback) on each database
 * (SQLite per driver, PostgreSQL), because the trail is a table of the lock database written by the console's
 * interceptor; one app per database for the file. The `lock:audit` command runs in-process (CommandHarness) on
 * the same database.
 */

const OWNER = 'owner@lock.test';
const DEPOT_OWNER = 'depot@lock.test';
const LOCKER = 'locker@lock.test';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const KEYPAD_CODE = '482913';
const NEW_PASSWORD = 'a brand new password 77';
const ACTION_ROUTE = 'accounts/:account/locks/:smartlockId/actions/:action';

type AuditRow = Record<string, unknown>;

describeOnDatabases('Console: the audit trail', (database) => {
  jest.setTimeout(60_000);

  let app: ConsoleApp;
  let databaseUrl: string;
  let owner: ConsoleClient;
  let lockDatabase: LockDatabase;

  beforeAll(async () => {
    databaseUrl = await database.freshUrl();
    app = await ConsoleApp.start({ databaseUrl });
    await app.addMainUser(OWNER, ['default']);
    await app.addMainUser(DEPOT_OWNER, ['depot']);
    await app.addSubUser(LOCKER, OWNER);
    await app.grant({
      email: LOCKER,
      accountKey: 'default',
      smartlockId: BACK_ENTRANCE,
      permissions: 'lock',
    });
    owner = await ConsoleClient.signedIn(app, OWNER);
    lockDatabase = app.moduleRef.get(LockDatabase);
  });

  afterAll(() => app.close());

  /** Every row of the trail, oldest first. */
  async function rows(): Promise<AuditRow[]> {
    const db = await lockDatabase.db();
    return db.selectFrom('lock_audit').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  /** The rows once there are `count` more than `before` (the trail is written once the console answered). */
  async function rowsAfter(before: number, count = 1): Promise<AuditRow[]> {
    for (let tries = 0; tries < 100; tries++) {
      const all = await rows();
      if (all.length >= before + count) return all.slice(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the trail did not get ${count} new rows`);
  }

  it('records a done action: who, the route and its word, the account, the lock id and name, 303', async () => {
    const before = (await rows()).length;
    await owner.get('/accounts/default');
    const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {
      lockName: 'Front Door',
      lockType: '0',
    });
    expect(answer.status).toBe(303);

    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({
      actor_kind: 'user',
      actor_email: OWNER,
      action: ACTION_ROUTE,
      detail: 'lock',
      account_key: 'default',
      lock_name: 'Front Door',
      target: null,
      outcome: 'done',
      status: 303,
    });
    expect(Number(row.smartlock_id)).toBe(FRONT_DOOR);
    expect(Date.parse(row.created_at as string)).not.toBeNaN();
  });

  it('does not record the confirm step (nothing changed), and records the confirmed action', async () => {
    await owner.get('/accounts/default');
    const before = (await rows()).length;
    const asked = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/unlatch`, {
      lockName: 'Front Door',
    });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Unlatch Front Door?');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await rows()).toHaveLength(before);

    const confirmed = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/unlatch`, {
      lockName: 'Front Door',
      confirmed: '1',
    });
    expect(confirmed.status).toBe(303);
    const added = await rowsAfter(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ detail: 'unlatch', outcome: 'done' });
  });

  it('records a refused action with its status (a sub-user without the permission)', async () => {
    const locker = await ConsoleClient.signedIn(app, LOCKER);
    await locker.get('/accounts/default');
    const before = (await rows()).length;
    const answer = await locker.post(`/accounts/default/locks/${BACK_ENTRANCE}/actions/unlock`, {
      confirmed: '1',
    });
    expect([303, 403]).toContain(answer.status);

    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({ actor_email: LOCKER, detail: 'unlock', outcome: 'refused' });
    expect(Number(row.status)).toBe(answer.status);
  });

  it('records a failed action with the status the console answered (the lock service failed)', async () => {
    await owner.get('/accounts/default');
    const before = (await rows()).length;
    app.sandbox.failNext(3, 500, { detailMessage: 'boom' }, { path: `/smartlock/${FRONT_DOOR}/action` });
    const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, {});
    expect(answer.status).toBeGreaterThanOrEqual(500);

    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({ detail: 'lock', outcome: 'failed' });
    expect(Number(row.status)).toBe(answer.status);
  });

  it('never records a secret: a keypad code and a new password are nowhere in the rows', async () => {
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/new`);
    const before = (await rows()).length;
    const created = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, {
      name: 'Window cleaner',
      code: KEYPAD_CODE,
      from: '2026-03-01T08:00',
      until: '2026-04-30T18:30',
      days: ['ma', 'wo', 'vr'],
    });
    expect(created.text.match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? '').toBe('');
    expect(created.status).toBe(303);
    const passwords = await ConsoleClient.signedIn(app, OWNER);
    await passwords.get('/password');
    const changed = await passwords.post('/password', {
      current: 'correct horse battery',
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.status).toBeLessThan(500);
    // A new password signs the user's other sessions out.
    owner = await ConsoleClient.signedIn(app, OWNER, NEW_PASSWORD);

    const added = await rowsAfter(before, 2);
    expect(added.map((row) => row.action)).toEqual([
      'accounts/:account/locks/:smartlockId/auths',
      'password',
    ]);
    const text = JSON.stringify(await rows());
    expect(text).not.toContain(KEYPAD_CODE);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain('correct horse battery');
    expect(text).not.toContain(passwords.csrf());
  });

  it('shows the trail to a main user in words, only their accounts, with filters; a sub-user is refused', async () => {
    const page = await owner.get('/audit');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Audit trail</h1>');
    expect(page.text).toMatch(/<a href="\/lock\/audit"\s+aria-current="page">Audit trail<\/a>/);
    expect(page.text).toContain('sent “Lock”');
    expect(page.text).toContain('created an access');
    expect(page.text).toMatch(/<span class="audit-refused">refused \((303|403)\)<\/span>/);
    expect(page.text).toMatch(/<span class="audit-failed">failed \(5\d\d\)<\/span>/);
    expect(page.text).toMatch(
      new RegExp(`href="/lock/accounts/default/activity\\?lock=${FRONT_DOOR}#timeline"\\s*>Front Door</a`),
    );
    expect(page.text).toContain(LOCKER);

    const onlyLocker = await owner.get(`/audit?user=${encodeURIComponent(LOCKER)}`);
    expect(onlyLocker.text).toContain('sent “Unlock”');
    expect(onlyLocker.text).not.toContain('sent “Lock”');
    const backEntrance = await owner.get(`/audit?lock=${BACK_ENTRANCE}`);
    expect(backEntrance.text).toContain('sent “Unlock”');
    expect(backEntrance.text).not.toContain('sent “Unlatch”');
    const bad = await owner.get('/audit?lock=front');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('&quot;front&quot; is no lock number');

    const depot = await ConsoleClient.signedIn(app, DEPOT_OWNER);
    const theirs = await depot.get('/audit');
    expect(theirs.status).toBe(200);
    expect(theirs.text).toContain('No change has been made through the console yet.');

    const locker = await ConsoleClient.signedIn(app, LOCKER);
    expect((await locker.get('/audit')).status).toBe(403);
  });

  it("shows the console's changes in the activity of one lock, marked, to a main user", async () => {
    const page = await owner.get(`/accounts/default/activity?lock=${FRONT_DOOR}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Changes made through the console');
    expect(page.text).toMatch(/<span class="badge">Console<\/span>\s*sent “Lock”/);
    const locker = await ConsoleClient.signedIn(app, LOCKER);
    const theirs = await locker.get(`/accounts/default/activity?lock=${BACK_ENTRANCE}`);
    expect(theirs.text).not.toContain('Changes made through the console');
  });

  it('pages the audit page by 50', async () => {
    const trail = new LockAuditTrail(lockDatabase, app.clock);
    const actor = { kind: 'user' as const, email: OWNER, name: 'Owner' };
    for (let index = 0; index < 55; index++) {
      await trail.record({
        actor,
        action: 'accounts/:account/rename',
        detail: null,
        accountKey: 'default',
        smartlockId: null,
        lockName: null,
        target: null,
        outcome: 'done',
        status: 303,
      });
    }
    const first = await owner.get('/audit');
    expect(first.text).toMatch(/Page 1 of \d/);
    expect(first.text).toContain('href="/lock/audit?page=2#audit" rel="next"');
    const second = await owner.get('/audit?page=2');
    expect(second.text).toContain('Page 2 of');
    expect(second.text).toContain('rel="prev"');
  });

  it('lists the trail for operators: lock:audit --json and as a table, with --lock, --user, --since, --limit', async () => {
    const appKey = randomAppKey();
    const options: LockModuleOptions = {
      databaseUrl,
      prune: { enabled: false },
      tokenCache: { store: 'memory', appKey },
    };
    const run = async (args: string[]) => {
      const harness = new CommandHarness();
      await harness.run([LockModule.forRoot(options), LockCommandsModule], args);
      await harness.close();
      return harness.output;
    };

    const json = await run(['lock:audit', '--json', '--lock', String(BACK_ENTRANCE)]);
    expect(json.failed).toEqual([]);
    const listed = JSON.parse(json.printed[0]) as Record<string, unknown>[];
    expect(listed).toEqual([
      expect.objectContaining({
        actorEmail: LOCKER,
        action: ACTION_ROUTE,
        detail: 'unlock',
        description: 'sent “Unlock”',
        account: 'default',
        smartlockId: BACK_ENTRANCE,
        outcome: 'refused',
      }),
    ]);

    const limited = await run(['lock:audit', '--json', '--limit', '2', '--user', OWNER]);
    expect(JSON.parse(limited.printed[0])).toHaveLength(2);

    const table = await run(['lock:audit', '--lock', String(FRONT_DOOR), '--since', '30d']);
    expect(table.failed).toEqual([]);
    expect(table.printed[0]).toMatch(/When\s+Who\s+What\s+Account\s+Lock\s+Target\s+Answer/);
    expect(table.printed[0]).toContain('Front Door #100101');

    const bad = await run(['lock:audit', '--since', 'yesterday']);
    expect(bad.failed).toEqual([expect.stringContaining('--since must be a date')]);
  });

  it('is pruned like the rest: entries older than the retention (90 days) go', async () => {
    const before = (await rows()).length;
    expect(before).toBeGreaterThan(0);
    const trail = new LockAuditTrail(lockDatabase, app.clock);
    app.clock.setTo(new Date(Date.now() + 91 * 24 * 60 * 60 * 1000).toISOString());
    await trail.record({
      actor: { kind: 'user', email: OWNER, name: 'Owner' },
      action: 'sign-out',
      detail: null,
      accountKey: null,
      smartlockId: null,
      lockName: null,
      target: null,
      outcome: 'done',
      status: 303,
    });

    const counts = await app.moduleRef.get(LockPruner).prune();
    app.clock.release();

    expect(counts.auditEntries).toBe(before);
    expect((await rows()).map((row) => row.action)).toEqual(['sign-out']);
  });

  it('LOCK_AUDIT_RETENTION sets the days kept: lock:prune with 7 deletes an entry of 8 days ago, keeps one of 6', async () => {
    const trail = new LockAuditTrail(lockDatabase, app.clock);
    const day = 24 * 60 * 60 * 1000;
    for (const [daysAgo, action] of [
      [8, 'eight days ago'],
      [6, 'six days ago'],
    ] as const) {
      app.clock.setTo(new Date(Date.now() - daysAgo * day).toISOString());
      await trail.record({
        actor: { kind: 'user', email: OWNER, name: 'Owner' },
        action,
        detail: null,
        accountKey: null,
        smartlockId: null,
        lockName: null,
        target: null,
        outcome: 'done',
        status: 303,
      });
    }
    app.clock.release();
    const harness = new CommandHarness();
    process.env.LOCK_AUDIT_RETENTION = '7';
    try {
      await harness.run(
        [LockModule.forRoot({ databaseUrl, prune: { enabled: false } }), LockCommandsModule],
        ['lock:prune', '--json'],
      );
    } finally {
      delete process.env.LOCK_AUDIT_RETENTION;
      await harness.close();
    }

    expect(JSON.parse(harness.output.printed[0])).toMatchObject({ auditEntries: 1 });
    const left = (await rows()).map((row) => row.action);
    expect(left).toContain('six days ago');
    expect(left).not.toContain('eight days ago');
  });
});

describe("Console: the audit trail of the host's visitor", () => {
  jest.setTimeout(30_000);

  let app: ConsoleApp;

  beforeAll(async () => {
    app = await ConsoleApp.start({ console: { users: false, canAccess: () => true } });
  });

  afterAll(() => app.close());

  it("records the visitor as the host's, never the API token sent, and shows it every entry in words", async () => {
    const visitor = new ConsoleClient(app);
    await visitor.get('/accounts');
    const token = app.sandbox.apiToken(app.sandbox.accounts[1].accountId);

    const added = await visitor.post('/accounts', { key: 'yard', name: 'Yard', token });
    expect(added.status).toBe(303);

    const database = app.moduleRef.get(LockDatabase);
    let rows: AuditRow[] = [];
    for (let tries = 0; tries < 100 && rows.length === 0; tries++) {
      rows = await (await database.db()).selectFrom('lock_audit').selectAll().execute();
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toEqual([
      expect.objectContaining({
        actor_kind: 'host',
        actor_email: null,
        action: 'accounts',
        account_key: null,
        outcome: 'done',
        status: 303,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const page = await visitor.get('/audit');
    expect(page.status).toBe(200);
    expect(page.text).toContain('a visitor let in by the host');
    expect(page.text).toContain('added an account');
  });
});
