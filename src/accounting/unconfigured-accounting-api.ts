import { inspect } from 'node:util';
import type { AccountingException } from './accounting.exception';

/**
 * Stands in for a client whose constructor refused incomplete settings, so the app still boots: every method
 * of the class, called on it, rejects with that `AccountingException` (status 0). The client is, in effect,
 * built on first use, and the first use is where the configuration error shows. `util.inspect` and
 * `JSON.stringify` show that error's message.
 */
export function unconfiguredAccountingApi<T extends object>(
  apiClass: abstract new (...args: never[]) => T,
  error: AccountingException,
): T {
  const described = { unconfigured: error.message };
  return new Proxy(Object.create(apiClass.prototype) as T, {
    get(target, property, receiver) {
      if (property === inspect.custom) return () => `${apiClass.name} ${inspect(described)}`;
      if (property === 'toJSON') return () => described;
      const member: unknown = Reflect.get(target, property, receiver);
      // The client's own methods reject; what every object has (`toString`, `valueOf`, ...) stays as it is.
      const clientMethod =
        typeof member === 'function' && typeof property === 'string' && !(property in Object.prototype);
      return clientMethod ? () => Promise.reject(error) : member;
    },
  });
}
