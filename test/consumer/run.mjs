#!/usr/bin/env node
// Consumer tests of the packed package: builds and packs it, installs the tarball in throwaway host apps (the
// templates in ./hosts, copied to a temporary folder that is removed at the end), type-checks each host with
// `strict` and without `skipLibCheck`, and boots it against the sandboxes. Prints one PASS/FAIL line per host and
// exits non-zero when any host fails.
//
//   node test/consumer/run.mjs [--ref=<git ref>] [--keep] [host ...]
//
// --ref   packs that commit (`git archive`) instead of the working tree
// --keep  leaves the temporary folder in place, for a look at a failed host
// host    runs only the named hosts (default: all)
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..', '..');
const INSTALL_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];
/** Hosts tested at the same time: installs wait on the network, type-checks on a core. */
const PARALLEL_HOSTS = 2;
/** Packages a host that uses only Delivery and Accounting must not get: database drivers and store clients. */
const HEAVY_PACKAGES = ['better-sqlite3', 'pg', '@keyv/redis', '@redis/client'];

/**
 * The hosts, in the order they start (PARALLEL_HOSTS at a time). `steps` are npm scripts of the host's
 * package.json; `light` hosts are checked for native addons and the packages in HEAVY_PACKAGES after the install.
 */
const HOSTS = [
  {
    name: 'nest11-delivery-accounting',
    title: 'NestJS 11, CommonJS, Delivery and Accounting only',
    light: true,
    steps: [
      ['type-check (commonjs, node10) and build', 'build'],
      ['boot, call the clients, run accounting:test', 'start'],
    ],
  },
  {
    name: 'nest11-commonjs',
    title: 'NestJS 11, CommonJS, all three modules',
    steps: [
      ['type-check (commonjs, node10) and build', 'build'],
      ['type-check (node16)', 'typecheck:node16'],
      ['boot, call the clients, run delivery:status', 'start'],
    ],
  },
  {
    name: 'nest12-esm',
    title: 'NestJS 12, ESM, all three modules',
    steps: [
      ['type-check (nodenext) and build', 'build'],
      ['type-check (node16)', 'typecheck:node16'],
      ['boot with plain node, call the clients, run lock:locks', 'start'],
    ],
  },
  {
    name: 'standalone',
    title: 'plain Node script, accounting/standalone only',
    steps: [['run the standalone client, no @nestjs module loaded', 'start']],
  },
];

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
    for (const file of new Set(listed.stdout.split('\0').filter(Boolean))) {
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
 * Installs the tarball in a copy of a host template and runs its steps; returns whether all passed and the report
 * lines (printed as a block, since hosts run side by side).
 */
async function testHost(host, tarball, hostsDir) {
  const startedAt = Date.now();
  const lines = [];
  const log = (line) => lines.push(line);
  const hostDir = join(hostsDir, host.name);
  cpSync(join(HERE, 'hosts', host.name), hostDir, { recursive: true });
  log(`\n== ${host.name}: ${host.title}`);

  const installStartedAt = Date.now();
  const install = await run('npm', ['install', ...INSTALL_FLAGS, tarball], hostDir);
  writeFileSync(join(hostDir, 'npm-install.log'), install.output);
  const added = /added \d+ packages?[^\n]*/.exec(install.output)?.[0] ?? 'no "added" line';
  log(`   npm install ${INSTALL_FLAGS.join(' ')} <tarball>: ${added} (${seconds(installStartedAt)})`);
  for (const warning of npmWarnings(install.output)) log(`      npm warn ${warning}`);
  const failures = [];
  if (install.code !== 0) {
    log(indent(install.output));
    failures.push(`npm install exited ${install.code}`);
  } else if (host.light) {
    const problems = heavyInstallProblems(hostDir);
    log(`   no native addon, no ${HEAVY_PACKAGES.join(', ')}: ${problems.length === 0 ? 'yes' : 'NO'}`);
    for (const problem of problems) log(`      ${problem}`);
    if (problems.length > 0) failures.push(`${problems.length} heavy install problem(s)`);
  }

  for (const [label, script] of install.code === 0 ? host.steps : []) {
    const stepStartedAt = Date.now();
    const step = await run('npm', ['run', '--silent', script], hostDir);
    log(`   ${step.code === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds(stepStartedAt)})`);
    if (step.output.trim()) log(indent(step.output));
    if (step.code !== 0) {
      failures.push(`${label}: exit code ${step.code}`);
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
    await stageSources(join(work, 'package'), ref);
    const tarball = await pack(join(work, 'package'), work);
    console.log(`built and packed ${ref ?? 'the working tree'} in ${seconds(packStartedAt)}`);
    const queue = [...hosts];
    const worker = async () => {
      for (let host = queue.shift(); host; host = queue.shift()) {
        const { passed, lines } = await testHost(host, tarball, join(work, 'hosts'));
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
