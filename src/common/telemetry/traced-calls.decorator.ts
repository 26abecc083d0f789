import { callTelemetryActive, traceCall } from './client-call';
import type { IntegrationModuleName } from './integration-module';

/**
 * A class decorator for a client's resource (`SmartLocks`, `Webhooks`, ...): each method of its prototype runs
 * through `traceCall` as the operation `<module>.<resource>.<method>` (`lock.smartlocks.all`), for the account in
 * the instance's `accountKey`. The methods are wrapped once, when the class is defined; with no provider registered a
 * wrapped method costs two global reads.
 */
export function TracedCalls(module: IntegrationModuleName, resource: string): ClassDecorator {
  return (target) => {
    const prototype = target.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
      const method = descriptor?.value as unknown;
      if (name === 'constructor' || typeof method !== 'function') continue;
      const operation = `${module}.${resource}.${name}`;
      Object.defineProperty(prototype, name, {
        ...descriptor,
        value: function traced(this: { accountKey: string }, ...args: unknown[]): unknown {
          if (!callTelemetryActive()) return method.apply(this, args);
          return traceCall(module, operation, this.accountKey, () => method.apply(this, args));
        },
      });
    }
  };
}
