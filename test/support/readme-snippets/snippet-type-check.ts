import { realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as ts from 'typescript';
import { SnippetPackage } from './snippet-package';

/** One compiler message, located in its file. */
export interface CompilerMessage {
  /** The real path of the file, or `undefined` for a message about the options. */
  file: string | undefined;
  /** 1-based line in the file (0 without a file). */
  line: number;
  /** 1-based column in the file (0 without a file). */
  column: number;
  /** `TS2322: Type 'string | undefined' is not assignable ...`. */
  text: string;
}

/** What the compiler said about the snippets, sorted by where it points. */
export interface SnippetTypeCheck {
  /** Messages per snippet file (keyed by the path given). */
  bySnippet: Map<string, CompilerMessage[]>;
  /** Messages in the package's own declaration files (`dist/**\/*.d.ts`) and about the options. */
  inPackage: CompilerMessage[];
}

/**
 * The settings a strict host app uses: `strict`, CommonJS files (the package folder has no `"type"`) under
 * `nodenext` resolution, so `@vendor/nest-integrations/*` resolves through the package's `exports` and an
 * ES-module-only peer (`@nestjs/event-emitter` 12) may be required, as Node 20.19 allows. No `skipLibCheck`:
 * the package's own declaration files are checked like the snippets.
 */
function compilerOptions(pkg: SnippetPackage): ts.CompilerOptions {
  return {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    esModuleInterop: true,
    forceConsistentCasingInFileNames: true,
    types: ['node'],
    typeRoots: [join(pkg.root, 'node_modules', '@types')],
    skipLibCheck: false,
    noEmit: true,
  };
}

/**
 * Type-checks the snippet files (already written into `pkg.snippetDir`) as one program, against the package's
 * built declarations. Only the snippets and the package's own declaration files are checked: other libraries'
 * declaration files are not the README's concern (they are read for their types, not checked; checking them was
 * most of the time this took, for messages that were left out).
 */
export function typeCheckSnippets(pkg: SnippetPackage, files: readonly string[]): SnippetTypeCheck {
  const program = ts.createProgram({ rootNames: [...files], options: compilerOptions(pkg) });
  const snippetByRealPath = new Map(files.map((file) => [realpathSync(file), file]));
  const distDir = realpathSync(pkg.distDir) + sep;
  const result: SnippetTypeCheck = { bySnippet: new Map(files.map((file) => [file, []])), inPackage: [] };
  const checked = program.getSourceFiles().filter((source) => {
    const file = realpathSync(source.fileName);
    return snippetByRealPath.has(file) || file.startsWith(distDir);
  });
  // What ts.getPreEmitDiagnostics(program) gives, with the semantic checks of those files alone.
  const diagnostics = ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((source) => program.getSemanticDiagnostics(source)),
  ]);
  for (const diagnostic of diagnostics) {
    const message = compilerMessage(diagnostic);
    const snippet = message.file === undefined ? undefined : snippetByRealPath.get(message.file);
    if (snippet !== undefined) result.bySnippet.get(snippet)?.push(message);
    else if (message.file === undefined || message.file.startsWith(distDir)) result.inPackage.push(message);
  }
  return result;
}

function compilerMessage(diagnostic: ts.Diagnostic): CompilerMessage {
  const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  if (diagnostic.file === undefined || diagnostic.start === undefined) {
    return { file: diagnostic.file && realpathSync(diagnostic.file.fileName), line: 0, column: 0, text };
  }
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return { file: realpathSync(diagnostic.file.fileName), line: line + 1, column: character + 1, text };
}
