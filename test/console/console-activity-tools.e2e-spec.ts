import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { pagerLink } from '../support/console-pages';
import { addSandboxLog, sandboxData } from '../support/sandbox-lock-data';

/**
 * The activity page as a tool (issue 34): its filters (lock, person, action, way, search) and its CSV export,
 * through real HTTP on loopback to one console app on the lock sandbox (SQLite), started once for the file: the
 * filters are read by the console and the lock API, and the export's rows come from the sandbox's logs batch by
 * batch. A sub-user's export is checked against its grants.
 */

const OWNER = 'owner@lock.test';
const GUEST = 'guest@lock.test';
const NOBODY = 'nobody@lock.test';
const TIME_ZONE = 'Europe/Amsterdam';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const LOADING_BAY = 400201;

/** The entries of the timeline, as "<lock> | <who> | <action> | <way>" in page order. */
function rowsOf(page: ConsoleAnswer): string[] {
  const rows = page.text.matchAll(
    /<\/time><\/td>\s*<td>(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/td>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>/g,
  );
  return [...rows].map((row) => row.slice(1).join(' | '));
}

/** The CSV's lines without the byte order mark, each split into cells (the file's own quoting read back). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let cell = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

/** The export of the path (`/accounts/...activity.csv?...`) with the client's cookies: status, headers, text. */
async function download(app: ConsoleApp, client: ConsoleClient, path: string, lang?: string) {
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`);
  const cookie = [...cookies, ...(lang === undefined ? [] : [`lock_console_lang=${lang}`])].join('; ');
  const response = await fetch(app.url(path), { headers: { cookie }, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

describe('Console: the activity page as a tool', () => {
  jest.setTimeout(60_000);

  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start({ lock: { timeZone: TIME_ZONE } });
    await app.addMainUser(OWNER, ['default', 'depot']);
    await app.addSubUser(GUEST, OWNER);
    await app.addSubUser(NOBODY, OWNER);
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'view_logs',
    });
    await app.grant({ email: GUEST, accountKey: 'default', smartlockId: BACK_ENTRANCE, permissions: 'lock' });
    await app.grant({ email: NOBODY, accountKey: 'default', smartlockId: FRONT_DOOR, permissions: 'lock' });
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterAll(() => app.close());

  beforeEach(() => app.sandbox.clearRequests());

  it('offers every filter in a GET form (no script needed), with the way as a column', async () => {
    const page = await owner.get('/accounts/default/activity');

    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /<form\s+class="filters"\s+method="get"\s+action="\/lock\/accounts\/default\/activity#timeline"/,
    );
    for (const name of ['lock', 'person', 'action', 'trigger', 'q', 'from', 'to', 'size']) {
      expect(page.text).toMatch(new RegExp(`<(select|input)[^>]*\\sname="${name}"`));
    }
    expect(page.text).toContain(`<option value="${FRONT_DOOR}" >Front Door</option>`);
    expect(page.text).toContain('<option value="2" >locked</option>');
    expect(page.text).toContain('<option value="255" >keypad</option>');
    expect(page.text).toContain('<th scope="col">Via</th>');
    expect(page.text).toContain('Shown: all activity.');
    expect(rowsOf(page)[0]).toBe('Front Door | Anna de Vries | locked | app');
  });

  it("filters by lock through the lock's own log, in words, keeping the filter in the pager and the export", async () => {
    for (let minute = 0; minute < 25; minute++) {
      addSandboxLog(app, STREET_GATE, new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString());
    }
    app.sandbox.clearRequests();

    const page = await owner.get(`/accounts/default/activity?lock=${STREET_GATE}`);

    expect(page.status).toBe(200);
    expect(new Set(rowsOf(page).map((row) => row.split(' | ')[0]))).toEqual(new Set(['Street Gate']));
    expect(rowsOf(page)).toHaveLength(20);
    expect(page.text).toContain('Shown: lock Street Gate.');
    expect(page.text).toContain(`<option value="${STREET_GATE}"  selected>Street Gate</option>`);
    expect(app.sandbox.requestsTo('GET', `/smartlock/${STREET_GATE}/log`).map((r) => r.query)).toEqual([
      { limit: '21' },
    ]);
    expect(app.sandbox.requestsTo('GET', '/smartlock/log')).toEqual([]);
    expect(pagerLink(page, 'next')).toMatch(
      new RegExp(`^/accounts/default/activity\\?lock=${STREET_GATE}&before=`),
    );
    expect(page.text).toContain(`href="/lock/accounts/default/activity.csv?lock=${STREET_GATE}" download`);
    expect(page.text).toContain('Clear the filter');
  });

  it('filters by action through the lock API, and by person, way and words read from the entries', async () => {
    const locked = await owner.get('/accounts/default/activity?action=2');
    expect(rowsOf(locked).length).toBeGreaterThan(0);
    expect(rowsOf(locked).every((row) => row.endsWith('| locked | app') || row.includes('| locked |'))).toBe(
      true,
    );
    expect(app.sandbox.requestsTo('GET', '/smartlock/log').map((r) => r.query)).toEqual([
      { limit: '21', action: '2' },
    ]);
    expect(locked.text).toContain('Shown: action “locked”.');

    app.sandbox.clearRequests();
    const anna = await owner.get('/accounts/default/activity?person=anna');
    expect(rowsOf(anna).length).toBeGreaterThan(0);
    expect(rowsOf(anna).every((row) => row.includes('| Anna de Vries |'))).toBe(true);
    expect(app.sandbox.requestsTo('GET', '/smartlock/log')[0].query).toEqual({ limit: '50' });
    expect(anna.text).toContain('Shown: people named “anna”.');

    const keypad = addSandboxLog(app, BACK_ENTRANCE, '2026-03-02T12:00:00.000Z', { name: 'Keypad guest' });
    keypad.trigger = 255;
    const byKeypad = await owner.get('/accounts/default/activity?trigger=255');
    expect(rowsOf(byKeypad)).toContain('Back Entrance | Keypad guest | unlocked | keypad');
    expect(rowsOf(byKeypad).every((row) => row.endsWith('| keypad'))).toBe(true);
    expect(rowsOf(byKeypad).length).toBeLessThan(
      rowsOf(await owner.get('/accounts/default/activity')).length,
    );

    const words = await owner.get('/accounts/default/activity?q=street');
    expect(rowsOf(words).length).toBeGreaterThan(0);
    expect(rowsOf(words).every((row) => row.startsWith('Street Gate |'))).toBe(true);
    expect(words.text).toContain('Shown: entries with “street”.');

    const spanish = await owner.get('/accounts/default/activity?q=desbloqueo', {
      cookie: `${[...owner.cookies].map(([n, v]) => `${n}=${v}`).join('; ')}; lock_console_lang=es`,
    });
    expect(rowsOf(spanish).length).toBeGreaterThan(0);
    expect(rowsOf(spanish).every((row) => row.includes('| desbloqueo |'))).toBe(true);
    expect(spanish.text).toContain('Se muestra: entradas con «desbloqueo».');
  });

  it('reads on past what one page searched, and says so', async () => {
    const depot = sandboxData(app).accounts[1];
    for (let index = 0; index < 520; index++) {
      addSandboxLog(app, LOADING_BAY, new Date(Date.UTC(2025, 11, 1, 0, index)).toISOString(), {
        name: 'Delivery van',
      });
    }
    depot.logs[0].name = 'Needle in the log';
    depot.logs[0].date = '2025-01-01T00:00:00.000Z';
    app.sandbox.clearRequests();

    const page = await owner.get('/accounts/depot/activity?person=needle');

    expect(rowsOf(page)).toEqual([]);
    expect(app.sandbox.requestsTo('GET', '/smartlock/log')).toHaveLength(10);
    expect(page.text).toContain('Only part of the log was searched for this page.');
    const older = pagerLink(page, 'next') as string;
    expect(older).toMatch(/^\/accounts\/depot\/activity\?person=needle&before=/);
    const next = await owner.get(older);
    expect(rowsOf(next)).toEqual([expect.stringContaining('| Needle in the log |')]);
  });

  it('answers a filter that is no filter with a 400 and its words, asking nothing', async () => {
    for (const [query, words] of [
      ['lock=front', '&quot;front&quot; is no lock of this account'],
      ['action=open', '&quot;open&quot; is no action'],
      ['trigger=x', '&quot;x&quot; is no way a lock is used'],
    ]) {
      const page = await owner.get(`/accounts/default/activity?${query}`);
      expect(page.status).toBe(400);
      expect(page.text).toContain(words);
      const csv = await download(app, owner, `/accounts/default/activity.csv?${query}`);
      expect(csv.status).toBe(400);
    }
    expect(app.sandbox.requests).toEqual([]);
  });

  it('exports exactly what the filter shows as CSV: every entry, streamed batch by batch, in the page language', async () => {
    const all = sandboxData(app).accounts[0].logs.filter((log) => log.smartlockId === STREET_GATE);
    app.sandbox.clearRequests();

    const csv = await download(app, owner, `/accounts/default/activity.csv?lock=${STREET_GATE}`);

    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-default-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect(csv.headers.get('content-length')).toBeNull();
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(csv.text);
    expect(header).toEqual(['Date and time', 'Lock', 'Lock number', 'Who', 'Action', 'Via', 'Result']);
    expect(rows).toHaveLength(all.length);
    expect(rows.every((row) => row[1] === 'Street Gate' && row[2] === String(STREET_GATE))).toBe(true);
    expect(rows[0][0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const asked = app.sandbox
      .requestsTo('GET', `/smartlock/${STREET_GATE}/log`)
      .map((request) => request.query);
    expect(asked[0]).toEqual({ limit: '50' });
    expect(asked.length).toBe(Math.floor(all.length / 50) + 1);

    const dutch = await download(app, owner, `/accounts/default/activity.csv?lock=${STREET_GATE}`, 'nl');
    expect(csvRows(dutch.text)[0]).toEqual([
      'Datum en tijd',
      'Slot',
      'Slotnummer',
      'Wie',
      'Actie',
      'Via',
      'Resultaat',
    ]);
    expect(dutch.headers.get('content-disposition')).toMatch(/filename="activiteit-default-/);
  });

  it('writes the rows as they are read: the first batch reaches the browser before the last is asked', async () => {
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // 100 entries of Loading Bay and more: three batches, each answered after 400 ms.
    app.sandbox.delayNext(400, 20, { path: `/smartlock/${LOADING_BAY}/log` });
    const started = Date.now();
    const response = await fetch(app.url(`/accounts/depot/activity.csv?lock=${LOADING_BAY}`), {
      headers: { cookie },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let bytes = first.value?.length ?? 0;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      bytes += chunk.value.length;
    }
    const endAt = Date.now() - started;
    expect(bytes).toBeGreaterThan(0);
    expect(endAt - firstAt).toBeGreaterThanOrEqual(700);
  });

  it('neutralises formulas and quotes separators, quotes and line breaks', async () => {
    const names = [
      '=HYPERLINK("http://evil.test","x")',
      '+1+2',
      '-3',
      '@SUM(A1)',
      'Smith, "Bob"',
      'two\nlines',
    ];
    for (const [index, name] of names.entries()) {
      addSandboxLog(app, FRONT_DOOR, new Date(Date.UTC(2026, 5, 1, 12, index)).toISOString(), { name });
    }

    const csv = await download(
      app,
      owner,
      `/accounts/default/activity.csv?lock=${FRONT_DOOR}&from=2026-06-01&to=2026-06-01`,
    );

    const who = csvRows(csv.text)
      .slice(1)
      .map((row) => row[3])
      .reverse();
    expect(who).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1+2",
      "'-3",
      "'@SUM(A1)",
      'Smith, "Bob"',
      'two\nlines',
    ]);
    expect(csv.text).toContain('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(csv.text).toContain('"Smith, ""Bob"""');
    expect(csv.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("exports a sub-user's granted locks only, and refuses a lock or an account they may not read", async () => {
    const guest = await ConsoleClient.signedIn(app, GUEST);
    const csv = await download(app, guest, '/accounts/default/activity.csv');

    expect(csv.status).toBe(200);
    const rows = csvRows(csv.text).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set([String(FRONT_DOOR)]));

    const other = await download(app, guest, `/accounts/default/activity.csv?lock=${STREET_GATE}`);
    expect(other.status).toBe(403);
    expect(other.headers.get('content-type')).toMatch(/^text\/html/);
    const depot = await download(app, guest, '/accounts/depot/activity.csv');
    expect(depot.status).toBe(404);

    const nobody = await ConsoleClient.signedIn(app, NOBODY);
    const none = await download(app, nobody, '/accounts/default/activity.csv');
    expect(none.status).toBe(403);
    expect(none.text).toContain('None of your locks in this account lets you see its activity right now.');
  });

  it('speaks the filter in nl, de and es', async () => {
    const cookie = [...owner.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    for (const [lang, words] of [
      ['nl', ['Alle sloten', 'Elke actie', 'Downloaden als CSV', 'Getoond: actie “vergrendeld”.']],
      ['de', ['Alle Schlösser', 'Alle Aktionen', 'Als CSV herunterladen', 'Angezeigt: Aktion „verriegelt“.']],
      [
        'es',
        ['Todas las cerraduras', 'Cualquier acción', 'Descargar como CSV', 'Se muestra: acción «bloqueo».'],
      ],
    ] as const) {
      const page = await owner.get('/accounts/default/activity?action=2', {
        cookie: `${cookie}; lock_console_lang=${lang}`,
      });
      for (const text of words) expect(page.text).toContain(text);
    }
  });
});
