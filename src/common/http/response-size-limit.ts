import type { Readable } from 'node:stream';

/** The error code of an answer larger than the transport's `maxResponseBytes`. */
export const RESPONSE_TOO_LARGE_CODE = 'ERESPONSETOOLARGE';

/** The error a transport throws for an answer over the limit; it becomes `ConnectionException` `response-too-large`. */
export function responseTooLarge(maxBytes: number): Error {
  return Object.assign(new Error(`the answer is larger than ${maxBytes} bytes`), {
    code: RESPONSE_TOO_LARGE_CODE,
  });
}

/**
 * Throws `responseTooLarge` when the answer's `Content-Length` announces more than `maxBytes`, before anything
 * of the body is read. A HEAD, 204 or 304 answer has no body, whatever its `Content-Length` says.
 */
export function refuseAnnouncedOverLimit(
  method: string,
  status: number,
  contentLength: unknown,
  maxBytes: number,
): void {
  if (method === 'HEAD' || status === 204 || status === 304) return;
  const announced = typeof contentLength === 'string' ? contentLength.trim() : String(contentLength ?? '');
  if (/^\d+$/.test(announced) && Number(announced) > maxBytes) throw responseTooLarge(maxBytes);
}

/** Decodes bodies as UTF-8, a leading byte order mark dropped (stateless without `stream`, so shared). */
const UTF8 = new TextDecoder();

/**
 * The body as UTF-8 text (a leading byte order mark dropped), counted as it arrives: past `maxBytes` the reading
 * stops, the stream is ended (leaving the loop destroys a Node stream and cancels a web stream) and
 * `responseTooLarge` is thrown, so nothing beyond the limit is kept.
 */
export async function readLimitedText(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw responseTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return UTF8.decode(Buffer.concat(chunks, total));
}

/**
 * `readLimitedText` for a Node stream, read through its events (cheaper than async iteration): past `maxBytes` the
 * reading stops and `responseTooLarge` is thrown; a stream that closes before its end rejects with
 * `ERR_STREAM_PREMATURE_CLOSE`. The caller destroys the stream on failure.
 */
export function readLimitedStream(body: Readable, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (error?: Error): void => {
      body.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve(total === 0 ? '' : UTF8.decode(Buffer.concat(chunks, total)));
    };
    const onData = (chunk: Buffer): void => {
      total += chunk.byteLength;
      if (total > maxBytes) done(responseTooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = (): void => done();
    const onClose = (): void =>
      done(Object.assign(new Error('the body ended early'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    body.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
}
