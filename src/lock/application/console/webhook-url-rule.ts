/** The host names of this machine: an `http://` callback URL may point there during development. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * True for a callback URL the console registers: an absolute `https://` URL, or `http://` to this machine
 * (127.0.0.1, ::1, localhost) in development (`LockConsoleSettings.development()`). Deliveries carry account events: never in clear text
 * over a network.
 */
export function isAllowedWebhookUrl(value: string, development: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && development && LOOPBACK_HOSTS.has(url.hostname);
}
