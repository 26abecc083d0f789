/** Whether `dist/` was built from the present `src/`, and the build when it was not. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(spec|spec-helper|e2e-spec|d)\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** Source files with no built counterpart at least as new: figures of `dist/` would describe an older build. */
export function staleBuildFiles(): string[] {
  return sourceFiles(join(root, 'src')).filter((source) => {
    const built = join(root, 'dist', relative(join(root, 'src'), source)).replace(/\.ts$/, '.js');
    return !existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs;
  });
}

/** Runs `npm run build` unless every source file has a newer built file; throws when the build fails. */
export function buildWhenStale(): void {
  const stale = staleBuildFiles();
  if (stale.length === 0) return;
  console.log(
    `bench: dist/ is older than ${relative(root, stale[0])} (and ${stale.length - 1} more): npm run build`,
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error(`npm run build failed (${build.error?.message ?? `exit ${build.status}`})`);
}
