import { Lock, LockUser } from '../../src/lock';
import { LockGrant, LockGrants } from '../../src/lock/application/access';
import { LockUserRepository } from '../../src/lock/application/users';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';
import { describeOnDatabases } from '../support/lock-databases';

/** The locks of the sandbox's two accounts. */
const FRONT_DOOR = 100101; // account default (Harbour Office)
const BACK_ENTRANCE = 400102; // account default
const LOADING_BAY = 400201; // account depot (Depot North)
/** Friday 5 March 2027, 23:30 in Amsterdam; an hour later it is Saturday there (still Friday in UTC). */
const FRIDAY_NIGHT = '2027-03-05T22:30:00Z';
const SATURDAY_AFTER_MIDNIGHT = '2027-03-05T23:30:00Z';
/** The confirm form of a confirm page: where it posts, its hidden fields and its whole markup. */
function confirmFormOf(
  answer: ConsoleAnswer,
): { action: string; fields: [string, string][]; markup: string } | null {
  const match = /<form method="post" action="([^"]+)" class="confirm-form">[\s\S]*?<\/form>/.exec(
    answer.text,
  );
  if (match === null) return null;
  const fields = [...match[0].matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(
    (field): [string, string] => [field[1], field[2]],
  );
  return { action: match[1], fields, markup: match[0] };
}

/** A password of the twelve characters the rule asks for at least. */
const NEW_PASSWORD = 'sub-user pass 42';

describeOnDatabases('Lock console sub-users pages', (database) => {
  let app: ConsoleApp;
  let owner: LockUser;
  let guest: LockUser;
  let othersGuest: LockUser;

  beforeAll(async () => {
    app = await ConsoleApp.start({
      databaseUrl: await database.freshUrl(),
      lock: { timeZone: 'Europe/Amsterdam' },
    });
    owner = await app.addMainUser('owner@example.com', ['default'], 'Olivia Owner');
    await app.addMainUser('depot-owner@example.com', ['depot'], 'Dirk Depot');
    guest = await app.addSubUser('guest@example.com', 'owner@example.com', 'Gina Guest');
    othersGuest = await app.addSubUser('depot-guest@example.com', 'depot-owner@example.com', 'Dana Depot');
    await app.grant({ email: 'guest@example.com', smartlockId: FRONT_DOOR, permissions: 'lock' });
    await app.grant({
      email: 'depot-guest@example.com',
      accountKey: 'depot',
      smartlockId: LOADING_BAY,
      permissions: 'unlock',
    });
  });

  afterAll(() => app?.close());
  afterEach(() => app.clock.release());

  const users = () => app.moduleRef.get(LockUserRepository);
  const grantsOf = (user: LockUser): Promise<LockGrant[]> => app.moduleRef.get(LockGrants).grantsOf(user);

  const signedIn = (email: string, password?: string) => ConsoleClient.signedIn(app, email, password);

  /** Follows a 303 of the console, as a browser would (the flash cookie goes along). */
  function follow(client: ConsoleClient, answer: ConsoleAnswer, headers: Record<string, string> = {}) {
    expect(answer.status).toBe(303);
    return client.get((answer.location ?? '').replace(/^\/lock/, ''), headers);
  }

  /** A new sub-user of the owner, created through the page; answers it and the owner's client on its page. */
  async function newSubUser(
    email: string,
    name = 'Sam Sub',
  ): Promise<{ client: ConsoleClient; user: LockUser }> {
    const client = await signedIn('owner@example.com');
    await client.get('/users');
    const created = await client.post('/users', { name, email, password: NEW_PASSWORD });
    await follow(client, created);
    const user = (await users().findByEmail(email))?.user as LockUser;
    return { client, user };
  }

  describe('the list and the new sub-user form', () => {
    it("lists the main user's own sub-users only, with a summary of their grants", async () => {
      const client = await signedIn('owner@example.com');
      const page = await client.get('/users');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Gina Guest');
      expect(page.text).toContain('guest@example.com');
      expect(page.text).toContain('1 lock in Harbour Office');
      expect(page.text).not.toContain('depot-guest@example.com');
      expect(page.text).not.toContain('Dana Depot');
      expect(page.text).toContain('At least 12 characters');
      expect(page.text).toContain(`href="/lock/users/${guest.id}"`);
    });

    it('creates a sub-user of the signed-in main user, who signs in and sees only the lock granted', async () => {
      const { client, user } = await newSubUser('new-sub@example.com', 'Nora New');
      expect(user.parentUserId).toBe(owner.id);
      expect(user.name).toBe('Nora New');
      expect(client.last?.text).toContain('Sub-user Nora New was added');
      expect(client.last?.text).not.toContain(NEW_PASSWORD);

      const granted = await client.post(`/users/${user.id}/grants`, {
        lock: `default:${FRONT_DOOR}`,
        permissions: ['lock', 'unlock'],
        days: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      });
      const page = await follow(client, granted);
      expect(page.text).toContain('Front Door (#100101) granted to Nora New.');

      const sub = await signedIn('new-sub@example.com', NEW_PASSWORD);
      const dashboard = await sub.get('/accounts/default');
      expect(dashboard.status).toBe(200);
      expect(dashboard.text).toContain('Front Door');
      expect(dashboard.text).not.toContain('Back Entrance');
      expect(dashboard.text).not.toContain('Street Gate');
      expect((await sub.get('/accounts/depot')).status).toBe(404);
    });

    it('refuses a taken email, a bad email, a short password and no name with 400, creating nothing', async () => {
      const client = await signedIn('owner@example.com');
      await client.get('/users');
      const before = (await users().all()).length;
      const cases: [Record<string, string>, string][] = [
        [
          { name: 'Taken', email: 'depot-guest@example.com', password: NEW_PASSWORD },
          'A user with the email depot-guest@example.com exists already.',
        ],
        [
          { name: 'Bad', email: 'not-an-email', password: NEW_PASSWORD },
          '&quot;not-an-email&quot; is not a valid email address.',
        ],
        [
          { name: 'Short', email: 'short@example.com', password: 'too short' },
          'The password must be at least 12 characters long.',
        ],
        [{ name: '  ', email: 'nameless@example.com', password: NEW_PASSWORD }, 'Give the sub-user a name.'],
      ];
      for (const [fields, message] of cases) {
        const answer = await client.post('/users', fields);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(message);
        expect(answer.text).toContain(`value="${fields.email}"`);
        expect(answer.text).not.toContain(`value="${fields.password}"`);
        expect(answer.text).not.toContain(fields.password === NEW_PASSWORD ? NEW_PASSWORD : fields.password);
      }
      expect(await users().all()).toHaveLength(before);
      expect(await users().findByEmail('short@example.com')).toBeNull();
    });
  });

  describe('grants', () => {
    it('grants unlock on one lock on weekdays only, and shows whether it is open now', async () => {
      // The clock is set before signing in: sessions live on it.
      app.clock.setTo(FRIDAY_NIGHT);
      const { client, user } = await newSubUser('weekday@example.com');
      const answer = await client.post(`/users/${user.id}/grants`, {
        lock: `default:${BACK_ENTRANCE}`,
        permissions: ['unlock'],
        days: ['ma', 'di', 'wo', 'do', 'vr'],
        from: '',
        until: '',
      });
      expect(answer.status).toBe(303);
      expect(await grantsOf(user)).toEqual([
        {
          accountKey: 'default',
          smartlockId: BACK_ENTRANCE,
          permissions: ['unlock'],
          allowedFrom: null,
          allowedUntil: null,
          allowedWeekDays: 124,
        },
      ]);

      const friday = await client.get(`/users/${user.id}`);
      expect(friday.text).toContain('Back Entrance (#400102)');
      expect(friday.text).toContain('Mon, Tue, Wed, Thu, Fri');
      expect(friday.text).toContain('grant-open');
      expect(friday.text).not.toContain('and today is');

      app.clock.setTo(SATURDAY_AFTER_MIDNIGHT);
      const saturday = await client.get(`/users/${user.id}`);
      expect(saturday.text).toContain('grant-closed');
      expect(saturday.text).toContain(
        'the grant is for Mon, Tue, Wed, Thu, Fri, and today is Saturday (Europe/Amsterdam)',
      );
    });

    it('reads the window in the module time zone (Europe/Amsterdam), winter and summer time', async () => {
      app.clock.setTo('2027-02-01T12:00:00Z');
      const { client, user } = await newSubUser('window@example.com');
      const answer = await client.post(`/users/${user.id}/grants`, {
        lock: `default:${FRONT_DOOR}`,
        permissions: ['lock', 'view_logs'],
        from: '2027-03-01T09:00',
        until: '2027-07-01T18:00',
        days: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      });
      expect(answer.status).toBe(303);
      const [grant] = await grantsOf(user);
      expect(grant.allowedFrom).toBe('2027-03-01T08:00:00.000Z');
      expect(grant.allowedUntil).toBe('2027-07-01T16:00:00.000Z');
      expect(grant.allowedWeekDays).toBeNull();
      expect(grant.permissions).toEqual(['lock', 'view_logs']);

      const page = await client.get(`/users/${user.id}`);
      expect(page.text).toContain('1 Mar 2027, 09:00 – 1 Jul 2027, 18:00');
      expect(page.text).toContain('every day');
      expect(page.text).toContain('starts 1 Mar 2027, 09:00');
      expect(page.text).toContain('In the time zone Europe/Amsterdam');
    });

    it('replaces the grant on a lock granted again', async () => {
      const { client, user } = await newSubUser('again@example.com');
      for (const permissions of [['lock'], ['unlock', 'manage_auths']]) {
        const answer = await client.post(`/users/${user.id}/grants`, {
          lock: `default:${FRONT_DOOR}`,
          permissions,
          days: ['za', 'zo'],
        });
        expect(answer.status).toBe(303);
      }
      expect(await grantsOf(user)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR, permissions: ['unlock', 'manage_auths'] }),
      ]);
    });

    it('refuses a form with no lock, no permission, no weekday, a bad date or a reversed window: 400, nothing stored', async () => {
      const { client, user } = await newSubUser('refused@example.com');
      const valid = {
        lock: `default:${FRONT_DOOR}`,
        permissions: ['unlock'],
        days: ['ma'],
        from: '2027-03-01T09:00',
        until: '2027-03-31T18:00',
      };
      const cases: [Record<string, string | string[]>, string][] = [
        [{ ...valid, lock: '' }, 'Choose a lock.'],
        [{ ...valid, permissions: [] }, 'Tick at least one permission.'],
        [{ ...valid, days: [] }, 'Tick at least one weekday.'],
        [{ ...valid, from: '2027-02-31T09:00' }, '&quot;2027-02-31T09:00&quot; is not a date and time.'],
        [{ ...valid, until: 'soon' }, '&quot;soon&quot; is not a date and time.'],
        [{ ...valid, until: '2027-02-28T18:00' }, 'The window ends before it starts.'],
        // A forged permission: the form offers none such; the rule's own words stay in the log.
        [{ ...valid, permissions: ['fly'] }, 'A value of the form is not one the console takes.'],
        [{ ...valid, days: ['ma', 'xx'] }, 'A value of the form is not one the console takes.'],
        [
          { ...valid, days: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo', 'xx'] },
          'A value of the form is not one the console takes.',
        ],
      ];
      for (const [fields, message] of cases) {
        const answer = await client.post(`/users/${user.id}/grants`, fields);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(message);
        if (fields.lock !== '')
          expect(answer.text).toMatch(new RegExp(`value="default:${FRONT_DOOR}"\\s+selected`));
      }
      expect(await grantsOf(user)).toEqual([]);
    });

    it('refuses a lock of an account the main user does not own, or one its account does not list: 400', async () => {
      const { client, user } = await newSubUser('foreign@example.com');
      for (const lock of [
        `depot:${LOADING_BAY}`,
        `default:${LOADING_BAY}`,
        'default:999999',
        `unknown:${FRONT_DOOR}`,
        'nonsense',
      ]) {
        const answer = await client.post(`/users/${user.id}/grants`, {
          lock,
          permissions: ['unlock'],
          days: ['ma'],
        });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain('is not one of the locks of your accounts');
      }
      expect(await grantsOf(user)).toEqual([]);
    });

    it('revokes some permissions, then the whole grant', async () => {
      const { client, user } = await newSubUser('revoke@example.com');
      await app.grant({
        email: 'revoke@example.com',
        smartlockId: FRONT_DOOR,
        permissions: 'lock,unlock,view_logs',
      });
      const path = `/users/${user.id}/grants/default/${FRONT_DOOR}/revoke`;
      await client.get(`/users/${user.id}`);

      const none = await follow(client, await client.post(path, { scope: 'some' }));
      expect(none.text).toContain('Tick the permissions to take away first.');
      expect((await grantsOf(user))[0].permissions).toEqual(['lock', 'unlock', 'view_logs']);

      const some = await follow(
        client,
        await client.post(path, { scope: 'some', permissions: ['unlock'], confirmed: '1' }),
      );
      expect(some.text).toContain('Unlock taken from Sam Sub on Front Door (#100101).');
      expect((await grantsOf(user))[0].permissions).toEqual(['lock', 'view_logs']);

      const all = await follow(client, await client.post(path, { scope: 'all', confirmed: '1' }));
      expect(all.text).toContain('The grant on Front Door (#100101) was taken from Sam Sub.');
      expect(await grantsOf(user)).toEqual([]);

      const again = await follow(client, await client.post(path, { scope: 'all', confirmed: '1' }));
      expect(again.text).toContain('Nothing was revoked');
    });

    it('asks before revoking, with the chosen permissions on the confirm form, and revokes nothing until confirmed', async () => {
      const { client, user } = await newSubUser('revoke-ask@example.com');
      await app.grant({
        email: 'revoke-ask@example.com',
        smartlockId: FRONT_DOOR,
        permissions: 'lock,unlock',
      });
      const path = `/users/${user.id}/grants/default/${FRONT_DOOR}/revoke`;
      await client.get(`/users/${user.id}`);

      const asked = await client.post(path, { scope: 'some', permissions: ['unlock', 'lock'] });

      expect(asked.status).toBe(200);
      expect(asked.text).toContain('<h1>Please confirm</h1>');
      expect(asked.text).toContain('Revoke the access of Sam Sub to Front Door (#100101)?');
      const form = confirmFormOf(asked);
      expect(form?.action).toBe(`/lock${path}`);
      expect(form?.fields).toEqual([
        ['_csrf', client.csrf()],
        ['scope', 'some'],
        ['permissions', 'unlock'],
        ['permissions', 'lock'],
        ['confirmed', '1'],
      ]);
      expect(form?.markup).toMatch(/<button type="submit"[^>]*>Revoke<\/button>/);
      expect(form?.markup).toMatch(new RegExp(`<a [^>]*href="/lock/users/${user.id}"[^>]*>Cancel</a`));
      const fragment = await client.post(path, { scope: 'all' }, { 'x-console-partial': '1' });
      expect(fragment.status).toBe(409);
      expect(confirmFormOf(fragment)?.fields).toContainEqual(['confirmed', '1']);
      expect((await grantsOf(user))[0].permissions).toEqual(['lock', 'unlock']);

      const done = await client.post(path, { scope: 'all', confirmed: '1' });
      expect(done.status).toBe(303);
      expect(await grantsOf(user)).toEqual([]);
    });
  });

  describe('changing and deleting a sub-user', () => {
    it('renames a sub-user and changes its email, shown in the list; the new email signs in', async () => {
      const { client, user } = await newSubUser('rename@example.com', 'Rita Rename');

      const saved = await client.post(`/users/${user.id}/profile`, {
        name: '  Rita Renamed ',
        email: ' Rita.New@Example.com ',
      });

      expect(saved.location).toBe(`/lock/users/${user.id}`);
      const page = await follow(client, saved);
      expect(page.text).toContain('Saved: Rita Renamed (rita.new@example.com).');
      expect(page.text).toContain('value="Rita Renamed"');
      const list = await client.get('/users');
      expect(list.text).toContain('Rita Renamed');
      expect(list.text).toContain('rita.new@example.com');
      expect(list.text).not.toContain('rename@example.com');
      expect(await users().findById(user.id)).toMatchObject({
        name: 'Rita Renamed',
        email: 'rita.new@example.com',
      });
      expect((await signedIn('rita.new@example.com', NEW_PASSWORD)).cookies.size).toBeGreaterThan(0);
    });

    it('refuses a taken email, a bad email and no name with the message on the sub-user page, changing nothing', async () => {
      const { client, user } = await newSubUser('keep@example.com', 'Kees Keep');
      const cases: [Record<string, string>, string][] = [
        [
          { name: 'Kees Other', email: 'depot-guest@example.com' },
          'Another user has this email address. Nothing changed.',
        ],
        [
          { name: 'Kees Other', email: 'GUEST@example.com' },
          'Another user has this email address. Nothing changed.',
        ],
        [{ name: 'Kees Other', email: 'not-an-email' }, 'Give a valid email address. Nothing changed.'],
        [{ name: '  ', email: 'keep-new@example.com' }, 'Give a name. Nothing changed.'],
      ];
      for (const [fields, message] of cases) {
        const answer = await client.post(`/users/${user.id}/profile`, fields);
        expect(answer.location).toBe(`/lock/users/${user.id}`);
        const page = await follow(client, answer);
        expect(page.text).toContain(message);
        expect(await users().findById(user.id)).toMatchObject({
          name: 'Kees Keep',
          email: 'keep@example.com',
        });
      }
      expect(await users().findById(othersGuest.id)).toMatchObject({
        name: 'Dana Depot',
        email: 'depot-guest@example.com',
      });
    });

    it('deleting a sub-user removes the keypad codes it made at the lock API, so all their access ends', async () => {
      const { client, user } = await newSubUser('coder@example.com', 'Cody Coder');
      await app.grant({
        email: 'coder@example.com',
        smartlockId: BACK_ENTRANCE,
        permissions: 'manage_auths',
      });
      const sub = await signedIn('coder@example.com', NEW_PASSWORD);
      await sub.get(`/accounts/default/locks/${BACK_ENTRANCE}`);
      const made = await sub.post(`/accounts/default/locks/${BACK_ENTRANCE}/auths`, {
        name: 'Cody code',
        code: '764213',
        from: '',
        until: '',
        days: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      });
      expect(made.status).toBe(303);
      const codeOf = () =>
        (app.sandbox.data.accounts[0].auths as readonly { name: string; smartlockId: number }[]).find(
          (auth) => auth.smartlockId === BACK_ENTRANCE && auth.name === 'Cody code',
        );
      expect(codeOf()).toBeDefined();
      app.sandbox.clearRequests();

      const deleted = await client.post(`/users/${user.id}/delete`, { confirmed: '1' });

      expect(deleted.status).toBe(303);
      expect(codeOf()).toBeUndefined();
      expect(app.sandbox.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    });

    it('asks before deleting a sub-user, then removes it with its grants: it can no longer sign in', async () => {
      const { client, user } = await newSubUser('leaving@example.com', 'Lea Leaving');
      await app.grant({ email: 'leaving@example.com', smartlockId: FRONT_DOOR, permissions: 'lock' });
      const sub = await signedIn('leaving@example.com', NEW_PASSWORD);
      expect((await sub.get('/accounts/default')).status).toBe(200);
      const path = `/users/${user.id}/delete`;
      const page = await client.get(`/users/${user.id}`);
      expect(page.text).toContain(
        'data-confirm="Delete the sub-user Lea Leaving? They can no longer sign in, and all their access ends."',
      );

      const asked = await client.post(path);

      expect(asked.status).toBe(200);
      expect(asked.text).toContain(
        'Delete the sub-user Lea Leaving? They can no longer sign in, and all their access ends.',
      );
      const form = confirmFormOf(asked);
      expect(form?.action).toBe(`/lock${path}`);
      expect(form?.fields).toEqual([
        ['_csrf', client.csrf()],
        ['confirmed', '1'],
      ]);
      expect(form?.markup).toMatch(/<button type="submit"[^>]*>Delete<\/button>/);
      expect(form?.markup).toMatch(new RegExp(`<a [^>]*href="/lock/users/${user.id}"[^>]*>Cancel</a`));
      expect(await users().findById(user.id)).not.toBeNull();
      expect(await grantsOf(user)).toHaveLength(1);
      expect((await sub.get('/accounts/default')).status).toBe(200);

      const deleted = await client.post(path, { confirmed: '1' });

      expect(deleted.location).toBe('/lock/users');
      const list = await follow(client, deleted);
      expect(list.text).toContain('Lea Leaving was deleted.');
      expect(list.text).not.toContain('leaving@example.com');
      expect(await users().findById(user.id)).toBeNull();
      expect(await users().findByEmail('leaving@example.com')).toBeNull();
      expect(await grantsOf(user)).toEqual([]);
      expect((await sub.get('/accounts/default')).status).not.toBe(200);
      await expect(signedIn('leaving@example.com', NEW_PASSWORD)).rejects.toThrow();
      expect((await client.get(`/users/${user.id}`)).status).toBe(404);
    });
  });

  describe('who may open them', () => {
    it("answers 404 for another main user's sub-user, and changes nothing of it", async () => {
      const client = await signedIn('owner@example.com');
      await client.get('/users');
      for (const id of [othersGuest.id, owner.id, '00000000-0000-0000-0000-000000000000', 'x']) {
        expect((await client.get(`/users/${id}`)).status).toBe(404);
      }
      const grant = await client.post(`/users/${othersGuest.id}/grants`, {
        lock: `default:${FRONT_DOOR}`,
        permissions: ['unlock'],
        days: ['ma'],
      });
      expect(grant.status).toBe(404);
      const revoke = await client.post(`/users/${othersGuest.id}/grants/depot/${LOADING_BAY}/revoke`, {
        scope: 'all',
        confirmed: '1',
      });
      expect(revoke.status).toBe(404);
      expect(revoke.text).not.toContain('Dana Depot');
      const profile = await client.post(`/users/${othersGuest.id}/profile`, {
        name: 'Taken Over',
        email: 'taken-over@example.com',
      });
      expect(profile.status).toBe(404);
      for (const fields of [{}, { confirmed: '1' }] as Record<string, string>[]) {
        const deleted = await client.post(`/users/${othersGuest.id}/delete`, fields);
        expect(deleted.status).toBe(404);
        expect(deleted.text).not.toContain('Dana Depot');
      }
      expect(await users().findById(othersGuest.id)).toMatchObject({
        name: 'Dana Depot',
        email: 'depot-guest@example.com',
      });
      expect(await grantsOf(othersGuest)).toEqual([
        expect.objectContaining({ accountKey: 'depot', smartlockId: LOADING_BAY, permissions: ['unlock'] }),
      ]);
    });

    it('answers 403 to a sub-user, for every page and form, and creates nothing', async () => {
      const sub = await signedIn('guest@example.com');
      await sub.get('/accounts/default');
      const before = (await users().all()).length;
      expect((await sub.get('/users')).status).toBe(403);
      expect((await sub.get(`/users/${guest.id}`)).status).toBe(403);
      const create = await sub.post('/users', {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: NEW_PASSWORD,
      });
      expect(create.status).toBe(403);
      const grant = await sub.post(`/users/${guest.id}/grants`, {
        lock: `default:${BACK_ENTRANCE}`,
        permissions: ['unlock'],
        days: ['ma'],
      });
      expect(grant.status).toBe(403);
      const profile = await sub.post(`/users/${guest.id}/profile`, {
        name: 'Self Made',
        email: 'self@example.com',
      });
      expect(profile.status).toBe(403);
      for (const id of [guest.id, othersGuest.id]) {
        expect((await sub.post(`/users/${id}/delete`, { confirmed: '1' })).status).toBe(403);
      }
      expect(await users().all()).toHaveLength(before);
      expect(await users().findById(guest.id)).toMatchObject({
        name: 'Gina Guest',
        email: 'guest@example.com',
      });
      expect(await grantsOf(guest)).toEqual([expect.objectContaining({ smartlockId: FRONT_DOOR })]);
    });
  });

  describe('text', () => {
    it('renders names with script escaped, from a user and from the lock API', async () => {
      const lock = app.moduleRef.get(Lock).as('default');
      const { client, user } = await newSubUser('script@example.com', '<script>alert(1)</script>');
      await lock.smartlocks().update(BACK_ENTRANCE, { name: '<img src=x onerror=alert(2)>' });
      try {
        await app.grant({ email: 'script@example.com', smartlockId: BACK_ENTRANCE, permissions: 'unlock' });
        for (const page of [await client.get('/users'), await client.get(`/users/${user.id}`)]) {
          expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
          expect(page.text).not.toContain('<script>alert(1)');
        }
        const page = await client.get(`/users/${user.id}`);
        expect(page.text).toContain('&lt;img src=x onerror=alert(2)&gt;');
        expect(page.text).not.toContain('<img src=x');
      } finally {
        await lock.smartlocks().update(BACK_ENTRANCE, { name: 'Back Entrance' });
      }
    });

    it('speaks Dutch', async () => {
      const dutch = { 'accept-language': 'nl-NL,nl;q=0.9' };
      app.clock.setTo(SATURDAY_AFTER_MIDNIGHT);
      const client = await signedIn('owner@example.com');
      const list = await client.get('/users', dutch);
      expect(list.text).toContain('<html lang="nl"');
      expect(list.text).toContain('Subgebruikers');
      expect(list.text).toContain('Een subgebruiker toevoegen');
      expect(list.text).toContain('Minstens 12 tekens');
      expect(list.text).toContain('1 slot in Harbour Office');
      const refused = await client.post(
        '/users',
        { name: 'X', email: 'nope', password: NEW_PASSWORD },
        dutch,
      );
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('&quot;nope&quot; is geen geldig e-mailadres.');

      const page = await client.get(`/users/${guest.id}`, dutch);
      expect(page.text).toContain('Toegang van Gina Guest');
      expect(page.text).toContain('Een slot toekennen');
      expect(page.text).toContain('Vergrendelen');
      expect(page.text).toContain('elke dag');
      expect(page.text).toContain('In de tijdzone Europe/Amsterdam');
      const none = await client.post(
        `/users/${guest.id}/grants`,
        { lock: `default:${FRONT_DOOR}`, permissions: [], days: ['ma'] },
        dutch,
      );
      expect(none.status).toBe(400);
      expect(none.text).toContain('Vink minstens één recht aan.');
    });
  });
});

describe('Lock console sub-users pages with the host gate', () => {
  let app: ConsoleApp;

  beforeAll(async () => {
    app = await ConsoleApp.start({ console: { users: false, canAccess: () => true } });
  });

  afterAll(() => app?.close());

  it('are not there: the host decides who gets in, and there are no sub-users to manage', async () => {
    const client = new ConsoleClient(app);
    expect((await client.get('/accounts/default')).status).toBe(200);
    expect((await client.get('/users')).status).toBe(404);
  });
});
