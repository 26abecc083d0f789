import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { pagerLink } from '../support/console-pages';
import { describeOnDatabases } from '../support/lock-databases';
import { addSandboxLog, sandboxData } from '../support/sandbox-lock-data';

const OWNER = 'owner@lock.test';
const GUEST = 'guest@lock.test';
const TIME_ZONE = 'Europe/Amsterdam';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const LOADING_BAY = 400201;

/** The entries of the timeline, as "<time> <lock> <who> <action>" in page order. */
function timelineRows(page: ConsoleAnswer): string[] {
  const rows = page.text.matchAll(
    /<time datetime="[^"]*">([^<]*)<\/time><\/td>\s*<td>(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/td>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>/g,
  );
  return [...rows].map((row) => row.slice(1).join(' '));
}

/** The day headings of the timeline. */
function dayHeadings(page: ConsoleAnswer): string[] {
  return [...page.text.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]);
}

describe('Console: the activity timeline', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start({ lock: { timeZone: TIME_ZONE } });
    await app.addMainUser(OWNER, ['default', 'depot']);
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterAll(() => app.close());

  beforeEach(() => app.sandbox.clearRequests());

  it("shows the account's logs by day in the time zone, each with its time, lock (linked), who and action", async () => {
    const page = await owner.get('/accounts/default/activity');

    expect(page.status).toBe(200);
    expect(page.text).toContain('Activity of Harbour Office');
    expect(page.text).toMatch(
      /<a href="\/lock\/accounts\/default\/activity"\s+aria-current="page">Activity<\/a>/,
    );
    expect(dayHeadings(page)).toEqual([
      'Monday, 2 March 2026',
      'Sunday, 1 March 2026',
      'Saturday, 28 February 2026',
      'Friday, 27 February 2026',
    ]);
    expect(timelineRows(page).slice(0, 3)).toEqual([
      '18:45 Front Door Anna de Vries locked',
      '16:20 Back Entrance the device itself door opened',
      '16:20 Back Entrance Bram Jansen unlocked',
    ]);
    expect(page.text).toContain(`<a href="/lock/accounts/default/locks/${FRONT_DOOR}">Front Door</a>`);
    expect(timelineRows(page)).toHaveLength(9);
    expect(app.sandbox.requestsTo('GET', '/smartlock/log').map((request) => request.query)).toEqual([
      { limit: '21' },
    ]);
  });

  it('pages with the lock API\'s "older than" id, and back', async () => {
    for (let minute = 0; minute < 20; minute++) {
      addSandboxLog(app, LOADING_BAY, new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString());
    }
    const all = sandboxData(app)
      .accounts[1].logs.slice()
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(all).toHaveLength(25);

    const first = await owner.get('/accounts/depot/activity?size=10');
    expect(timelineRows(first)).toHaveLength(10);
    const toSecond = pagerLink(first, 'next') as string;
    expect(toSecond).toBe(`/accounts/depot/activity?size=10&before=${all[9].id}`);
    const second = await owner.get(toSecond);
    expect(timelineRows(second)).toHaveLength(10);
    expect(pagerLink(second, 'prev')).toBe('/accounts/depot/activity?size=10');
    const third = await owner.get(pagerLink(second, 'next') as string);
    expect(timelineRows(third)).toHaveLength(5);
    expect(pagerLink(third, 'next')).toBeNull();

    expect(app.sandbox.requestsTo('GET', '/smartlock/log').map((request) => request.query)).toEqual([
      { limit: '11' },
      { limit: '11', id: all[9].id },
      { limit: '11', id: all[19].id },
    ]);
  });

  it('filters by days read in the time zone, keeping the filter in the pager', async () => {
    const page = await owner.get('/accounts/default/activity?from=2026-03-01&to=2026-03-01');

    expect(page.status).toBe(200);
    expect(dayHeadings(page)).toEqual(['Sunday, 1 March 2026']);
    expect(timelineRows(page)).toEqual([
      '19:02 Front Door Anna de Vries locked',
      '09:12 Front Door Anna de Vries unlocked',
    ]);
    expect(app.sandbox.requestsTo('GET', '/smartlock/log').map((request) => request.query)).toEqual([
      { limit: '21', fromDate: '2026-02-28T23:00:00.000Z', toDate: '2026-03-01T22:59:59.999Z' },
    ]);

    const added = Array.from({ length: 12 }, (_, minute) =>
      addSandboxLog(app, STREET_GATE, new Date(Date.UTC(2026, 1, 10, 10, 59 - minute)).toISOString()),
    );
    app.sandbox.clearRequests();
    const paged = await owner.get('/accounts/default/activity?from=2026-02-10&to=2026-02-10&size=10');
    expect(timelineRows(paged)).toHaveLength(10);
    expect(paged.text).toContain('name="to" value="2026-02-10"');
    const older = pagerLink(paged, 'next') as string;
    expect(older).toBe(
      `/accounts/default/activity?from=2026-02-10&to=2026-02-10&size=10&before=${added[9].id}`,
    );
    expect(timelineRows(await owner.get(older))).toHaveLength(2);
    const day = { fromDate: '2026-02-09T23:00:00.000Z', toDate: '2026-02-10T22:59:59.999Z' };
    expect(app.sandbox.requestsTo('GET', '/smartlock/log').map((request) => request.query)).toEqual([
      { limit: '11', ...day },
      { limit: '11', ...day, id: added[9].id },
    ]);
  });

  it('answers a bad filter with a 400 and its message, sending nothing', async () => {
    const badDay = await owner.get('/accounts/default/activity?from=2026-13-01');
    const reversed = await owner.get('/accounts/default/activity?from=2026-03-02&to=2026-03-01');

    expect(badDay.status).toBe(400);
    expect(badDay.text).toContain('&quot;2026-13-01&quot; is no date');
    expect(reversed.status).toBe(400);
    expect(reversed.text).toContain('The last day (2026-03-01) comes before the first day (2026-03-02).');
    expect(app.sandbox.requests).toEqual([]);
  });

  it('answers an account the viewer may not open with a 404', async () => {
    const page = await owner.get('/accounts/elsewhere/activity');

    expect(page.status).toBe(404);
    expect(app.sandbox.requests).toEqual([]);
  });

  it('renders script in a log name and a lock name escaped', async () => {
    addSandboxLog(app, FRONT_DOOR, '2026-03-03T10:00:00.000Z', { name: '<script>alert("who")</script>' });
    const lock = sandboxData(app).accounts[0].smartlocks.find(
      (candidate) => candidate.smartlockId === FRONT_DOOR,
    );
    const name = lock?.name as string;
    (lock as { name: string }).name = '<script>alert("lock")</script>';
    try {
      const page = await owner.get('/accounts/default/activity');

      expect(page.text).toContain('&lt;script&gt;alert(&quot;who&quot;)&lt;/script&gt;');
      expect(page.text).toContain('&lt;script&gt;alert(&quot;lock&quot;)&lt;/script&gt;</a>');
      expect(page.text).not.toContain('<script>alert');
    } finally {
      (lock as { name: string }).name = name;
    }
  });

  it('speaks Dutch with lock_console_lang=nl', async () => {
    const client = await ConsoleClient.signedIn(app, OWNER);
    client.cookies.set('lock_console_lang', 'nl');

    const page = await client.get('/accounts/default/activity?from=2026-03-02&to=2026-03-02');

    expect(page.text).toContain('Activiteit van Harbour Office');
    expect(dayHeadings(page)).toEqual(['maandag 2 maart 2026']);
    expect(timelineRows(page)).toContain('16:20 Back Entrance het apparaat zelf deur geopend');
    expect(timelineRows(page)).toContain('18:45 Front Door Anna de Vries vergrendeld');
    expect(page.text).toContain('Filter wissen');
    expect(page.text).toContain('Dagen en tijden zijn in Europe/Amsterdam.');
  });
});

describeOnDatabases('Console: the activity timeline of a sub-user', (database) => {
  let app: ConsoleApp;

  beforeAll(async () => {
    app = await ConsoleApp.start({ databaseUrl: await database.freshUrl(), lock: { timeZone: TIME_ZONE } });
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER);
    await app.addSubUser('locker@lock.test', OWNER);
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'view_logs',
    });
    await app.grant({ email: GUEST, accountKey: 'default', smartlockId: BACK_ENTRANCE, permissions: 'lock' });
    await app.grant({
      email: 'locker@lock.test',
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'lock,unlock',
    });
  });

  afterAll(() => app.close());

  beforeEach(() => app.sandbox.clearRequests());

  it('shows only the entries of the locks whose logs the sub-user may see, and says so', async () => {
    const guest = await ConsoleClient.signedIn(app, GUEST);

    const page = await guest.get('/accounts/default/activity');

    expect(page.status).toBe(200);
    expect(page.text).toContain('Only the activity of the locks whose logs you may see is shown');
    const rows = timelineRows(page);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.includes(' Front Door '))).toBe(true);
    expect(page.text).not.toContain('Bram Jansen');
    expect(page.text).not.toContain('Street Gate');
  });

  it('shows an empty-state line instead of an error without view_logs, asking the API nothing', async () => {
    const locker = await ConsoleClient.signedIn(app, 'locker@lock.test');
    app.sandbox.clearRequests();

    const page = await locker.get('/accounts/default/activity');

    expect(page.status).toBe(200);
    expect(page.text).toContain('None of your locks in this account lets you see its activity right now.');
    expect(page.text).not.toContain('<time');
    expect(app.sandbox.requests).toEqual([]);
  });
});
