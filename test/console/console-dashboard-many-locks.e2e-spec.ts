import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';
import { pagerLink } from '../support/console-pages';
import { sandboxData } from '../support/sandbox-lock-data';

const OWNER = 'owner@example.com';
const LOCK_COUNT = 100;

/** The ids of the lock cards on a page, in order. */
function cardIds(text: string): number[] {
  return [...text.matchAll(/<article[^>]*id="lock-(\d+)"/g)].map((match) => Number(match[1]));
}

describe('Lock console dashboard of many locks', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    // Harbour Office's three seeded locks, then "Room 4" to "Room 100": every tenth unlocked, every 25th with a
    // critical battery.
    const office = sandboxData(app).accounts[0];
    const model = office.smartlocks[0];
    for (let number = office.smartlocks.length + 1; number <= LOCK_COUNT; number++) {
      const room = structuredClone(model);
      room.smartlockId = 900000 + number;
      room.name = `Room ${number}`;
      room.favorite = false;
      if (number % 10 === 0) room.state = { ...room.state, state: 3 };
      if (number % 25 === 0) room.state = { ...room.state, batteryCharge: 9, batteryCritical: true };
      office.smartlocks.push(room);
    }
    await app.addMainUser(OWNER, ['default']);
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterAll(() => app?.close());

  it('shows 100 locks 24 at a time, in well under 80 KB, saying how many there are and where the reader is', async () => {
    const page = await owner.get('/accounts/default');

    expect(page.status).toBe(200);
    expect(Buffer.byteLength(page.text)).toBeLessThan(80 * 1024);
    process.stderr.write(
      `Dashboard of ${LOCK_COUNT} locks: ${Buffer.byteLength(page.text)} bytes, ` +
        `${page.headers.get('content-length')} on the wire (${page.headers.get('content-encoding')})\n`,
    );
    expect(cardIds(page.text)).toHaveLength(24);
    expect(page.text).toContain('<p class="hint lock-count">100 locks</p>');
    // Page numbers above and below the cards.
    expect(page.text).toMatch(/<nav class="pager pager-above" aria-label="Pages">[\s\S]*Page 1 of 5/);
    expect(page.text).toMatch(
      /<\/article><\/div>\s*<nav class="pager pager-below" aria-label="Pages \(end of the list\)">/,
    );
    expect(pagerLink(page, 'prev')).toBeNull();
    expect(pagerLink(page, 'next')).toBe('/accounts/default?page=2');

    const last = await owner.get('/accounts/default?page=5');
    // By name: Back Entrance, Front Door, Room 4 ... Room 100, Street Gate.
    expect(cardIds(last.text)).toEqual([900098, 900099, 900100, 200103]);
    expect(last.text).toContain('Page 5 of 5');
    expect(pagerLink(last, 'prev')).toBe('/accounts/default?page=4');
    expect(pagerLink(last, 'next')).toBeNull();
    // Past the last page (a link kept from a longer list): the last page.
    expect(cardIds((await owner.get('/accounts/default?page=40')).text)).toEqual(cardIds(last.text));
  });

  it('searches by name and state with a plain GET form, keeping the search in the pager links', async () => {
    const page = await owner.get('/accounts/default');
    const form = /<form class="filters" method="get" action="([^"]+)" role="search"[\s\S]*?<\/form>/.exec(
      page.text,
    )!;
    expect(form[1]).toBe('/lock/accounts/default');
    expect(form[0]).toMatch(/<label class="field" for="lock-search"\s*><span>Name<\/span>/);
    expect(form[0]).toContain('<input type="search" id="lock-search" name="q"');
    const stateMenu = /<select id="lock-state-filter"[\s\S]*?<\/select>/.exec(form[0])![0];
    expect([...stateMenu.matchAll(/<option value="(\w+)"/g)].map((match) => match[1])).toEqual([
      'all',
      'locked',
      'unlocked',
      'attention',
    ]);

    const rooms = await owner.get('/accounts/default?q=room+1');
    // Room 1x and Room 100 (Room 1 is not seeded: the account's first three locks have their own names).
    expect(cardIds(rooms.text)).toEqual([900010, ...range(900011, 900019), 900100]);
    expect(rooms.text).toContain('11 of 100 locks');
    expect(rooms.text).toContain('value="room 1"');
    expect(rooms.text).toContain('<a class="button-quiet" href="/lock/accounts/default">Show all locks</a>');
    expect(rooms.text).not.toContain('class="pager"');

    const unlocked = await owner.get('/accounts/default?state=unlocked');
    // Back Entrance, and every tenth room.
    expect(cardIds(unlocked.text)).toEqual([400102, ...range(1, 10).map((tens) => 900000 + tens * 10)]);
    expect(unlocked.text).toContain('11 of 100 locks');
    expect(unlocked.text).toMatch(/<option value="unlocked"\s+selected>/);

    const attention = await owner.get('/accounts/default?state=attention&q=room');
    expect(cardIds(attention.text)).toEqual([900025, 900050, 900075, 900100]);
    expect(attention.text).toContain('9%, critical: charge or replace the batteries soon');

    const locked = await owner.get('/accounts/default?q=ROOM&state=locked&page=2');
    expect(locked.text).toContain('Page 2 of 4');
    expect(pagerLink(locked, 'prev')).toBe('/accounts/default?q=ROOM&state=locked');
    expect(pagerLink(locked, 'next')).toBe('/accounts/default?q=ROOM&state=locked&page=3');
  });

  it('says when no lock matches, in the page language', async () => {
    const none = await owner.get('/accounts/default?q=%3Cb%3Ehall%3C%2Fb%3E');
    expect(cardIds(none.text)).toEqual([]);
    expect(none.text).toContain('<p class="empty">No lock matches this search.</p>');
    expect(none.text).toContain('0 of 100 locks');
    expect(none.text).toContain('value="&lt;b&gt;hall&lt;/b&gt;"');
    expect(none.text).not.toContain('<b>hall');

    owner.cookies.set('lock_console_lang', 'nl');
    try {
      const dutch = await owner.get('/accounts/default?q=hal');
      expect(dutch.text).toContain('Geen slot past bij deze zoekopdracht.');
      expect(dutch.text).toContain('0 van 100 sloten');
      expect(dutch.text).toContain('Alle sloten tonen');
    } finally {
      owner.cookies.delete('lock_console_lang');
    }
  });

  it('returns a plain action on a searched page to that page', async () => {
    const page = await owner.get('/accounts/default?q=room&page=2');
    const card = /<article[^>]*id="lock-900030"[\s\S]*?<\/article>/.exec(page.text)![0];
    const back = /name="back"\s+value="([^"]+)"/.exec(card)![1].replace(/&amp;/g, '&');
    expect(back).toBe('/lock/accounts/default?q=room&page=2');
    const answer = await owner.post('/accounts/default/locks/900030/actions/lock', { back });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/lock/accounts/default?q=room&page=2');
    // The first page of all locks needs no way back: its card's form goes back to the dashboard itself.
    const first = await owner.get('/accounts/default');
    expect(/<article[^>]*id="lock-900004"[\s\S]*?<\/article>/.exec(first.text)![0]).not.toContain(
      'name="back"',
    );
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
