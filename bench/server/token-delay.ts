/** How long every sandbox token endpoint of the bench server takes to answer, in milliseconds. */
export const TOKEN_DELAY_MS = 100;
