import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A property of a schema in the lock API's OpenAPI, as far as the specs need it. */
interface PropertySchema {
  type?: string;
  $ref?: string;
  items?: PropertySchema;
}

/** The part of the lock API's OpenAPI the specs read. */
interface OpenApi {
  components: { schemas: Record<string, { properties?: Record<string, PropertySchema> }> };
}

/** The lock API's OpenAPI (the project's copy), read once. */
let openApi: OpenApi | null = null;

/** The last number a payload got: every payload's numbers are new, so two schemas' fields cannot be swapped. */
let lastNumber = 1000;

/** The properties of a schema of the lock API's OpenAPI, by name, in its order; it fails for an unknown schema. */
function propertiesOf(schema: string): Record<string, PropertySchema> {
  openApi ??= JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'openapi', 'lock-api.openapi.json'), 'utf8'),
  ) as OpenApi;
  const properties = openApi.components.schemas[schema]?.properties;
  if (properties === undefined)
    throw new Error(`The lock API's OpenAPI has no schema ${schema} with properties`);
  return properties;
}

/** The names of the properties the lock API's OpenAPI documents for a schema. */
export function documentedProperties(schema: string): string[] {
  return Object.keys(propertiesOf(schema));
}

/**
 * A payload with a value for every property the OpenAPI documents for the schema, each told apart from the
 * others: a number never given before for an integer, text naming the property, `true`, an object naming the
 * property, a list of one such item.
 */
export function documentedPayload(schema: string): Record<string, unknown> {
  const sample = (name: string, property: PropertySchema): unknown => {
    if (property.$ref !== undefined || property.type === 'object') return { of: name };
    if (property.type === 'array') return [sample(name, property.items ?? {})];
    if (property.type === 'integer' || property.type === 'number') return (lastNumber += 1);
    if (property.type === 'boolean') return true;
    return `${name} value`;
  };
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([name, property]) => [name, sample(name, property)]),
  );
}

/** How a data class names or leaves out documented properties, each listed on purpose. */
export interface DocumentedFieldExceptions {
  /** Documented property -> the field that reads it under another name (the spec's name). */
  renamed?: Record<string, string>;
  /** Documented property -> why the class has no field for it. */
  untyped?: Record<string, string>;
}

/**
 * Expects a field on the object for every property the OpenAPI documents for the schema, holding the payload's
 * value (an object or list: the frozen `raw`'s own one, `raw` given as `payloadRaw`). A property the vendor adds
 * later fails here until a field reads it. The exceptions must name documented properties.
 */
export function expectEveryDocumentedPropertyRead(
  instance: object,
  schema: string,
  payload: Record<string, unknown>,
  payloadRaw: Readonly<Record<string, unknown>>,
  exceptions: DocumentedFieldExceptions = {},
): void {
  const documented = documentedProperties(schema);
  const renamed = exceptions.renamed ?? {};
  const untyped = exceptions.untyped ?? {};
  const fields = instance as Record<string, unknown>;

  const undocumented = [...Object.keys(renamed), ...Object.keys(untyped)].filter(
    (name) => !documented.includes(name),
  );
  expect({ schema, undocumented }).toEqual({ schema, undocumented: [] });
  const typed = documented.filter((name) => !(name in untyped));
  const missing = typed.filter((name) => !Object.hasOwn(fields, renamed[name] ?? name));
  expect({ schema, missing }).toEqual({ schema, missing: [] });
  const misread = typed.filter((name) => {
    const expected = typeof payload[name] === 'object' ? payloadRaw[name] : payload[name];
    return fields[renamed[name] ?? name] !== expected;
  });
  expect({ schema, misread }).toEqual({ schema, misread: [] });
}
