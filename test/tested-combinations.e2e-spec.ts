import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerExport } from './support/consumer-module';

// The README's "Tested combinations" table (issue 23, point 5: the support table claimed `node10` with TypeScript
// 7.0, which removed it, TS5108) is the consumer test's matrix: one row per host and type-check, each cell read from
// the host's own package.json and tsconfig by test/consumer/hosts.mjs. Nothing is installed here.

const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const HEADING = '### Tested combinations';
const COLUMNS = ['host', 'NestJS', 'module system', 'TypeScript', 'moduleResolution'];

/** One row of the table, as `testedCombinations()` of hosts.mjs gives it. */
interface Combination {
  host: string;
  nestjs: string;
  moduleSystem: string;
  typescript: string;
  moduleResolution: string;
}

interface ConsumerHost {
  name: string;
  steps: { script: string; tsconfig?: string }[];
}

/** The cells of a Markdown table row, trimmed and without code backticks. */
function cells(row: string): string[] {
  return row
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim().replace(/`/g, ''));
}

/** The rows of the first table under the heading: its header, then its body rows (the separator left out). */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`README.md has no "${heading}" heading`);
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines
    .slice(first, end === -1 ? undefined : end)
    .map(cells)
    .filter((row, index) => index !== 1);
}

/** `node10` claimed with a TypeScript that no longer has it (7 removed it: TS5108). */
function impossible(combination: Combination): boolean {
  return combination.moduleResolution === 'node10' && Number.parseFloat(combination.typescript) >= 7;
}

describe('README "Tested combinations"', () => {
  const matrix = consumerExport<Combination[]>('hosts.mjs', 'testedCombinations');
  const [header, ...rows] = tableUnder(README, HEADING);

  it('has the columns host, NestJS, module system, TypeScript, moduleResolution', () => {
    expect(header).toEqual(COLUMNS);
  });

  it("is the consumer test's matrix: a row per host and type-check, read from the hosts' package.json and tsconfig", () => {
    const expected = matrix.map((row) => [
      row.host,
      row.nestjs,
      row.moduleSystem,
      row.typescript,
      row.moduleResolution,
    ]);
    expect(rows).toEqual(expected);
  });

  it('claims node10 with no TypeScript of 7 or later', () => {
    const claimed = rows.map(([host, nestjs, moduleSystem, typescript, moduleResolution]) => ({
      host,
      nestjs,
      moduleSystem,
      typescript,
      moduleResolution,
    }));
    expect(claimed.filter(impossible)).toEqual([]);
  });

  it("each type-check of the matrix runs the tsconfig it is read from (the host's script says tsc -p <tsconfig>)", () => {
    const hosts = consumerExport<ConsumerHost[]>('hosts.mjs', 'HOSTS');
    const mismatched: string[] = [];
    for (const host of hosts) {
      const { scripts } = consumerExport<{ scripts: Record<string, string> }>(
        'hosts.mjs',
        'hostPackage',
        host.name,
      );
      for (const step of host.steps.filter((candidate) => candidate.tsconfig !== undefined)) {
        const command = scripts[step.script] ?? '';
        if (!command.split(/\s+/).join(' ').includes(`tsc -p ${step.tsconfig}`)) {
          mismatched.push(`${host.name} ${step.script}: "${command}" does not run tsc -p ${step.tsconfig}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
