import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SnippetPackage } from './snippet-package';

/** A relative module specifier in an import, an export-from or a dynamic import, without an extension. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)(?<!\.[cm]?js)\2/g;

/**
 * A snippet as an ES module app (a NestJS 12 app, `"type": "module"`) writes it: every relative import ends in
 * `.js` (`'./app.module'` becomes `'./app.module.js'`, `import './tracing'` becomes `import './tracing.js'`), as
 * the README's "On NestJS 12 (ES modules)" says. Package imports stay as they are.
 */
export function esModuleForm(code: string): string {
  return code.replace(RELATIVE_SPECIFIER, (_match, lead: string, quote: string, specifier: string) => {
    return `${lead}${quote}${specifier}.js${quote}`;
  });
}

/**
 * A folder inside the snippet package whose files are ES modules (its own `package.json` says `"type": "module"`),
 * where `@vendor/nest-integrations/*` resolves to the package through `node_modules` (an ES module app installs
 * it there) and every other package through the package's own `node_modules` above it.
 */
export function createEsModuleSnippetDir(pkg: SnippetPackage): string {
  const dir = join(pkg.root, 'es-module-snippets');
  mkdirSync(join(dir, 'node_modules', '@vendor'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'es-module-snippets', private: true, type: 'module' }, null, 2)}\n`,
  );
  symlinkSync(pkg.root, join(dir, 'node_modules', '@vendor', 'nest-integrations'), 'dir');
  return dir;
}
