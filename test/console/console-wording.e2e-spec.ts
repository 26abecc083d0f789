// The wording of the console's refusals and of a lock that is not in the account, as a reader gets them: through
// real HTTP on loopback against the lock sandbox (a 404 of the lock API is what makes a lock unknown), with a signed
// in main user and sub-user, in English and German (Spanish and Dutch where the review found the words). One app for
// the file: its database and sandbox take seconds to start.
import type { LockSmartlockAuth } from '../../src/testing';
import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { sandboxAccountOf } from '../support/sandbox-lock-data';

const OWNER = 'owner@wording.test';
const GUEST = 'guest@wording.test';
const FRONT_DOOR = 100101; // the guest may lock it, nothing else
const BACK_ENTRANCE = 400102; // the guest has no grant on it
const STREET_GATE = 200103; // the guest may use it on Mondays only
const UNKNOWN_LOCK = 999999; // no lock of the sandbox
const SUNDAY = '2026-03-01T12:00:00.000Z';

/** The page's visible text: tags dropped, the entities the console's `html` template writes decoded, spaces closed up. */
function textOf(answer: ConsoleAnswer): string {
  return answer.text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The link to the account's dashboard on an error page, as `[href, text]`, or null. */
function dashboardLinkOf(answer: ConsoleAnswer, account: string): [string, string] | null {
  const match = new RegExp(`<a href="(/lock/accounts/${account})">([^<]+)</a>`).exec(answer.text);
  return match === null ? null : [match[1], textOf({ ...answer, text: match[2] }).trim()];
}

describe('Console wording: refusals and unknown locks say what is missing, in every language', () => {
  jest.setTimeout(30_000);

  let app: ConsoleApp;
  const owners = new Map<string, ConsoleClient>();
  const guests = new Map<string, ConsoleClient>();

  /** A client signed in as the user, reading pages in the locale (the language switcher's cookie). */
  async function signedIn(email: string, locale: string): Promise<ConsoleClient> {
    const client = await ConsoleClient.signedIn(app, email);
    await client.get(`/language?lang=${locale}&back=${encodeURIComponent('/lock')}`);
    expect(client.cookies.get('lock_console_lang')).toBe(locale);
    return client;
  }

  beforeAll(async () => {
    app = await ConsoleApp.start();
    app.clock.setTo(SUNDAY);
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER, 'Gina Guest');
    await app.grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock' });
    await app.grant({ email: GUEST, smartlockId: STREET_GATE, permissions: 'lock,unlock', days: 'ma' });
    for (const locale of ['en', 'de', 'es', 'nl']) {
      owners.set(locale, await signedIn(OWNER, locale));
      guests.set(locale, await signedIn(GUEST, locale));
    }
  });

  afterAll(() => app?.close());

  describe('a lock page the sub-user may not open', () => {
    it.each([
      ['en', 'You may not do this: you have no access to this lock.'],
      ['de', 'Das dürfen Sie nicht: Sie haben keinen Zugang zu diesem Schloss.'],
      ['es', 'No puedes hacer esto: no tienes acceso a esta cerradura.'],
      ['nl', 'Dit mag u niet: u hebt geen toegang tot dit slot.'],
    ])('in %s: a whole sentence, no grant on the lock (403)', async (locale, sentence) => {
      const page = await guests.get(locale)!.get(`/accounts/default/locks/${BACK_ENTRANCE}`);

      expect(page.status).toBe(403);
      expect(textOf(page)).toContain(sentence);
      // The old fragment named a permission in brackets: "(any grant on the lock)".
      expect(textOf(page)).not.toMatch(/\((any grant|ein Zugang|algún acceso|toegang tot het slot)/);
    });

    it.each([
      ['en', 'You may not do this: the grant is for Mon, and today is Sunday (UTC).'],
      ['de', 'Das dürfen Sie nicht: der Zugang gilt an diesen Tagen: Mo; heute ist Sonntag (UTC).'],
      ['es', 'No puedes hacer esto: el acceso es válido estos días: lun; hoy es domingo (UTC).'],
    ])('in %s: a grant closed today names the day in full (403)', async (locale, sentence) => {
      const page = await guests.get(locale)!.get(`/accounts/default/locks/${STREET_GATE}`);

      expect(page.status).toBe(403);
      expect(textOf(page)).toContain(sentence);
    });

    it.each([
      [
        'en',
        'You may not do this: your access to this lock does not include "Manage keypad codes", only Lock.',
      ],
      [
        'de',
        'Das dürfen Sie nicht: Ihr Zugang zu diesem Schloss umfasst „Keypad-Codes verwalten“ nicht, nur Verriegeln.',
      ],
    ])(
      'in %s: a missing permission is named beside what the grant allows (403)',
      async (locale, sentence) => {
        const page = await guests.get(locale)!.get(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/new`);

        expect(page.status).toBe(403);
        expect(textOf(page)).toContain(sentence);
      },
    );
  });

  describe('a lock that is not (or no longer) in the account', () => {
    it.each([
      [
        'en',
        'Lock not found',
        "This lock is not in this account, or no longer is: it may have been removed from the account. The account's dashboard shows the locks it has now.",
        "Back to this account's dashboard",
      ],
      [
        'de',
        'Schloss nicht gefunden',
        'Dieses Schloss gehört nicht (mehr) zu diesem Konto: Vielleicht wurde es aus dem Konto entfernt. Das Dashboard des Kontos zeigt die Schlösser, die jetzt dazugehören.',
        'Zurück zum Dashboard dieses Kontos',
      ],
      [
        'es',
        'Cerradura no encontrada',
        'Esta cerradura no está (o ya no está) en esta cuenta: puede que se haya quitado de la cuenta. El panel de la cuenta muestra las cerraduras que tiene ahora.',
        'Volver al panel de esta cuenta',
      ],
    ])('in %s: says so and links the account’s dashboard (404)', async (locale, title, sentence, back) => {
      app.sandbox.clearRequests();
      const page = await owners.get(locale)!.get(`/accounts/default/locks/${UNKNOWN_LOCK}`);

      expect(page.status).toBe(404);
      expect(page.text).toContain(`<h1>${title}</h1>`);
      expect(textOf(page)).toContain(sentence);
      expect(dashboardLinkOf(page, 'default')).toEqual(['/lock/accounts/default', back]);
      // The lock API was asked, and its 404 is what the page explains.
      expect(
        app.sandbox.requests.some((request) => request.path.startsWith(`/smartlock/${UNKNOWN_LOCK}`)),
      ).toBe(true);
      expect(textOf(page)).not.toMatch(
        /does not know this item|kennt dieses Element|no conoce este elemento/,
      );
    });

    it('in en: a lock removed from the account since the dashboard was read is explained the same way', async () => {
      const owner = owners.get('en')!;
      const account = sandboxAccountOf(app, BACK_ENTRANCE);
      const index = account.smartlocks.findIndex((lock) => lock.smartlockId === BACK_ENTRANCE);
      const [removed] = account.smartlocks.splice(index, 1);
      try {
        const page = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}`);

        expect(page.status).toBe(404);
        expect(textOf(page)).toContain('This lock is not in this account, or no longer is');
        expect(dashboardLinkOf(page, 'default')?.[0]).toBe('/lock/accounts/default');
      } finally {
        account.smartlocks.splice(index, 0, removed);
      }
    });

    it('an unknown page keeps the link to the console’s start', async () => {
      const page = await owners.get('en')!.get('/accounts/default/nothing-here');

      expect(page.status).toBe(404);
      expect(page.text).toContain('<h1>Page not found</h1>');
      expect(dashboardLinkOf(page, 'default')).toBeNull();
      expect(page.text).toContain('<a href="/lock">Back to the dashboard</a>');
    });
  });

  describe("the delete question names the authorization's kind", () => {
    it.each([
      ['de', 'App-Zugang von „Anna de Vries“ zu Front Door löschen?'],
      ['es', '¿Eliminar el acceso por app de «Anna de Vries» a Front Door?'],
      ['nl', 'De app-toegang van "Anna de Vries" tot Front Door verwijderen?'],
    ])('in %s: an app user is no keypad code', async (locale, question) => {
      const owner = owners.get(locale)!;
      const anna = sandboxAccountOf(app, FRONT_DOOR).auths.find(
        (auth) => auth.smartlockId === FRONT_DOOR && auth.name === 'Anna de Vries',
      ) as LockSmartlockAuth;
      await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
      app.sandbox.clearRequests();

      const asked = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths/${anna.id}/delete`);

      expect(asked.status).toBe(200);
      expect(textOf(asked)).toContain(question);
      expect(textOf(asked)).not.toMatch(
        /Keypad-Code „Anna|código de teclado «Anna|klaviercode|toetscode "Anna/,
      );
      expect(app.sandbox.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });
});
