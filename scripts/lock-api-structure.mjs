// The wire structure of an OpenAPI document: every path, operation, parameter (where and by what name), and every
// property key and required name of every schema, nested ones included, each as one line naming where it sits.
// These are the names the API has on the wire; the project's neutral-named copy of the lock vendor's OpenAPI must
// keep every one of them. `node scripts/lock-api-structure.mjs <openapi.json>` prints them, one a line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The structure lines of a parsed OpenAPI document, sorted. */
export function structureOf(document) {
  const lines = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    lines.push(`path ${path}`);
    for (const method of METHODS.filter((name) => item[name] !== undefined)) {
      const operation = `${method.toUpperCase()} ${path}`;
      lines.push(`operation ${operation}`);
      for (const parameter of [...(item.parameters ?? []), ...(item[method].parameters ?? [])]) {
        lines.push(
          parameter.$ref === undefined
            ? `parameter ${operation} ${parameter.in} ${parameter.name}`
            : `parameter ${operation} ${parameter.$ref}`,
        );
      }
    }
  }
  collectSchemaNames(document, [], lines);
  return [...new Set(lines)].sort();
}

/** Every `properties` key and `required` name anywhere in the document, with the location of its schema. */
function collectSchemaNames(value, location, lines) {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectSchemaNames(item, [...location, String(index)], lines));
    return;
  }
  const at = location.join('/');
  if (isNameMap(value.properties)) {
    Object.keys(value.properties).forEach((key) => lines.push(`property ${at} ${key}`));
  }
  if (Array.isArray(value.required) && value.required.every((name) => typeof name === 'string')) {
    value.required.forEach((name) => lines.push(`required ${at} ${name}`));
  }
  for (const [key, item] of Object.entries(value)) {
    collectSchemaNames(item, [...location, key], lines);
  }
}

function isNameMap(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: node scripts/lock-api-structure.mjs <openapi.json>');
    process.exit(2);
  }
  process.stdout.write(`${structureOf(JSON.parse(readFileSync(source, 'utf8'))).join('\n')}\n`);
}
