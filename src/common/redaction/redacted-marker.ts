/** What a secret is replaced with. */
export const REDACTED = '[redacted]';
