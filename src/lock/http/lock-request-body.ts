import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';

/** A plain property name, written `.name` in a JSON path; any other is written `["name"]`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Refuses a JSON body that `JSON.stringify` cannot write, before anything is sent: a BigInt anywhere in it (a
 * raw `TypeError` otherwise). `toJSON` methods are followed as `JSON.stringify` follows them, so a `Date`, or a
 * BigInt given a `toJSON`, passes (`toJSON` then runs twice: here and when the body is written). Walked without recursion, each object once.
 * @throws InvalidArgumentException naming the field by its JSON path, e.g. `body.n` or `body.items[0]`
 */
export function assertSerializableLockBody(endpoint: string, body: unknown): void {
  const seen = new Set<object>();
  const pending: [key: string, value: unknown, path: string][] = [['', body, 'body']];
  while (pending.length > 0) {
    const [key, given, path] = pending.pop()!;
    const value = jsonOf(key, given);
    if (typeof value === 'bigint' || value instanceof BigInt) {
      throw new InvalidArgumentException(
        `The JSON body of ${endpoint} holds a BigInt at ${path}, which JSON cannot carry; give it as a number ` +
          'or a string. Nothing was sent.',
      );
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const children: [string, unknown, string][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item, `${path}[${index}]`])
      : Object.entries(value).map(([name, item]) => [name, item, `${path}${step(name)}`]);
    pending.push(...children.reverse()); // the first BigInt in the order JSON.stringify writes is named
  }
}

/** The step of a JSON path to the property: `.name`, or `["na me"]` for a name that is no identifier. */
function step(name: string): string {
  return IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

/** The value `JSON.stringify` writes for this property: its `toJSON(key)` when it has one. */
function jsonOf(key: string, value: unknown): unknown {
  if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return (toJSON as (key: string) => unknown).call(value, key);
  }
  return value;
}
