import { createHmac, timingSafeEqual } from 'node:crypto';

/** A well-formed signature: 64 hex digits (either case). */
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The signature of a webhook body: the lower-case hex HMAC-SHA256 of the raw bytes under the subscription secret. */
export function signWebhookBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * True when the signature is the body's HMAC-SHA256 under the secret; compared in constant time over the
 * decoded bytes, after checking that both are 32 bytes long (anything but 64 hex digits is false at once).
 */
export function hasValidWebhookSignature(body: Buffer, signature: string, secret: string): boolean {
  const given = signature.trim();
  if (!HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
