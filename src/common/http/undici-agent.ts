import type { Agent } from 'undici';
import { socketLimit, TransportOptions } from './transport';

/**
 * The keep-alive undici `Agent` of one transport: the connect timeout and at most `maxSockets` connections per
 * origin. Loaded when a transport is built, not when the package is imported (importing a module costs no HTTP
 * stack). `extra` adds dispatcher options of the transport's own.
 */
export function createUndiciAgent(options: TransportOptions, extra: Agent.Options = {}): Agent {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Agent: UndiciAgent } = require('undici') as typeof import('undici');
  return new UndiciAgent({
    connect: { timeout: options.connectTimeoutMs },
    connections: socketLimit(options),
    ...extra,
  });
}
