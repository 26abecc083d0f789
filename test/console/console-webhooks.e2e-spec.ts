import { LockException, WebhookSecretStore } from '../../src/lock';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';
import { secretForms } from '../support/secret-forms';

const OWNER = 'owner@console.test';
const GUEST = 'guest@console.test';
const APP_URL = 'https://portal.example';
const DEFAULT_EVENTS = ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'];

/** The flash a redirect set, decoded. */
function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('lock_console_flash='));
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** Fails when any form of the secret is in the text. */
function expectNoSecret(text: string, secret: string): void {
  for (const form of Object.values(secretForms(secret))) expect(text).not.toContain(form);
}

describe('Console webhooks page', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;
  let office: number;
  let depot: number;

  const secrets = () => app.moduleRef.get(WebhookSecretStore);
  const subscribeRequests = () => app.sandbox.requestsTo('PUT', '/api/notification');

  beforeEach(async () => {
    app = await ConsoleApp.start({ lock: { appUrl: APP_URL } });
    [office, depot] = app.sandbox.accounts.map((account) => account.accountId);
    await app.addMainUser(OWNER, ['default']);
    owner = new ConsoleClient(app);
    await owner.signIn(OWNER);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  /** Registers through the page's form, as a browser sends it. */
  async function register(fields: Record<string, string | string[]>): Promise<ConsoleAnswer> {
    await owner.get('/accounts/default/webhooks');
    return owner.post('/accounts/default/webhooks', fields);
  }

  it('offers the default callback URL and the four default events', async () => {
    const page = await owner.get('/accounts/default/webhooks');

    expect(page.status).toBe(200);
    expect(page.text).toContain('This account has no webhook subscriptions.');
    expect(page.text).toContain(`value="${APP_URL}/lock/webhook"`);
    const checked = [...page.text.matchAll(/name="events"\s+value="([A-Z_]+)"\s+checked/g)].map(
      (match) => match[1],
    );
    expect(checked).toEqual(DEFAULT_EVENTS);
    expect(page.text).toContain('value="DEVICE_AUTHS"');
    expect(page.text).toContain('value="DEVICE_MASTERDATA"');
  });

  it('registers: subscribed at the API, the secret stored for the receiver and never shown', async () => {
    const answer = await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });

    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/lock/accounts/default/webhooks');
    const [subscription] = app.sandbox.subscriptions('notification', office);
    expect(subscription).toMatchObject({
      pushId: `${APP_URL}/lock/webhook`,
      webhookFeatures: DEFAULT_EVENTS,
    });
    expect(flashOf(answer)).toEqual({
      kind: 'success',
      text:
        `Subscribed ${APP_URL}/lock/webhook (subscription ${subscription.id}); its signing secret is stored for ` +
        'the webhook receiver.',
    });
    const stored = await secrets().load(String(subscription.id));
    expect(stored.secrets).toEqual([
      { subscriptionId: String(subscription.id), accountKey: 'default', secret: subscription.secret },
    ]);

    const page = await owner.get('/accounts/default/webhooks');
    const row = new RegExp(`<td>${subscription.id}</td>[\\s\\S]*?</tr>`).exec(page.text)?.[0] ?? '';
    expect(row).toContain(`${APP_URL}/lock/webhook`);
    expect(row).toContain(DEFAULT_EVENTS.join(', '));
    expect(row).toMatch(/class="badge secret-status">\s*yes/);
    for (const text of [page.text, answer.text, flashOf(answer)?.text ?? '']) {
      expectNoSecret(text, subscription.secret);
    }
  });

  it('registers the events chosen only, once each, and drops unknown names', async () => {
    const answer = await register({
      callbackUrl: 'https://hooks.example/in',
      events: ['DEVICE_AUTHS', 'DEVICE_AUTHS', 'NOT_A_FEATURE'],
    });

    expect(answer.status).toBe(303);
    expect(app.sandbox.subscriptions('notification', office)[0].webhookFeatures).toEqual(['DEVICE_AUTHS']);
  });

  it.each([
    [
      'a URL that is not http(s)',
      { callbackUrl: 'ftp://hooks.example/in', events: ['DEVICE_STATUS'] },
      'absolute http(s) URL',
    ],
    ['a relative URL', { callbackUrl: '/lock/webhook', events: ['DEVICE_STATUS'] }, 'absolute http(s) URL'],
    ['no event', { callbackUrl: `${APP_URL}/lock/webhook` }, 'Choose at least one event.'],
    [
      'unknown events only',
      { callbackUrl: `${APP_URL}/lock/webhook`, events: ['EVIL'] },
      'Choose at least one event.',
    ],
  ])('refuses %s with a 400, subscribing nothing', async (_case, fields, message) => {
    const refused = await register(fields);

    expect(refused.status).toBe(400);
    expect(refused.text).toContain(message);
    expect(refused.text).toContain('Nothing was registered.');
    expect(subscribeRequests()).toEqual([]);
  });

  it('subscribes nothing when the secret store cannot be used (no APP_KEY)', async () => {
    jest
      .spyOn(secrets(), 'verify')
      .mockRejectedValue(
        new LockException('Webhook signing secrets are kept encrypted, and APP_KEY is not set.'),
      );

    const answer = await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)).toEqual({
      kind: 'error',
      text: 'The webhook could not be registered: Webhook signing secrets are kept encrypted, and APP_KEY is not set.',
    });
    expect(subscribeRequests()).toEqual([]);
  });

  it('lists subscriptions made elsewhere, saying their secret is not held here, and renders remote text inert', async () => {
    await app.addMainUser('depot-owner@console.test', ['depot']);
    const depotOwner = new ConsoleClient(app);
    await depotOwner.signIn('depot-owner@console.test');
    const [seeded] = app.sandbox.subscriptions('notification', depot);
    await depotOwner.get('/accounts/depot/webhooks');
    await depotOwner.post('/accounts/depot/webhooks', {
      callbackUrl: 'https://hooks.example/in?next=<script>alert(1)</script>',
      events: ['DEVICE_STATUS'],
    });

    const page = await depotOwner.get('/accounts/depot/webhooks');

    const row = new RegExp(`<td>${seeded.id}</td>[\\s\\S]*?</tr>`).exec(page.text)?.[0] ?? '';
    expect(row).toContain('https://depot.lock.example/hooks/lock');
    expect(row).toContain('DEVICE_STATUS, DEVICE_LOGS');
    expect(row).toMatch(/class="badge secret-status">\s*no/);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('next=&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const subscription of app.sandbox.subscriptions('notification', depot)) {
      expectNoSecret(page.text, subscription.secret);
    }
  });

  it('removes a subscription', async () => {
    await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });
    const [subscription] = app.sandbox.subscriptions('notification', office);
    await owner.get('/accounts/default/webhooks');

    const answer = await owner.post(`/accounts/default/webhooks/${subscription.id}/remove`);

    expect(answer.status).toBe(303);
    expect(flashOf(answer)).toEqual({ kind: 'success', text: `Subscription ${subscription.id} removed.` });
    expect(app.sandbox.subscriptions('notification', office)).toEqual([]);
    expect((await secrets().load(String(subscription.id))).secrets).toEqual([]); // its deliveries verify no more
    const empty = await owner.get('/accounts/default/webhooks');
    expect(empty.text).toContain('This account has no webhook subscriptions.');
    expect(empty.text).not.toContain('Whether this module holds the signing secret');
  });

  it('says when a subscription cannot be removed', async () => {
    await owner.get('/accounts/default/webhooks');

    const answer = await owner.post('/accounts/default/webhooks/no-such-id/remove');

    expect(answer.status).toBe(303);
    expect(flashOf(answer)?.kind).toBe('error');
    expect(flashOf(answer)?.text).toMatch(/^Subscription no-such-id could not be removed: .*HTTP 404/);
  });

  describe('who may', () => {
    const routes: [string, string, Record<string, string | string[]>][] = [
      ['GET', '/accounts/default/webhooks', {}],
      ['POST', '/accounts/default/webhooks', { callbackUrl: `${APP_URL}/x`, events: ['DEVICE_STATUS'] }],
      ['POST', '/accounts/default/webhooks/any-id/remove', {}],
    ];

    it.each(routes)(
      'a sub-user gets a 403 from %s %s, and nothing reaches the API',
      async (method, path, fields) => {
        await app.addSubUser(GUEST, OWNER);
        await app.grant({
          email: GUEST,
          accountKey: 'default',
          smartlockId: 100101,
          permissions: 'lock,unlock',
        });
        const guest = new ConsoleClient(app);
        await guest.signIn(GUEST);
        expect((await guest.get('/accounts/default')).status).toBe(200);
        const sent = app.sandbox.requests.length;

        const answer = method === 'GET' ? await guest.get(path) : await guest.post(path, fields);

        expect(answer.status).toBe(403);
        expect(app.sandbox.requests).toHaveLength(sent);
      },
    );

    it.each([
      ['GET', '/accounts/depot/webhooks', {}],
      ['POST', '/accounts/depot/webhooks', { callbackUrl: `${APP_URL}/x`, events: ['DEVICE_STATUS'] }],
      ['POST', '/accounts/depot/webhooks/any-id/remove', {}],
    ] as [string, string, Record<string, string | string[]>][])(
      'a main user gets a 404 from %s %s for an account it does not own, and nothing reaches the API',
      async (method, path, fields) => {
        await owner.get('/accounts/default/webhooks');
        const sent = app.sandbox.requests.length;

        const answer = method === 'GET' ? await owner.get(path) : await owner.post(path, fields);

        expect(answer.status).toBe(404);
        expect(app.sandbox.requests).toHaveLength(sent);
      },
    );
  });
});
