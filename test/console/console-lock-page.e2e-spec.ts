import { randomBytes } from 'node:crypto';
import type { LockSmartlockAuth, LockSmartlockLog } from '../../src/testing';
import { ConsoleApp } from '../support/console-app';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { pagerLink } from '../support/console-pages';
import { describeOnDatabases } from '../support/lock-databases';
import { addSandboxLog, sandboxAccountOf } from '../support/sandbox-lock-data';
import { listAuthorizationsLate } from '../../src/testing/lock-sandbox-late-listing';

const OWNER = 'owner@lock.test';
const GUEST = 'guest@lock.test';
const TIME_ZONE = 'Europe/Amsterdam';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const STORE_ROOM = 100202;

/** The lock's logs in the sandbox, newest first (the order the API answers them in). */
function logsOf(app: ConsoleApp, smartlockId: number): LockSmartlockLog[] {
  return sandboxAccountOf(app, smartlockId)
    .logs.filter((log) => log.smartlockId === smartlockId)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The lock's authorization of that name in the sandbox. */
function authNamed(app: ConsoleApp, smartlockId: number, name: string): LockSmartlockAuth | undefined {
  return sandboxAccountOf(app, smartlockId).auths.find(
    (auth) => auth.smartlockId === smartlockId && auth.name === name,
  );
}

/** The lock's first keypad code in the sandbox. */
function keypadCodeOf(app: ConsoleApp, smartlockId: number): LockSmartlockAuth {
  const found = sandboxAccountOf(app, smartlockId).auths.find(
    (auth) => auth.smartlockId === smartlockId && auth.type === 13,
  );
  if (found === undefined) throw new Error(`the sandbox has no keypad code on ${smartlockId}`);
  return found;
}

/** The number of rows of the activity table. */
function activityRows(page: ConsoleAnswer): number {
  const section = /<section class="panel" id="activity"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? '';
  return (section.match(/<time datetime=/g) ?? []).length;
}

/** The requests that could change something at the lock API: all but reads. */
function changesSent(app: ConsoleApp): string[] {
  return app.sandbox.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
}

/** The confirm form of a confirm page or fragment: where it posts, and its whole markup. */
function confirmFormOf(answer: ConsoleAnswer): { action: string; markup: string } | null {
  const match = /<form method="post" action="([^"]+)" class="confirm-form">[\s\S]*?<\/form>/.exec(
    answer.text,
  );
  return match === null ? null : { action: match[1], markup: match[0] };
}

/**
 * The error shown beside a field of a keypad code page: its field, its text, and the tag right after it (its
 * whitespace closed up; an opening `<div>`, a layout box with nothing shown, is looked through).
 */
function fieldErrorOf(page: ConsoleAnswer): { field: string; text: string; next: string } | null {
  const match =
    /<p class="flash flash-error field-error" role="alert" id="keypad-([a-z]+)-error">\s*([\s\S]*?)\s*<\/p>\s*(?:<div[^>]*>\s*)*(<[a-z]+[^>]*>)/.exec(
      page.text,
    );
  if (match === null) return null;
  return { field: match[1], text: match[2], next: match[3].replace(/\s+/g, ' ').replace(' >', '>') };
}

/** The `<input>` tag of the keypad code form named `name`. */
function inputNamed(page: ConsoleAnswer, name: string): string {
  return new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page.text)?.[0] ?? '';
}

/** The link of a keypad code row to its change page, or null. */
function changeLinkOf(page: ConsoleAnswer, authId: string): string | null {
  const match = new RegExp(
    `<a\\s+class="button button-quiet"\\s+href="([^"]+/keypad-codes/${authId}/edit)"\\s*>Change</a`,
  ).exec(page.text);
  return match === null ? null : match[1];
}

/** Where each field of the keypad code form starts: its label, or the weekdays' group. */
const FIELD_START: Record<string, string> = {
  name: '<label class="field" for="keypad-name">',
  code: '<label class="field" for="keypad-code-field">',
  from: '<label class="field" for="keypad-from">',
  until: '<label class="field" for="keypad-until">',
  days: '<fieldset class="checks">',
};

/** The path of the new keypad code page of a lock of `default`. */
function newKeypadCodePath(smartlockId: number): string {
  return `/accounts/default/locks/${smartlockId}/keypad-codes/new`;
}

/** The path of the change page of a keypad code of a lock of `default` (`prefix`: the console's, for links). */
function editKeypadCodePath(smartlockId: number, authId: string, prefix = ''): string {
  return `${prefix}/accounts/default/locks/${smartlockId}/keypad-codes/${authId}/edit`;
}

/** A valid new keypad code form; `fields` replace its fields. */
function keypadForm(fields: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    name: 'Window cleaner',
    code: '482913',
    from: '2026-03-01T08:00',
    until: '2026-04-30T18:30',
    days: ['ma', 'wo', 'vr'],
    ...fields,
  };
}

describe('Console: a lock page', () => {
  // The app, its database and sandbox start once for the file; on a loaded machine that outlasts jest's 5 s.
  jest.setTimeout(30_000);

  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start({ lock: { timeZone: TIME_ZONE } });
    await app.addMainUser(OWNER, ['default', 'depot']);
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterAll(() => app.close());

  beforeEach(() => app.sandbox.clearRequests());

  it("shows the lock's details, its card with the actions, its activity and its authorizations", async () => {
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Front Door</h1>');
    // The dashboard's card, with its action forms (the dashboard's routes).
    expect(page.text).toContain(`action="/lock/accounts/default/locks/${FRONT_DOOR}/actions/unlock"`);
    expect(page.text).toContain(`action="/lock/accounts/default/locks/${FRONT_DOOR}/actions/lock-and-go"`);
    // Details: type in words, state, door, battery, versions, last update in the configured time zone.
    expect(page.text).toMatch(/<th scope="row">Type<\/th>\s*<td>smart lock<\/td>/);
    expect(page.text).toMatch(/<th scope="row">State<\/th>\s*<td>locked<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Door<\/th>\s*<td>Door closed<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Battery<\/th>\s*<td>76%<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Firmware<\/th>\s*<td>2\.7\.7<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Hardware<\/th>\s*<td>2\.2<\/td>/);
    expect(page.text).not.toContain('132871');
    expect(page.text).toMatch(/<th scope="row">Last update<\/th>\s*<td>18 Dec 2025, 17:30<\/td>/);
    // Activity: the date (Amsterdam), who, the action, the trigger and the result in words.
    expect(page.text).toMatch(
      /2 Mar 2026, 07:58<\/time><\/td>\s*<td>Cleaning crew<\/td>\s*<td>unlocked<\/td>\s*<td>keypad<\/td>\s*<td>success<\/td>/,
    );
    expect(activityRows(page)).toBe(4);
    // Authorizations: type in words, the keypad code masked, its window and weekdays.
    expect(page.text).toMatch(
      /<td[^>]*>Cleaning crew<\/td>\s*<td[^>]*>keypad code<\/td>\s*<td[^>]*>\s*••••57\s*<\/td>/,
    );
    expect(page.text).toContain('1 Jan 2026, 01:00 – 1 Jan 2027, 00:59');
    expect(page.text).toMatch(/<td[^>]*>Mon, Wed, Fri<\/td>/);
    expect(page.text).not.toContain('241357');
    // The lock, its authorizations and one page of its logs (one more than the page size) were asked for.
    expect(
      app.sandbox.requestsTo('GET', `/smartlock/${FRONT_DOOR}/log`).map((request) => request.query),
    ).toEqual([{ limit: '21' }]);
  });

  it('pages through the activity with the lock API\'s "older than" id, and back', async () => {
    for (let minute = 0; minute < 25; minute++) {
      addSandboxLog(app, BACK_ENTRANCE, new Date(Date.UTC(2026, 0, 10, 10, minute)).toISOString(), {
        action: 2,
      });
    }
    const all = logsOf(app, BACK_ENTRANCE);
    expect(all).toHaveLength(28);

    const first = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}?size=10`);
    expect(first.status).toBe(200);
    expect(activityRows(first)).toBe(10);
    // The activity page, with its filters, search and export, opens on this lock.
    expect(first.text).toMatch(
      new RegExp(
        `<a href="/lock/accounts/default/activity\\?lock=${BACK_ENTRANCE}"\\s*>Filter, search and export this lock&#39;s activity</a`,
      ),
    );
    expect(pagerLink(first, 'prev')).toBeNull();
    const toSecond = pagerLink(first, 'next');
    expect(toSecond).toBe(`/accounts/default/locks/${BACK_ENTRANCE}?size=10&before=${all[9].id}`);

    const second = await owner.get(toSecond as string);
    expect(activityRows(second)).toBe(10);
    expect(second.text).toContain(`datetime="${all[10].date}"`);
    expect(second.text).not.toContain(`datetime="${all[9].date}"`);
    expect(pagerLink(second, 'prev')).toBe(`/accounts/default/locks/${BACK_ENTRANCE}?size=10`);
    const toThird = pagerLink(second, 'next') as string;
    expect(toThird).toBe(
      `/accounts/default/locks/${BACK_ENTRANCE}?size=10&before=${all[9].id}%2C${all[19].id}`,
    );

    const third = await owner.get(toThird);
    expect(activityRows(third)).toBe(8);
    expect(pagerLink(third, 'next')).toBeNull();
    expect(pagerLink(third, 'prev')).toBe(
      `/accounts/default/locks/${BACK_ENTRANCE}?size=10&before=${all[9].id}`,
    );
    expect(third.text).toContain('Newest</a>');

    expect(
      app.sandbox.requestsTo('GET', `/smartlock/${BACK_ENTRANCE}/log`).map((request) => request.query),
    ).toEqual([{ limit: '11' }, { limit: '11', id: all[9].id }, { limit: '11', id: all[19].id }]);
  });

  it('filters the activity by days read in the configured time zone, both days included', async () => {
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}?from=2026-03-02&to=2026-03-02`);

    expect(page.status).toBe(200);
    expect(activityRows(page)).toBe(2);
    expect(page.text).toContain('2 Mar 2026, 18:45');
    expect(page.text).not.toContain('1 Mar 2026, 19:02');
    expect(page.text).toContain('name="from" value="2026-03-02"');
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}?from=2026-07-01&to=2026-07-31&size=40`);
    expect(
      app.sandbox.requestsTo('GET', `/smartlock/${FRONT_DOOR}/log`).map((request) => request.query),
    ).toEqual([
      { limit: '21', fromDate: '2026-03-01T23:00:00.000Z', toDate: '2026-03-02T22:59:59.999Z' },
      // Summer time: the day starts at 22:00 UTC.
      { limit: '41', fromDate: '2026-06-30T22:00:00.000Z', toDate: '2026-07-31T21:59:59.999Z' },
    ]);
  });

  it.each([
    ['a day the calendar does not have', 'from=2026-02-31', '&quot;2026-02-31&quot; is no date'],
    ['no date at all', 'to=yesterday', '&quot;yesterday&quot; is no date'],
    [
      'a last day before the first',
      'from=2026-03-02&to=2026-03-01',
      'The last day (2026-03-01) comes before',
    ],
    ['a page size not offered', 'size=7', 'The page size must be one of 10, 20, 40.'],
    ['a page id that is no log id', 'before=..%2Fauth', 'This page of the log does not exist'],
  ])(
    'answers a filter with %s with a 400 and its message, and asks the API for no logs',
    async (_what, query, message) => {
      const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}?${query}`);

      expect(page.status).toBe(400);
      expect(page.text).toContain(message);
      expect(page.text).toContain('<h1>Front Door</h1>');
      expect(app.sandbox.requestsTo('GET', /\/log$/)).toEqual([]);
    },
  );

  it('creates a keypad code: type 13, the code, the window read in the time zone sent as UTC, the weekday mask', async () => {
    await owner.get(newKeypadCodePath(FRONT_DOOR));
    app.sandbox.clearRequests();

    const created = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, keypadForm());

    expect(created.status).toBe(303);
    expect(created.location).toBe(`/lock/accounts/default/locks/${FRONT_DOOR}#authorizations`);
    const sent = app.sandbox.requestsTo('PUT', `/smartlock/${FRONT_DOOR}/auth`);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body)).toEqual({
      type: 13,
      name: 'Window cleaner',
      code: 482913,
      remoteAllowed: false,
      // 08:00 in Amsterdam in winter (UTC+1), 18:30 in summer (UTC+2).
      allowedFromDate: '2026-03-01T07:00:00.000Z',
      allowedUntilDate: '2026-04-30T16:30:00.000Z',
      allowedWeekDays: 64 + 16 + 4,
    });
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    expect(page.text).toContain('Keypad code &quot;Window cleaner&quot; created.');
    expect(page.text).toMatch(
      /<td[^>]*>Window cleaner<\/td>\s*<td[^>]*>keypad code<\/td>\s*<td[^>]*>\s*••••13\s*<\/td>/,
    );
    expect(page.text).not.toContain('482913');
  });

  it('reads a start in the hour the clock skips as the grant form does: moved forward by the jump', async () => {
    await owner.get(newKeypadCodePath(FRONT_DOOR));
    app.sandbox.clearRequests();

    const created = await owner.post(
      `/accounts/default/locks/${FRONT_DOOR}/auths`,
      keypadForm({ name: 'Night of the change', code: '315926', from: '2026-03-29T02:30', until: '' }),
    );

    expect(created.status).toBe(303);
    const [sent] = app.sandbox.requestsTo('PUT', `/smartlock/${FRONT_DOOR}/auth`);
    // 02:30 does not exist in Amsterdam that night: 03:30 summer time, 01:30 UTC.
    expect(JSON.parse(sent.body).allowedFromDate).toBe('2026-03-29T01:30:00.000Z');
  });

  it('sends a keypad code without a window when both dates are left empty', async () => {
    await owner.get(newKeypadCodePath(STREET_GATE));
    app.sandbox.clearRequests();

    const created = await owner.post(
      `/accounts/default/locks/${STREET_GATE}/auths`,
      keypadForm({ name: 'Always open', code: '596174', from: '', until: '', days: ['za', 'zo'] }),
    );

    expect(created.status).toBe(303);
    const [sent] = app.sandbox.requestsTo('PUT', `/smartlock/${STREET_GATE}/auth`);
    expect(JSON.parse(sent.body)).toEqual({
      type: 13,
      name: 'Always open',
      code: 596174,
      remoteAllowed: false,
      allowedWeekDays: 2 + 1,
    });
  });

  it.each([
    ['a code of five digits', { code: '48291' }, 'code', 'The code must be six digits, each from 1 to 9.'],
    ['a code with a 0', { code: '482910' }, 'code', 'The code must be six digits, each from 1 to 9.'],
    ['no code', { code: '' }, 'code', 'The code must be six digits, each from 1 to 9.'],
    ['no name', { name: '  ' }, 'name', 'Give the keypad code a name.'],
    ['a name of 33 characters', { name: 'x'.repeat(33) }, 'name', 'The name may have at most 32 characters.'],
    [
      'an end before the start',
      { until: '2026-02-28T08:00' },
      'until',
      'must come after its start (2026-03-01T08:00)',
    ],
    ['no weekday', { days: [] }, 'days', 'Tick at least one weekday.'],
    [
      'a start that is no date',
      { from: '2026-02-30T08:00' },
      'from',
      '&quot;2026-02-30T08:00&quot; is no date and time.',
    ],
    [
      'an end that is no date',
      { until: '2026-04-31T18:30' },
      'until',
      '&quot;2026-04-31T18:30&quot; is no date and time.',
    ],
  ])(
    "refuses %s with a 400 on the form's own page, the problem right above its field, sending nothing",
    async (_what, fields, field, message) => {
      await owner.get(newKeypadCodePath(FRONT_DOOR));
      app.sandbox.clearRequests();

      const page = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, keypadForm(fields));

      expect(page.status).toBe(400);
      expect(page.text).toContain('<h1>New keypad code for Front Door</h1>');
      expect(page.text).not.toContain('id="activity"');
      const error = fieldErrorOf(page);
      expect(error?.field).toBe(field);
      expect(error?.text).toContain(message);
      // Right above the field it is about: its label (the weekdays' group), nothing in between.
      expect(error?.next).toBe(FIELD_START[field]);
      expect(page.text.match(/field-error/g)).toHaveLength(1);
      if (field !== 'days') {
        const input = inputNamed(page, field);
        expect(input).toContain('aria-invalid="true"');
        expect(input).toMatch(new RegExp(`aria-describedby="[^"]*\\bkeypad-${field}-error\\b[^"]*"`));
      }
      expect(page.text.match(/aria-invalid="true"/g) ?? []).toHaveLength(field === 'days' ? 0 : 1);
      expect(changesSent(app)).toEqual([]);
    },
  );

  it('shows the refused form again with the name and window as typed, never the code', async () => {
    await owner.get(newKeypadCodePath(FRONT_DOOR));

    const page = await owner.post(
      `/accounts/default/locks/${FRONT_DOOR}/auths`,
      keypadForm({ name: 'Gardener', code: '987654', days: ['di'], until: '2026-01-01T00:00' }),
    );

    expect(page.status).toBe(400);
    expect(inputNamed(page, 'name')).toContain('value="Gardener"');
    expect(inputNamed(page, 'until')).toContain('value="2026-01-01T00:00"');
    expect(page.text).toMatch(/value="di"\s+checked/);
    expect(page.text).not.toMatch(/value="ma"\s+checked/);
    expect(inputNamed(page, 'code')).not.toContain('value=');
    expect(page.text).not.toContain('987654');
  });

  it("says in words that the lock API refused the code (already in use), with the form, never the API's answer", async () => {
    await owner.get(newKeypadCodePath(FRONT_DOOR));
    app.sandbox.clearRequests();

    const page = await owner.post(
      `/accounts/default/locks/${FRONT_DOOR}/auths`,
      keypadForm({ name: 'Copy cat', code: '241357' }),
    );

    expect(page.status).toBe(409);
    expect(page.text).toContain(
      'The lock service did not accept this: it conflicts with what is there now (a code already in use, for ' +
        'example). Check the values and try again.',
    );
    expect(page.text).not.toContain('The keypad code is already in use on this smartlock');
    expect(page.text).not.toContain('detailMessage');
    expect(page.text).not.toContain('HTTP ');
    expect(page.text).not.toContain(`/smartlock/${FRONT_DOOR}/auth`);
    expect(inputNamed(page, 'name')).toContain('value="Copy cat"');
    expect(page.text).not.toContain('241357');
    // Beside the code, on the form's own page.
    expect(page.text).toContain('<h1>New keypad code for Front Door</h1>');
    expect(fieldErrorOf(page)?.field).toBe('code');
    expect(fieldErrorOf(page)?.next).toBe(FIELD_START.code);
    expect(inputNamed(page, 'code')).toContain('aria-invalid="true"');
    expect(app.sandbox.requestsTo('PUT', `/smartlock/${FRONT_DOOR}/auth`)).toHaveLength(1);
    expect(authNamed(app, FRONT_DOOR, 'Copy cat')).toBeUndefined();
  });

  it('links the authorizations to a page of its own for a new keypad code: an empty form, every weekday ticked', async () => {
    const lockPage = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    expect(lockPage.text).not.toContain('name="code"');
    const link = new RegExp(`<a class="button" href="([^"]+)"\\s*>New keypad code</a`).exec(
      lockPage.text,
    )?.[1];
    expect(link).toBe(`/lock${newKeypadCodePath(FRONT_DOOR)}`);
    app.sandbox.clearRequests();

    const page = await owner.get(newKeypadCodePath(FRONT_DOOR));

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>New keypad code for Front Door</h1>');
    expect(page.text).toContain(
      `<a href="/lock/accounts/default/locks/${FRONT_DOOR}#authorizations">Back to Front Door</a>`,
    );
    expect(page.text).toContain(
      `<form method="post" action="/lock/accounts/default/locks/${FRONT_DOOR}/auths"`,
    );
    expect(page.text).toContain('name="_csrf"');
    expect(inputNamed(page, 'name')).toContain('value=""');
    expect(inputNamed(page, 'code')).toMatch(/\srequired\b/);
    for (const day of ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']) {
      expect(page.text).toMatch(new RegExp(`value="${day}"\\s+checked`));
    }
    expect(page.text).toContain('Leave a date empty for no limit. Dates and times are in Europe/Amsterdam.');
    expect(page.text).toMatch(/<button type="submit" class="button">Create the keypad code<\/button>/);
    expect(fieldErrorOf(page)).toBeNull();
    expect(changesSent(app)).toEqual([]);
  });

  it('links each keypad code, and nothing else, to its change page: its name, window and weekdays, never its code', async () => {
    const courier = authNamed(app, BACK_ENTRANCE, 'Courier') as LockSmartlockAuth;
    const anna = authNamed(app, BACK_ENTRANCE, 'Anna de Vries') as LockSmartlockAuth;
    const lockPage = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    expect(changeLinkOf(lockPage, courier.id)).toBe(editKeypadCodePath(BACK_ENTRANCE, courier.id, '/lock'));
    expect(lockPage.text).not.toContain(`/keypad-codes/${anna.id}/edit`);
    app.sandbox.clearRequests();

    const page = await owner.get(editKeypadCodePath(BACK_ENTRANCE, courier.id));

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Change the keypad code &quot;Courier&quot; of Back Entrance</h1>');
    expect(page.text).toContain(
      `<form method="post" action="/lock/accounts/default/locks/${BACK_ENTRANCE}/keypad-codes/${courier.id}"`,
    );
    expect(inputNamed(page, 'name')).toContain('value="Courier"');
    // 07:00 and 18:00 UTC: 08:00 in Amsterdam in winter, 20:00 in summer.
    expect(inputNamed(page, 'from')).toContain('value="2026-02-01T08:00"');
    expect(inputNamed(page, 'until')).toContain('value="2026-06-30T20:00"');
    for (const day of ['ma', 'di', 'wo', 'do', 'vr'])
      expect(page.text).toMatch(new RegExp(`value="${day}"\\s+checked`));
    for (const day of ['za', 'zo']) expect(page.text).not.toMatch(new RegExp(`value="${day}"\\s+checked`));
    const code = inputNamed(page, 'code');
    expect(code).not.toContain('value=');
    expect(code).not.toMatch(/\srequired\b/);
    expect(page.text).toContain('Leave it empty to keep the current code');
    expect(page.text).toMatch(/<button type="submit" class="button">Save the keypad code<\/button>/);
    expect(page.text).not.toContain('918273');
    expect(changesSent(app)).toEqual([]);
  });

  it('changes a keypad code without a new code: name, window and weekdays sent, no code, the code kept', async () => {
    const courier = authNamed(app, BACK_ENTRANCE, 'Courier') as LockSmartlockAuth;
    await owner.get(editKeypadCodePath(BACK_ENTRANCE, courier.id));
    app.sandbox.clearRequests();

    const changed = await owner.post(`/accounts/default/locks/${BACK_ENTRANCE}/keypad-codes/${courier.id}`, {
      name: 'Night courier',
      code: '',
      from: '2026-03-01T08:00',
      until: '2026-09-30T22:00',
      days: ['za', 'zo'],
    });

    expect(changed.status).toBe(303);
    expect(changed.location).toBe(`/lock/accounts/default/locks/${BACK_ENTRANCE}#authorizations`);
    expect(changesSent(app)).toEqual([`POST /smartlock/${BACK_ENTRANCE}/auth/${courier.id}`]);
    const [sent] = app.sandbox.requestsTo('POST', `/smartlock/${BACK_ENTRANCE}/auth/${courier.id}`);
    expect(JSON.parse(sent.body)).toEqual({
      name: 'Night courier',
      // 08:00 in Amsterdam in winter (UTC+1), 22:00 in summer (UTC+2).
      allowedFromDate: '2026-03-01T07:00:00.000Z',
      allowedUntilDate: '2026-09-30T20:00:00.000Z',
      allowedWeekDays: 2 + 1,
    });
    expect(courier).toMatchObject({
      name: 'Night courier',
      code: 918273,
      allowedFromDate: '2026-03-01T07:00:00.000Z',
      allowedUntilDate: '2026-09-30T20:00:00.000Z',
      allowedWeekDays: 3,
    });
    const page = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    expect(page.text).toContain('Keypad code &quot;Night courier&quot; changed.');
    expect(page.text).toMatch(
      /<td[^>]*>Night courier<\/td>\s*<td[^>]*>keypad code<\/td>\s*<td[^>]*>\s*••••73\s*<\/td>/,
    );
  });

  it("changes a keypad code's code, an emptied end of the window kept as it is", async () => {
    const courier = authNamed(app, BACK_ENTRANCE, 'Night courier') as LockSmartlockAuth;
    const until = courier.allowedUntilDate;
    await owner.get(editKeypadCodePath(BACK_ENTRANCE, courier.id));
    app.sandbox.clearRequests();

    const changed = await owner.post(`/accounts/default/locks/${BACK_ENTRANCE}/keypad-codes/${courier.id}`, {
      name: 'Night courier',
      code: '517246',
      from: '2026-03-01T08:00',
      until: '',
      days: ['za', 'zo'],
    });

    expect(changed.status).toBe(303);
    const [sent] = app.sandbox.requestsTo('POST', `/smartlock/${BACK_ENTRANCE}/auth/${courier.id}`);
    expect(JSON.parse(sent.body)).toEqual({
      name: 'Night courier',
      code: 517246,
      allowedFromDate: '2026-03-01T07:00:00.000Z',
      allowedWeekDays: 3,
    });
    expect(courier.code).toBe(517246);
    expect(courier.allowedUntilDate).toBe(until);
    const page = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    expect(page.text).toMatch(
      /<td[^>]*>Night courier<\/td>\s*<td[^>]*>keypad code<\/td>\s*<td[^>]*>\s*••••46\s*<\/td>/,
    );
    expect(page.text).not.toContain('517246');
  });

  it('refuses a change on its own page, the problem beside its field, the values as typed, never the code', async () => {
    const cleaning = authNamed(app, FRONT_DOOR, 'Cleaning crew') as LockSmartlockAuth;
    const path = `/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${cleaning.id}`;
    const form = { name: 'Evening crew', from: '2026-05-01T18:00', until: '2026-05-31T23:00', days: ['di'] };
    await owner.get(editKeypadCodePath(FRONT_DOOR, cleaning.id));
    app.sandbox.clearRequests();

    const badCode = await owner.post(path, { ...form, code: '12345' });

    expect(badCode.status).toBe(400);
    expect(badCode.text).toContain('<h1>Change the keypad code &quot;Cleaning crew&quot; of Front Door</h1>');
    expect(fieldErrorOf(badCode)).toEqual({
      field: 'code',
      text: 'The code must be six digits, each from 1 to 9.',
      next: FIELD_START.code,
    });
    expect(inputNamed(badCode, 'name')).toContain('value="Evening crew"');
    expect(inputNamed(badCode, 'from')).toContain('value="2026-05-01T18:00"');
    expect(inputNamed(badCode, 'until')).toContain('value="2026-05-31T23:00"');
    expect(badCode.text).toMatch(/value="di"\s+checked/);
    expect(badCode.text).not.toMatch(/value="ma"\s+checked/);
    expect(inputNamed(badCode, 'code')).not.toContain('value=');
    expect(badCode.text).not.toContain('12345');
    expect(changesSent(app)).toEqual([]);

    const noName = await owner.post(path, { ...form, name: '', code: '' });
    expect(noName.status).toBe(400);
    expect(fieldErrorOf(noName)?.field).toBe('name');
    expect(fieldErrorOf(noName)?.next).toBe(FIELD_START.name);
    expect(changesSent(app)).toEqual([]);
    expect(cleaning).toMatchObject({ name: 'Cleaning crew', code: 241357, allowedWeekDays: 84 });
  });

  it('refuses a code another keypad code of the lock has, in words beside the code, changing nothing', async () => {
    const cleaning = authNamed(app, FRONT_DOOR, 'Cleaning crew') as LockSmartlockAuth;
    sandboxAccountOf(app, FRONT_DOOR).auths.push({
      ...cleaning,
      id: randomBytes(12).toString('hex'),
      authId: 8,
      name: 'Spare code',
      code: 634152,
    });
    await owner.get(editKeypadCodePath(FRONT_DOOR, cleaning.id));
    app.sandbox.clearRequests();

    const page = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${cleaning.id}`, {
      name: 'Cleaning crew',
      code: '634152',
      from: '',
      until: '',
      days: ['ma'],
    });

    expect(page.status).toBe(409);
    expect(fieldErrorOf(page)?.field).toBe('code');
    expect(fieldErrorOf(page)?.next).toBe(FIELD_START.code);
    expect(fieldErrorOf(page)?.text).toContain('it conflicts with what is there now (a code already in use');
    expect(page.text).not.toContain('already in use on this smartlock');
    expect(page.text).not.toContain('634152');
    expect(changesSent(app)).toEqual([`POST /smartlock/${FRONT_DOOR}/auth/${cleaning.id}`]);
    expect(cleaning).toMatchObject({ name: 'Cleaning crew', code: 241357, allowedWeekDays: 84 });
  });

  it.each([
    ["another lock's keypad code", () => keypadCodeOf(app, BACK_ENTRANCE).id],
    ['an app authorization', () => (authNamed(app, FRONT_DOOR, 'Anna de Vries') as LockSmartlockAuth).id],
    ['an id the lock does not have', () => '0'.repeat(24)],
  ])('answers the change pages of %s with a 404, sending nothing', async (_what, authIdOf) => {
    const authId = authIdOf();
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();

    const shown = await owner.get(editKeypadCodePath(FRONT_DOOR, authId));
    const sent = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${authId}`, {
      ...keypadForm(),
      code: '',
    });

    expect([shown.status, sent.status]).toEqual([404, 404]);
    expect(shown.text).not.toContain('name="code"');
    expect(changesSent(app)).toEqual([]);
  });

  it("answers the keypad code pages of another account's lock with a 404, changing nothing", async () => {
    const loadingBay = 400201;
    const nightShift = keypadCodeOf(app, loadingBay);
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();

    const shown = await owner.get(newKeypadCodePath(loadingBay));
    const edit = await owner.get(editKeypadCodePath(loadingBay, nightShift.id));
    const changed = await owner.post(`/accounts/default/locks/${loadingBay}/keypad-codes/${nightShift.id}`, {
      ...keypadForm(),
      code: '',
    });

    expect([shown.status, edit.status, changed.status]).toEqual([404, 404, 404]);
    expect(changesSent(app)).toEqual([]);
    expect(nightShift.name).toBe('Night shift');
  });

  it('disables and enables an authorization (with its name, as the API requires), then deletes it', async () => {
    const visitors = authNamed(app, STREET_GATE, 'Visitors') as LockSmartlockAuth;
    const base = `/accounts/default/locks/${STREET_GATE}/auths/${visitors.id}`;
    await owner.get(`/accounts/default/locks/${STREET_GATE}`);
    app.sandbox.clearRequests();

    const disabled = await owner.post(`${base}/disable`);
    expect(disabled.status).toBe(303);
    expect(disabled.location).toBe(`/lock/accounts/default/locks/${STREET_GATE}#authorizations`);
    expect(visitors.enabled).toBe(false);
    let page = await owner.get(`/accounts/default/locks/${STREET_GATE}`);
    expect(page.text).toContain('&quot;Visitors&quot; is disabled.');
    expect(page.text).toContain(`action="/lock${base}/enable"`);

    expect((await owner.post(`${base}/enable`)).status).toBe(303);
    expect(visitors.enabled).toBe(true);
    const updates = app.sandbox.requestsTo('POST', `/smartlock/${STREET_GATE}/auth/${visitors.id}`);
    expect(updates.map((request) => JSON.parse(request.body))).toEqual([
      { name: 'Visitors', enabled: false },
      { name: 'Visitors', enabled: true },
    ]);

    await owner.get(`/accounts/default/locks/${STREET_GATE}`);
    expect((await owner.post(`${base}/delete`, { confirmed: '1' })).status).toBe(303);
    expect(app.sandbox.requestsTo('DELETE', `/smartlock/${STREET_GATE}/auth/${visitors.id}`)).toHaveLength(1);
    expect(authNamed(app, STREET_GATE, 'Visitors')).toBeUndefined();
    page = await owner.get(`/accounts/default/locks/${STREET_GATE}`);
    expect(page.text).toContain('&quot;Visitors&quot; is deleted.');
  });

  it("names the authorization's kind in the delete question: app access is not called a keypad code", async () => {
    const anna = authNamed(app, FRONT_DOOR, 'Anna de Vries') as LockSmartlockAuth;
    const base = `/accounts/default/locks/${FRONT_DOOR}/auths/${anna.id}`;
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    const question =
      'Delete the app access of &quot;Anna de Vries&quot; to Front Door? That app stops opening the lock at once.';

    expect(page.text).toMatch(
      new RegExp(`action="/lock${base}/delete"\\s+data-confirm="${question.replace(/[?.()]/g, '\\$&')}"`),
    );
    const asked = await owner.post(`${base}/delete`);
    expect(asked.text).toContain(question);
    expect(asked.text).not.toContain('Delete the keypad code &quot;Anna de Vries&quot;');
    expect(changesSent(app)).toEqual([]);
  });

  it('asks before deleting an authorization, deleting nothing until confirmed; enable and disable ask nothing', async () => {
    const cleaning = authNamed(app, FRONT_DOOR, 'Cleaning crew') as LockSmartlockAuth;
    const base = `/accounts/default/locks/${FRONT_DOOR}/auths/${cleaning.id}`;
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();
    const question =
      'Delete the keypad code &quot;Cleaning crew&quot; of Front Door? It stops opening the lock at once.';
    // With script, the page's delete form asks in a dialog first; enable and disable carry no question.
    expect(page.text).toMatch(
      new RegExp(`action="/lock${base}/delete"\\s+data-confirm="${question.replace(/[?.()]/g, '\\$&')}"`),
    );
    expect(page.text).not.toMatch(new RegExp(`action="/lock${base}/(?:enable|disable)"\\s+data-confirm`));

    const asked = await owner.post(`${base}/delete`);

    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Please confirm');
    expect(asked.text).toContain(question);
    const form = confirmFormOf(asked);
    expect(form?.action).toBe(`/lock${base}/delete`);
    expect(form?.markup).toContain('name="_csrf"');
    expect(form?.markup).toContain('<input type="hidden" name="confirmed" value="1" />');
    expect(form?.markup).toMatch(/<button type="submit"[^>]*>Delete<\/button>/);
    expect(form?.markup).toMatch(
      new RegExp(`<a [^>]*href="/lock/accounts/default/locks/${FRONT_DOOR}#authorizations"[^>]*>Cancel</a`),
    );
    const fragment = await owner.post(`${base}/delete`, {}, { 'x-console-partial': '1' });
    expect(fragment.status).toBe(409);
    expect(confirmFormOf(fragment)?.action).toBe(`/lock${base}/delete`);
    expect(fragment.text).not.toContain('<html');
    expect(changesSent(app)).toEqual([]);
    expect(authNamed(app, FRONT_DOOR, 'Cleaning crew')).toBe(cleaning);

    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    const disabled = await owner.post(`${base}/disable`);
    expect(disabled.status).toBe(303);
    expect(cleaning.enabled).toBe(false);
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    expect((await owner.post(`${base}/enable`)).status).toBe(303);
    expect(cleaning.enabled).toBe(true);
  });

  it('asks before an unlock from the lock page, with Cancel back to it, and sends nothing until confirmed', async () => {
    const path = `/accounts/default/locks/${FRONT_DOOR}/actions/unlock`;
    const back = `/lock/accounts/default/locks/${FRONT_DOOR}`;
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();
    const sent = app.sandbox.actions.length;

    const asked = await owner.post(path, { lockName: 'Front Door', lockType: '0', back });

    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Unlock Front Door? The door can then be opened by anyone there.');
    const form = confirmFormOf(asked);
    expect(form?.action).toBe(`/lock${path}`);
    expect(form?.markup).toContain('<input type="hidden" name="lockName" value="Front Door" />');
    expect(form?.markup).toContain('<input type="hidden" name="lockType" value="0" />');
    expect(form?.markup).toContain(`<input type="hidden" name="back" value="${back}" />`);
    expect(form?.markup).toContain('<input type="hidden" name="confirmed" value="1" />');
    expect(form?.markup).toMatch(new RegExp(`<a [^>]*href="${back}"[^>]*>Cancel</a`));
    expect(app.sandbox.actions.length).toBe(sent);
    expect(changesSent(app)).toEqual([]);

    const done = await owner.post(path, { lockName: 'Front Door', lockType: '0', back, confirmed: '1' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(back);
    expect(app.sandbox.actions.slice(sent)).toEqual([
      expect.objectContaining({ smartlockId: FRONT_DOOR, action: 1 }),
    ]);
  });

  it("says an opener's Open in its own word in the activity: opened, not unlatched", async () => {
    const opened = addSandboxLog(app, STREET_GATE, '2026-03-03T09:15:00.000Z', {
      name: 'Front desk',
      action: 3,
    });
    opened.deviceType = 2;

    const page = await owner.get(`/accounts/default/locks/${STREET_GATE}?from=2026-03-03&to=2026-03-03`);

    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<td>Front desk<\/td>\s*<td>opened<\/td>/);
    expect(page.text).not.toContain('<td>unlatched</td>');
  });

  it('answers a change of an authorization the lock does not have with an error flash, sending no change', async () => {
    await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();

    const answer = await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths/${'0'.repeat(24)}/disable`);

    expect(answer.status).toBe(303);
    expect(app.sandbox.requests.map((request) => request.method)).toEqual(['GET']);
    const page = await owner.get(`/accounts/default/locks/${FRONT_DOOR}`);
    expect(page.text).toContain('This authorization is no longer on the lock.');
    expect((await owner.post(`/accounts/default/locks/${FRONT_DOOR}/auths/x/rename`)).status).toBe(404);
  });

  it('refuses an authorization form posted without the CSRF token, sending nothing', async () => {
    const answer = await owner.postRaw(`/accounts/default/locks/${FRONT_DOOR}/auths`, keypadForm());

    expect(answer.status).toBe(403);
    expect(app.sandbox.requests).toEqual([]);
  });

  it("answers a lock of another account in the URL with a 404, and the API's refusal sends no change", async () => {
    const page = await owner.get(`/accounts/default/locks/400201`);

    expect(page.status).toBe(404);
    expect(app.sandbox.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('renders remote text with script in a log name and an authorization name escaped', async () => {
    addSandboxLog(app, STORE_ROOM, '2026-03-02T12:00:00.000Z', {
      name: '<script>alert("log")</script>',
      action: 2,
    });
    sandboxAccountOf(app, STORE_ROOM).auths.push({
      id: randomBytes(12).toString('hex'),
      smartlockId: STORE_ROOM,
      authId: 9,
      code: 777777,
      type: 13,
      name: '<script>alert("auth")</script>',
      enabled: true,
      remoteAllowed: false,
      lockCount: 0,
      creationDate: '2026-01-01T00:00:00.000Z',
      updateDate: '2026-01-01T00:00:00.000Z',
    });

    const page = await owner.get(`/accounts/depot/locks/${STORE_ROOM}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('&lt;script&gt;alert(&quot;log&quot;)&lt;/script&gt;');
    expect(page.text).toContain('&lt;script&gt;alert(&quot;auth&quot;)&lt;/script&gt;');
    expect(page.text).not.toContain('<script>alert');

    const auth = authNamed(app, STORE_ROOM, '<script>alert("auth")</script>') as LockSmartlockAuth;
    await owner.post(`/accounts/depot/locks/${STORE_ROOM}/auths/${auth.id}/disable`);
    const flashed = await owner.get(`/accounts/depot/locks/${STORE_ROOM}`);
    expect(flashed.text).toContain(
      '&quot;&lt;script&gt;alert(&quot;auth&quot;)&lt;/script&gt;&quot; is disabled.',
    );
    expect(flashed.text).not.toContain('<script>alert');
  });

  it('speaks Dutch with lock_console_lang=nl', async () => {
    const client = await ConsoleClient.signedIn(app, OWNER);
    client.cookies.set('lock_console_lang', 'nl');

    const page = await client.get(`/accounts/default/locks/${FRONT_DOOR}?from=2026-03-01&to=2026-03-01`);
    expect(page.text).toContain('<html lang="nl"');
    expect(page.text).toContain('Gegevens');
    expect(page.text).toContain('<td>slim slot</td>');
    expect(page.text).toContain('Activiteit');
    expect(page.text).toMatch(
      /<td>Anna de Vries<\/td>\s*<td>vergrendeld<\/td>\s*<td>app<\/td>\s*<td>gelukt<\/td>/,
    );
    expect(page.text).toContain('Toetscodes en andere autorisaties');
    expect(page.text).toMatch(/<td[^>]*>toetscode<\/td>/);
    expect(page.text).toMatch(/<td[^>]*>ma, wo, vr<\/td>/);
    expect(page.text).toMatch(/>Nieuwe toetscode<\/a/);
    expect(page.text).toMatch(/>Wijzigen<\/a/);

    const newCode = await client.get(newKeypadCodePath(FRONT_DOOR));
    expect(newCode.text).toContain('<h1>Nieuwe toetscode voor Front Door</h1>');
    expect(newCode.text).toContain('Datums en tijden zijn in Europe/Amsterdam.');
    const refused = await client.post(
      `/accounts/default/locks/${FRONT_DOOR}/auths`,
      keypadForm({ days: [] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Vink minstens één weekdag aan.');
    const badFilter = await client.get(`/accounts/default/locks/${FRONT_DOOR}?from=2026-02-31`);
    expect(badFilter.text).toContain('&quot;2026-02-31&quot; is geen datum');
  });
});

describeOnDatabases('Console: a lock page for a sub-user', (database) => {
  let app: ConsoleApp;
  let guest: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start({ databaseUrl: await database.freshUrl(), lock: { timeZone: TIME_ZONE } });
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER);
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'lock,unlock',
    });
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: BACK_ENTRANCE,
      permissions: 'lock,view_logs,manage_auths',
    });
    guest = await ConsoleClient.signedIn(app, GUEST);
  });

  afterAll(() => app.close());

  beforeEach(() => app.sandbox.clearRequests());

  it('shows neither activity nor authorizations without view_logs and manage_auths, and asks for neither', async () => {
    const page = await guest.get(`/accounts/default/locks/${FRONT_DOOR}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Front Door</h1>');
    expect(page.text).toContain(`/actions/unlock"`);
    expect(page.text).not.toContain('id="activity"');
    expect(page.text).not.toContain('id="authorizations"');
    expect(page.text).not.toContain('Cleaning crew');
    expect(app.sandbox.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /smartlock/${FRONT_DOOR}`,
    ]);
  });

  it('answers the authorization forms with a 403 without manage_auths, sending nothing', async () => {
    const cleaning = authNamed(app, FRONT_DOOR, 'Cleaning crew') as LockSmartlockAuth;
    await guest.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();

    const created = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, keypadForm());
    const invalid = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/auths`, keypadForm({ days: [] }));
    const disabled = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/auths/${cleaning.id}/disable`);
    const deleted = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/auths/${cleaning.id}/delete`, {
      confirmed: '1',
    });
    const unconfirmed = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/auths/${cleaning.id}/delete`);

    expect([created.status, invalid.status, disabled.status, deleted.status, unconfirmed.status]).toEqual([
      403, 403, 403, 403, 403,
    ]);
    expect(unconfirmed.text).not.toContain('confirm-form');
    expect(created.text).toMatch(
      /You may not do this: your access to this lock does not include &quot;Manage keypad codes&quot;, only [A-Za-z ,]+\./,
    );
    expect(app.sandbox.requests).toEqual([]);
    expect(cleaning.enabled).toBe(true);
    expect(authNamed(app, FRONT_DOOR, 'Window cleaner')).toBeUndefined();
  });

  it('answers the new keypad code page and the change pages with a 403 without manage_auths, sending nothing', async () => {
    const cleaning = authNamed(app, FRONT_DOOR, 'Cleaning crew') as LockSmartlockAuth;
    await guest.get(`/accounts/default/locks/${FRONT_DOOR}`);
    app.sandbox.clearRequests();

    const newCode = await guest.get(newKeypadCodePath(FRONT_DOOR));
    const edit = await guest.get(editKeypadCodePath(FRONT_DOOR, cleaning.id));
    const changed = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${cleaning.id}`, {
      ...keypadForm(),
      code: '',
    });
    const invalid = await guest.post(`/accounts/default/locks/${FRONT_DOOR}/keypad-codes/${cleaning.id}`, {
      ...keypadForm(),
      name: '',
    });

    expect([newCode.status, edit.status, changed.status, invalid.status]).toEqual([403, 403, 403, 403]);
    for (const answer of [newCode, edit, changed, invalid]) {
      expect(answer.text).not.toContain('name="code"');
      expect(answer.text).not.toContain('Cleaning crew');
    }
    expect(edit.text).toMatch(
      /You may not do this: your access to this lock does not include &quot;Manage keypad codes&quot;, only [A-Za-z ,]+\./,
    );
    expect(app.sandbox.requests).toEqual([]);
    expect(cleaning).toMatchObject({ name: 'Cleaning crew', code: 241357 });
  });

  it('shows activity and authorizations with view_logs and manage_auths, and lets the sub-user create a code', async () => {
    const page = await guest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain('id="activity"');
    expect(page.text).toContain('Bram Jansen');
    expect(page.text).toContain('id="authorizations"');
    expect(page.text).toContain('••••73');
    // Lock, but no unlock: the card shows what the grant allows.
    expect(page.text).toContain('/actions/lock"');
    expect(page.text).not.toContain('/actions/unlock"');

    expect(page.text).toContain(`href="/lock${newKeypadCodePath(BACK_ENTRANCE)}"`);
    const newCode = await guest.get(newKeypadCodePath(BACK_ENTRANCE));
    expect(newCode.status).toBe(200);
    const created = await guest.post(`/accounts/default/locks/${BACK_ENTRANCE}/auths`, keypadForm());
    expect(created.status).toBe(303);
    expect(app.sandbox.requestsTo('PUT', `/smartlock/${BACK_ENTRANCE}/auth`)).toHaveLength(1);

    const courier = authNamed(app, BACK_ENTRANCE, 'Courier') as LockSmartlockAuth;
    expect(changeLinkOf(page, courier.id)).toBe(editKeypadCodePath(BACK_ENTRANCE, courier.id, '/lock'));
    expect((await guest.get(editKeypadCodePath(BACK_ENTRANCE, courier.id))).status).toBe(200);
    const changed = await guest.post(
      `/accounts/default/locks/${BACK_ENTRANCE}/keypad-codes/${courier.id}`,
      keypadForm({ name: 'Courier', code: '' }),
    );
    expect(changed.status).toBe(303);
    expect(courier).toMatchObject({ name: 'Courier', code: 918273, allowedWeekDays: 64 + 16 + 4 });
  });

  /** The rows of the authorizations table of a lock page. */
  function authorizationRows(page: ConsoleAnswer): string[] {
    const section =
      /<section class="panel" id="authorizations"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? '';
    return section.split('<tr>').slice(2);
  }

  it("lists a sub-user its keypad codes only: no control for another person's app access, and a change of one sends nothing", async () => {
    const bram = authNamed(app, BACK_ENTRANCE, 'Bram Jansen') as LockSmartlockAuth;
    expect(bram.type).toBe(0);

    const page = await guest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    const rows = authorizationRows(page);
    expect(rows.some((row) => row.includes('Courier'))).toBe(true);
    expect(rows.some((row) => row.includes('Bram Jansen') || row.includes('Anna de Vries'))).toBe(false);
    expect(page.text).not.toContain(`/auths/${bram.id}/`);
    app.sandbox.clearRequests();

    const base = `/accounts/default/locks/${BACK_ENTRANCE}/auths/${bram.id}`;
    const disabled = await guest.post(`${base}/disable`);
    const deleted = await guest.post(`${base}/delete`, { confirmed: '1' });

    expect([disabled.status, deleted.status]).toEqual([303, 303]);
    expect(changesSent(app)).toEqual([]);
    expect(bram.enabled).toBe(true);
    expect(authNamed(app, BACK_ENTRANCE, 'Bram Jansen')).toBe(bram);
  });

  it('shows who made each keypad code: a main user the sub-user by its email, a sub-user "You" or "Another sub-user"', async () => {
    const other = 'other-guest@lock.test';
    await app.addSubUser(other, OWNER, 'Other guest');
    await app.grant({
      email: other,
      accountKey: 'default',
      smartlockId: BACK_ENTRANCE,
      permissions: 'manage_auths',
    });
    const otherGuest = await ConsoleClient.signedIn(app, other);
    await guest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    const created = await guest.post(
      `/accounts/default/locks/${BACK_ENTRANCE}/auths`,
      keypadForm({ name: 'Made by guest', code: '573924' }),
    );
    await otherGuest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    const createdByOther = await otherGuest.post(
      `/accounts/default/locks/${BACK_ENTRANCE}/auths`,
      keypadForm({ name: 'Made by other guest', code: '649275' }),
    );
    expect([created.status, createdByOther.status]).toEqual([303, 303]);
    const owner = await ConsoleClient.signedIn(app, OWNER);
    const seen = async (viewer: ConsoleClient): Promise<string[]> => {
      const page = await viewer.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
      expect(page.text).toContain('<th scope="col">Made by</th>');
      const rows = authorizationRows(page);
      return ['Made by guest', 'Made by other guest', 'Courier'].map((name) => {
        const row = rows.find((candidate) => candidate.includes(name)) ?? '';
        return /<td data-label="Made by">([^<]*)<\/td>/.exec(row)?.[1] ?? '';
      });
    };

    expect(await seen(owner)).toEqual([GUEST, other, 'Main user']);
    expect(await seen(guest)).toEqual(['You', 'Another sub-user', 'Main user']);
    expect(await seen(otherGuest)).toEqual(['Another sub-user', 'You', 'Main user']);
    const guestPage = await guest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    expect(guestPage.text).not.toContain(other);
  });

  it('shows the maker of a code the lock API listed only after its create: the code list resolves it', async () => {
    await guest.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
    // The list read right after the create does not show the new code yet; the page's lists do.
    listAuthorizationsLate(app.sandbox, BACK_ENTRANCE, 1);
    const created = await guest.post(
      `/accounts/default/locks/${BACK_ENTRANCE}/auths`,
      keypadForm({ name: 'Listed late', code: '785146' }),
    );
    expect(created.status).toBe(303);
    expect(authNamed(app, BACK_ENTRANCE, 'Listed late')).toBeDefined();
    const owner = await ConsoleClient.signedIn(app, OWNER);

    const page = await owner.get(`/accounts/default/locks/${BACK_ENTRANCE}`);

    expect(authorizationRows(page).find((row) => row.includes('Listed late'))).toContain(
      `<td data-label="Made by">${GUEST}</td>`,
    );
  });

  it('refuses, on the form, a keypad code outside the grant (403), saying what lies within it, and sends nothing', async () => {
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: BACK_ENTRANCE,
      permissions: 'lock,view_logs,manage_auths',
      until: '2099-01-01T00:00:00Z',
    });
    try {
      await guest.get(newKeypadCodePath(BACK_ENTRANCE));
      app.sandbox.clearRequests();

      const always = await guest.post(
        `/accounts/default/locks/${BACK_ENTRANCE}/auths`,
        keypadForm({ name: 'Always', code: '836147', from: '', until: '' }),
      );

      expect(always.status).toBe(403);
      expect(always.text).toContain('This keypad code must lie within your access to this lock (until ');
      expect(always.text).toContain('name="code"');
      expect(changesSent(app)).toEqual([]);
      expect(authNamed(app, BACK_ENTRANCE, 'Always')).toBeUndefined();

      const within = await guest.post(
        `/accounts/default/locks/${BACK_ENTRANCE}/auths`,
        keypadForm({ name: 'Within', code: '836148', from: '', until: '2098-06-01T12:00' }),
      );
      expect(within.status).toBe(303);
      expect(authNamed(app, BACK_ENTRANCE, 'Within')).toBeDefined();
    } finally {
      await app.grant({
        email: GUEST,
        accountKey: 'default',
        smartlockId: BACK_ENTRANCE,
        permissions: 'lock,view_logs,manage_auths',
      });
    }
  });

  it('answers a lock without a grant with a 403, sending nothing', async () => {
    const page = await guest.get(`/accounts/default/locks/${STREET_GATE}`);

    expect(page.status).toBe(403);
    expect(app.sandbox.requests).toEqual([]);
  });
});
