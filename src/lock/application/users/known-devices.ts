import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { TokenCipher, TokenCipherError } from '../../../common/crypto/token-cipher';
import { LogEvent } from '../../../common/logging/log-event';
import type { LockAuthSettings } from '../../auth/lock-auth-settings';
import type { LockClock } from '../../interfaces/lock-clock.interface';

/** How long a known-device token is valid: ninety days. */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

/** The HKDF purpose of the key that signs known-device tokens. */
const KEY_PURPOSE = 'lock-known-device-v1';
/** `<device id>.<expiry, seconds since the epoch>.<HMAC>`, the id 16 random bytes and the HMAC 32, in base64url. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** A known-device token just made for a browser: its value and when it expires. */
export interface KnownDeviceToken {
  /** The token, cookie-safe. */
  readonly value: string;
  /** When it stops being honoured. */
  readonly expiresAt: Date;
}

/**
 * The known-device tokens of the sign-in limit: a browser that signed in as an email gets one, and its later
 * attempts for that email are counted per device instead of per address and email. A token is
 * `<device id>.<expiry>.<HMAC-SHA256 of the id, the expiry and the lower-cased email>` under a key derived from
 * `APP_KEY` (`TokenCipher.derivedKeys`): it holds no email, is valid for its email only and until its expiry, and
 * nothing is stored, so every process with the same `APP_KEY` reads it (one signed under a key now in
 * `APP_PREVIOUS_KEYS` too). Without a usable `APP_KEY` no token is made or honoured, which is logged once (logger
 * `LockAuth`, warning `Known-device tokens are off`, with the reason, never a key).
 */
export class KnownDevices {
  private readonly logger = new Logger('LockAuth');
  #warned = false;

  constructor(
    private readonly config: LockAuthSettings,
    private readonly clock: LockClock,
  ) {}

  /** A new token for a browser that just signed in as the email; null without a usable `APP_KEY`. */
  issue(email: string): KnownDeviceToken | null {
    const key = this.keys()?.[0];
    if (key === undefined) return null;
    const deviceId = randomBytes(16).toString('base64url');
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + KNOWN_DEVICE_LIFETIME_SECONDS;
    const mac = macOf(key, deviceId, expiresAt, email);
    return { value: `${deviceId}.${expiresAt}.${mac}`, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * The device id of a token that is valid for the email now (made by `issue` for that email, not expired), else
   * null: for a missing, malformed, forged or expired token, one of another email, or without a usable `APP_KEY`.
   */
  deviceOf(token: string | null | undefined, email: string): string | null {
    const parts = typeof token === 'string' ? TOKEN_SHAPE.exec(token) : null;
    if (parts === null) return null;
    const [, deviceId, expiry, mac] = parts;
    const expiresAt = Number(expiry);
    if (expiresAt * 1000 <= this.clock.now().getTime()) return null;
    const sent = Buffer.from(mac, 'base64url');
    const valid = (this.keys() ?? []).some((key) =>
      timingSafeEqual(Buffer.from(macOf(key, deviceId, expiresAt, email), 'base64url'), sent),
    );
    return valid ? deviceId : null;
  }

  /** The signing keys, current first; null (warned about once) without a usable `APP_KEY`. */
  private keys(): Buffer[] | null {
    try {
      return new TokenCipher(this.config.cipherKeys()).derivedKeys(KEY_PURPOSE);
    } catch (error) {
      if (!(error instanceof TokenCipherError)) throw error;
      if (!this.#warned) {
        this.#warned = true;
        this.logger.warn(new LogEvent('Known-device tokens are off', { reason: error.message }));
      }
      return null;
    }
  }
}

/** The HMAC binding the device id and its expiry to the email (lower-cased, trimmed). */
function macOf(key: Buffer, deviceId: string, expiresAt: number, email: string): string {
  return createHmac('sha256', key)
    .update(`${deviceId}.${expiresAt}.${email.trim().toLowerCase()}`)
    .digest('base64url');
}
