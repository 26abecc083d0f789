import { inspect } from 'node:util';
import { randomBytes } from 'node:crypto';
import { LockAuthSettings } from '../auth/lock-auth-settings';
import { LockWebhookSettings } from '../application/webhooks/lock-webhook-settings';
import { configuredLockSecrets, LockSecrets, SECRETS_KEPT_PER_ACCOUNT } from './lock-secrets';

const token = (label: string) => `${label}-${randomBytes(18).toString('base64url')}`;
const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('LockSecrets', () => {
  const secrets = () =>
    new LockSecrets(new LockAuthSettings({ apiToken: 'configured-api-token-1' }), new LockWebhookSettings());

  it('redacts an account token however many other accounts were remembered after it', () => {
    const lockSecrets = secrets();
    const first = token('tenant-0');
    lockSecrets.remember('tenant-0', first);
    for (let index = 1; index <= 500; index += 1) lockSecrets.remember(`tenant-${index}`, token(`t${index}`));

    const echoes = [
      first,
      JSON.stringify({ echo: first }),
      encodeURIComponent(first),
      utf8(first).toString('base64'),
      utf8(`x${first}`).toString('base64url'),
      utf8(first).toString('hex').toUpperCase(),
      [...first].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      [...first].map((character) => `&#${character.charCodeAt(0)};`).join(''),
    ];
    for (const echo of echoes) {
      expect(lockSecrets.redact(`tenant-500 failed: ${echo} (end)`)).toMatch(
        /^tenant-500 failed: .*\[redacted\].* \(end\)$/,
      );
      expect(lockSecrets.redact(`tenant-500 failed: ${echo} (end)`)).not.toContain(first.slice(9));
    }
  });

  it('keeps each account its newest secrets: its own later ones push out its oldest', () => {
    const lockSecrets = secrets();
    const oldest = token('spent');
    lockSecrets.remember('tenant-1', oldest);
    for (let index = 0; index < SECRETS_KEPT_PER_ACCOUNT - 1; index += 1) {
      lockSecrets.remember('tenant-1', token(`generation-${index}`));
    }
    expect(lockSecrets.redact(`echo ${oldest}`)).toBe('echo [redacted]');
    lockSecrets.remember('tenant-1', token('newest'));
    expect(lockSecrets.redact(`echo ${oldest}`)).toBe(`echo ${oldest}`);
  });

  it('redacts the configured secrets and the held ones of the call', () => {
    expect(secrets().redact('configured-api-token-1 and held-token-42', ['held-token-42'])).toBe(
      '[redacted] and [redacted]',
    );
  });
});

describe('configuredLockSecrets()', () => {
  const options = {
    apiToken: 'api-token-default',
    accounts: { depot: { token: 'api-token-depot' } },
    oauth: { clientSecret: 'client-secret-value' },
    webhook: { secret: 'webhook-secret-one,webhook-secret-two' },
  };
  const auth = new LockAuthSettings(options);
  const webhooks = new LockWebhookSettings(options);

  it('lists the client secret, every API token and every webhook secret, for redaction', () => {
    expect(configuredLockSecrets(auth, webhooks)).toEqual([
      'client-secret-value',
      'api-token-default',
      'api-token-depot',
      'webhook-secret-one',
      'webhook-secret-two',
    ]);
  });

  it('neither inspect nor JSON output of the settings shows one', () => {
    for (const settings of [auth, webhooks]) {
      for (const text of [inspect(settings, { depth: 10, showHidden: true }), JSON.stringify(settings)]) {
        for (const secret of configuredLockSecrets(auth, webhooks)) expect(text).not.toContain(secret);
      }
    }
  });
});
