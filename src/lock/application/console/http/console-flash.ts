import { decodeCookieJson, encodeCookieJson } from './cookie-json';

/** A one-time message shown on the page after a redirect: what an action did, or why it did not. */
export interface ConsoleFlash {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** The most characters of flash text kept (a cookie is small). */
const MAX_FLASH_TEXT = 600;

/** The cookie value of a flash (base64url JSON). */
export function encodeFlash(flash: ConsoleFlash): string {
  const text =
    flash.text.length > MAX_FLASH_TEXT ? `${flash.text.slice(0, MAX_FLASH_TEXT - 1)}…` : flash.text;
  return encodeCookieJson({ kind: flash.kind, text });
}

/** The flash of a cookie value, or null when it is not one (it is rendered escaped either way). */
export function decodeFlash(value: string | undefined): ConsoleFlash | null {
  const parsed = decodeCookieJson(value, 4096);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { kind, text } = parsed as Record<string, unknown>;
  if ((kind !== 'success' && kind !== 'error') || typeof text !== 'string') return null;
  return { kind, text: text.slice(0, MAX_FLASH_TEXT) };
}
