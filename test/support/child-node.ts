import path from 'node:path';
import { buildReason, distPathOf, REPO_ROOT } from './load-build';

/** ts-node's hook that compiles TypeScript as it is required, without type checks. */
const TS_NODE = require.resolve('ts-node/register/transpile-only');
/** Preloaded, it makes every module of src/ come from dist/ (load-build.js). */
const LOAD_BUILD = path.join(__dirname, 'load-build.js');

/** How to start a child Node process on the repository's code. */
export interface ChildNode {
  /** Node's arguments up to the script (included, when one was given); the script's own arguments follow. */
  args: string[];
  /** What the child's env needs on top of the caller's (ts-node's settings). */
  env: Record<string, string>;
  /** True when the package's code comes from dist/; false when ts-node compiles src/. */
  fromBuild: boolean;
}

let noted = false;

/**
 * How to run the file as a child process, fast when the build matches the sources (CI builds before the tests):
 * a file of src/ runs as its dist/ counterpart, with no TypeScript at all; any other TypeScript file (a test-only
 * script of test/support) runs through ts-node with the package's modules mapped to dist/ (load-build.js), so
 * only that file is compiled. When dist/ is stale or missing, everything runs through ts-node from src/, with a
 * one-line note on stderr saying why (once per test file). Without a file, the arguments preload the same for
 * `node -e` or `--eval`.
 */
export function childNode(file?: string): ChildNode {
  const reason = buildReason();
  const env = { TS_NODE_PROJECT: path.join(REPO_ROOT, 'tsconfig.json'), TS_NODE_TRANSPILE_ONLY: 'true' };
  if (reason !== undefined) {
    if (!noted) {
      noted = true;
      process.stderr.write(
        `child processes run src/ through ts-node: ${reason} (npm run build makes them run dist/)\n`,
      );
    }
    return { args: ['-r', TS_NODE, ...(file === undefined ? [] : [file])], env, fromBuild: false };
  }
  const built = file === undefined ? undefined : distPathOf(path.resolve(REPO_ROOT, file));
  if (built !== undefined) return { args: [built], env, fromBuild: true };
  return {
    args: ['-r', TS_NODE, '-r', LOAD_BUILD, ...(file === undefined ? [] : [file])],
    env,
    fromBuild: true,
  };
}
