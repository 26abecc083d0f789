import type { IncomingMessage } from 'node:http';
import { PayloadTooLargeException } from '@nestjs/common';

/**
 * The largest webhook body read when no body parser took the request (a JSON type such as
 * `application/vnd.api+json` or `text/json`, which Nest's JSON parser leaves alone): 1 MiB, ten times its limit.
 */
export const MAX_UNPARSED_WEBHOOK_BODY_BYTES = 1024 * 1024;

/** True when no body parser has read the request yet, so its body can still be read from the stream. */
export function bodyUnread(request: IncomingMessage): boolean {
  return !request.readableEnded && !request.destroyed;
}

/**
 * Reads a request's body that no body parser took, up to `limit` bytes.
 * @throws PayloadTooLargeException (413) past the limit (a `Content-Length` over it is refused before reading)
 */
export async function readUnparsedBody(
  request: IncomingMessage,
  limit = MAX_UNPARSED_WEBHOOK_BODY_BYTES,
): Promise<Buffer> {
  const tooLarge = () => new PayloadTooLargeException(`Webhook deliveries are at most ${limit} bytes.`);
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      request.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
