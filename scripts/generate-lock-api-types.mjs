// Generates the TypeScript types of the lock API (src/lock/api/generated/lock-api.schema.ts) from the
// project's neutral copy of the vendor's OpenAPI (openapi/lock-api.openapi.json) with openapi-typescript,
// under a do-not-edit header. Types only: no runtime code is generated. `--check` writes nothing and fails
// when the committed file differs (a test runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(root, 'openapi', 'lock-api.openapi.json');
const TARGET = join(root, 'src', 'lock', 'api', 'generated', 'lock-api.schema.ts');
const HEADER = [
  '// GENERATED CODE: DO NOT EDIT. Regenerate it with `npm run generate:lock-api`',
  '// (scripts/generate-lock-api-types.mjs, from openapi/lock-api.openapi.json); a test fails when stale.',
  '',
].join('\n');

const generated = HEADER + astToString(await openapiTS(pathToFileURL(SOURCE)));

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(TARGET, 'utf8');
  } catch {
    // A missing file is stale as well.
  }
  if (committed !== generated) {
    console.error(
      `${TARGET} is stale: it differs from what openapi/lock-api.openapi.json generates. Run npm run generate:lock-api.`,
    );
    process.exit(1);
  }
  console.log('The lock API types are up to date.');
} else {
  writeFileSync(TARGET, generated);
  console.log(`Wrote ${TARGET}`);
}
