import { Injectable } from '@nestjs/common';
import { createInterface } from 'node:readline/promises';

/** Asks the operator for the authorization code on the terminal (the question goes to standard error). */
@Injectable()
export class OAuthCodePrompt {
  /** The line the operator typed, trimmed; empty when standard input ends without one. */
  async ask(question: string): Promise<string> {
    const reader = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
    try {
      process.stderr.write(question);
      const answer = await new Promise<string>((resolve) => {
        reader.once('line', resolve);
        reader.once('close', () => resolve(''));
      });
      return answer.trim();
    } finally {
      reader.close();
    }
  }
}
