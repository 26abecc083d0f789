// Another Node.js to run the tests on: `node scripts/fetch-node.mjs <major or version>` (e.g. 24, 22.16.0) prints
// the path of its `node` binary. It comes from the npm registry, the official build of this platform that the
// registry ships as `node-<platform>-<arch>` (`npm pack`, so npm's registry settings and cache apply), unpacked into
// ~/.cache/nest-integrations/node/<version>/ (under $XDG_CACHE_HOME when set) and used from there the next time
// without asking the registry again. Outside node_modules, so `npm ci` keeps it and CI can fetch its main Node.js
// before installing with it.
// `<node> node_modules/.bin/jest <file> --selectProjects e2e` then runs a suite on it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'nest-integrations', 'node');
const PLATFORMS = { linux: 'linux', darwin: 'darwin' };

/** The cached binary of the newest version matching `wanted` (`24` or `24.22.3`), or undefined. */
function cachedBinary(wanted) {
  if (!existsSync(CACHE)) return undefined;
  const versions = readdirSync(CACHE)
    .filter((version) => version === wanted || version.startsWith(`${wanted}.`))
    .filter((version) => existsSync(binaryOf(version)))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  return versions.length > 0 ? binaryOf(versions[0]) : undefined;
}

function binaryOf(version) {
  return join(CACHE, version, 'bin', 'node');
}

/** Packs the package of `wanted` from the registry and unpacks it into the cache; answers its binary. */
function download(wanted) {
  const platform = PLATFORMS[process.platform];
  if (platform === undefined)
    throw new Error(`fetch-node: no node package for the platform ${process.platform}`);
  const name = `node-${platform}-${process.arch}`;
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, '.download-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${wanted}`, '--json', '--pack-destination', work], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    )[0];
    execFileSync('tar', ['-xzf', join(work, packed.filename), '-C', work]);
    // Moved into place whole, so a cache entry is never half unpacked.
    rmSync(join(CACHE, packed.version), { recursive: true, force: true });
    renameSync(join(work, 'package'), join(CACHE, packed.version));
    return binaryOf(packed.version);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const wanted = process.argv[2];
if (!/^\d+(\.\d+){0,2}$/.test(wanted ?? '')) {
  process.stderr.write('usage: node scripts/fetch-node.mjs <major or version>, e.g. 24 or 22.16.0\n');
  process.exit(2);
}
process.stdout.write(`${cachedBinary(wanted) ?? download(wanted)}\n`);
