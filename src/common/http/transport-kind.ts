/** Which engine a module's transport runs on: `axios` (the default) or `undici` (the fast one). */
export type TransportKind = 'axios' | 'undici';

/** The transport a module uses when none is set. */
export const DEFAULT_TRANSPORT_KIND: TransportKind = 'axios';

const TRANSPORT_KINDS: readonly string[] = ['axios', 'undici'] satisfies TransportKind[];

/**
 * Reads the `http.transport` setting (any case, surrounding white space ignored); unset or blank: `axios`.
 * @throws the error built by `fail`, naming the setting, for any other value
 */
export function transportKind(value: unknown, name: string, fail: (message: string) => Error): TransportKind {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === null || text === '') return DEFAULT_TRANSPORT_KIND;
  const kind = typeof text === 'string' ? text.toLowerCase() : undefined;
  if (kind !== undefined && TRANSPORT_KINDS.includes(kind)) return kind as TransportKind;
  const shown = typeof text === 'string' ? JSON.stringify(text.slice(0, 40)) : String(text);
  throw fail(`${name} must be ${TRANSPORT_KINDS.join(' or ')}, got ${shown}.`);
}
