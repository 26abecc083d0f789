import { LockException } from '../../src/lock';
import { WebhookSecretStore } from '../../src/lock/application/webhooks';
import { ConsoleAnswer, ConsoleClient } from '../support/console-client';
import { ConsoleApp } from '../support/console-app';
import { secretForms } from '../support/secret-forms';

const OWNER = 'owner@console.test';
const GUEST = 'guest@console.test';
const APP_URL = 'https://portal.example';
const DEFAULT_EVENTS = ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'];
/** The default events as the page names them in English. */
const DEFAULT_EVENT_WORDS = [
  'Lock state changes',
  'Lock settings changes',
  'New activity',
  'Changes to the people of the account',
];

/** The page's text without its attributes' values (what a reader sees, and a form's names). */
function shownText(page: string): string {
  return page.replace(/<[^>]*>/g, ' ');
}

/** The flash a redirect set, decoded. */
function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('lock_console_flash='));
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** The requests that could change something at the lock API: all but reads. */
function changesSent(app: ConsoleApp): string[] {
  return app.sandbox.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
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
    const row =
      new RegExp(`<span class="webhook-id">${subscription.id}</span>[\\s\\S]*?</tr>`).exec(page.text)?.[0] ??
      '';
    expect(row).toContain(`${APP_URL}/lock/webhook`);
    for (const words of DEFAULT_EVENT_WORDS) expect(row).toContain(`<li>${words}</li>`);
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
      'The callback URL must be an absolute https address',
    ],
    [
      'an http URL to another host',
      { callbackUrl: 'http://hooks.example/in', events: ['DEVICE_STATUS'] },
      'The callback URL must be an absolute https address',
    ],
    [
      'an http URL to this machine outside development',
      { callbackUrl: 'http://127.0.0.1:3000/lock/webhook', events: ['DEVICE_STATUS'] },
      'The callback URL must be an absolute https address',
    ],
    [
      'a relative URL',
      { callbackUrl: '/lock/webhook', events: ['DEVICE_STATUS'] },
      'The callback URL must be an absolute https address',
    ],
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
    expect(app.sandbox.subscriptions('notification', office)).toEqual([]);
  });

  describe('while NODE_ENV=development', () => {
    const nodeEnv = process.env.NODE_ENV;

    beforeEach(() => {
      process.env.NODE_ENV = 'development';
    });

    afterEach(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });

    it('takes an http URL to this machine (127.0.0.1), and still refuses http to another host', async () => {
      const local = await register({
        callbackUrl: 'http://127.0.0.1:3000/lock/webhook',
        events: ['DEVICE_STATUS'],
      });

      expect(local.status).toBe(303);
      expect(app.sandbox.subscriptions('notification', office)).toEqual([
        expect.objectContaining({ pushId: 'http://127.0.0.1:3000/lock/webhook' }),
      ]);

      const remote = await register({ callbackUrl: 'http://hooks.example/in', events: ['DEVICE_STATUS'] });

      expect(remote.status).toBe(400);
      expect(remote.text).toContain('Nothing was registered.');
      expect(subscribeRequests()).toHaveLength(1);
    });
  });

  it('subscribes nothing when the secret store cannot be used (no APP_KEY)', async () => {
    jest
      .spyOn(secrets(), 'verify')
      .mockRejectedValue(
        new LockException('Webhook signing secrets are kept encrypted, and APP_KEY is not set.'),
      );

    const answer = await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)?.kind).toBe('error');
    expect(flashOf(answer)?.text).toMatch(/^The webhook could not be registered: /);
    expect(flashOf(answer)?.text).not.toContain('APP_KEY is not set');
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

    const row =
      new RegExp(`<span class="webhook-id">${seeded.id}</span>[\\s\\S]*?</tr>`).exec(page.text)?.[0] ?? '';
    expect(row).toContain('https://depot.lock.example/hooks/lock');
    expect(row).toMatch(/<li>Lock state changes<\/li>\s*<li>New activity<\/li>/);
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

    const answer = await owner.post(`/accounts/default/webhooks/${subscription.id}/remove`, {
      confirmed: '1',
    });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)).toEqual({ kind: 'success', text: `Subscription ${subscription.id} removed.` });
    expect(app.sandbox.subscriptions('notification', office)).toEqual([]);
    expect((await secrets().load(String(subscription.id))).secrets).toEqual([]); // its deliveries verify no more
    const empty = await owner.get('/accounts/default/webhooks');
    expect(empty.text).toContain('This account has no webhook subscriptions.');
    expect(empty.text).not.toContain('Whether this module holds the signing secret');
  });

  it('asks before removing a subscription, and removes nothing until confirmed', async () => {
    await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });
    const [subscription] = app.sandbox.subscriptions('notification', office);
    const page = await owner.get('/accounts/default/webhooks');
    app.sandbox.clearRequests();
    const path = `/accounts/default/webhooks/${subscription.id}/remove`;
    // With script, the page's form asks in a dialog first.
    expect(page.text).toMatch(
      new RegExp(
        `action="/lock${path}"\\s+data-confirm="Remove this webhook\\? Its address gets no more events\\."`,
      ),
    );

    const asked = await owner.post(path);

    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Please confirm');
    expect(asked.text).toContain('Remove this webhook? Its address gets no more events.');
    const form = /<form method="post" action="([^"]+)" class="confirm-form">[\s\S]*?<\/form>/.exec(
      asked.text,
    );
    expect(form?.[1]).toBe(`/lock${path}`);
    expect(form?.[0]).toContain('name="_csrf"');
    expect(form?.[0]).toContain('<input type="hidden" name="confirmed" value="1" />');
    expect(form?.[0]).toMatch(/<button type="submit" class="button-danger">Remove<\/button>/);
    // Without script, focus starts on Cancel (as in the dialog), never on the destructive button.
    expect(form?.[0]).toMatch(/<a [^>]*href="\/lock\/accounts\/default\/webhooks" autofocus\s*>Cancel<\/a/);
    expect(form?.[0].match(/autofocus/g)).toHaveLength(1);

    const fragment = await owner.post(path, {}, { 'x-console-partial': '1' });

    expect(fragment.status).toBe(409);
    expect(fragment.text.trimStart()).toMatch(
      /^<form method="post" action="\/lock\/accounts\/default\/webhooks\//,
    );
    expect(fragment.text).toContain('<input type="hidden" name="confirmed" value="1" />');
    expect(changesSent(app)).toEqual([]);
    expect(app.sandbox.subscriptions('notification', office)).toEqual([subscription]);
    expect((await secrets().load(String(subscription.id))).secrets).toHaveLength(1);
  });

  it('says in words when a subscription cannot be removed, never the API answer', async () => {
    await owner.get('/accounts/default/webhooks');

    const answer = await owner.post('/accounts/default/webhooks/no-such-id/remove', { confirmed: '1' });

    expect(answer.status).toBe(303);
    expect(flashOf(answer)?.kind).toBe('error');
    expect(flashOf(answer)?.text).toMatch(/^Subscription no-such-id could not be removed: \S/);
    expect(flashOf(answer)?.text).not.toContain('HTTP ');
    expect(flashOf(answer)?.text).not.toContain('/api/');
  });

  it('says that changing events replaces the subscription, naming its new id and the old one', async () => {
    await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: ['DEVICE_STATUS'] });
    const [before] = app.sandbox.subscriptions('notification', office);
    const page = await owner.get('/accounts/default/webhooks');
    expect(page.text).toContain('Saving replaces the subscription with a new one, which gets a new id.');

    const changed = await owner.post(`/accounts/default/webhooks/${before.id}/events`, {
      events: ['DEVICE_STATUS', 'DEVICE_AUTHS'],
    });

    const [after] = app.sandbox.subscriptions('notification', office);
    expect(after.id).not.toBe(before.id);
    expect(flashOf(changed)).toEqual({
      kind: 'success',
      text:
        `${APP_URL}/lock/webhook now gets Lock state changes, Access changes (keypad codes, app access). The lock ` +
        'service cannot change a subscription, so it was replaced by a new one: its id is now ' +
        `${after.id} (it was ${before.id}).`,
    });
  });

  it.each([
    ['en', ['Lock state changes', 'New activity', 'Signing secret stored', 'Callback URL']],
    [
      'nl',
      [
        'Wijzigingen van de slotstatus',
        'Nieuwe activiteit',
        'Ondertekeningssleutel bewaard',
        'Ontvangstadres',
      ],
    ],
    [
      'de',
      [
        'Änderungen des Schlosszustands',
        'Neue Aktivitäten',
        'Signaturschlüssel gespeichert',
        'Empfangsadresse',
      ],
    ],
    [
      'es',
      [
        'Cambios de estado de la cerradura',
        'Nueva actividad',
        'Secreto de firma guardado',
        'Dirección de entrega',
      ],
    ],
  ])('names events in words in %s: no raw constant, no setting name is shown', async (lang, words) => {
    await register({ callbackUrl: `${APP_URL}/lock/webhook`, events: DEFAULT_EVENTS });
    owner.cookies.set('lock_console_lang', lang);

    const page = await owner.get('/accounts/default/webhooks');

    const shown = shownText(page.text);
    for (const word of words) expect(shown).toContain(word);
    expect(shown).not.toMatch(/DEVICE_|ACCOUNT_USER|APP_KEY|NODE_ENV|LOCK_[A-Z]/);
    expect(shown).not.toMatch(/geheim hier|geheimnis hier|firma aquí|secret here/i);
    // The forms still send the API's names.
    expect(page.text).toContain('value="DEVICE_STATUS"');
  });

  describe('the callback URL it fills in', () => {
    const nodeEnv = process.env.NODE_ENV;
    let local: ConsoleApp;
    let localOwner: ConsoleClient;
    /** The app's own address: plain http to this machine, as in the demo. */
    const LOCAL_URL = 'http://127.0.0.1:3999';

    beforeEach(async () => {
      local = await ConsoleApp.start({ lock: { appUrl: LOCAL_URL } });
      await local.addMainUser(OWNER, ['default']);
      localOwner = await ConsoleClient.signedIn(local, OWNER);
    });

    afterEach(async () => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      await local.close();
    });

    it('is not an http address the form would refuse: the field stays empty and the hint says why', async () => {
      const page = await localOwner.get('/accounts/default/webhooks');

      expect(page.text).toMatch(/<input\s+id="callback-url"\s+name="callbackUrl"\s+type="url"\s+value=""/);
      expect(page.text).toContain(
        `This application&#39;s address, ${LOCAL_URL}/lock/webhook, cannot take deliveries (the lock service ` +
          'sends events only to https addresses), so no address is filled in',
      );
    });

    it('is the app address where the form takes it (development), and the form then takes it', async () => {
      process.env.NODE_ENV = 'development';
      const page = await localOwner.get('/accounts/default/webhooks');
      const filled = /name="callbackUrl"\s+type="url"\s+value="([^"]*)"/.exec(page.text)?.[1];
      expect(filled).toBe(`${LOCAL_URL}/lock/webhook`);
      expect(page.text).not.toContain('cannot take deliveries');

      const answer = await localOwner.post('/accounts/default/webhooks', {
        callbackUrl: filled as string,
        events: DEFAULT_EVENTS,
      });

      expect(answer.status).toBe(303);
      expect(flashOf(answer)?.kind).toBe('success');
    });

    it('is the https app address, and the form takes it', async () => {
      const page = await owner.get('/accounts/default/webhooks');
      const filled = /name="callbackUrl"\s+type="url"\s+value="([^"]*)"/.exec(page.text)?.[1];
      expect(filled).toBe(`${APP_URL}/lock/webhook`);

      const answer = await owner.post('/accounts/default/webhooks', {
        callbackUrl: filled as string,
        events: DEFAULT_EVENTS,
      });

      expect(answer.status).toBe(303);
      expect(flashOf(answer)?.kind).toBe('success');
    });
  });

  describe('who may', () => {
    const routes: [string, string, Record<string, string | string[]>][] = [
      ['GET', '/accounts/default/webhooks', {}],
      ['POST', '/accounts/default/webhooks', { callbackUrl: `${APP_URL}/x`, events: ['DEVICE_STATUS'] }],
      ['POST', '/accounts/default/webhooks/any-id/remove', { confirmed: '1' }],
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
      ['POST', '/accounts/depot/webhooks/any-id/remove', { confirmed: '1' }],
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
