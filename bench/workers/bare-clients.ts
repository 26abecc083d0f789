/**
 * The baselines of the per-call benchmarks: the same GET sent by hand, with bare axios over a keep-alive agent
 * like the clients' own, and with bare `undici.request`. Each parses the JSON answer and fails on any status but
 * 200, so a baseline never wins by skipping work or by failing fast.
 */
import * as http from 'node:http';
import axios from 'axios';
import { Agent, request } from 'undici';
import type { BareRequest } from './api-clients';

/** A baseline ready to call. */
export interface BareClient {
  call(): Promise<unknown>;
  close(): Promise<void>;
}

/** The largest number of sockets per origin, as the clients' default `http.maxSockets`. */
const MAX_SOCKETS = 64;

/** Bare axios: one instance over a keep-alive `http.Agent`. */
export function bareAxios(target: BareRequest): BareClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const instance = axios.create({ httpAgent: agent, proxy: false });
  return {
    call: async () => {
      const response = await instance.get<unknown>(target.url, { headers: target.headers });
      if (response.status !== 200)
        throw new Error(`bare axios: status ${response.status} from ${target.url}`);
      return response.data;
    },
    close: async () => agent.destroy(),
  };
}

/** Bare `undici.request` over its own keep-alive dispatcher. */
export function bareUndici(target: BareRequest): BareClient {
  const dispatcher = new Agent({ connections: MAX_SOCKETS });
  return {
    call: async () => {
      const { statusCode, body } = await request(target.url, { headers: target.headers, dispatcher });
      const data: unknown = await body.json();
      if (statusCode !== 200) throw new Error(`bare undici: status ${statusCode} from ${target.url}`);
      return data;
    },
    close: () => dispatcher.close(),
  };
}
