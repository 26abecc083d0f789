import { parseCookies, serializeCookie } from '../../http/cookies';
import { KNOWN_DEVICE_LIFETIME_SECONDS, KnownDeviceToken } from './known-devices';

/** The cookie that keeps a browser's known-device token (`KnownDevices`), sent to the sign-in routes only. */
export const KNOWN_DEVICE_COOKIE = 'lock_known_device';

/** The known-device token in the request's `Cookie` header, or undefined. */
export function knownDeviceOf(headers: { cookie?: string | string[] }): string | undefined {
  return parseCookies(headers.cookie).get(KNOWN_DEVICE_COOKIE);
}

/**
 * The `Set-Cookie` value that keeps the token in the browser for its lifetime (ninety days): `HttpOnly`,
 * `SameSite=Lax`, `Secure` when `secure`, sent back only under `path` (the sign-in routes).
 */
export function knownDeviceCookie(token: KnownDeviceToken, path: string, secure: boolean): string {
  return serializeCookie(KNOWN_DEVICE_COOKIE, token.value, {
    path,
    secure,
    maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
  });
}
