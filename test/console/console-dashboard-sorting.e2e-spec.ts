// Starts one console app on a lock sandbox (SQLite): the orders, pages and views are read from the pages the
// console answers over HTTP, with the locks, states, batteries and log entries the sandbox serves.
import type { LockSmartlock } from '../../src/testing';
import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { pagerLink } from '../support/console-pages';
import { addSandboxLog, sandboxData } from '../support/sandbox-lock-data';

const OWNER = 'owner@example.com';
const GUEST = 'guest@example.com';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const ROOM_10 = 910001;
const ROOM_9 = 910002;
const SURGERY = 910003;
const ZELLER = 910004;
const GATE_A = 910005;
const GATE_B = 910006;
const NANDU = 910007;
const NUBE = 910008;

/** The ids of the cards of a page, in order. */
function cardIds(page: ConsoleAnswer): number[] {
  return [...page.text.matchAll(/<article[^>]*id="lock-(\d+)"/g)].map((match) => Number(match[1]));
}

/** The ids of the rows of a page's list, in order. */
function rowIds(page: ConsoleAnswer): number[] {
  return [...page.text.matchAll(/<tr\s+class="lock-row[^"]*"\s+id="lock-(\d+)"/g)].map((match) =>
    Number(match[1]),
  );
}

/** Markup as a reader sees it: no tags, one space between words. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a card says of its lock: name, state, door, battery, last activity. */
function cardFacts(page: ConsoleAnswer, id: number): string[] {
  const card = new RegExp(`<article[^>]*id="lock-${id}"[\\s\\S]*?</article>`).exec(page.text)![0];
  const name = textOf(/<h2>([\s\S]*?)<\/h2>/.exec(card)![1]);
  const state = textOf(/<span class="badge state"[\s\S]*?<\/span\s*>([\s\S]*?)<\/span/.exec(card)![1]);
  const facts = [...card.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => textOf(match[1]));
  return [name, state, ...facts];
}

/** What a row says of its lock, in the same order. */
function rowFacts(page: ConsoleAnswer, id: number): string[] {
  const row = new RegExp(`<tr[^>]*id="lock-${id}"[\\s\\S]*?</tr>`).exec(page.text)![0];
  const name = textOf(/<th scope="row">([\s\S]*?)<\/th>/.exec(row)![1]);
  const cells = [...row.matchAll(/<td data-label="[^"]*">([\s\S]*?)<\/td>/g)].map((match) =>
    textOf(match[1]),
  );
  return [name, ...cells];
}

// Each page asks the sandbox for the account's locks and newest log entries: more than jest's 5 s on a loaded machine.
jest.setTimeout(30_000);

describe('Lock console dashboard: sorting, pages and the list view', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;
  let guest: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    const data = sandboxData(app);
    const [office, depot] = data.accounts;
    const model = office.smartlocks[0];
    const add = (smartlockId: number, name: string, state: Partial<LockSmartlock['state']>) => {
      const lock = structuredClone(model);
      Object.assign(lock, { smartlockId, name, favorite: false });
      lock.state = { ...lock.state, ...state };
      office.smartlocks.push(lock);
    };
    // Harbour Office: Front Door (locked, 76%), Back Entrance (unlocked, 18% critical), Street Gate (an opener,
    // online, 100%), and eight more: names that sort differently by language, ties, a fault, no charge known.
    add(ROOM_10, 'Room 10', { state: 1, batteryCharge: 55 });
    add(ROOM_9, 'room 9', { state: 3, batteryCharge: 55 });
    add(SURGERY, 'Ärztezimmer', { state: 254, batteryCharge: 90 });
    add(ZELLER, 'Zeller Suite', { state: 1 });
    delete (office.smartlocks.at(-1)!.state as { batteryCharge?: number }).batteryCharge;
    add(GATE_A, 'Gate', { state: 1, batteryCharge: 40 });
    add(GATE_B, 'Gate', { state: 1, batteryCharge: 40 });
    add(NANDU, 'Ñandú', { state: 2, batteryCharge: 62 });
    add(NUBE, 'Nube', { state: 1, batteryCharge: 63 });
    // The seed's newest entries: Front Door 2026-03-02 17:45, Back Entrance 15:20, Street Gate 09:31.
    addSandboxLog(app, ROOM_10, '2026-03-03T08:00:00.000Z');
    addSandboxLog(app, ROOM_9, '2026-02-01T08:00:00.000Z');
    addSandboxLog(app, GATE_A, '2026-03-01T00:00:00.000Z');
    addSandboxLog(app, GATE_B, '2026-03-01T00:00:00.000Z');
    addSandboxLog(app, NUBE, '2026-02-15T08:00:00.000Z');
    // 60 older entries of the Front Door (its newest stays 17:45): the Nube's entry is not among the newest 50.
    for (let minute = 0; minute < 60; minute++) {
      addSandboxLog(app, FRONT_DOOR, `2026-03-02T16:${String(minute).padStart(2, '0')}:00.000Z`);
    }
    // Depot North: Loading Bay, Store Room and "Bay 1" to "Bay 58": 60 locks, for the pages.
    for (let number = 1; number <= 58; number++) {
      const bay = structuredClone(depot.smartlocks[1]);
      Object.assign(bay, { smartlockId: 920000 + number, name: `Bay ${number}`, favorite: false });
      bay.state = { ...bay.state, batteryCharge: number };
      depot.smartlocks.push(bay);
    }
    // Four entries each for Bay 1 to Bay 55, a minute apart from 1 April 2026: 220, newer than the seed's.
    for (let number = 1; number <= 55; number++) {
      for (let entry = 0; entry < 4; entry++) {
        const minute = number * 4 + entry;
        const date = new Date(Date.parse('2026-04-01T00:00:00.000Z') + minute * 60_000).toISOString();
        addSandboxLog(app, 920000 + number, date);
      }
    }
    await app.addMainUser(OWNER, ['default', 'depot']);
    await app.addSubUser(GUEST, OWNER);
    await app.grant({ email: GUEST, smartlockId: ROOM_10, permissions: 'lock,unlock,view_logs' });
    await app.grant({ email: GUEST, smartlockId: ROOM_9, permissions: 'lock' });
    await app.grant({ email: GUEST, smartlockId: NUBE, permissions: 'lock,view_logs' });
    await app.grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock', days: 'ma,di,wo,do,vr' });
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterAll(() => app?.close());

  describe.each(['cards', 'list'] as const)('as %s', (view) => {
    const ids = (page: ConsoleAnswer) => (view === 'list' ? rowIds(page) : cardIds(page));
    const get = async (search: string) => {
      const page = await owner.get(`/accounts/default?view=${view}${search}`);
      owner.cookies.delete('lock_console_view');
      return page;
    };

    it('sorts by name as the page language does, A to Z by default, Z to A asked; ties as the API lists them', async () => {
      const byName = [SURGERY, BACK_ENTRANCE, FRONT_DOOR, GATE_A, GATE_B, NANDU, NUBE, ROOM_9, ROOM_10];
      expect(ids(await get(''))).toEqual([...byName, STREET_GATE, ZELLER]);
      expect(ids(await get('&sort=name'))).toEqual([...byName, STREET_GATE, ZELLER]);
      expect(ids(await get('&sort=name-desc'))).toEqual([
        ZELLER,
        STREET_GATE,
        ROOM_10,
        ROOM_9,
        NUBE,
        NANDU,
        GATE_A,
        GATE_B,
        FRONT_DOOR,
        BACK_ENTRANCE,
        SURGERY,
      ]);
      // Spanish sorts ñ after n.
      owner.cookies.set('lock_console_lang', 'es');
      try {
        const spanish = ids(await get(''));
        expect(spanish.indexOf(NUBE)).toBe(spanish.indexOf(NANDU) - 1);
      } finally {
        owner.cookies.delete('lock_console_lang');
      }
    });

    it('sorts by state: needing attention first (a fault, a critical battery), unlocked, neither, locked; and back', async () => {
      expect(ids(await get('&sort=state'))).toEqual([
        SURGERY,
        BACK_ENTRANCE,
        ROOM_9,
        NANDU,
        STREET_GATE,
        FRONT_DOOR,
        GATE_A,
        GATE_B,
        NUBE,
        ROOM_10,
        ZELLER,
      ]);
      expect(ids(await get('&sort=state-desc'))).toEqual([
        FRONT_DOOR,
        GATE_A,
        GATE_B,
        NUBE,
        ROOM_10,
        ZELLER,
        NANDU,
        STREET_GATE,
        ROOM_9,
        SURGERY,
        BACK_ENTRANCE,
      ]);
    });

    it('sorts by battery, lowest or highest first, ties in name order, an unknown charge last either way', async () => {
      expect(ids(await get('&sort=battery'))).toEqual([
        BACK_ENTRANCE,
        GATE_A,
        GATE_B,
        ROOM_9,
        ROOM_10,
        NANDU,
        NUBE,
        FRONT_DOOR,
        SURGERY,
        STREET_GATE,
        ZELLER,
      ]);
      expect(ids(await get('&sort=battery-desc'))).toEqual([
        STREET_GATE,
        SURGERY,
        FRONT_DOOR,
        NUBE,
        NANDU,
        ROOM_9,
        ROOM_10,
        GATE_A,
        GATE_B,
        BACK_ENTRANCE,
        ZELLER,
      ]);
    });

    it('sorts by last activity, newest or oldest first, locks without any as the least recently active', async () => {
      const none = [SURGERY, NANDU, ZELLER];
      expect(ids(await get('&sort=activity-desc'))).toEqual([
        ROOM_10,
        FRONT_DOOR,
        BACK_ENTRANCE,
        STREET_GATE,
        GATE_A,
        GATE_B,
        NUBE,
        ROOM_9,
        ...none,
      ]);
      expect(ids(await get('&sort=activity'))).toEqual([
        ...none,
        ROOM_9,
        NUBE,
        GATE_A,
        GATE_B,
        STREET_GATE,
        BACK_ENTRANCE,
        FRONT_DOOR,
        ROOM_10,
      ]);
    });

    it('sorts what the search and the state filter keep, and an unknown order is by name', async () => {
      expect(ids(await get('&q=e&state=locked&sort=battery-desc'))).toEqual([NUBE, GATE_A, GATE_B, ZELLER]);
      expect(ids(await get('&sort=colour'))).toEqual(ids(await get('')));
    });
  });

  it('shows the order in the form and, in the list, on the column headings, which sort by them (again: back)', async () => {
    const cards = await owner.get('/accounts/default?sort=battery-desc');
    expect(cards.text).toMatch(/<option value="battery-desc"\s+selected>\s*Battery, highest first/);
    expect(cards.text).not.toContain('name="view"');

    const list = await owner.get('/accounts/default?view=list&sort=battery');
    expect(list.text).toContain('<input type="hidden" name="view" value="list" />');
    const headings = [...list.text.matchAll(/<th\s+scope="col"([^>]*)>\s*(?:<a href="([^"]+)")?/g)].map(
      (match) => [match[1].trim(), (match[2] ?? '').replace(/&amp;/g, '&')],
    );
    expect(headings).toEqual([
      ['', '/lock/accounts/default?sort=name&view=list'.replace('sort=name&', '')],
      ['', '/lock/accounts/default?sort=state&view=list'],
      ['', ''],
      ['aria-sort="ascending"', '/lock/accounts/default?sort=battery-desc&view=list'],
      ['', '/lock/accounts/default?sort=activity-desc&view=list'],
      ['', ''],
    ]);
  });

  it('remembers the view chosen last (a cookie), and a link that names one switches', async () => {
    try {
      const list = await owner.get('/accounts/default?view=list');
      expect(list.headers.getSetCookie().join()).toMatch(/lock_console_view=list;/);
      expect(rowIds(await owner.get('/accounts/default'))).toHaveLength(11);
      const switcher = /<p class="view-switch">[\s\S]*?<\/p>/.exec(list.text)![0];
      expect(switcher).toMatch(/<a\s+href="\/lock\/accounts\/default\?view=list"\s+aria-current="true"/);
      expect(switcher).toMatch(/<a href="\/lock\/accounts\/default" aria-describedby/);
      expect(cardIds(await owner.get('/accounts/default?view=cards'))).toHaveLength(11);
      expect(cardIds(await owner.get('/accounts/default'))).toHaveLength(11);
    } finally {
      owner.cookies.delete('lock_console_view');
    }
  });

  it('says in a row what the card says: name, state, door, battery, last activity', async () => {
    const cards = await owner.get('/accounts/default');
    const list = await owner.get('/accounts/default?view=list');
    owner.cookies.delete('lock_console_view');
    expect(rowIds(list)).toEqual(cardIds(cards));
    for (const id of cardIds(cards)) expect(rowFacts(list, id)).toEqual(cardFacts(cards, id));
    expect(cardFacts(cards, BACK_ENTRANCE)).toEqual([
      'Back Entrance',
      'unlocked',
      'Door open',
      '18%, critical: charge or replace the batteries soon',
      expect.stringMatching(/^2 Mar 2026, 15:20$/),
    ]);
    expect(cardFacts(cards, ZELLER)).toEqual([
      'Zeller Suite',
      'locked',
      'Door closed',
      'unknown',
      'None recently',
    ]);
  });

  it('answers a lock alone as a card or a row, each with data-lock-id, and an action from a row with a row', async () => {
    const card = await owner.get(`/accounts/default/locks/${ROOM_10}/card`);
    expect(card.text.trimStart()).toMatch(
      new RegExp(`^<article[^>]*id="lock-${ROOM_10}"\\s+data-lock-id="${ROOM_10}"`),
    );
    const row = await owner.get(`/accounts/default/locks/${ROOM_10}/row`);
    expect(row.status).toBe(200);
    expect(row.text.trimStart()).toMatch(
      new RegExp(`^<tr[^>]*id="lock-${ROOM_10}"\\s+data-lock-id="${ROOM_10}"`),
    );
    expect(row.text).toContain('<input type="hidden" name="view" value="list" />');
    expect((await owner.get('/accounts/default/locks/999999/row')).status).toBe(404);

    await owner.get('/accounts/default?view=list');
    owner.cookies.delete('lock_console_view');
    const acted = await owner.post(
      `/accounts/default/locks/${ROOM_10}/actions/lock`,
      { lockName: 'Room 10', lockType: '0', view: 'list' },
      { 'x-console-partial': '1' },
    );
    expect(acted.status).toBe(200);
    expect(acted.text.trimStart()).toMatch(/^<tr/);
    expect(acted.text).toContain('Lock of Room 10 accepted: the command was sent.');
  });

  it('says an opener\'s ring to open was turned on or off, not "Ring to open on of ... accepted"', async () => {
    await owner.get('/accounts/default');
    const form = { lockName: 'Street Gate', lockType: '2', confirmed: '1' };
    const partial = { 'x-console-partial': '1' };
    const on = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/unlock`, form, partial);
    expect(on.text).toContain('Ring to open of Street Gate turned on: the command was sent.');
    const off = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/lock`, form, partial);
    expect(off.text).toContain('Ring to open of Street Gate turned off: the command was sent.');
    owner.cookies.set('lock_console_lang', 'de');
    try {
      await owner.get('/accounts/default');
      const german = await owner.post(`/accounts/default/locks/${STREET_GATE}/actions/lock`, form, {});
      expect(german.status).toBe(303);
      const flashed = await owner.get('/accounts/default');
      expect(flashed.text).toContain('Street Gate: Befehl „Ring to Open ausschalten“ gesendet.');
    } finally {
      owner.cookies.delete('lock_console_lang');
    }
  });

  describe('pages (Depot North: 60 locks)', () => {
    const numbers = (page: ConsoleAnswer, where: 'above' | 'below') => {
      const nav = new RegExp(`<nav class="pager pager-${where}"[\\s\\S]*?</nav>`).exec(page.text)?.[0] ?? '';
      return [...nav.matchAll(/<li>(<a[^>]*>)[\s\S]*?(\d+)<\/a><\/li>/g)].map(
        ([, link, number]) => `${number}${link.includes('aria-current="page"') ? '*' : ''}`,
      );
    };

    it('numbers the pages above and below the cards, the first without Previous, the last without Next', async () => {
      const first = await owner.get('/accounts/depot');
      expect(cardIds(first)).toHaveLength(24);
      expect(numbers(first, 'above')).toEqual(['1*', '2', '3']);
      expect(numbers(first, 'below')).toEqual(['1*', '2', '3']);
      expect(pagerLink(first, 'prev')).toBeNull();
      expect(pagerLink(first, 'next')).toBe('/accounts/depot?page=2');
      expect(first.text).toContain('Page 1 of 3');

      const last = await owner.get('/accounts/depot?page=3');
      expect(cardIds(last)).toHaveLength(12);
      expect(numbers(last, 'below')).toEqual(['1', '2', '3*']);
      expect(pagerLink(last, 'next')).toBeNull();
      expect(pagerLink(last, 'prev')).toBe('/accounts/depot?page=2');
      // Past the last page: the last; no page number or a wrong one: the first.
      expect(cardIds(await owner.get('/accounts/depot?page=99'))).toEqual(cardIds(last));
      for (const page of ['0', '-1', 'two']) {
        expect(cardIds(await owner.get(`/accounts/depot?page=${page}`))).toEqual(cardIds(first));
      }
    });

    it('shows 50 rows a page in the list, and keeps the search, the order and the view in every page link', async () => {
      const list = await owner.get('/accounts/depot?view=list&sort=battery-desc');
      owner.cookies.delete('lock_console_view');
      expect(rowIds(list)).toHaveLength(50);
      expect(numbers(list, 'above')).toEqual(['1*', '2']);
      expect(pagerLink(list, 'next')).toBe('/accounts/depot?sort=battery-desc&view=list&page=2');
      const second = await owner.get('/accounts/depot?sort=battery-desc&view=list&page=2');
      owner.cookies.delete('lock_console_view');
      // Highest first: Loading Bay and Store Room (76%), then Bay 58 to Bay 11; the second page Bay 10 to Bay 1.
      expect(rowIds(second)).toEqual(Array.from({ length: 10 }, (_, index) => 920010 - index));

      const searched = await owner.get('/accounts/depot?q=bay+1&sort=name-desc&page=2');
      // Bay 1, Bay 10 to 19: 11 of 60 locks, one page: page 2 is the last, page 1.
      expect(searched.text).toContain('11 of 60 locks');
      expect(cardIds(searched)).toEqual([
        920019, 920018, 920017, 920016, 920015, 920014, 920013, 920012, 920011, 920010, 920001,
      ]);
      expect(searched.text).not.toContain('class="pager');
      const card = /<article[\s\S]*?<\/article>/.exec(searched.text)![0];
      const back = /name="back"\s+value="([^"]+)"/.exec(card)![1].replace(/&amp;/g, '&');
      expect(back).toBe('/lock/accounts/depot?q=bay+1&sort=name-desc');
    });
  });

  it('reads the 200 newest entries of a busy account: a lock with none among them was last active before the oldest', async () => {
    const list = await owner.get('/accounts/depot?view=list&sort=activity');
    owner.cookies.delete('lock_console_view');
    // Oldest first: those with no entry among the 200 newest (Bay 1 to 5: their entries are older), in name order.
    const before = [920001, 920002, 920003, 920004, 920005, 920056, 920057, 920058, 400201, 100202];
    expect(rowIds(list).slice(0, 11)).toEqual([...before, 920006]);
    for (const id of before) expect(rowFacts(list, id)[4]).toBe('Before 1 Apr 2026');
    // Bay 6's newest entry is the oldest one read that counts: 00:27 (its 00:24 was the 200th).
    expect(rowFacts(list, 920006)[4]).toBe('1 Apr 2026, 00:27');
    const newest = await owner.get('/accounts/depot?view=list&sort=activity-desc');
    owner.cookies.delete('lock_console_view');
    expect(rowIds(newest).slice(0, 3)).toEqual([920055, 920054, 920053]);
  });

  describe('a sub-user', () => {
    beforeAll(async () => {
      app.clock.setTo('2027-03-06T10:00:00Z'); // a Saturday: the Front Door grant (weekdays) is closed
      guest = await ConsoleClient.signedIn(app, GUEST);
    });

    it('sees only its granted locks in both views, its last activity only where it may see the activity', async () => {
      const cards = await guest.get('/accounts/default?sort=name');
      expect(cardIds(cards)).toEqual([NUBE, ROOM_9, ROOM_10]);
      const list = await guest.get('/accounts/default?view=list&sort=activity-desc');
      guest.cookies.delete('lock_console_view');
      expect(rowIds(list)).toEqual([ROOM_10, NUBE, ROOM_9]);
      for (const id of [NUBE, ROOM_10]) expect(cardFacts(cards, id)).toEqual(rowFacts(list, id));
      expect(cardFacts(cards, ROOM_10)[4]).toMatch(/^3 Mar 2026, 08:00$/);
      // Its own lock's newest entry, however far back in the account's activity it lies.
      expect(cardFacts(cards, NUBE)[4]).toMatch(/^15 Feb 2026, 08:00$/);
      // No view_logs on room 9: no last activity, in the card or the row.
      expect(cardFacts(cards, ROOM_9)).toHaveLength(4);
      expect(rowFacts(list, ROOM_9)).toHaveLength(4);
      expect((await guest.get(`/accounts/default/locks/${SURGERY}/row`)).status).toBe(403);
    });

    it("is refused turning an opener's ring to open on in words that say so", async () => {
      await guest.get('/accounts/default');
      const refused = await guest.post(
        `/accounts/default/locks/${STREET_GATE}/actions/unlock`,
        { lockName: 'Street Gate', lockType: '2' },
        { 'x-console-partial': '1' },
      );
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Turning on ring to open of Street Gate was refused: ');
    });

    it('names a lock whose grant is closed now by its name, not its id (walk fix)', async () => {
      const page = await guest.get('/accounts/default');
      const closed = /<section class="panel">\s*<h2>Not available now<\/h2>[\s\S]*?<\/section>/.exec(
        page.text,
      )![0];
      expect(textOf(closed)).toMatch(/^Not available now Front Door: /);
      expect(closed).not.toContain(`#${FRONT_DOOR}`);
      guest.cookies.set('lock_console_lang', 'es');
      try {
        expect((await guest.get('/accounts/default')).text).toContain(
          '<h2>Cerraduras no disponibles ahora</h2>',
        );
      } finally {
        guest.cookies.delete('lock_console_lang');
      }
    });
  });
});
