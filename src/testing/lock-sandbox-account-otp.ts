import { createHmac, randomBytes } from 'node:crypto';
import { BodySchema, readFields, STRING } from './lock-sandbox-fields';
import { apiError, LockApiCall, LockApiRoute, NO_CONTENT, recordOf, jsonString } from './lock-sandbox-http';
import { LockAccountOtp } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_BYTES = 20;
const STEP_SECONDS = 30;
const DIGITS = 6;
/** Wrong codes in a row after which `POST /account/otp` answers 429. */
const MAX_FAILED_ATTEMPTS = 5;
const OTP_ENABLE: BodySchema = { fields: { otp: STRING }, required: ['otp'] };

/** The one-time password (second factor) of the account: `PUT`, `POST` and `DELETE /account/otp`. */
export const ACCOUNT_OTP_ROUTES: readonly LockApiRoute[] = [
  { method: 'PUT', path: '/account/otp', handle: createOtpSecret },
  { method: 'POST', path: '/account/otp', handle: enableOtp },
  { method: 'DELETE', path: '/account/otp', handle: disableOtp },
];

/** The code an authenticator app shows now for a base32 secret (RFC 6238: HMAC-SHA1, 30 s, 6 digits). */
export function otpCode(secret: string, at: number = Date.now()): string {
  return codeOfStep(secret, Math.floor(at / 1000 / STEP_SECONDS));
}

/** `PUT /account/otp`: a new base32 secret for an authenticator app; 405 while the one-time password is on. */
function createOtpSecret({ account }: LockApiCall): SandboxReply {
  if (account.otp.enabled) {
    return apiError(405, 'The one time password is already enabled');
  }
  account.otp.secret = base32(randomBytes(SECRET_BYTES));
  return jsonString(account.otp.secret);
}

/**
 * `POST /account/otp`: turns the one-time password on with a code of the secret (this step, the one before or
 * after); an empty code is 400, a wrong one 401, and after 5 wrong ones in a row every try is 429.
 */
function enableOtp({ account, data }: LockApiCall): SandboxReply {
  const { otp } = readFields(recordOf(data), OTP_ENABLE) as { otp: string };
  const state: LockAccountOtp = account.otp;
  if (otp.trim() === '') {
    return apiError(400, 'The one time password is empty');
  }
  if (state.failedAttempts >= MAX_FAILED_ATTEMPTS) {
    return apiError(429, 'Too many failed attempts');
  }
  if (state.secret === undefined || !matches(state.secret, otp)) {
    state.failedAttempts += 1;
    return apiError(401, 'The one time password is wrong');
  }
  Object.assign(state, { enabled: true, failedAttempts: 0 });
  return NO_CONTENT;
}

/** `DELETE /account/otp`: turns the one-time password off and forgets its secret. */
function disableOtp({ account }: LockApiCall): SandboxReply {
  account.otp = { enabled: false, failedAttempts: 0 };
  return NO_CONTENT;
}

function matches(secret: string, code: string): boolean {
  const step = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  return [step - 1, step, step + 1].some((candidate) => codeOfStep(secret, candidate) === code);
}

function codeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', unbase32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

function base32(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
}

function unbase32(text: string): Buffer {
  const bits = [...text].map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0')).join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}
