/**
 * The deadline of one exchange (connect, headers and body): it aborts once `timeoutMs` have passed, unless
 * `end()` came first. One timer per exchange, cleared as soon as the exchange ends (unlike `AbortSignal.timeout`,
 * which keeps its timer for the whole timeout). The deadline is itself the abort signal axios takes (its
 * `GenericAbortSignal`: `aborted` and the `abort` listeners), so a call through axios makes no `AbortController`;
 * `signal` gives a real `AbortSignal` (for fetch), made at first use.
 */
export class RequestDeadline {
  readonly #timer: ReturnType<typeof setTimeout>;
  #expired = false;
  #listeners: (() => void)[] = [];
  #controller?: AbortController;

  constructor(timeoutMs: number) {
    this.#timer = setTimeout(() => this.#expire(), timeoutMs);
  }

  /** An `AbortSignal` that aborts when the deadline passes; give it to a request that takes no other signal. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#expired) this.#controller.abort();
    }
    return this.#controller.signal;
  }

  /** Whether the deadline has passed: whatever failure the abort caused is a timeout. */
  get expired(): boolean {
    return this.#expired;
  }

  /** Whether the deadline has passed, as an abort signal says it. */
  get aborted(): boolean {
    return this.#expired;
  }

  /** Calls `listener` once when the deadline passes (only `abort` events exist). */
  addEventListener(_type: 'abort', listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Forgets a listener added with `addEventListener`. */
  removeEventListener(_type: 'abort', listener: () => void): void {
    this.#listeners = this.#listeners.filter((added) => added !== listener);
  }

  /** Ends the exchange's deadline (clears its timer); call it however the exchange ended. */
  end(): void {
    clearTimeout(this.#timer);
  }

  #expire(): void {
    this.#expired = true;
    this.#controller?.abort();
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
  }
}
