import type { RegisteredConfig } from './registered-config';

/**
 * `registerAs(token, factory)` of `@nestjs/config`, done at the first use of the namespace rather than at import:
 * the factory comes back at once, behind a proxy that registers it (loading `@nestjs/config`, its config module
 * and their dependencies) the first time anything reads, calls or inspects it. So importing a module that exports
 * a config namespace costs nothing until an app hands the namespace to `ConfigModule`. `registerAs` defines its
 * keys on the factory itself, so the proxy only forwards to it.
 */
export function lazilyRegisteredConfig<T>(token: string, factory: () => T): RegisteredConfig<T> {
  let registered = false;
  const register = (): void => {
    if (registered) return;
    registered = true;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { registerAs } = require('@nestjs/config') as typeof import('@nestjs/config');
    registerAs(token, factory as Parameters<typeof registerAs>[1]);
  };
  const registering: ProxyHandler<() => T> = {
    get: (target, key) => (register(), Reflect.get(target, key)),
    has: (target, key) => (register(), Reflect.has(target, key)),
    ownKeys: (target) => (register(), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (register(), Reflect.getOwnPropertyDescriptor(target, key)),
    apply: (target, self, args: []) => (register(), Reflect.apply(target, self, args)),
  };
  return new Proxy(factory, registering) as RegisteredConfig<T>;
}
