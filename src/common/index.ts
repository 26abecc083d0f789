/**
 * The shared core of the three modules: the exceptions they throw, the `http` and `tokenCache` option types,
 * and the transports with the contract a transport keeps.
 * @packageDocumentation
 */
export * from './errors/integration.exception';
export * from './errors/invalid-argument.exception';
export * from './http/connection.exception';
export * from './http/http-limit-options';
export * from './http/http-transport';
export type {
  QueryValue,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
} from './http/transport';
export type { TransportKind } from './http/transport-kind';
export * from './http/undici-transport';
export { MissingPeerException } from './peers/optional-peer';
export type { TokenCacheOptions } from './token-cache/token-cache-options';
