import { Injectable } from '@nestjs/common';

/** Reads all of standard input (`lock:api --input -`); tests replace it to feed a body. */
@Injectable()
export class StandardInput {
  /** Everything standard input holds, up to its end, as UTF-8 text. */
  async readAll(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
