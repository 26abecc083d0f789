/** The request header with the hex HMAC-SHA256 of the raw body (Node spells header names in lower case). */
export const LOCK_SIGNATURE_HEADER = 'x-lock-signature-sha256';

/**
 * The request header with the delivery id, read when the payload has no `id` of its own. It is not covered by
 * the signature, so the payload's `id` wins.
 */
export const LOCK_DELIVERY_HEADER = 'x-lock-delivery';
