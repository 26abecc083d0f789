/** The request header with the hex HMAC-SHA256 of the raw body (Node spells header names in lower case). */
export const LOCK_SIGNATURE_HEADER = 'x-lock-signature-sha256';
