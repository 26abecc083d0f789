import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Asks the operator on the terminal: the question goes to standard error, the answer comes from standard input. */
@Injectable()
export class TerminalPrompt {
  /**
   * The line the operator typed, trimmed; empty when standard input ends without one. With `hidden`, what is
   * typed is not echoed (for passwords).
   */
  async ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
    process.stderr.write(question);
    const echo = options.hidden
      ? new Writable({ write: (_chunk, _encoding, done) => done() })
      : process.stderr;
    const reader = createInterface({
      input: process.stdin,
      output: echo,
      terminal: process.stdin.isTTY === true,
    });
    try {
      const answer = await new Promise<string>((resolve) => {
        reader.once('line', resolve);
        reader.once('close', () => resolve(''));
      });
      if (options.hidden) process.stderr.write('\n');
      return options.hidden ? answer : answer.trim();
    } finally {
      reader.close();
    }
  }
}
