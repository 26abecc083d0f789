import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Asks the operator on the terminal: the question goes to standard error, the answer comes from standard input. */
@Injectable()
export class TerminalPrompt {
  /**
   * The line the operator typed, trimmed; empty when standard input ends without one. With `hidden`, what is
   * typed is not echoed (for passwords). On a terminal the question is asked at once; on piped input it is
   * written when the answer arrives, so input already at its end leaves only the command's one `Error:` line.
   */
  async ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
    const onTerminal = process.stdin.isTTY === true;
    if (onTerminal) process.stderr.write(question);
    const echo = options.hidden
      ? new Writable({ write: (_chunk, _encoding, done) => done() })
      : process.stderr;
    const reader = createInterface({
      input: process.stdin,
      output: echo,
      terminal: onTerminal,
    });
    try {
      const answer = await new Promise<string | null>((resolve) => {
        reader.once('line', resolve);
        reader.once('close', () => resolve(null));
      });
      if (answer === null) {
        // Ended on a terminal (Ctrl-D): the command's line starts on a line of its own.
        if (onTerminal) process.stderr.write('\n');
        return '';
      }
      if (!onTerminal) process.stderr.write(question);
      if (options.hidden) process.stderr.write('\n');
      return options.hidden ? answer : answer.trim();
    } finally {
      reader.close();
    }
  }
}
