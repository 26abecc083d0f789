/** An error code as transports set it (`ECONNRESET`, `UND_ERR_SOCKET`, `ERR_BAD_RESPONSE`). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;

/** The error's own code, else its cause's (`ECONNRESET`, `UND_ERR_SOCKET`, `ERR_BAD_RESPONSE`), if it has one. */
export function errorCode(error: unknown): string | undefined {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  for (const code of [failure?.code, failure?.cause?.code]) {
    if (typeof code === 'string' && ERROR_CODE.test(code)) return code;
  }
  return undefined;
}

/** The name of the error's class (`TypeError`, `DOMException`), or its type when it is no object. */
export function errorClassName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error;
  const name: unknown = Object.getPrototypeOf(error)?.constructor?.name;
  return typeof name === 'string' && /^\w+$/.test(name) ? name : 'Object';
}
