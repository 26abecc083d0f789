/** The longest wait a `Retry-After` header is believed for (a day); a longer or odd value is left out. */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * The seconds an answer's `Retry-After` header asks to wait (RFC 9110: whole seconds, or an HTTP date), or
 * undefined when the header is missing, unreadable, or over a day. A date in the past gives 0.
 * @param headers the answer's headers, names in lower case
 * @param now the time to count a date from, in epoch milliseconds
 */
export function retryAfterSecondsOf(headers: Record<string, string>, now = Date.now()): number | undefined {
  const value = headers['retry-after']?.trim();
  if (value === undefined || value === '') return undefined;
  const seconds = /^\d{1,6}$/.test(value) ? Number(value) : dateSecondsFrom(value, now);
  return seconds !== undefined && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}

function dateSecondsFrom(value: string, now: number): number | undefined {
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
