import * as http from 'node:http';
import * as https from 'node:https';
import type { Duplex } from 'node:stream';
import { DEFAULT_MAX_SOCKETS } from '../config/number-setting';

/** The error code a socket is destroyed with when it does not connect in time. */
export const CONNECT_TIMEOUT_CODE = 'ECONNECTTIMEOUT';

type CreateConnection = (options: object, callback: (error: Error | null, socket: Duplex) => void) => Duplex;

/**
 * Adds a real connect timeout to an agent: a new socket that has not connected (TCP, and TLS for https) within
 * `connectTimeoutMs` is destroyed with an error whose code is `ECONNECTTIMEOUT`. Sockets reused from the
 * keep-alive pool are already connected and are not timed.
 */
function withConnectTimeout<A extends http.Agent>(agent: A, connectTimeoutMs: number, secure: boolean): A {
  const agentWithConnection = agent as unknown as { createConnection: CreateConnection };
  const createConnection = agentWithConnection.createConnection.bind(agent);
  agentWithConnection.createConnection = (options, callback) => {
    const socket = createConnection(options, callback);
    const timer = setTimeout(() => {
      const error = Object.assign(new Error(`connect timeout after ${connectTimeoutMs} ms`), {
        code: CONNECT_TIMEOUT_CODE,
      });
      socket.destroy(error);
    }, connectTimeoutMs);
    const clear = () => clearTimeout(timer);
    socket.once(secure ? 'secureConnect' : 'connect', clear);
    socket.once('close', clear);
    return socket;
  };
  return agent;
}

/**
 * A keep-alive agent pair (http and https) with a connect timeout and at most `maxSockets` sockets per origin
 * (further requests wait for a free socket), for one client's axios instance.
 */
export interface ConnectTimeoutAgents {
  httpAgent: http.Agent;
  httpsAgent: https.Agent;
  destroy(): void;
}

export function createConnectTimeoutAgents(
  connectTimeoutMs: number,
  maxSockets: number = DEFAULT_MAX_SOCKETS,
): ConnectTimeoutAgents {
  const options = { keepAlive: true, maxSockets };
  const httpAgent = withConnectTimeout(new http.Agent(options), connectTimeoutMs, false);
  const httpsAgent = withConnectTimeout(new https.Agent(options), connectTimeoutMs, true);
  return {
    httpAgent,
    httpsAgent,
    destroy: () => {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
