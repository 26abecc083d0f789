// Post-build step: the emitted .d.ts files are CommonJS declarations, and from v12 every @nestjs package is ESM-only.
// TypeScript refuses a CommonJS declaration that imports an ES module's types (TS1479, TS1541, TS1542) under
// `node16`, so each import of an @nestjs package is made a type import with `resolution-mode: import`, which every
// `moduleResolution` accepts (TypeScript 5.3 and later) for NestJS 11 and 12 alike. Declarations hold types only:
// nothing changes at run time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ESM_ONLY = /^@nestjs\//;
const ATTRIBUTE = "with { 'resolution-mode': 'import' }";

/** The declaration text with every @nestjs import marked; other imports untouched. */
export function markEsmTypeImports(text) {
  return text
    .replace(
      /^(import|export)( type)? (\{[^}]*\}|\* as \w+) from '([^']+)';$/gm,
      // The whole statement becomes type-only, so a name's own `type` modifier goes (TS2206 otherwise).
      (whole, keyword, _type, names, specifier) =>
        ESM_ONLY.test(specifier)
          ? `${keyword} type ${names.replace(/\btype\s+/g, '')} from '${specifier}' ${ATTRIBUTE};`
          : whole,
    )
    .replace(/import\("([^"]+)"\)/g, (whole, specifier) =>
      ESM_ONLY.test(specifier) ? `import("${specifier}", { with: { 'resolution-mode': 'import' } })` : whole,
    );
}

function declarationFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}

const folder = process.argv[2] ?? 'dist';
let changed = 0;
for (const file of declarationFiles(folder)) {
  const text = readFileSync(file, 'utf8');
  const marked = markEsmTypeImports(text);
  if (marked !== text) {
    writeFileSync(file, marked);
    changed += 1;
  }
}
console.log(`esm-type-imports: ${changed} declaration files marked in ${folder}`);
