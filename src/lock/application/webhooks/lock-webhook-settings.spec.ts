import { LockException } from '../../errors/lock.exception';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockOptionsFromEnv } from '../../lock-env';
import {
  BLANKS,
  describeChoiceSettings,
  errorOf,
  itKeepsItsOptionsHidden,
} from '../../support/lock-setting-values.spec-helper';
import { DEFAULT_LOCK_WEBHOOK_ROUTE, LockWebhookSettings } from './lock-webhook-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>, env: NodeJS.ProcessEnv = {}): LockWebhookSettings {
  return new LockWebhookSettings(options as LockOptions, env);
}

describe('LockWebhookSettings', () => {
  describeChoiceSettings(
    [
      {
        reader: 'webhookApi',
        read: (value: unknown) => config({ webhook: { api: value } }).webhookApi(),
        fallback: 'notification',
        accepted: ['notification', 'decentral'],
        envName: 'LOCK_WEBHOOK_API',
      },
    ],
    config,
  );

  describe('URL settings: a LockException naming the setting when not an absolute http(s) URL', () => {
    it.each([['APP_URL (option appUrl)', () => config({ appUrl: 'app.example' }).defaultWebhookUrl()]])(
      '%s',
      (setting, read) => {
        expect(read).toThrow(LockException);
        expect(read).toThrow(`Invalid lock setting: ${setting} must be an absolute http:// or https:// URL`);
      },
    );
  });

  describe('webhookRoute(): the receiver route with a leading slash, /lock/webhook by default', () => {
    it('is /lock/webhook by default', () => {
      expect(DEFAULT_LOCK_WEBHOOK_ROUTE).toBe('/lock/webhook');
      expect(new LockWebhookSettings().webhookRoute()).toBe('/lock/webhook');
    });

    it.each(BLANKS)('falls back to the default when it is %s', (_label, route) => {
      expect(config({ webhook: { route } }).webhookRoute()).toBe('/lock/webhook');
    });

    it.each([
      ['/hooks/lock', '/hooks/lock'],
      ['hooks/lock', '/hooks/lock'],
      ['  hooks/lock  ', '/hooks/lock'],
    ])('returns %j as %j', (route, expected) => {
      expect(config({ webhook: { route } }).webhookRoute()).toBe(expected);
    });
  });

  describe('defaultWebhookUrl(): APP_URL plus the webhook route, null without APP_URL', () => {
    it.each(BLANKS)('is null when the app URL is %s', (_label, appUrl) => {
      expect(config({ appUrl }).defaultWebhookUrl()).toBeNull();
      expect(config({ appUrl, webhook: { route: '/hooks' } }).defaultWebhookUrl()).toBeNull();
    });

    it.each([
      ['https://app.example.test', undefined, 'https://app.example.test/lock/webhook'],
      ['https://app.example.test/', undefined, 'https://app.example.test/lock/webhook'],
      ['https://app.example.test/portal/', undefined, 'https://app.example.test/portal/lock/webhook'],
      ['https://app.example.test', '/hooks/lock', 'https://app.example.test/hooks/lock'],
      ['https://app.example.test/', 'hooks/lock', 'https://app.example.test/hooks/lock'],
      [' https://app.example.test ', 'hooks', 'https://app.example.test/hooks'],
    ])('joins %j and route %j as %j', (appUrl, route, expected) => {
      expect(config({ appUrl, webhook: { route } }).defaultWebhookUrl()).toBe(expected);
    });
  });

  describe('webhookSecrets(): the configured signing secrets', () => {
    it.each([
      [undefined, []],
      ['', []],
      ['one', ['one']],
      [' new-secret , old-secret ,, ', ['new-secret', 'old-secret']],
      [
        ['a,b', ' c '],
        ['a,b', 'c'],
      ],
    ])('%j gives %j', (secret, expected) => {
      expect(config({ webhook: { secret } }).webhookSecrets()).toEqual(expected);
    });

    it('reads LOCK_WEBHOOK_SECRET', () => {
      const options = lockOptionsFromEnv({ LOCK_WEBHOOK_SECRET: 'new,old' });
      expect(new LockWebhookSettings(options).webhookSecrets()).toEqual(['new', 'old']);
    });
  });

  describe('webhookSignatureHeader(): x-lock-signature-sha256 unless set, lower case', () => {
    it.each([
      [undefined, 'x-lock-signature-sha256'],
      ['X-Hub-Signature-256', 'x-hub-signature-256'],
      [' X-Signature ', 'x-signature'],
    ])('%j gives %j', (signatureHeader, expected) => {
      expect(config({ webhook: { signatureHeader } }).webhookSignatureHeader()).toBe(expected);
    });

    it.each(['X Signature', 'x-sig:', 'x-sig@', 'x-sig\u0000'])(
      'refuses %j, naming the setting',
      (signatureHeader) => {
        const error = errorOf(() => config({ webhook: { signatureHeader } }).webhookSignatureHeader());
        expect(error).toBeInstanceOf(LockException);
        expect(error.message).toContain('LOCK_WEBHOOK_SIGNATURE_HEADER (option webhook.signatureHeader)');
      },
    );
  });

  describe('webhookVerifySignature(): on unless switched off, never off in production', () => {
    it.each([undefined, '', 'true', '1', true])('%j is on', (verifySignature) => {
      expect(
        config({ webhook: { verifySignature } }, { NODE_ENV: 'production' }).webhookVerifySignature(),
      ).toBe(true);
    });

    it.each(['false', 'off', 'no', '0', false])('%j is off outside production', (verifySignature) => {
      const off = (env: NodeJS.ProcessEnv) => config({ webhook: { verifySignature } }, env);
      expect(off({}).webhookVerifySignature()).toBe(false);
      expect(off({ NODE_ENV: 'development' }).webhookVerifySignature()).toBe(false);
    });

    it.each(['production', ' Production '])('off with NODE_ENV=%j throws, naming the setting', (NODE_ENV) => {
      const error = errorOf(() =>
        config({ webhook: { verifySignature: 'false' } }, { NODE_ENV }).webhookVerifySignature(),
      );
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_WEBHOOK_VERIFY_SIGNATURE (option webhook.verifySignature)');
      expect(error.message).toContain('NODE_ENV=production');
    });
  });

  describe('webhookDuplicateWindowSeconds(): 600 unless set, whole seconds, at most 30 days', () => {
    it.each([
      [undefined, 600],
      ['', 600],
      ['0', 600],
      ['60', 60],
      [86_400, 86_400],
    ])('%j gives %j', (duplicateWindow, expected) => {
      expect(config({ webhook: { duplicateWindow } }).webhookDuplicateWindowSeconds()).toBe(expected);
    });

    it.each(['1.5', String(30 * 24 * 3600 + 1)])('refuses %j, naming the setting', (duplicateWindow) => {
      const error = errorOf(() => config({ webhook: { duplicateWindow } }).webhookDuplicateWindowSeconds());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_WEBHOOK_DUPLICATE_WINDOW (option webhook.duplicateWindow)');
    });
  });

  describe('webhookListenerTimeoutSeconds(): 10 x the claim timeout unless set, at most a timer’s limit', () => {
    it.each([
      [{}, 600],
      [{ claimTimeout: '5' }, 50],
      [{ listenerTimeout: '' }, 600],
      [{ listenerTimeout: '0' }, 600],
      [{ listenerTimeout: '-3', claimTimeout: 2 }, 20],
      [{ listenerTimeout: '1.5' }, 1.5],
      [{ listenerTimeout: 30, claimTimeout: 60 }, 30],
      [{ listenerTimeout: '7200' }, 7200],
    ])('%j gives %j', (webhook, expected) => {
      expect(config({ webhook }).webhookListenerTimeoutSeconds()).toBe(expected);
    });

    it('reads LOCK_WEBHOOK_LISTENER_TIMEOUT', () => {
      const options = lockOptionsFromEnv({ LOCK_WEBHOOK_LISTENER_TIMEOUT: '45' });
      expect(new LockWebhookSettings(options).webhookListenerTimeoutSeconds()).toBe(45);
    });

    it.each(['2147484', '1e3', '0x10', 'Infinity'])('refuses %j, naming the setting', (listenerTimeout) => {
      const error = errorOf(() => config({ webhook: { listenerTimeout } }).webhookListenerTimeoutSeconds());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain(
        'Invalid lock setting: LOCK_WEBHOOK_LISTENER_TIMEOUT (option webhook.listenerTimeout)',
      );
    });
  });

  itKeepsItsOptionsHidden(config);
});
