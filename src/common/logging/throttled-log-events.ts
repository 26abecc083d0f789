import type { LogEvent } from './log-event';

/** Where a throttled event goes (a Nest `Logger`'s `warn` or `error`, bound). */
export type LogEventLine = (event: LogEvent) => void;

/** When an event of one key was last logged, and how many of that key were counted since. */
interface KeyState {
  lastAt: number;
  held: number;
}

/**
 * Logs a recurring event at most once per interval and key (a reason, an account): the first at once, the ones
 * within the interval counted and reported with the next one logged, as its field `suppressed` (how many were
 * left out since the last line), so a fault repeated on every request is a few lines, not a flood, and one key
 * never hides another.
 */
export class ThrottledLogEvents {
  readonly #keys = new Map<string, KeyState>();

  constructor(
    private readonly line: LogEventLine,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs the event, or counts it when an event of the same key was logged less than the interval ago. */
  say(key: string, event: LogEvent): void {
    const now = this.now();
    const state = this.#keys.get(key);
    if (state !== undefined && now - state.lastAt < this.intervalMs) {
      state.held += 1;
      return;
    }
    this.#keys.set(key, { lastAt: now, held: 0 });
    this.line(state === undefined || state.held === 0 ? event : event.with({ suppressed: state.held }));
  }
}
