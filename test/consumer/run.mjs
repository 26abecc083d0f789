#!/usr/bin/env node
// Consumer tests of the packed package: builds and packs it, installs it in throwaway host apps (the templates in
// ./hosts, copied to a temporary folder that is removed at the end) with the README's install line of the host's
// NestJS major (the tarball in the package's place), checks the majors npm installed, type-checks each host with
// `strict` and without `skipLibCheck`, and boots it against the sandboxes. Prints one PASS/FAIL line per host and
// exits non-zero when any host fails. The hosts and what they test: ./hosts.mjs.
//
//   node test/consumer/run.mjs [--ref=<git ref> | --tarball=<file>] [--keep] [host ...]
//
// --ref      packs that commit (`git archive`) instead of the working tree
// --tarball  installs that tarball, packed from this working tree (`npm pack`), instead of building and packing
//            (.ci/node-matrix packs once for every Node.js major)
// --keep     leaves the temporary folder in place, for a look at a failed host
// host       runs only the named hosts (default: all)
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTS, HOSTS_DIR, moduleResolutionOf, nestMajorOf, typescriptOf } from './hosts.mjs';
import { installArguments, readmeInstallLine } from './install-line.mjs';
import { peerMajorsFor } from './nest-peer-majors.mjs';
import { quickStartTestPackages, writeQuickStart } from './readme-quick-start.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..', '..');
const INSTALL_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];
/** Stands for the packed tarball's path in the install words, until there is one. */
const TARBALL = '<tarball>';
/** Hosts tested at the same time: installs wait on the network, type-checks on a core. */
const PARALLEL_HOSTS = 2;
/** Packages a host that uses only Delivery and Accounting must not get: database drivers and store clients. */
const HEAVY_PACKAGES = ['better-sqlite3', 'pg', '@keyv/redis', '@redis/client'];

/**
 * Runs a command; resolves with its exit code, its standard output and both outputs as they came (it never
 * rejects on a failed command).
 */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, stdout, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, output }));
  });
}

function seconds(startedAt) {
  return `${((Date.now() - startedAt) / 1000).toFixed(1)}s`;
}

function indent(text) {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
}

/** Copies the package's sources (the working tree, or `ref`) to `stage`, with the repository's node_modules. */
async function stageSources(stage, ref) {
  mkdirSync(stage, { recursive: true });
  if (ref) {
    const archive = await run(
      'bash',
      ['-c', `set -o pipefail; git archive "$0" | tar -x -C "$1"`, ref, stage],
      REPO,
    );
    if (archive.code !== 0) throw new Error(`git archive ${ref} failed:\n${archive.output}`);
  } else {
    const listed = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], REPO);
    if (listed.code !== 0) throw new Error(`git ls-files failed:\n${listed.output}`);
    // A `node_modules` link (a git worktree's) is listed as an untracked file: the stage links its own below.
    const files = listed.stdout.split('\0').filter((file) => file !== '' && file !== 'node_modules');
    for (const file of new Set(files)) {
      if (!existsSync(join(REPO, file))) continue; // deleted in the working tree
      mkdirSync(dirname(join(stage, file)), { recursive: true });
      cpSync(join(REPO, file), join(stage, file));
    }
  }
  symlinkSync(join(REPO, 'node_modules'), join(stage, 'node_modules'), 'dir');
}

/** Builds and packs the staged package into `destination`; returns the tarball's path. */
async function pack(stage, destination) {
  const build = await run('npm', ['run', 'build'], stage);
  if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output}`);
  const packed = await run('npm', ['pack', '--json', '--pack-destination', destination], stage);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
  const [{ filename, entryCount, size }] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[/m)));
  console.log(`packed ${filename}: ${entryCount} files, ${(size / 1024).toFixed(0)} KiB`);
  return join(destination, filename);
}

/** Every installed package folder under `nodeModules` (nested ones too), as paths relative to it. */
function installedPackages(nodeModules) {
  const found = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.name.startsWith('@')) {
        visit(path);
        continue;
      }
      found.push(relative(nodeModules, path));
      if (existsSync(join(path, 'node_modules'))) visit(join(path, 'node_modules'));
    }
  };
  if (existsSync(nodeModules)) visit(nodeModules);
  return found;
}

/** Files under `folder` whose name ends in `.node` (compiled native addons); symbolic links are not followed. */
function nativeAddons(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !lstatSync(path).isSymbolicLink()) found.push(...nativeAddons(path));
    else if (entry.isFile() && entry.name.endsWith('.node')) found.push(path);
  }
  return found;
}

/** The problems of a light host's node_modules: native addons, database drivers, store clients. */
function heavyInstallProblems(hostDir) {
  const nodeModules = join(hostDir, 'node_modules');
  const packageName = (path) => path.split('node_modules/').pop();
  const heavy = installedPackages(nodeModules).filter((path) => HEAVY_PACKAGES.includes(packageName(path)));
  const addons = nativeAddons(nodeModules).map((path) => relative(hostDir, path));
  return [
    ...heavy.map((path) => `installed ${packageName(path)} (node_modules/${path})`),
    ...addons.map((path) => `native addon ${path}`),
  ];
}

/** The headline of every distinct npm warning in an install's output, with the package it concerns. */
function npmWarnings(output) {
  const lines = output.split('\n');
  const warnings = new Set();
  lines.forEach((line, index) => {
    const headline = /^npm warn ([A-Z][A-Z_]+ [a-zA-Z].*|deprecated .*)$/.exec(line);
    if (!headline) return;
    const about = /^npm warn (?:[A-Z]+ +)?(While resolving: .*|package: .*)$/.exec(lines[index + 1] ?? '');
    const text = headline[1].replace(/\s*\{$/, '');
    warnings.add(about ? `${text} (${about[1].replace(/,$/, '')})` : text);
  });
  return [...warnings];
}

/**
 * What a host installs after `npm install`, with TARBALL in the package's place: the README's install line of its
 * NestJS major, or the package alone for a host without NestJS.
 * @throws Error naming the marker when the README has no install line for the host's NestJS major
 */
function installWords(host, readme) {
  const nestMajor = nestMajorOf(host.name);
  if (nestMajor === null) return [TARBALL];
  const words = installArguments(readmeInstallLine(readme, nestMajor), TARBALL);
  return host.quickStart ? [...words, ...quickStartTestPackages(readme)] : words;
}

/** The installed version of a package in the host, or null. */
function installedVersion(hostDir, name) {
  const manifest = join(hostDir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

/**
 * Where npm installed another version than the host tests: a peer that follows the NestJS major (per the package's
 * peerDependencies) in another major, TypeScript in another minor than the host pins.
 */
function installedVersionProblems(host, hostDir, peerDependencies) {
  const problems = [];
  const nestMajor = nestMajorOf(host.name);
  const expectedMajors = nestMajor === null ? {} : peerMajorsFor(peerDependencies, nestMajor);
  for (const [name, major] of Object.entries(expectedMajors)) {
    const version = installedVersion(hostDir, name);
    if (version !== null && !version.startsWith(`${major}.`)) {
      problems.push(`${name} ${version} installed, NestJS ${nestMajor} needs ${major}.x`);
    }
  }
  const typescript = typescriptOf(host.name);
  const installedTypescript = installedVersion(hostDir, 'typescript');
  if (typescript !== null && !installedTypescript?.startsWith(`${typescript}.`)) {
    problems.push(`typescript ${installedTypescript} installed, the host tests ${typescript}`);
  }
  return problems;
}

/** A step's label, with what a type-check tests: `type-check and build (TypeScript 5.9, node10)`. */
function stepLabel(host, step) {
  if (step.tsconfig === undefined) return step.label;
  return `${step.label} (TypeScript ${typescriptOf(host.name)}, ${moduleResolutionOf(host.name, step.tsconfig)})`;
}

/**
 * Installs the package in a copy of a host template and runs its steps; returns whether all passed and the report
 * lines (printed as a block, since hosts run side by side).
 */
async function testHost(host, { installs, tarball, peerDependencies, hostsDir, readme }) {
  const startedAt = Date.now();
  const lines = [];
  const log = (line) => lines.push(line);
  const hostDir = join(hostsDir, host.name);
  cpSync(join(HOSTS_DIR, host.name), hostDir, { recursive: true });
  if (host.quickStart) writeQuickStart(readme, hostDir);
  log(`\n== ${host.name}: ${host.title}`);

  const installStartedAt = Date.now();
  const words = installs.get(host.name);
  const install = await run(
    'npm',
    ['install', ...INSTALL_FLAGS, ...words.map((word) => (word === TARBALL ? tarball : word))],
    hostDir,
  );
  writeFileSync(join(hostDir, 'npm-install.log'), install.output);
  const added = /added \d+ packages?[^\n]*/.exec(install.output)?.[0] ?? 'no "added" line';
  log(`   npm install ${[...INSTALL_FLAGS, ...words].join(' ')}: ${added} (${seconds(installStartedAt)})`);
  for (const warning of npmWarnings(install.output)) log(`      npm warn ${warning}`);
  const failures = [];
  const versionProblems = install.code === 0 ? installedVersionProblems(host, hostDir, peerDependencies) : [];
  for (const problem of versionProblems) log(`   FAIL ${problem}`);
  if (versionProblems.length > 0) failures.push(`${versionProblems.length} version(s) other than tested`);
  if (install.code !== 0) {
    log(indent(install.output));
    failures.push(`npm install exited ${install.code}`);
  } else if (host.light) {
    const problems = heavyInstallProblems(hostDir);
    log(`   no native addon, no ${HEAVY_PACKAGES.join(', ')}: ${problems.length === 0 ? 'yes' : 'NO'}`);
    for (const problem of problems) log(`      ${problem}`);
    if (problems.length > 0) failures.push(`${problems.length} heavy install problem(s)`);
  }

  for (const step of failures.length === 0 ? host.steps : []) {
    const label = stepLabel(host, step);
    const stepStartedAt = Date.now();
    const result = await run('npm', ['run', '--silent', step.script], hostDir);
    log(`   ${result.code === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds(stepStartedAt)})`);
    if (result.output.trim()) log(indent(result.output));
    if (result.code !== 0) {
      failures.push(`${label}: exit code ${result.code}`);
      break;
    }
  }
  const verdict = failures.length === 0 ? 'PASS' : 'FAIL';
  log(`${verdict} ${host.name} (${seconds(startedAt)})${failures.length ? `: ${failures.join('; ')}` : ''}`);
  return { passed: failures.length === 0, lines };
}

async function main() {
  const args = process.argv.slice(2);
  const ref = args.find((arg) => arg.startsWith('--ref='))?.slice('--ref='.length);
  const packed = args.find((arg) => arg.startsWith('--tarball='))?.slice('--tarball='.length);
  if (ref !== undefined && packed !== undefined) throw new Error('give --ref or --tarball, not both');
  if (packed !== undefined && !existsSync(packed)) throw new Error(`--tarball: no file ${packed}`);
  const keep = args.includes('--keep');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !HOSTS.some((host) => host.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown host ${unknown.join(', ')}; the hosts are ${HOSTS.map((host) => host.name).join(', ')}`,
    );
  }
  const hosts = names.length > 0 ? HOSTS.filter((host) => names.includes(host.name)) : HOSTS;

  const startedAt = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'nest-integrations-consumer-'));
  const results = [];
  try {
    const packStartedAt = Date.now();
    const stage = packed === undefined ? join(work, 'package') : REPO;
    if (packed === undefined) await stageSources(stage, ref);
    const readme = readFileSync(join(stage, 'README.md'), 'utf8');
    const installs = new Map(hosts.map((host) => [host.name, installWords(host, readme)]));
    const { peerDependencies } = JSON.parse(readFileSync(join(stage, 'package.json'), 'utf8'));
    const tarball = packed === undefined ? await pack(stage, work) : resolve(packed);
    if (packed === undefined)
      console.log(`built and packed ${ref ?? 'the working tree'} in ${seconds(packStartedAt)}`);
    else console.log(`installing ${tarball}`);
    const queue = [...hosts];
    const context = { installs, tarball, peerDependencies, hostsDir: join(work, 'hosts'), readme };
    const worker = async () => {
      for (let host = queue.shift(); host; host = queue.shift()) {
        const { passed, lines } = await testHost(host, context);
        console.log(lines.join('\n'));
        results.push([host.name, passed]);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_HOSTS }, worker));
  } finally {
    if (keep) console.log(`\nkept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter(([, passed]) => !passed).map(([name]) => name);
  console.log(
    `\nconsumer tests: ${results.length - failed.length} of ${results.length} hosts passed (${seconds(startedAt)})`,
  );
  if (failed.length > 0) {
    console.log(`FAIL ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`consumer tests: ${error.message}`);
  process.exitCode = 1;
});
