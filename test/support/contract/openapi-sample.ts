import { readFileSync } from 'node:fs';
import { LOCK_OPENAPI_PATH } from './prism-mock';

/** A JSON schema of the OpenAPI, as far as the samples read it. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  readOnly?: boolean;
  allOf?: OpenApiSchema[];
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: OpenApiSchema;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema: OpenApiSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation> & { parameters?: OpenApiParameter[] }>;
  components: {
    schemas: Record<string, OpenApiSchema>;
    requestBodies?: Record<string, NonNullable<OpenApiOperation['requestBody']>>;
  };
}

/** One operation of the OpenAPI with its route (`'GET /smartlock/{smartlockId}'`). */
export interface ContractOperation {
  route: string;
  operationId: string;
  parameters: OpenApiParameter[];
  /** The schema of the JSON body, when the operation takes one. */
  body?: OpenApiSchema;
}

const METHODS = ['get', 'put', 'post', 'delete'] as const;

/** The project's copy of the lock OpenAPI, parsed. */
export function lockOpenApi(): OpenApiDocument {
  return JSON.parse(readFileSync(LOCK_OPENAPI_PATH, 'utf8')) as OpenApiDocument;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = item[method];
      const requestBody =
        operation.requestBody?.$ref !== undefined
          ? document.components.requestBodies?.[operation.requestBody.$ref.split('/').pop() ?? '']
          : operation.requestBody;
      return {
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])],
        body: requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/**
 * Parameters for `lock.request()` that the OpenAPI accepts: every path and query parameter and, for an operation
 * with a body, one with every writable property of its schema.
 */
export function sampleParameters(
  document: OpenApiDocument,
  operation: ContractOperation,
): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      parameters[parameter.name] = sampleValue(document, parameter.schema);
    }
  }
  if (operation.body !== undefined) parameters.body = sampleValue(document, operation.body);
  return parameters;
}

/** A value valid against the schema: the first of an enum, the lower bound of a range, one item per list. */
export function sampleValue(document: OpenApiDocument, schema: OpenApiSchema, depth = 0): unknown {
  if (depth > 12) throw new Error('The schema nests deeper than the samples go.');
  if (schema.$ref !== undefined) {
    return sampleValue(document, document.components.schemas[schema.$ref.split('/').pop() ?? ''], depth + 1);
  }
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleValue(document, part, depth + 1)));
  }
  if (schema.enum !== undefined) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? Math.min(schema.maximum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2026-11-01T08:00:00.000Z';
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'byte') return 'c2FtcGxl';
      return 'sample';
    case 'array':
      return schema.items === undefined ? [] : [sampleValue(document, schema.items, depth + 1)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => !isReadOnly(document, property))
          .map(([name, property]) => [name, sampleValue(document, property, depth + 1)]),
      );
  }
}

function isReadOnly(document: OpenApiDocument, schema: OpenApiSchema): boolean {
  if (schema.readOnly === true) return true;
  return (
    schema.$ref !== undefined &&
    document.components.schemas[schema.$ref.split('/').pop() ?? '']?.readOnly === true
  );
}
