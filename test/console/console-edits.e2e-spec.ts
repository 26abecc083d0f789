import { Lock } from '../../src/lock';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';

const OWNER = 'owner@console.test';
const NEW_PASSWORD = 'a much longer new passphrase';

/** The flash a redirect set, decoded. */
function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers.getSetCookie().findLast((cookie) => cookie.startsWith('lock_console_flash='));
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

describe('Console: changing what exists (webhook events, one’s own password)', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeEach(async () => {
    app = await ConsoleApp.start({ lock: { appUrl: 'https://portal.example' } });
    await app.addMainUser(OWNER, ['default']);
    owner = await ConsoleClient.signedIn(app, OWNER);
  });

  afterEach(() => app.close());

  describe("a webhook's events", () => {
    const subscriptions = () => app.moduleRef.get(Lock).as('default').webhooks().all();

    it('are changed: a subscription to the same URL with the new events, then the old one removed', async () => {
      await owner.get('/accounts/default/webhooks');
      await owner.post('/accounts/default/webhooks', {
        callbackUrl: 'https://hooks.example/lock',
        events: ['DEVICE_STATUS'],
      });
      const [before] = await subscriptions();
      const page = await owner.get('/accounts/default/webhooks');
      expect(page.text).toContain(`action="/lock/accounts/default/webhooks/${before.id}/events"`);

      const changed = await owner.post(`/accounts/default/webhooks/${before.id}/events`, {
        events: ['DEVICE_STATUS', 'DEVICE_LOGS'],
      });

      expect(changed.status).toBe(303);
      const after = await subscriptions();
      expect(after).toHaveLength(1);
      expect(after[0].id).not.toBe(before.id);
      expect(after[0].callbackUrl).toBe('https://hooks.example/lock');
      expect([...after[0].events].sort()).toEqual(['DEVICE_LOGS', 'DEVICE_STATUS']);
      expect(flashOf(changed)?.text).toBe(
        'https://hooks.example/lock now gets Lock state changes, New activity. The lock service cannot change a ' +
          `subscription, so it was replaced by a new one: its id is now ${after[0].id} (it was ${before.id}).`,
      );
    });

    it('are not changed to none, nor for a subscription that is not there', async () => {
      await owner.get('/accounts/default/webhooks');
      await owner.post('/accounts/default/webhooks', {
        callbackUrl: 'https://hooks.example/lock',
        events: ['DEVICE_STATUS'],
      });
      const [before] = await subscriptions();

      const none = await owner.post(`/accounts/default/webhooks/${before.id}/events`, {
        events: ['NOT_AN_EVENT'],
      });
      expect([none.status, flashOf(none)?.kind]).toEqual([303, 'error']);
      expect(
        (await owner.post('/accounts/default/webhooks/999999/events', { events: ['DEVICE_LOGS'] })).status,
      ).toBe(404);
      expect(await subscriptions()).toEqual([before]);
    });
  });

  describe("one's own password", () => {
    it('changes with the current one, ends every session, and the new one signs in', async () => {
      const elsewhere = await ConsoleClient.signedIn(app, OWNER);
      const form = await owner.get('/password');
      expect(form.status).toBe(200);
      expect(form.text).toContain('Change your password');

      const changed = await owner.post('/password', {
        current: CONSOLE_TEST_PASSWORD,
        password: NEW_PASSWORD,
      });

      expect(changed.status).toBe(303);
      expect(changed.location).toBe('/lock/sign-in');
      expect(flashOf(changed)?.text).toBe('Your password was changed. Sign in with the new one.');
      // Both sessions are over (this browser's and the other one's).
      expect((await owner.get('/accounts/default')).location).toBe('/lock/sign-in');
      expect((await elsewhere.get('/accounts/default')).location).toBe('/lock/sign-in');
      await expect(ConsoleClient.signedIn(app, OWNER)).rejects.toThrow();
      const again = await ConsoleClient.signedIn(app, OWNER, NEW_PASSWORD);
      expect((await again.get('/accounts/default')).status).toBe(200);
    });

    it.each([
      [
        'a wrong current password',
        { current: 'not my password at all', password: NEW_PASSWORD },
        'not correct',
      ],
      ['a new one that is too short', { current: CONSOLE_TEST_PASSWORD, password: 'short' }, 'at least 12'],
      [
        'the current one again as the new one',
        { current: CONSOLE_TEST_PASSWORD, password: CONSOLE_TEST_PASSWORD },
        'The new password is the one you have now: choose another one. Nothing changed.',
      ],
    ])('refuses %s beside the form, and nothing changes', async (_case, fields, message) => {
      await owner.get('/password');

      const refused = await owner.post('/password', fields);

      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
      expect((await owner.get('/accounts/default')).status).toBe(200);
      await expect(ConsoleClient.signedIn(app, OWNER)).resolves.toBeInstanceOf(ConsoleClient);
    });

    it('is refused cross-site and without the CSRF token', async () => {
      await owner.get('/password');
      const fields = { current: CONSOLE_TEST_PASSWORD, password: NEW_PASSWORD };
      expect((await owner.postRaw('/password', fields)).status).toBe(403);
      expect((await owner.post('/password', fields, { origin: 'https://evil.example' })).status).toBe(403);
      await expect(ConsoleClient.signedIn(app, OWNER)).resolves.toBeInstanceOf(ConsoleClient);
    });
  });
});
