import { LockConsoleSettings } from './lock-console-settings';
import { isAllowedWebhookUrl } from './webhook-url-rule';

describe('isAllowedWebhookUrl', () => {
  const production = new LockConsoleSettings({}, { NODE_ENV: 'production' }).development();
  const unset = new LockConsoleSettings({}, {}).development();
  const development = new LockConsoleSettings({}, { NODE_ENV: 'development' }).development();

  it('takes an absolute https URL, anywhere', () => {
    expect(isAllowedWebhookUrl('https://hooks.example.com/lock', production)).toBe(true);
    expect(isAllowedWebhookUrl('https://127.0.0.1:8443/lock', unset)).toBe(true);
  });

  it('refuses http to another host, also in development', () => {
    expect(isAllowedWebhookUrl('http://hooks.example.com/lock', production)).toBe(false);
    expect(isAllowedWebhookUrl('http://hooks.example.com/lock', development)).toBe(false);
    expect(isAllowedWebhookUrl('http://127.0.0.1.example.com/lock', development)).toBe(false);
  });

  it('takes http to this machine only while NODE_ENV=development', () => {
    for (const url of ['http://127.0.0.1:3000/lock', 'http://[::1]:3000/lock', 'http://localhost/lock']) {
      expect(isAllowedWebhookUrl(url, development)).toBe(true);
      expect(isAllowedWebhookUrl(url, production)).toBe(false);
      expect(isAllowedWebhookUrl(url, unset)).toBe(false);
    }
  });

  it('refuses what is no absolute http(s) URL', () => {
    for (const url of ['', '/lock/webhook', 'ftp://example.com/x', 'javascript:alert(1)', 'https//x']) {
      expect(isAllowedWebhookUrl(url, development)).toBe(false);
    }
  });
});
