/**
 * The last value remembered per key, for at most `limit` keys (the key remembered longest ago is dropped first).
 * Private (#), so no inspect output shows a value.
 */
export class RecentByKey<V> {
  readonly #byKey = new Map<string, V>();

  constructor(private readonly limit = 1000) {}

  get(key: string): V | undefined {
    return this.#byKey.get(key);
  }

  set(key: string, value: V): void {
    this.#byKey.delete(key);
    this.#byKey.set(key, value);
    if (this.#byKey.size > this.limit) this.#byKey.delete(this.#byKey.keys().next().value as string);
  }

  delete(key: string): void {
    this.#byKey.delete(key);
  }
}
