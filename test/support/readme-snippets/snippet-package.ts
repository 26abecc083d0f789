import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DIST_DIR, isBuildFresh, sharedBuild } from '../load-build';

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
  /** The real folder of the build the package uses: the repository's `dist/`, or the run's shared build of `src/`. */
  distDir: string;
  /** Removes the package folder. */
  remove(): void;
}

/**
 * Makes the package. It uses the repository's `dist/` when that matches the sources (load-build.js; CI builds
 * before the e2e suites); otherwise the run's shared build of the current sources (made once for every suite that
 * needs it), so a stale or missing `dist/` never hides a change.
 */
export async function createSnippetPackage(): Promise<SnippetPackage> {
  const root = mkdtempSync(join(tmpdir(), 'readme-snippets-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    copyFileSync(join(REPO_ROOT, 'package.json'), join(root, 'package.json'));
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    const distDir = isBuildFresh() ? DIST_DIR : join(await sharedBuild(), 'dist');
    symlinkSync(distDir, join(root, 'dist'), 'dir');
    const snippetDir = join(root, 'readme-snippets');
    mkdirSync(snippetDir);
    return { root, snippetDir, distDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
