// The consumer matrix: the host apps of run.mjs, and what each type-check of theirs tests (NestJS major, module
// system, TypeScript, moduleResolution), read from the host's own package.json and tsconfig. The README's
// "Tested combinations" table is this matrix (test/consumer-matrix.e2e-spec.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The folder of the host templates. */
export const HOSTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'hosts');

/**
 * The hosts, in the order they start. `steps` are npm scripts of the host's package.json; a step with a
 * `tsconfig` type-checks the host with it (`tsc -p <tsconfig>`). `light` hosts are checked for native addons and
 * heavy packages after the install. A `quickStart` host also installs the README's test packages of its NestJS
 * major and gets the README's quick start files and `jest.config.js` (readme-quick-start.mjs) before its steps.
 */
export const HOSTS = [
  {
    name: 'nest11-delivery-accounting',
    title: 'NestJS 11, CommonJS, Delivery and Accounting only',
    light: true,
    steps: [
      { label: 'type-check and build', script: 'build', tsconfig: 'tsconfig.json' },
      { label: 'boot, call the clients, run accounting:test', script: 'start' },
    ],
  },
  {
    name: 'nest11-commonjs',
    title: 'NestJS 11, CommonJS, all three modules',
    steps: [
      { label: 'type-check and build', script: 'build', tsconfig: 'tsconfig.json' },
      { label: 'type-check', script: 'typecheck:node16', tsconfig: 'tsconfig.node16.json' },
      { label: 'boot, call the clients, run delivery:status', script: 'start' },
    ],
  },
  {
    name: 'nest12-esm',
    title: 'NestJS 12, ESM, all three modules',
    quickStart: true,
    steps: [
      { label: 'type-check and build', script: 'build', tsconfig: 'tsconfig.json' },
      { label: 'type-check', script: 'typecheck:node16', tsconfig: 'tsconfig.node16.json' },
      { label: 'boot with plain node, call the clients, run lock:locks', script: 'start' },
      {
        label: 'lock:migrate on an SQLite file without better-sqlite3 (node:sqlite)',
        script: 'lock-database',
      },
      {
        label: "the README's quick start test, with its jest set-up for NestJS 12",
        script: 'test:quick-start',
      },
    ],
  },
  {
    name: 'standalone',
    title: 'plain Node script, accounting/standalone only',
    steps: [{ label: 'run the standalone client, no @nestjs module loaded', script: 'start' }],
  },
];

/** A host template's package.json. */
export function hostPackage(name) {
  return JSON.parse(readFileSync(join(HOSTS_DIR, name, 'package.json'), 'utf8'));
}

/** The NestJS major a host is built on (from its `@nestjs/core` range), or null for a host without NestJS. */
export function nestMajorOf(name) {
  const range = hostPackage(name).dependencies?.['@nestjs/core'];
  return range === undefined ? null : Number(/\d+/.exec(range)[0]);
}

/**
 * The TypeScript version a host installs, as `major.minor`, or null without TypeScript. A host pins one minor
 * (`~5.9.0`), so the version its type-checks claim is the one they ran.
 * @throws Error when the host's range allows more than one minor
 */
export function typescriptOf(name) {
  const range = hostPackage(name).devDependencies?.typescript;
  if (range === undefined) return null;
  const pinned = /^~?(\d+)\.(\d+)\.\d+$/.exec(range);
  if (!pinned) throw new Error(`host ${name}: pin typescript to one minor (~x.y.z), not "${range}"`);
  return `${pinned[1]}.${pinned[2]}`;
}

/** The `moduleResolution` a host's tsconfig file gives (its `extends` followed), e.g. `node10`. */
export function moduleResolutionOf(name, tsconfig) {
  const file = join(HOSTS_DIR, name, tsconfig);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const kind = parsed?.options.moduleResolution;
  if (kind === undefined) throw new Error(`${file} sets no moduleResolution`);
  return ts.ModuleResolutionKind[kind].toLowerCase();
}

/**
 * One row per host and type-check: `{ host, nestjs, moduleSystem, typescript, moduleResolution }` (`'none'` where
 * the host has no such thing; a host without a type-check has one row).
 */
export function testedCombinations() {
  return HOSTS.flatMap((host) => {
    const base = {
      host: host.name,
      nestjs: String(nestMajorOf(host.name) ?? 'none'),
      moduleSystem: hostPackage(host.name).type === 'module' ? 'ES modules' : 'CommonJS',
    };
    const typeChecks = host.steps.filter((step) => step.tsconfig !== undefined);
    if (typeChecks.length === 0) return [{ ...base, typescript: 'none', moduleResolution: 'none' }];
    return typeChecks.map((step) => ({
      ...base,
      typescript: typescriptOf(host.name),
      moduleResolution: moduleResolutionOf(host.name, step.tsconfig),
    }));
  });
}
