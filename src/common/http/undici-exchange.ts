import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import type { Dispatcher } from 'undici';
import { contentDecoders } from './content-decoding';
import { errorClassName, errorCode } from './failure-code';
import { refuseAnnouncedOverLimit, RESPONSE_TOO_LARGE_CODE } from './response-size-limit';
import { REQUEST_TIMEOUT_CODE, TransportResponse } from './transport';

/** Decodes bodies as `readLimitedText` does: UTF-8, a leading byte order mark dropped. */
const UTF8 = new TextDecoder();

/** How an exchange ends: the answer, or the error code of a failure to get one. */
export interface ExchangeOutcome {
  answer(response: TransportResponse): void;
  failure(code: string): void;
}

/**
 * One request on an undici dispatcher, as a dispatch handler: the answer's body is gathered as it arrives (no
 * stream, no async iteration) and counted against `maxBytes` after decoding, the deadline is one timer that
 * aborts the exchange wherever it is (queued, connecting, waiting for headers, reading the body), and the outcome
 * is reported once. An aborted or failed exchange closes its connection (undici does not reuse it).
 */
export class UndiciExchange implements Dispatcher.DispatchHandler {
  readonly #method: string;
  readonly #maxBytes: number;
  readonly #outcome: ExchangeOutcome;
  readonly #timer: ReturnType<typeof setTimeout>;
  #controller?: Dispatcher.DispatchController;
  #settled = false;
  #status = 0;
  #headers: IncomingHttpHeaders = {};
  #chunks: Buffer[] = [];
  #bytes = 0;
  /** The first decoder, which takes the encoded body, when the answer has a `Content-Encoding` to undo. */
  #encoded?: Transform;

  constructor(method: string, timeoutMs: number, maxBytes: number, outcome: ExchangeOutcome) {
    this.#method = method;
    this.#maxBytes = maxBytes;
    this.#outcome = outcome;
    this.#timer = setTimeout(() => this.#fail(REQUEST_TIMEOUT_CODE), timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    // The deadline passed while the request waited for a socket: it is not sent.
    if (this.#settled) controller.abort(abandoned());
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200 || this.#settled) return; // an informational answer; the real one follows
    this.#status = statusCode;
    this.#headers = headers;
    try {
      refuseAnnouncedOverLimit(this.#method, statusCode, headers['content-length'], this.#maxBytes);
    } catch (error) {
      this.#fail(errorCode(error) ?? errorClassName(error));
      return;
    }
    const decoders = contentDecoders(headers['content-encoding'], this.#method, statusCode);
    if (decoders.length === 0) return; // no coding to undo: chunks are gathered as they arrive
    const encoded = decoders[0];
    const decoded = decoders[decoders.length - 1];
    this.#encoded = encoded;
    encoded.on('drain', () => controller.resume());
    decoded.on('data', (chunk: Buffer) => this.#gather(chunk));
    decoded.on('end', () => this.#answer());
    decoded.on('error', (error) => this.#fail(errorCode(error) ?? errorClassName(error)));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    if (this.#encoded === undefined) this.#gather(chunk);
    else if (!this.#encoded.write(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    if (this.#encoded === undefined) this.#answer();
    else this.#encoded.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.#fail(errorCode(error) ?? errorClassName(error));
  }

  /** Keeps a decoded chunk, or fails the exchange once the body passes the limit (nothing past it is kept). */
  #gather(chunk: Buffer): void {
    if (this.#settled) return;
    this.#bytes += chunk.byteLength;
    if (this.#bytes > this.#maxBytes) {
      this.#fail(RESPONSE_TOO_LARGE_CODE);
      return;
    }
    this.#chunks.push(chunk);
  }

  #answer(): void {
    if (this.#settled) return;
    const body = this.#bytes === 0 ? '' : UTF8.decode(Buffer.concat(this.#chunks, this.#bytes));
    this.#settle();
    this.#outcome.answer({ status: this.#status, body, headers: flattenHeaders(this.#headers) });
  }

  /** Reports the failure once and ends the exchange, which closes its connection. */
  #fail(code: string): void {
    if (this.#settled) return;
    this.#settle();
    this.#encoded?.destroy();
    this.#controller?.abort(abandoned());
    this.#outcome.failure(code);
  }

  #settle(): void {
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#chunks = [];
  }
}

/** The reason an exchange is aborted with; undici hands it back to `onResponseError`, which then ignores it. */
function abandoned(): Error {
  return new Error('exchange abandoned');
}

/** Header names as undici gives them (lower case); a repeated header's values joined with ", ". */
function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
