import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildReason } from '../examples/demo/runner/package-build';

/**
 * `npm run demo` builds the package itself, before it runs and only when needed (issue 23, README point 9: `--help`
 * no longer waits for a build): when an entry the demo loads is missing, or a build input changed after the build.
 */

const ENTRIES = ['testing', 'delivery', 'accounting', 'lock', 'commands', 'health', 'common'];
const BUILT_AT = new Date('2026-01-02T10:00:00Z');
const BEFORE = new Date('2026-01-01T10:00:00Z');
const AFTER = new Date('2026-01-03T10:00:00Z');

describe('buildReason', () => {
  let root: string;

  /** Writes a file at `relative` under the root, dated `time` (its folders too). */
  function file(relative: string, time: Date): void {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, '');
    for (let at = target; at !== root; at = path.dirname(at)) utimesSync(at, time, time);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'demo-build-'));
    for (const input of ['src/index.ts', 'src/lock/lock.ts', 'package.json', 'tsconfig.build.json'])
      file(input, BEFORE);
    for (const entry of ENTRIES) file(`dist/${entry}/index.js`, BUILT_AT);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives none when the build is newer than every input', () => {
    expect(buildReason(root)).toBeUndefined();
  });

  it('names a built entry the demo loads that is missing', () => {
    rmSync(path.join(root, 'dist', 'lock', 'index.js'));

    expect(buildReason(root)).toBe(`${path.join('dist', 'lock', 'index.js')} missing`);
  });

  it('names a source changed after the build', () => {
    utimesSync(path.join(root, 'src', 'lock', 'lock.ts'), AFTER, AFTER);

    expect(buildReason(root)).toBe(`${path.join('src', 'lock', 'lock.ts')} changed since the last build`);
  });

  it('counts a file added or removed (its folder changed) and a changed package.json', () => {
    utimesSync(path.join(root, 'src', 'lock'), AFTER, AFTER);
    expect(buildReason(root)).toBe(`${path.join('src', 'lock')} changed since the last build`);

    utimesSync(path.join(root, 'src', 'lock'), BEFORE, BEFORE);
    utimesSync(path.join(root, 'package.json'), AFTER, AFTER);
    expect(buildReason(root)).toBe('package.json changed since the last build');
  });
});
