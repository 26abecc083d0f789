import { createHmac } from 'node:crypto';
import { hasValidWebhookSignature, signWebhookBody } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = '8d41a187c3954f886f9de3a88c2ef22df0eac190';
  const body = Buffer.from('{"feature":"DEVICE_STATUS","smartlockId":100101}');
  const expected = createHmac('sha256', secret).update(body).digest('hex');

  it('signs with the lower-case hex HMAC-SHA256 of the raw bytes', () => {
    expect(signWebhookBody(body, secret)).toBe(expected);
    expect(signWebhookBody(body.toString('utf8'), secret)).toBe(expected);
  });

  it('accepts the right signature in either case and with surrounding blanks', () => {
    expect(hasValidWebhookSignature(body, expected, secret)).toBe(true);
    expect(hasValidWebhookSignature(body, ` ${expected.toUpperCase()} `, secret)).toBe(true);
  });

  it.each([
    ['another secret', signWebhookBody(body, `${secret}x`)],
    ['another body', signWebhookBody(`${body.toString('utf8')} `, secret)],
    ['one digit short', expected.slice(0, 63)],
    ['one byte more', `${expected}00`],
    ['half the length', expected.slice(0, 32)],
    ['no hex', 'g'.repeat(64)],
    ['empty', ''],
  ])('refuses a signature made with %s', (_case, signature) => {
    expect(hasValidWebhookSignature(body, signature, secret)).toBe(false);
  });
});
