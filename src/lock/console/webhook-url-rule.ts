/** The host names of this machine: an `http://` callback URL may point there during development. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * True for a callback URL the console registers: an absolute `https://` URL, or `http://` to this machine
 * (127.0.0.1, ::1, localhost) while `NODE_ENV=development`. Deliveries carry account events: never in clear text
 * over a network.
 */
export function isAllowedWebhookUrl(value: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const development = (env.NODE_ENV ?? '').trim().toLowerCase() === 'development';
  return url.protocol === 'http:' && development && LOOPBACK_HOSTS.has(url.hostname);
}
