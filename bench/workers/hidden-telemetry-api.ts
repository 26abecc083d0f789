/**
 * Makes `@opentelemetry/api` unloadable in this process, as in an app that never installed it: a `require` of it
 * fails with `MODULE_NOT_FOUND`, as Node's own would. Called before the package is loaded.
 */
import Module from 'node:module';

const HIDDEN = '@opentelemetry/api';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;

export function hideTelemetryApi(): void {
  const loader = Module as unknown as { _resolveFilename: ResolveFilename };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function hidden(this: unknown, request: string, ...rest: unknown[]): string {
    if (request === HIDDEN) {
      throw Object.assign(new Error(`Cannot find module '${HIDDEN}'`), { code: 'MODULE_NOT_FOUND' });
    }
    return resolve.call(this, request, ...rest);
  };
}
