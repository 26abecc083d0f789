import { pipeline, Transform, TransformCallback } from 'node:stream';
import * as zlib from 'node:zlib';

/** Lenient about a stream cut short at its end, as browsers, fetch and axios are. */
const ZLIB_OPTIONS: zlib.ZlibOptions = {
  flush: zlib.constants.Z_SYNC_FLUSH,
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
};
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
};

/** The most content codings undone on one answer; an answer with more is read as it is, undecoded. */
const MAX_CODINGS = 3;

const DECODERS: Record<string, () => Transform[]> = {
  gzip: () => [zlib.createGunzip(ZLIB_OPTIONS)],
  'x-gzip': () => [zlib.createGunzip(ZLIB_OPTIONS)],
  deflate: () => [new ZlibHeaderForRawDeflate(), zlib.createInflate(ZLIB_OPTIONS)],
  br: () => [zlib.createBrotliDecompress(BROTLI_OPTIONS)],
};

/**
 * The decoders that undo an answer's `Content-Encoding` (gzip, deflate with or without its zlib header, br;
 * several codings in reverse order), chained: write the encoded body into the first, read the decoded one from
 * the last; an error or a destroy anywhere ends the whole chain. None (an empty list) for an answer without a
 * body, without a coding, with `identity` or with a coding this does not know: its body is read as it is. The
 * decoders produce no more than their reader takes (stream back-pressure), so a limit counted on the decoded
 * bytes keeps nothing past it.
 */
export function contentDecoders(
  contentEncoding: string | string[] | undefined,
  method: string,
  status: number,
): Transform[] {
  if (contentEncoding === undefined || method === 'HEAD' || status === 204 || status === 304) return [];
  const codings = String(contentEncoding)
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (
    codings.length === 0 ||
    codings.length > MAX_CODINGS ||
    !codings.every((coding) => coding in DECODERS)
  ) {
    return [];
  }
  const decoders = codings.reverse().flatMap((coding) => DECODERS[coding]());
  if (decoders.length > 1) pipeline(decoders, () => undefined);
  return decoders;
}

/**
 * `deflate` as servers send it: a zlib stream (RFC 1950) as the RFC says, or a raw deflate stream (RFC 1951) as
 * some do. A raw one (told by its first byte: a zlib header's low nibble is 8, the deflate method) gets a zlib
 * header put in front, so one inflater reads both; the checksum it then lacks at the end is let go by the
 * lenient finish (as axios does).
 */
class ZlibHeaderForRawDeflate extends Transform {
  #first = true;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#first && chunk.length > 0) {
      this.#first = false;
      if ((chunk[0] & 0x0f) !== 0x08) this.push(ZLIB_HEADER);
    }
    callback(null, chunk);
  }
}

/** A zlib header: deflate with a 32 KiB window, default compression. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
