/** Where a throttled line goes (a Nest `Logger`'s `warn` or `error`, bound). */
export type LogLine = (message: string) => void;

/**
 * Says a recurring message at most once per interval: the first occurrence at once, the ones within the interval
 * counted and reported with the next line that is said ("(and 41 more like it in the last 60 s)"), so a fault that
 * repeats hundreds of times a second is a few lines, not a flood.
 */
export class ThrottledLog {
  #lastAt = Number.NEGATIVE_INFINITY;
  #held = 0;

  constructor(
    private readonly line: LogLine,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs the message, or counts it when a line was logged less than the interval ago. */
  say(message: string): void {
    const now = this.now();
    if (now - this.#lastAt < this.intervalMs) {
      this.#held += 1;
      return;
    }
    const held = this.#held;
    this.#lastAt = now;
    this.#held = 0;
    this.line(
      held === 0
        ? message
        : `${message} (and ${held} more like it in the last ${Math.round(this.intervalMs / 1000)} s)`,
    );
  }
}
