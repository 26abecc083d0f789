/** One operation under watch: when it must have settled, and how to fail it. */
interface WatchedOperation {
  readonly deadline: number;
  settled: boolean;
  readonly reject: (error: Error) => void;
}

/**
 * Bounds operations that all share one timeout, with one timer for all of them instead of one per operation:
 * deadlines arrive in order, so the timer only ever waits for the oldest operation still open. A store that
 * answers in time costs an entry in a queue, not a timer and a `Promise.race` (measurable on every cache hit).
 */
export class OperationTimeouts {
  private readonly queue: WatchedOperation[] = [];
  private head = 0;
  private timer?: NodeJS.Timeout;

  /**
   * @param timeoutMs how long an operation may take
   * @param timeoutError the error an operation that took longer fails with
   */
  constructor(
    private readonly timeoutMs: number,
    private readonly timeoutError: () => Error,
    private readonly now: () => number = Date.now,
  ) {}

  /** Settles like `operation`, or fails with the timeout error once `timeoutMs` have passed without an answer. */
  watch<T>(operation: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const watched: WatchedOperation = { deadline: this.now() + this.timeoutMs, settled: false, reject };
      this.queue.push(watched);
      this.arm();
      operation.then(
        (value) => {
          this.settle(watched);
          resolve(value);
        },
        (error: unknown) => {
          this.settle(watched);
          reject(error as Error);
        },
      );
    });
  }

  /** Marks the operation settled and drops the settled ones at the front, so the queue stays as long as what is open. */
  private settle(watched: WatchedOperation): void {
    watched.settled = true;
    while (this.head < this.queue.length && this.queue[this.head].settled) this.head += 1;
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  /** Fails the operations past their deadline, drops the settled ones and waits for the oldest still open. */
  private expire(): void {
    this.timer = undefined;
    const now = this.now();
    while (this.head < this.queue.length) {
      const oldest = this.queue[this.head];
      if (!oldest.settled && oldest.deadline > now) break;
      if (!oldest.settled) {
        oldest.settled = true;
        oldest.reject(this.timeoutError());
      }
      this.head += 1;
    }
    this.queue.splice(0, this.head);
    this.head = 0;
    this.arm();
  }

  private arm(): void {
    if (this.timer !== undefined || this.head >= this.queue.length) return;
    const delay = Math.max(0, this.queue[this.head].deadline - this.now());
    // Unref'd: the operations themselves keep a process alive while they run, an idle watch does not.
    this.timer = setTimeout(() => this.expire(), delay).unref();
  }
}
