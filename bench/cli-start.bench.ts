/**
 * CLI start: the package's bin (`node dist/cli.js`) for `--help` and for `delivery:status` against a Delivery
 * sandbox, beside the smallest nest-commander CLI that does the same (bench/cli-start/minimal-cli.ts, compiled
 * first with the repository's compiler options), in interleaved rounds. Wall time is the whole process, start to
 * exit; max RSS is what the process reports at exit (`process.resourceUsage().maxRSS`, through a preload).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import type { Benchmark } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';

const root = resolve(__dirname, '..');
/** Generated files (the compiled baseline CLI, the RSS preload): under node_modules/.cache, never committed. */
const cacheFolder = join(root, 'node_modules', '.cache', 'nest-integrations-bench');
const RSS_MARKER = '@@max-rss-kib@@';
const TARGET_RATIO = 1.3;
const FUNCTIONEEL_ID = 'INV-2026-0004';

interface Run {
  wallMs: number;
  maxRssKiB: number;
}

interface CliCase {
  name: string;
  ours: string[];
  minimal: string[];
}

/** Compiles the baseline CLI as tsc would with the repository's tsconfig.json; the path of the JavaScript. */
function compileMinimalCli(): string {
  const configFile = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, root);
  const source = readFileSync(join(__dirname, 'cli-start', 'minimal-cli.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { ...options, sourceMap: false, declaration: false, incremental: false },
  });
  mkdirSync(cacheFolder, { recursive: true });
  const output = join(cacheFolder, 'minimal-cli.js');
  writeFileSync(output, outputText);
  return output;
}

/** A preload that writes the process's max RSS (KiB) to stderr as it exits, synchronously. */
function writeRssPreload(): string {
  const preload = join(cacheFolder, 'report-max-rss.js');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeSync(2, '\\n${RSS_MARKER}' + process.resourceUsage().maxRSS + '\\n'));\n`,
  );
  return preload;
}

function runOnce(preload: string, args: string[], env: NodeJS.ProcessEnv): Run {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['-r', preload, ...args], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const rssLine = child.stderr?.split('\n').find((line) => line.startsWith(RSS_MARKER));
  if (child.status !== 0 || rssLine === undefined) {
    const output = `${child.stderr ?? ''}${child.stdout ?? ''}`
      .replace(/\n?@@max-rss-kib@@\d+\n?/, '')
      .trim();
    throw new Error(
      `cli-start: \`node ${args.join(' ')}\` failed (${child.error?.message ?? `exit ${child.status}`}): ${output.slice(0, 500)}`,
    );
  }
  return { wallMs, maxRssKiB: Number(rssLine.slice(RSS_MARKER.length)) };
}

function figuresOf(cliCase: CliCase, ours: Run[], minimal: Run[]): Figure[] {
  const target = { of: 'ratio', comparison: '<=', bound: TARGET_RATIO } as const;
  const wall = (runs: Run[]) => runs.map((run) => run.wallMs);
  const rss = (runs: Run[]) => runs.map((run) => run.maxRssKiB / 1024);
  const baselineName = 'minimal nest-commander CLI';
  return [
    figure(
      {
        name: `${cliCase.name}: wall time`,
        value: median(wall(ours)),
        unit: 'ms',
        baseline: { name: baselineName, value: median(wall(minimal)) },
        ratio: medianRatio(wall(ours), wall(minimal)),
      },
      target,
    ),
    figure(
      {
        name: `${cliCase.name}: max RSS`,
        value: median(rss(ours)),
        unit: 'MiB',
        baseline: { name: baselineName, value: median(rss(minimal)) },
        ratio: medianRatio(rss(ours), rss(minimal)),
      },
      target,
    ),
  ];
}

export const cliStart: Benchmark = {
  id: 'cli-start',
  async run({ settings, server }): Promise<BenchmarkResult> {
    const minimalCli = compileMinimalCli();
    const preload = writeRssPreload();
    const bin = join(root, 'dist', 'cli.js');
    // No token delay: the figure is the CLI's start, not the sign-in server's.
    const sandbox = await server.freshSandbox('delivery', 0);
    const env = { ...process.env, ...sandbox.env, APP_KEY: randomBytes(32).toString('base64') };
    const cases: CliCase[] = [
      { name: '--help', ours: [bin, '--help'], minimal: [minimalCli, '--help'] },
      {
        name: 'delivery:status',
        ours: [bin, 'delivery:status', '--functioneel-id', FUNCTIONEEL_ID, '--json'],
        minimal: [minimalCli, 'status', '--functioneel-id', FUNCTIONEEL_ID],
      },
    ];
    const figures: Figure[] = [];
    try {
      for (const cliCase of cases) {
        runOnce(preload, cliCase.ours, env);
        runOnce(preload, cliCase.minimal, env);
        const ours: Run[] = [];
        const minimal: Run[] = [];
        for (let round = 0; round < settings.cliStart.rounds; round += 1) {
          if (round % 2 === 0) {
            ours.push(runOnce(preload, cliCase.ours, env));
            minimal.push(runOnce(preload, cliCase.minimal, env));
          } else {
            minimal.push(runOnce(preload, cliCase.minimal, env));
            ours.push(runOnce(preload, cliCase.ours, env));
          }
        }
        figures.push(...figuresOf(cliCase, ours, minimal));
      }
    } finally {
      await server.stopSandbox(sandbox);
    }
    return {
      id: 'cli-start',
      title: 'CLI start: nest-integrations vs a minimal nest-commander CLI',
      method:
        `${settings.cliStart.rounds} interleaved rounds after one warm-up run each; \`node dist/cli.js --help\` and ` +
        '`delivery:status --json` against a Delivery sandbox (no token delay) vs bench/cli-start/minimal-cli.ts ' +
        "(one command, the same two requests with fetch); whole-process wall time and max RSS; ratio = median of the rounds' ratios.",
      figures,
    };
  },
};
