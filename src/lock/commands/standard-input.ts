import { Injectable } from '@nestjs/common';
import { readTextWithin } from './bounded-input';

/** Reads standard input (`lock:api --input -`); tests replace it to feed a body. */
@Injectable()
export class StandardInput {
  /**
   * Standard input up to its end as UTF-8 text, or `undefined` when it holds more than `maxBytes`: the reading
   * stops there, so no more than `maxBytes` is kept.
   */
  readAll(maxBytes = Number.POSITIVE_INFINITY): Promise<string | undefined> {
    return readTextWithin(this.source(), maxBytes);
  }

  /** The stream read: `process.stdin`. */
  protected source(): AsyncIterable<unknown> {
    return process.stdin;
  }
}
