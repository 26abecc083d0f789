/**
 * The characters `JSON.stringify` leaves raw that a terminal acts on or reorders: DEL, the C1 controls, the line
 * and paragraph separators, and the bidirectional embeddings, overrides and isolates.
 */
const RAW_CONTROL_IN_JSON = /[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A value as indented JSON that is safe to print to a terminal: every control character is a `\uXXXX` escape,
 * so the text holds none of them and still parses to the same value. `JSON.stringify` recurses: what commands
 * print comes from answers read within `MAX_JSON_DEPTH`, far above any real answer and far below a stack overflow.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    RAW_CONTROL_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
