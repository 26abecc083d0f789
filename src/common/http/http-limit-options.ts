/** The `http` section of a module's options: limits of what its transport reads. */
export interface HttpLimitOptions {
  /** The largest answer read, in bytes after decompression (`<MODULE>_MAX_RESPONSE_BYTES`, default 10 MiB). */
  maxResponseBytes?: number | string;
}
