import type { AccountingException } from './accounting.exception';

/**
 * Stands in for a client whose constructor refused incomplete settings, so the app still boots: every method
 * of the class, called on it, rejects with that `AccountingException` (status 0). The client is, in effect,
 * built on first use, and the first use is where the configuration error shows.
 */
export function unconfiguredAccountingApi<T extends object>(
  apiClass: abstract new (...args: never[]) => T,
  error: AccountingException,
): T {
  return new Proxy(Object.create(apiClass.prototype) as T, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      return typeof member === 'function' && property !== 'constructor'
        ? () => Promise.reject(error)
        : member;
    },
  });
}
