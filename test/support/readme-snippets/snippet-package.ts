import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** The repository root. */
export const REPO_ROOT = resolve(__dirname, '../../..');

/**
 * A throwaway copy of the package as a user installs it, in the system's temp folder: the repository's
 * `package.json` (its `exports`), its build under `dist/` and a link to its `node_modules`. Code written into
 * `snippetDir` imports `@vendor/nest-integrations/*` by the package's own name (self-reference through
 * `exports`), both in the TypeScript compiler and in Node.
 */
export interface SnippetPackage {
  /** The package folder. */
  root: string;
  /** The folder for the snippets, inside the package. */
  snippetDir: string;
  /** The real folder of the build the package uses: the repository's `dist/`, or a fresh build of `src/`. */
  distDir: string;
  /** Removes the package folder. */
  remove(): void;
}

/**
 * Makes the package. It uses the repository's `dist/` when that is at least as new as every file in `src/`
 * (CI builds before the e2e suites); otherwise it builds `src/` into the package first, so a stale or missing
 * `dist/` never hides a change.
 */
export async function createSnippetPackage(): Promise<SnippetPackage> {
  const root = mkdtempSync(join(tmpdir(), 'readme-snippets-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    copyFileSync(join(REPO_ROOT, 'package.json'), join(root, 'package.json'));
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    const distDir = isDistCurrent() ? join(REPO_ROOT, 'dist') : await buildInto(join(root, 'build'));
    symlinkSync(distDir, join(root, 'dist'), 'dir');
    const snippetDir = join(root, 'readme-snippets');
    mkdirSync(snippetDir);
    return { root, snippetDir, distDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

function isDistCurrent(): boolean {
  const builtIndex = join(REPO_ROOT, 'dist', 'index.d.ts');
  if (!existsSync(builtIndex)) return false;
  return statSync(builtIndex).mtimeMs >= newestModification(join(REPO_ROOT, 'src'));
}

function newestModification(folder: string): number {
  return Math.max(
    statSync(folder).mtimeMs,
    ...readdirSync(folder, { withFileTypes: true }).map((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs;
    }),
  );
}

async function buildInto(outDir: string): Promise<string> {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], {
      cwd: REPO_ROOT,
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    // tsc still writes its output when src/ has type errors; the snippets' own check reports what matters.
    if (!existsSync(join(outDir, 'index.d.ts'))) throw error;
  }
  // The build's own post-step (package.json "build"), so the snippets see the declarations a user gets.
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts', 'esm-type-imports.mjs'), outDir]);
  return outDir;
}
