import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The package's sources. */
const SRC = join(__dirname, '..', '..', 'src');

/** One exception class of the package, as its source declares it. */
export interface PackageExceptionClass {
  /** The class name (ends in `Exception`). */
  name: string;
  /** The file that declares it, relative to the repository. */
  file: string;
  /** The class itself, required from that file. */
  type: abstract new (...args: never[]) => Error;
}

/** Every `.ts` file under `dir` that is no spec, spec helper or declaration. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|spec-helper|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every exported class of `src/` whose name ends in `Exception`, found by reading the sources (every
 * `*.exception.ts` file, and any other file that declares one) and required from its own file, so the list does not
 * depend on which barrel exports what.
 */
export function packageExceptionClasses(): PackageExceptionClass[] {
  return sourceFiles(SRC).flatMap((path) => {
    const names = [
      ...readFileSync(path, 'utf8').matchAll(/^export (?:abstract )?class (\w+Exception)\b/gm),
    ].map((match) => match[1]);
    if (names.length === 0) return [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(path) as Record<string, PackageExceptionClass['type']>;
    return names.map((name) => ({ name, file: relative(join(SRC, '..'), path), type: exports[name] }));
  });
}

/** Every value exported by a barrel of the package (`src/**\/index.ts`): what its entries can offer. */
export function barrelExports(): Set<unknown> {
  const values = new Set<unknown>();
  for (const path of sourceFiles(SRC).filter((file) => file.endsWith('/index.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const value of Object.values(require(path) as Record<string, unknown>)) values.add(value);
  }
  return values;
}
