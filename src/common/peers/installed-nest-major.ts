import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The major version of the `@nestjs/common` the app runs on (11, 12), or undefined when it cannot be found: the
 * `package.json` above the file `require` resolves (read from disk, since an ES-module package need not export it).
 */
export function installedNestMajor(): number | undefined {
  try {
    let folder = dirname(require.resolve('@nestjs/common'));
    for (;;) {
      const manifest = readManifest(join(folder, 'package.json'));
      if (manifest?.name === '@nestjs/common') {
        const major = Number(/^\d+/.exec(manifest.version ?? '')?.[0]);
        return Number.isInteger(major) ? major : undefined;
      }
      const parent = dirname(folder);
      if (parent === folder) return undefined;
      folder = parent;
    }
  } catch {
    return undefined;
  }
}

function readManifest(path: string): { name?: string; version?: string } | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version?: string };
  } catch {
    return undefined;
  }
}
