/**
 * The deadline of one exchange (connect, headers and body): its `signal` aborts once `timeoutMs` have passed,
 * unless `end()` came first. One timer per exchange, cleared as soon as the exchange ends (unlike
 * `AbortSignal.timeout`, which keeps its timer for the whole timeout).
 */
export class RequestDeadline {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;

  constructor(timeoutMs: number) {
    this.#timer = setTimeout(() => this.#controller.abort(), timeoutMs);
  }

  /** Aborts when the deadline passes; give it to the request. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Whether the deadline has passed: whatever failure the abort caused is a timeout. */
  get expired(): boolean {
    return this.#controller.signal.aborted;
  }

  /** Ends the exchange's deadline (clears its timer); call it however the exchange ended. */
  end(): void {
    clearTimeout(this.#timer);
  }
}
