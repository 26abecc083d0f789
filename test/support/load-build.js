// Whether the package's build (dist/) is as new as its sources, so that child processes of the suites can run the
// built JavaScript instead of compiling src/ through ts-node each time (CI runs `npm run build` before the tests).
// Also a require hook that maps src/ to dist/ for child processes running test-only TypeScript (test/support/*.ts
// through ts-node) with the package from the build: preload this file (`node -r ts-node/register/transpile-only
// -r test/support/load-build.js <file>.ts`, see child-node.ts) and every module of src/ resolves to its dist/
// counterpart. And `sharedBuild()`: one `npm run build` of the current sources per run (and per change), in a
// folder of its own, for the suites that check the built or packed package.
/* global __dirname, __filename, setTimeout */
const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} = require('node:fs');
const Module = require('node:module');
const { tmpdir } = require('node:os');
const { dirname, join, relative, resolve, sep } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..', '..');
const SRC_DIR = join(REPO_ROOT, 'src');
const DIST_DIR = join(REPO_ROOT, 'dist');
/** Sources that are not part of the build (tsconfig.build.json leaves them out). */
const TEST_ONLY = /\.(spec|spec-helper|e2e-spec)\.ts$|\.d\.ts$/;
/** Files the build copies as they are (scripts/copy-assets.mjs). */
const ASSET_FOLDER = `${sep}assets${sep}`;
/** Files that change what the build makes without being sources. */
const BUILD_INPUTS = [
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/esm-type-imports.mjs',
  'scripts/copy-assets.mjs',
];

/**
 * The build's counterpart of a file of src/: `src/a/b.ts` -> `dist/a/b.js` (an asset keeps its name); undefined
 * for a file outside src/ or one the build leaves out.
 */
function distPathOf(file) {
  const rel = relative(SRC_DIR, file);
  if (rel.startsWith('..') || rel === '' || TEST_ONLY.test(rel)) return undefined;
  if (rel.endsWith('.ts')) return join(DIST_DIR, rel.replace(/\.ts$/, '.js'));
  return file.includes(ASSET_FOLDER) ? join(DIST_DIR, rel) : undefined;
}

/** The source of a file of dist/: `dist/a/b.js` -> `src/a/b.ts`; any other path unchanged. */
function sourcePathOf(file) {
  const rel = relative(DIST_DIR, file);
  if (rel.startsWith('..') || rel === '' || !rel.endsWith('.js') || rel.includes(ASSET_FOLDER)) return file;
  return join(SRC_DIR, rel.replace(/\.js$/, '.ts'));
}

/** Every file under the folder, recursively. */
function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Why dist/ does not match src/ (the first difference found), or undefined when it does: every source of the
 * build (src/**\/*.ts but specs and spec helpers, and the console's assets) is no newer than its counterpart in
 * dist/, and package.json, the tsconfig files and the build's scripts are no newer than the oldest of those
 * counterparts. Only file times are read (some 500 `stat` calls): the build rewrites every output each time.
 */
function buildReason() {
  if (!existsSync(join(DIST_DIR, 'index.js'))) return 'dist/ is not built';
  let oldestOutput = Infinity;
  for (const file of filesUnder(SRC_DIR)) {
    const built = distPathOf(file);
    if (built === undefined) continue;
    let builtTime;
    try {
      builtTime = statSync(built).mtimeMs;
    } catch {
      return `${relative(REPO_ROOT, built)} is missing (for ${relative(REPO_ROOT, file)})`;
    }
    if (statSync(file).mtimeMs > builtTime) {
      return `${relative(REPO_ROOT, file)} is newer than ${relative(REPO_ROOT, built)}`;
    }
    oldestOutput = Math.min(oldestOutput, builtTime);
  }
  for (const input of BUILD_INPUTS) {
    const path = join(REPO_ROOT, input);
    if (existsSync(path) && statSync(path).mtimeMs > oldestOutput) return `${input} changed after the build`;
  }
  return undefined;
}

/** True when dist/ matches src/ (`buildReason()` finds no difference). */
function isBuildFresh() {
  return buildReason() === undefined;
}

/**
 * Makes every module of src/ that this process loads come from its dist/ counterpart (when that exists):
 * `require('../../src/lock')` from a test-only file gets dist/lock/index.js, so the package's code is loaded
 * once, as built, and only the test-only files go through ts-node. Idempotent.
 */
function mapSourceToDist() {
  if (Module._resolveFilename.mapsSourceToDist) return;
  const resolveFilename = Module._resolveFilename;
  const mapped = function (request, parent, isMain, options) {
    const file = resolveFilename.call(this, request, parent, isMain, options);
    const built = typeof file === 'string' && file.endsWith('.ts') ? distPathOf(file) : undefined;
    return built !== undefined && existsSync(built) ? built : file;
  };
  mapped.mapsSourceToDist = true;
  Module._resolveFilename = mapped;
}

/** True when this process was started with this file as a preload (`node -r .../load-build.js`). */
function preloadedHere() {
  const args = process.execArgv;
  return args.some(
    (arg, index) =>
      (arg === '-r' || arg === '--require') &&
      index + 1 < args.length &&
      resolve(args[index + 1]) === __filename,
  );
}

if (preloadedHere()) mapSourceToDist();

/** The files whose content decides what `npm run build` makes. */
function buildInputFiles() {
  return [
    ...filesUnder(SRC_DIR).filter((file) => distPathOf(file) !== undefined),
    ...BUILD_INPUTS.map((input) => join(REPO_ROOT, input)).filter((file) => existsSync(file)),
  ].sort();
}

/**
 * A hash of the build's inputs: their paths and contents, and the checkout whose `node_modules` the build links
 * (a build of the same sources from another checkout would load a second copy of Nest).
 */
function buildInputsHash() {
  const hash = createHash('sha256').update(REPO_ROOT).update('\0');
  for (const file of buildInputFiles()) {
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the shared builds live: one folder per content of the build's inputs. */
const SHARED_BUILDS = join(tmpdir(), 'nest-integrations-builds');
/** How long a suite waits for a build another process is making. */
const SHARED_BUILD_WAIT_MS = 300_000;

/**
 * A package folder holding `npm run build` of the current sources (`<folder>/dist`), with the package's
 * package.json, scripts, src/ and a link to its node_modules: made once per content of the sources and shared by
 * every suite and worker that asks (the first one builds, in a folder of its own under the system's temp folder;
 * the others wait for it; a lock left by a killed run is taken over). Builds of other sources unused for an hour are removed then. Resolves to the folder.
 */
async function sharedBuild() {
  const key = buildInputsHash();
  const folder = join(SHARED_BUILDS, key);
  const done = join(folder, 'built');
  const lock = `${folder}.building`;
  const deadline = Date.now() + SHARED_BUILD_WAIT_MS;
  mkdirSync(SHARED_BUILDS, { recursive: true });
  for (;;) {
    if (existsSync(done)) {
      const now = new Date();
      utimesSync(done, now, now); // used now: kept another hour
      return folder;
    }
    if (!takeLock(lock)) {
      // Another process builds it. A lock whose process is gone (a killed run), or one held past the wait, is
      // taken over.
      if (lockHolderGone(lock) || Date.now() > deadline) rmSync(lock, { force: true });
      await new Promise((resume) => setTimeout(resume, 250));
      continue;
    }
    try {
      if (!existsSync(done)) await buildInto(folder, key);
      removeOldBuilds(key);
      return folder;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Creates the lock file with this process's id; false when it exists. */
function takeLock(lock) {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** True when the process that holds the lock has exited. */
function lockHolderGone(lock) {
  let pid;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false; // being written
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Copies what the build reads into a fresh folder, runs `npm run build` there and marks the folder built. */
async function buildInto(folder, key) {
  const making = `${folder}.${process.pid}.tmp`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  for (const input of ['src', ...BUILD_INPUTS]) {
    const from = join(REPO_ROOT, input);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(making, input)), { recursive: true });
    cpSync(from, join(making, input), { recursive: true });
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(making, 'node_modules'), 'dir');
  await new Promise((done, fail) =>
    execFile(
      'npm',
      ['run', 'build', '--silent'],
      { cwd: making, timeout: SHARED_BUILD_WAIT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) return done();
        // tsc still writes its output when src/ has type errors; the suites' own checks report what matters.
        if (existsSync(join(making, 'dist', 'index.d.ts'))) return done();
        fail(new Error(`npm run build of the shared build failed: ${error.message}\n${stdout}${stderr}`));
      },
    ),
  );
  writeFileSync(join(making, 'built'), `${key}\n`);
  if (existsSync(join(folder, 'built'))) {
    // Another process made it meanwhile (it took over a lock it judged stale): keep theirs, in use already.
    rmSync(making, { recursive: true, force: true });
    return;
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(making, folder);
}

/** How long a shared build of other sources is kept after its last use (another run may still read it). */
const KEEP_UNUSED_MS = 3_600_000;

/** Removes the shared builds (and leftovers of killed builds) nobody used for an hour, but the current one. */
function removeOldBuilds(key) {
  for (const entry of readdirSync(SHARED_BUILDS)) {
    if (entry === key || entry.endsWith('.building')) continue;
    const path = join(SHARED_BUILDS, entry);
    const marker = existsSync(join(path, 'built')) ? join(path, 'built') : path;
    try {
      if (Date.now() - statSync(marker).mtimeMs > KEEP_UNUSED_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // removed by another process meanwhile
    }
  }
}

module.exports = {
  REPO_ROOT,
  SRC_DIR,
  DIST_DIR,
  buildReason,
  isBuildFresh,
  distPathOf,
  sourcePathOf,
  mapSourceToDist,
  sharedBuild,
};
