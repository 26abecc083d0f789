// Writes the project's copy of the lock vendor's published OpenAPI (Apache 2.0) with the vendor's name replaced by
// the project's neutral names in its texts: `node scripts/lock-api-neutral-copy.mjs <vendor openapi.json>`. Run it
// when the vendor publishes a new version, then `npm run generate:lock-api`. Only texts change (descriptions,
// summaries, titles, the document's metadata): every path, parameter and property keeps the name the API has on
// the wire, even one that holds the vendor's name, or the generated types would name fields the API does not
// have. It also writes the vendor document's wire structure (scripts/lock-api-structure.mjs) next to the copy, and
// a test fails when the copy's structure differs from it. It fails when the vendor's name is left in a text it does
// not know how to replace, or in a wire name it has not been told about, so a new occurrence is looked at.
//
// One more change: the vendor declares its answers as `*/*`; the copy declares them `application/json`, which is
// what the API sends (a plain string answer is then a JSON string). Mock servers (Prism) cannot render an object
// as `*/*`, and the generated types name the media type the client asks for.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { structureOf } from './lock-api-structure.mjs';

const VENDOR_NAME = new RegExp(['n', 'u', 'k', 'i'].join(''), 'i');
const OPENAPI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
const OUTPUT = join(OPENAPI_DIR, 'lock-api.openapi.json');
const STRUCTURE_OUTPUT = join(OPENAPI_DIR, 'lock-api.wire-structure.txt');
/** The texts the copy rewrites: what a person reads, never a name the API sends or takes. */
const TEXT_KEYS = new Set(['description', 'summary', 'title']);
/**
 * The wire names that hold the vendor's name and stay as they are, each a key of the vendor's API:
 * `AccountSetting.Web.<vendor>ClubDismissed` is a property of `GET`/`PUT /account/setting`.
 */
const WIRE_NAMES_WITH_VENDOR_NAME = new Set([`${VENDOR_NAME.source}ClubDismissed`]);

/** Replaces the vendor's name in the texts of the document (never in a key) and sets neutral metadata. */
export function neutralCopy(document) {
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

/** The value with every text (a string under a key of `TEXT_KEYS`) renamed; keys and other strings as they are. */
function renameDeep(value) {
  if (Array.isArray(value)) return value.map(renameDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [
        key,
        TEXT_KEYS.has(key) && typeof item === 'string' ? renameText(item) : renameDeep(item),
      ]),
  );
}

/** The strings (keys and values) of the document that hold the vendor's name, but for the known wire names. */
function vendorNamesLeft(value, found = []) {
  if (typeof value === 'string') {
    if (VENDOR_NAME.test(value)) found.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => vendorNamesLeft(item, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (VENDOR_NAME.test(key) && !WIRE_NAMES_WITH_VENDOR_NAME.has(key)) found.push(key);
      vendorNamesLeft(item, found);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: node scripts/lock-api-neutral-copy.mjs <vendor openapi.json>');
    process.exit(2);
  }
  const vendorDocument = JSON.parse(readFileSync(source, 'utf8'));
  const wireStructure = structureOf(vendorDocument);
  const copy = neutralCopy(vendorDocument);
  const left = vendorNamesLeft(copy);
  if (left.length > 0) {
    console.error(`The vendor's name is left in ${left.length} string(s):\n${left.join('\n')}`);
    process.exit(1);
  }
  const renamed = structureOf(copy).filter((line) => !wireStructure.includes(line));
  if (renamed.length > 0) {
    console.error(`The copy changed ${renamed.length} wire name(s):\n${renamed.join('\n')}`);
    process.exit(1);
  }
  writeFileSync(OUTPUT, `${JSON.stringify(copy, null, 2)}\n`);
  writeFileSync(STRUCTURE_OUTPUT, `${wireStructure.join('\n')}\n`);
  console.log(`Wrote ${OUTPUT} and ${STRUCTURE_OUTPUT}`);
}
