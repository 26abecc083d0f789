import { createHmac } from 'node:crypto';
import { httpCall, HttpAnswer } from './http-call';

/**
 * Sends a webhook delivery as the lock API does: the JSON body, signed with the subscription's secret as the
 * lower-case hex HMAC-SHA256 of the raw body in `X-Lock-Signature-SHA256`.
 */
export function sendSignedWebhook(url: string, body: string, secret: string): Promise<HttpAnswer> {
  return httpCall('POST', url, {
    body,
    headers: {
      'content-type': 'application/json',
      'x-lock-signature-sha256': createHmac('sha256', secret).update(body).digest('hex'),
    },
  });
}
