/**
 * What importing each subpath of the BUILT package costs: the time to require it and the modules it loads, each
 * import in a fresh `node` process, against a baseline measured in the same run (reflect-metadata, @nestjs/core
 * and @nestjs/common alone). The target: `./delivery`, `./accounting` and `./lock` import in at most 1.3x the
 * baseline time.
 *
 * Subpaths resolve through the package's own `exports` (a package self-reference), so a subpath missing from
 * `exports` is skipped with a note. The time is taken inside the child with performance.now() around the
 * require, after `require('reflect-metadata')`, so process start-up is left out. Each subpath is also imported on
 * top of the baseline (loaded first, untimed): what it adds to a Nest host that already has @nestjs/core and
 * @nestjs/common. Modules are `Object.keys(require.cache)` after the require: CommonJS files, and the entry file of
 * an ESM-only package loaded through require (the files that entry imports are not in it). The rounds go
 * round-robin over the targets, so drift reaches every one; the ratio is the median of the rounds' ratios.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Benchmark } from './support/bench-settings';
import { buildReason } from '../examples/demo/runner/package-build';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';

interface ImportTarget {
  label: string;
  /** Required before the timer starts, after reflect-metadata. */
  preload: string[];
  specifiers: string[];
  /** Held to the target ratio. */
  targeted: boolean;
}

interface ChildResult {
  milliseconds: number;
  modules: string[];
}

interface TargetFigures {
  target: ImportTarget;
  milliseconds: number[];
  moduleCounts: number[];
  modules: string[];
  /** The same import on top of the baseline: its time, and the modules it adds. */
  onBase?: { milliseconds: number[]; addedModules: number };
  error?: string;
}

const root = resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports?: Record<string, unknown>;
};
const subpaths = [
  '.',
  './common',
  './delivery',
  './accounting',
  './accounting/standalone',
  './lock',
  './testing',
  './commands',
  './health',
];
/** The baseline, after reflect-metadata: what every Nest host loads anyway. */
const baselineSpecifiers = ['@nestjs/core', '@nestjs/common'];
const targetedSubpaths = new Set(['./delivery', './accounting', './lock']);
const targetRatio = 1.3;
const resultMarker = '@@import-cost@@';

/** Package families counted in each import, by package name (the last `node_modules/` segment of a path). */
const families: [string, RegExp][] = [
  ['nest-commander', /^nest-commander$/],
  ['inquirer*', /^(inquirer|@inquirer\/.+)$/],
  ['@redis/', /^@redis\//],
  ['@keyv/redis', /^@keyv\/redis$/],
  ['kysely', /^kysely$/],
  ['better-sqlite3', /^better-sqlite3$/],
  ['pg*', /^(pg|pg-.+|pgpass)$/],
  ['@nestjs/config', /^@nestjs\/config$/],
];

/** Runs in the child: requires the preload, then times requiring the specifiers (JSON in argv[1]). */
const childScript = `
const { performance } = require('node:perf_hooks');
require('reflect-metadata');
const { preload, specifiers } = JSON.parse(process.argv[1]);
for (const specifier of preload) require(specifier);
const started = performance.now();
for (const specifier of specifiers) require(specifier);
const milliseconds = performance.now() - started;
process.stdout.write('\\n${resultMarker}' + JSON.stringify({ milliseconds, modules: Object.keys(require.cache) }) + '\\n');
`;

function importOnce(target: ImportTarget): ChildResult {
  const argument = JSON.stringify({ preload: target.preload, specifiers: target.specifiers });
  const child = spawnSync(process.execPath, ['-e', childScript, argument], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = child.stdout?.split('\n').find((text) => text.startsWith(resultMarker));
  if (child.status !== 0 || line === undefined) {
    const reason = child.error?.message ?? firstErrorLine(child.stderr) ?? `exit code ${child.status}`;
    const what = target.preload.length > 0 ? `${target.label} on top of the baseline` : target.label;
    throw new Error(`importing ${what} failed: ${reason}`);
  }
  return JSON.parse(line.slice(resultMarker.length)) as ChildResult;
}

function firstErrorLine(stderr: string | undefined): string | undefined {
  return stderr
    ?.split('\n')
    .map((text) => text.trim())
    .find((text) => /^(\w*Error|Error \[)/.test(text));
}

function packageName(modulePath: string): string | undefined {
  const marker = '/node_modules/';
  const at = modulePath.lastIndexOf(marker);
  if (at < 0) return undefined;
  const [first, second] = modulePath.slice(at + marker.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function familyCount(modules: string[], pattern: RegExp): number {
  return modules.filter((modulePath) => pattern.test(packageName(modulePath) ?? '')).length;
}

/** The file a CommonJS require of an `exports` entry loads (a string, or its `require` or `default` condition). */
function exportedFile(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const conditions = entry as Record<string, unknown>;
  return exportedFile(conditions.require ?? conditions.node ?? conditions.default);
}

function importTargets(notes: string[]): ImportTarget[] {
  const exported = manifest.exports ?? {};
  const targets: ImportTarget[] = [
    { label: 'baseline', preload: [], specifiers: baselineSpecifiers, targeted: false },
  ];
  for (const subpath of subpaths) {
    if (!(subpath in exported)) {
      notes.push(`${subpath}: not in package.json exports, skipped`);
      continue;
    }
    const file = exportedFile(exported[subpath]);
    if (file !== undefined && !existsSync(join(root, file))) {
      notes.push(`${subpath}: ${file} is not built, skipped (run \`npm run build\`)`);
      continue;
    }
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
    targets.push({
      label: subpath,
      preload: [],
      specifiers: [specifier],
      targeted: targetedSubpaths.has(subpath),
    });
  }
  return targets;
}

function measure(targets: ImportTarget[], runs: number, notes: string[]): TargetFigures[] {
  const figures: TargetFigures[] = targets.map((target, index) => ({
    target,
    milliseconds: [],
    moduleCounts: [],
    modules: [],
    onBase: index === 0 ? undefined : { milliseconds: [], addedModules: 0 },
  }));
  // One discarded round warms the file system cache; then the rounds go round-robin so drift hits every target.
  for (let round = 0; round <= runs; round += 1) {
    for (const entry of figures) {
      if (entry.error !== undefined) continue;
      try {
        const result = importOnce(entry.target);
        const onBase = entry.onBase && importOnce({ ...entry.target, preload: baselineSpecifiers });
        if (round === 0) continue;
        entry.milliseconds.push(result.milliseconds);
        entry.moduleCounts.push(result.modules.length);
        if (entry.modules.length === 0) entry.modules = result.modules;
        if (entry.onBase && onBase) {
          entry.onBase.milliseconds.push(onBase.milliseconds);
          entry.onBase.addedModules = onBase.modules.length - figures[0].modules.length;
        }
      } catch (error) {
        entry.error = (error as Error).message;
        notes.push(entry.error);
      }
    }
  }
  return figures;
}

function printTables(figures: TargetFigures[], runs: number): void {
  const baseline = figures[0];
  const baselineMs = median(baseline.milliseconds);
  const baselineModules = baseline.modules.length;
  console.log(
    `\nImport cost of ${manifest.name} (built dist/), median of ${runs} runs, each in a fresh node process`,
  );
  console.log(
    'baseline: reflect-metadata, then @nestjs/core and @nestjs/common (time of the last two; modules of all three)\n',
  );
  console.log(
    `${'import'.padEnd(26)}${'median ms'.padStart(10)}${'min-max ms'.padStart(16)}${'ms/base'.padStart(9)}` +
      `${'modules'.padStart(9)}${'mod/base'.padStart(10)}${'own'.padStart(6)}` +
      `${'on base: +ms'.padStart(14)}${'+modules'.padStart(10)}`,
  );
  for (const entry of figures) {
    if (entry.error !== undefined) {
      console.log(`${entry.target.label.padEnd(26)}  failed (see the notes)`);
      continue;
    }
    const ms = median(entry.milliseconds);
    const range = `${Math.min(...entry.milliseconds).toFixed(0)}-${Math.max(...entry.milliseconds).toFixed(0)}`;
    const counts = new Set(entry.moduleCounts);
    const moduleText = counts.size === 1 ? String(entry.modules.length) : `${Math.max(...counts)}~`;
    const own = entry.modules.filter((modulePath) => modulePath.startsWith(join(root, 'dist'))).length;
    console.log(
      `${entry.target.label.padEnd(26)}${ms.toFixed(1).padStart(10)}${range.padStart(16)}` +
        `${(ms / baselineMs).toFixed(2).padStart(9)}${moduleText.padStart(9)}` +
        `${(entry.modules.length / baselineModules).toFixed(2).padStart(10)}${String(own).padStart(6)}` +
        (entry.onBase
          ? `${median(entry.onBase.milliseconds).toFixed(1).padStart(14)}${String(entry.onBase.addedModules).padStart(10)}`
          : ''),
    );
  }
  console.log(
    `\n${'modules by package'.padEnd(26)}${families.map(([name]) => name.padStart(Math.max(name.length + 2, 8))).join('')}`,
  );
  for (const entry of figures) {
    if (entry.error !== undefined) continue;
    const cells = families.map(([name, pattern]) =>
      String(familyCount(entry.modules, pattern)).padStart(Math.max(name.length + 2, 8)),
    );
    console.log(`${entry.target.label.padEnd(26)}${cells.join('')}`);
  }
  console.log(
    '("own": files of this package\'s dist/; "on base": imported after the baseline, the time and the modules it' +
      ' adds; "inquirer*": inquirer and @inquirer/*; "pg*": pg, pg-*, pgpass; a "~" after a module count: it' +
      ' varied between runs, the largest is shown)',
  );
}

/** The summary figures: every subpath's median time against the baseline's, the targeted ones held to 1.3x. */
function summaryFigures(figures: TargetFigures[]): Figure[] {
  const baseline = figures[0];
  return figures.slice(1).map((entry) =>
    figure(
      {
        name: `import ${entry.target.label}`,
        value: entry.error === undefined ? median(entry.milliseconds) : null,
        unit: 'ms',
        baseline: { name: '@nestjs/core + @nestjs/common', value: median(baseline.milliseconds) },
        ratio: entry.error === undefined ? medianRatio(entry.milliseconds, baseline.milliseconds) : undefined,
        note: entry.error,
      },
      entry.target.targeted ? { of: 'ratio', comparison: '<=', bound: targetRatio } : undefined,
    ),
  );
}

export const importCost: Benchmark = {
  id: 'import-cost',
  async run({ settings }): Promise<BenchmarkResult> {
    const runs = settings.importCost.runs;
    if (!existsSync(join(root, 'dist', 'index.js'))) {
      throw new Error('import-cost: dist/ is not built: run `npm run build` first');
    }
    const notes: string[] = [];
    const stale = buildReason(root);
    if (stale !== undefined)
      notes.push(`dist/ is not the build of the present sources (${stale}): run \`npm run build\``);
    const figures = measure(importTargets(notes), runs, notes);
    if (figures[0].error !== undefined) {
      throw new Error(`import-cost: the baseline could not be measured: ${figures[0].error}`);
    }
    printTables(figures, runs);
    if (notes.length > 0) console.log(`\nNotes:\n${notes.map((note) => `  ${note}`).join('\n')}`);
    const failed = figures.find((entry) => entry.error !== undefined);
    if (failed) throw new Error(`import-cost: ${failed.error}`);
    return {
      id: 'import-cost',
      title: 'Import time of each subpath (built dist/)',
      method:
        `Median of ${runs} runs, each import in a fresh node process, timed around the require after ` +
        'reflect-metadata; baseline @nestjs/core + @nestjs/common in the same rounds; ratio = median of the ' +
        "rounds' ratios.",
      figures: summaryFigures(figures),
    };
  },
};
