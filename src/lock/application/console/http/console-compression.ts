import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies below this many bytes are sent as they are: compressing them would save next to nothing. */
export const CONSOLE_COMPRESSION_MIN_BYTES = 1024;

/** The encodings the console answers in, best first. */
export type ConsoleContentEncoding = 'br' | 'gzip';

/** Brotli's quality for answers made per request: close to its best size at a fraction of the time of 11. */
const BROTLI_QUALITY = 5;

/**
 * The encoding to answer a request in, from its `Accept-Encoding`: brotli when accepted, else gzip, else none
 * (null). A `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function acceptedConsoleEncoding(
  header: string | string[] | undefined,
): ConsoleContentEncoding | null {
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: ConsoleContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
}

/**
 * Writes a console answer's body (the status and other headers already set), compressed when the request
 * accepts it and the body is worth it, with `Content-Encoding`, `Content-Length` and `Vary: Accept-Encoding`.
 */
export function sendConsoleBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
): void {
  const plain = Buffer.from(body, 'utf8');
  const encoding =
    plain.length < CONSOLE_COMPRESSION_MIN_BYTES
      ? null
      : acceptedConsoleEncoding(request.headers['accept-encoding']);
  const sent = encoding === null ? plain : compress(plain, encoding);
  response.statusCode = status;
  varyOnEncoding(response);
  if (encoding !== null) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', sent.length);
  response.end(sent);
}

function compress(body: Buffer, encoding: ConsoleContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds `Accept-Encoding` to the answer's `Vary` (kept once, beside what a host app may have set). */
function varyOnEncoding(response: ServerResponse): void {
  const current = response.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  response.setHeader('Vary', [...names, 'Accept-Encoding'].join(', '));
}
