import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One type argument of inline code (`get<Relatie[]>(...)`) and the line it stands on. */
export interface InlineTypeName {
  name: string;
  line: number;
}

/** TypeScript's own names a type argument may use besides the package's. */
const BUILT_IN_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'unknown',
  'any',
  'void',
  'never',
  'object',
  'null',
  'undefined',
  'Record',
  'Promise',
  'Array',
  'ReadonlyArray',
  'Partial',
  'Readonly',
  'Pick',
  'Omit',
  'Date',
  'Map',
  'Set',
]);

const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /`([^`\n]+)`/g;
/**
 * A call or reference with type arguments: `name<...>(`, `name<...>`; not a placeholder after `$` or `_`
 * (`scrypt$N$r$p$<salt>`, `lock_test_<run>`).
 */
const TYPE_ARGUMENTS = /[A-Za-z0-9]<([^<>()`]+(?:<[^<>()`]*>)?[^<>()`]*)>/g;

/**
 * The type names of the type arguments in the inline code of a Markdown text (fenced blocks are type-checked as
 * snippets; inline code is not), with their lines: `get<Relatie[]>('/relaties')` gives `Relatie`.
 */
export function inlineTypeNames(markdown: string): InlineTypeName[] {
  const names: InlineTypeName[] = [];
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    for (const [, code] of text.matchAll(INLINE_CODE)) {
      for (const [, typeArguments] of code.matchAll(TYPE_ARGUMENTS)) {
        for (const [name] of typeArguments.matchAll(/[A-Za-z_$][\w$]*/g)) {
          names.push({ name, line: index + 1 });
        }
      }
    }
  });
  return names;
}

/** Every name the package's declaration files declare or re-export (`export declare class X`, `export { X }`). */
export function declaredNames(distDir: string): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.d.ts')) {
        const text = readFileSync(path, 'utf8');
        const declared =
          /export\s+(?:declare\s+)?(?:abstract\s+)?(?:class|interface|type|enum|function|const)\s+([\w$]+)/g;
        for (const [, name] of text.matchAll(declared)) names.add(name);
        for (const [, list] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
          for (const part of list.split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)
              .pop();
            if (name) names.add(name);
          }
        }
      }
    }
  };
  walk(distDir);
  return names;
}

/** The inline type names that are neither the package's nor TypeScript's own, as `docs/x.md:12 Relatie`. */
export function unknownInlineTypeNames(
  file: string,
  markdown: string,
  packageNames: ReadonlySet<string>,
): string[] {
  return inlineTypeNames(markdown)
    .filter(({ name }) => !packageNames.has(name) && !BUILT_IN_TYPES.has(name))
    .map(({ name, line }) => `${file}:${line} ${name}`);
}
