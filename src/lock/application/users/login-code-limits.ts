/** How long a login or password reset code is valid: ten minutes. */
export const LOGIN_CODE_LIFETIME_SECONDS = 10 * 60;
/** How many codes may be tried against one challenge; after that even the right code fails. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
