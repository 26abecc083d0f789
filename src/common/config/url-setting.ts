import { maskUrlCredentials } from '../redaction/mask-url-credentials';

/**
 * The setting's value when it is an absolute `http://` or `https://` URL; otherwise an error built by `fail` that
 * names the setting and shows the value (at most 100 characters, its credentials masked).
 */
export function httpUrlSetting(value: string, name: string, fail: (message: string) => Error): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw fail(`${name} must be an absolute http:// or https:// URL, got ${shown(value)}.`);
  }
  return value;
}

/** The value as a message shows it: whatever stands before an `@` may be a password, even without a scheme. */
function shown(value: string): string {
  const withoutCredentials = maskUrlCredentials(value).replace(/^(?!.*\[redacted\]@).*@/s, '[redacted]@');
  const masked = JSON.stringify(withoutCredentials);
  return masked.length > 100 ? `${masked.slice(0, 97)}...` : masked;
}
