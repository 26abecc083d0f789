/**
 * Runs one operation per key at a time: callers that arrive while it is under way share its promise, so N
 * concurrent callers cause one call of the work. Once it settles, the next caller starts a new one.
 */
export class SingleFlight<K = string> {
  private readonly inFlight = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    // Started on the next microtask, so even work that throws synchronously settles after the key is set.
    const started = Promise.resolve()
      .then(work)
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
