import type { Catalogue, Locale } from '../../src/common/i18n/translator';
import { DOOR_STATE_LABELS } from '../../src/lock/data/door-state-labels';
import { CONFIRM_MESSAGES } from '../../src/lock/application/console/i18n/confirm-messages';
import { DASHBOARD_MESSAGES } from '../../src/lock/application/console/i18n/dashboard-messages';
import { FAILURE_MESSAGES } from '../../src/lock/application/console/i18n/failure-messages';
import { CONSOLE_CATALOGUES } from '../support/console-catalogues';
import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';

// Each page signs in afresh (a password hash and a login code), 26 times.
jest.setTimeout(30_000);

const OWNER = 'owner@languages.test';
const GUEST = 'guest@languages.test';
const FRONT_DOOR = 100101; // a smart lock of account default
const STREET_GATE = 200103; // an opener of account default

/** The catalogues a console page's words come from. */
const CATALOGUES: readonly Catalogue<string>[] = [...Object.values(CONSOLE_CATALOGUES), DOOR_STATE_LABELS];

/** A `:placeholder` of a line. */
const PLACEHOLDER = /:[a-z]+/gi;

/** An English line that would be English left on a page of the locale. */
interface EnglishLine {
  readonly text: string;
  /** Matches a whole text of the page that is this line, whatever its placeholders hold. */
  readonly whole: RegExp;
  /** The parts between placeholders long enough to be told apart from anything else on a page. */
  readonly longParts: readonly string[];
}

/**
 * The English lines that differ from the locale's line, and that the locale does not use for another line either
 * (German "Dashboard" is the English word, so a German page may show it).
 */
function englishLinesFor(locale: Locale): EnglishLine[] {
  const localeLines = new Set(CATALOGUES.flatMap((catalogue) => Object.values(catalogue[locale])));
  const english = CATALOGUES.flatMap((catalogue) =>
    Object.keys(catalogue.en)
      .filter((key) => catalogue.en[key] !== catalogue[locale][key])
      .map((key) => catalogue.en[key]),
  );
  return [...new Set(english)]
    .filter((text) => !localeLines.has(text) && /\p{L}/u.test(text.replace(PLACEHOLDER, '')))
    .map((text) => {
      const parts = text.split(PLACEHOLDER);
      return {
        text,
        whole: new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`),
        longParts: parts.map((part) => part.trim()).filter((part) => part.length >= 24),
      };
    });
}

/** Decodes the entities the console's `html` template writes. */
function decoded(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The texts a reader meets on the page: each text between tags, and the titles, labels and placeholders. */
function textsOf(page: string): string[] {
  const markup = page.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const attributes = [...markup.matchAll(/\s(?:title|aria-label|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return [...markup.split(/<[^>]*>/), ...attributes]
    .map((text) => decoded(text).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
}

/** The English lines the page shows, as "<line> (in: <text>)". */
function englishOn(page: ConsoleAnswer, lines: readonly EnglishLine[]): string[] {
  const texts = textsOf(page.text);
  const all = texts.join(' ');
  return lines.flatMap((line) => {
    const text = texts.find((candidate) => line.whole.test(candidate));
    if (text !== undefined) return [`${line.text} (in: ${text})`];
    const part = line.longParts.find((candidate) => all.includes(candidate));
    return part === undefined ? [] : [`${line.text} (part: ${part})`];
  });
}

describe('Lock console languages: German and Spanish pages carry no English', () => {
  let app: ConsoleApp;
  let guestId: string;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser(OWNER, ['default'], 'Olivia Owner');
    guestId = (await app.addSubUser(GUEST, OWNER, 'Gina Guest')).id;
    await app.grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock' });
  });

  afterAll(() => app?.close());

  /** The id of Front Door's seeded keypad code "Cleaning crew". */
  function cleaningCrewId(): string {
    const auth = app.sandbox.data.accounts[0].auths.find((held) => held.name === 'Cleaning crew');
    if (auth === undefined) throw new Error('the sandbox has no "Cleaning crew"');
    return auth.id;
  }

  /** A browser that chose the language through the switcher's route. */
  async function browserIn(locale: Locale): Promise<ConsoleClient> {
    const client = new ConsoleClient(app);
    const chosen = await client.get(`/language?lang=${locale}&back=${encodeURIComponent('/lock/sign-in')}`);
    expect(chosen.status).toBe(303);
    expect(client.cookies.get('lock_console_lang')).toBe(locale);
    return client;
  }

  describe.each(['de', 'es'] as const)('in %s', (locale) => {
    const lines = englishLinesFor(locale);

    it.each([
      ['the sign-in page', '/sign-in'],
      ['the forgotten password page', '/password/forgot'],
    ])('%s', async (_page, path) => {
      const page = await (await browserIn(locale)).get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${locale}"`);
      expect(englishOn(page, lines)).toEqual([]);
    });

    it.each([
      ['the dashboard', '/accounts/default', 200],
      ["a smart lock's page", `/accounts/default/locks/${FRONT_DOOR}`, 200],
      ["an opener's page", `/accounts/default/locks/${STREET_GATE}`, 200],
      ['the new keypad code page', `/accounts/default/locks/${FRONT_DOOR}/keypad-codes/new`, 200],
      [
        "a keypad code's change page",
        () => `/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${cleaningCrewId()}/edit`,
        200,
      ],
      ['the activity timeline', '/accounts/default/activity', 200],
      ['the accounts page', '/accounts', 200],
      ['the webhooks page', '/accounts/default/webhooks', 200],
      ['the sub-users page', '/users', 200],
      ["a sub-user's page", () => `/users/${guestId}`, 200],
      ['the error page of an unknown account', '/accounts/nowhere', 404],
    ] as const)('%s', async (_page, path, status) => {
      const client = await browserIn(locale);
      await client.signIn(OWNER);
      const page = await client.get(typeof path === 'string' ? path : path());
      expect(page.status).toBe(status);
      expect(page.text).toContain(`<html lang="${locale}"`);
      expect(englishOn(page, lines)).toEqual([]);
    });

    it("the opener's Open: its confirm page, then the flash on the dashboard", async () => {
      const client = await browserIn(locale);
      await client.signIn(OWNER);
      await client.get('/accounts/default');
      const opener = { lockName: 'Street Gate', lockType: '2' };
      const asked = await client.post(`/accounts/default/locks/${STREET_GATE}/actions/unlatch`, opener);
      expect(asked.status).toBe(200);
      expect(asked.text).toContain(CONFIRM_MESSAGES[locale].openOpener.replace(':lock', 'Street Gate'));
      expect(asked.text).toContain(CONFIRM_MESSAGES[locale].cancel);
      expect(englishOn(asked, lines)).toEqual([]);
      const done = await client.post(`/accounts/default/locks/${STREET_GATE}/actions/unlatch`, {
        ...opener,
        confirmed: '1',
      });
      expect(done.status).toBe(303);
      const page = await client.get('/accounts/default');
      expect(page.text).toContain(DASHBOARD_MESSAGES[locale].open);
      expect(englishOn(page, lines)).toEqual([]);
    });

    it("a lock API refusal: the keypad code form with the refusal in the page's words", async () => {
      const client = await browserIn(locale);
      await client.signIn(OWNER);
      await client.get(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/new`);
      const refused = await client.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, {
        name: 'Copy cat',
        code: '241357', // the code of the seeded "Cleaning crew"
        from: '',
        until: '',
        days: ['ma'],
      });
      expect(refused.status).toBe(409);
      expect(decoded(refused.text)).toContain(FAILURE_MESSAGES[locale].conflict);
      expect(refused.text).toContain('id="keypad-code-error"');
      expect(refused.text).not.toContain('already in use on this smartlock');
      expect(refused.text).not.toContain('HTTP ');
      expect(englishOn(refused, lines)).toEqual([]);
    });
  });

  it('finds English left on a page: an English page fails the German check', async () => {
    const page = await new ConsoleClient(app).get('/sign-in');
    expect(page.text).toContain('<html lang="en"');
    expect(englishOn(page, englishLinesFor('de'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Forgot your password?')]),
    );
  });
});
