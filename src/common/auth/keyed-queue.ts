/**
 * Runs operations one after another per key: an operation starts when the earlier ones of its key have
 * settled (whatever their outcome), so writes of one key never interleave. Different keys run side by side.
 */
export class KeyedQueue<K = string> {
  private readonly tails = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const started = previous.then(work, work);
    const tail = started.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return started;
  }
}
