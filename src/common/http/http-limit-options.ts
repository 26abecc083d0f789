import type { TransportKind } from './transport-kind';

/** The `http` section of a module's options: its transport and the limits of what it opens and reads. */
export interface HttpLimitOptions {
  /** The engine of the module's calls (`<MODULE>_HTTP_TRANSPORT`): `axios` (default) or `undici` (the fast one). */
  transport?: TransportKind | string;
  /** The most sockets open to one origin at a time (`<MODULE>_MAX_SOCKETS`, default 64); more calls wait. */
  maxSockets?: number | string;
  /** The largest answer read, in bytes after decompression (`<MODULE>_MAX_RESPONSE_BYTES`, default 10 MiB). */
  maxResponseBytes?: number | string;
  /** The largest request body sent, in bytes as encoded (`<MODULE>_MAX_REQUEST_BYTES`, default 10 MiB). */
  maxRequestBytes?: number | string;
}
