import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from './demo-paths';

/** What the build reads: the sources and the files that say how they are built. */
const BUILD_INPUTS = ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts'];
/** What the demo loads of the build, through the package's `exports`. */
const BUILT_ENTRIES = ['testing', 'delivery', 'accounting', 'lock', 'commands', 'health', 'common'].map(
  (subpath) => path.join('dist', subpath, 'index.js'),
);

/**
 * Why the package needs a build before the demo can run, or undefined when `dist/` is up to date: an entry the
 * demo loads is missing, or a build input (a file or a folder, so that an added or removed file counts) changed
 * after the oldest of them was written.
 */
export function buildReason(root: string): string | undefined {
  const built = BUILT_ENTRIES.map((entry) => ({ entry, time: modifiedTime(path.join(root, entry)) }));
  const missing = built.filter(({ time }) => time === undefined).map(({ entry }) => entry);
  if (missing.length > 0) return `${missing.join(', ')} missing`;
  const builtAt = Math.min(...built.map(({ time }) => time!));
  const changed = BUILD_INPUTS.flatMap((input) => changedSince(path.join(root, input), builtAt));
  return changed.length === 0 ? undefined : `${path.relative(root, changed[0])} changed since the last build`;
}

/**
 * Runs `npm run build` when `buildReason` gives a reason, saying so on standard output first; its output goes
 * where the demo's goes.
 * @throws Error when the build fails
 */
export async function buildWhenNeeded(): Promise<void> {
  const reason = buildReason(REPO_ROOT);
  if (reason === undefined) return;
  process.stdout.write(`Building the package first (${reason}): npm run build\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT, stdio: 'inherit' });
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}); see its output above`);
}

function modifiedTime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The files and folders at or under `input` modified after `time` (nothing when `input` does not exist). */
function changedSince(input: string, time: number): string[] {
  const modified = modifiedTime(input);
  if (modified === undefined) return [];
  const own = modified > time ? [input] : [];
  if (!statSync(input).isDirectory()) return own;
  return [...own, ...readdirSync(input).flatMap((name) => changedSince(path.join(input, name), time))];
}
