/** The largest timer Node keeps (2^31 - 1 ms), in whole seconds: a longer timeout would fire at once. */
export const MAX_TIMEOUT_SECONDS = 2_147_483;
/** The largest response a client reads when none is set: 10 MiB, counted after decompression. */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** The largest `maxResponseBytes` accepted: 512 MiB (a larger body could not become one string). */
export const MAX_MAX_RESPONSE_BYTES = 512 * 1024 * 1024;
/** The largest request body a client sends when none is set: 10 MiB, as encoded (JSON or form). */
export const DEFAULT_MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** The largest `maxRequestBytes` accepted: 512 MiB, as for answers. */
export const MAX_MAX_REQUEST_BYTES = 512 * 1024 * 1024;
/** The most sockets a client opens to one origin (scheme, host and port) when none is set. */
export const DEFAULT_MAX_SOCKETS = 64;
/** The largest `maxSockets` accepted: as many connections to one origin as a client has local ports. */
export const MAX_MAX_SOCKETS = 65_535;

/** How one number setting is read: its names for messages, its default and its bounds. */
export interface NumberSetting {
  /** The env variable and the option, as a message names them: `DELIVERY_TIMEOUT (option timeout)`. */
  name: string;
  /** The value when the setting is unset, blank, no number at all, or not above `min`, as the specs say. */
  fallback: number;
  /** Values at or below this fall back (default 0: "not a positive number"); with `minIncluded`, this is allowed. */
  min?: number;
  minIncluded?: boolean;
  /** The largest value accepted; above it the setting is refused. */
  max: number;
  /** The unit, for messages (`seconds`, `ms`, `bytes`). */
  unit: string;
  /** Only whole numbers are accepted. */
  integer?: boolean;
}

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads a number setting from an env string or a typed option. Strings must be plain decimals: another numeric
 * notation (`0x10`, `1e3`, `0b1`, `Infinity`) and values above `max` are refused with an error that names the
 * setting, built by `fail`. Unset, blank, no number at all (`abc`), and values not above `min` fall back.
 */
export function numberSetting(
  value: unknown,
  setting: NumberSetting,
  fail: (message: string) => Error,
): number {
  const parsed = parse(value, setting, fail);
  if (parsed === undefined || Number.isNaN(parsed)) return setting.fallback;
  const min = setting.min ?? 0;
  if (parsed < min || (parsed === min && !setting.minIncluded)) return setting.fallback;
  if (!Number.isFinite(parsed) || parsed > setting.max) {
    throw fail(`${setting.name} must be at most ${setting.max} ${setting.unit}, got ${shown(value)}.`);
  }
  if (setting.integer && !Number.isInteger(parsed)) {
    throw fail(`${setting.name} must be a whole number of ${setting.unit}, got ${shown(value)}.`);
  }
  return parsed;
}

function parse(value: unknown, setting: NumberSetting, fail: (message: string) => Error): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (PLAIN_DECIMAL.test(text)) return Number(text);
  if (Number.isNaN(Number(text))) return undefined;
  throw fail(`${setting.name} must be a plain decimal number of ${setting.unit}, got ${shown(value)}.`);
}

/** The value as a message shows it: quoted when a string, and never long. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value.trim()) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A timeout in seconds: positive, at most `MAX_TIMEOUT_SECONDS`; otherwise as `numberSetting`. */
export function timeoutSeconds(
  value: unknown,
  name: string,
  fallback: number,
  fail: (message: string) => Error,
): number {
  return numberSetting(value, { name, fallback, max: MAX_TIMEOUT_SECONDS, unit: 'seconds' }, fail);
}

/** The response size limit in bytes: a positive whole number, 10 MiB by default, at most 512 MiB. */
export function maxResponseBytes(value: unknown, name: string, fail: (message: string) => Error): number {
  return numberSetting(
    value,
    { name, fallback: DEFAULT_MAX_RESPONSE_BYTES, max: MAX_MAX_RESPONSE_BYTES, unit: 'bytes', integer: true },
    fail,
  );
}

/** The request body size limit in bytes: a positive whole number, 10 MiB by default, at most 512 MiB. */
export function maxRequestBytes(value: unknown, name: string, fail: (message: string) => Error): number {
  return numberSetting(
    value,
    { name, fallback: DEFAULT_MAX_REQUEST_BYTES, max: MAX_MAX_REQUEST_BYTES, unit: 'bytes', integer: true },
    fail,
  );
}

/** The most sockets a client opens to one origin: a positive whole number, 64 by default, at most 65,535. */
export function maxSockets(value: unknown, name: string, fail: (message: string) => Error): number {
  return numberSetting(
    value,
    { name, fallback: DEFAULT_MAX_SOCKETS, max: MAX_MAX_SOCKETS, unit: 'sockets', integer: true },
    fail,
  );
}

/** Seconds as the whole milliseconds a timer takes: rounded, at least 1 (a timeout of 0.0004 s is 1 ms). */
export function secondsToTimerMs(seconds: number): number {
  return Math.max(1, Math.round(seconds * 1000));
}
