import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Asks the operator on the terminal: the question goes to standard error, the answer comes from standard input. */
@Injectable()
export class TerminalPrompt {
  /**
   * The line the operator typed, trimmed; empty when standard input ends without one. With `hidden`, what is
   * typed is not echoed (for passwords), and the question is only asked on a terminal: a secret piped in needs
   * none, and standard input already at its end leaves nothing but the command's one `Error:` line.
   */
  async ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
    const asked = !options.hidden || process.stdin.isTTY === true;
    if (asked) process.stderr.write(question);
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
      if (options.hidden && asked) process.stderr.write('\n');
      return options.hidden ? answer : answer.trim();
    } finally {
      reader.close();
    }
  }
}
