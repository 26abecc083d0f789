import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerExport } from './support/consumer-module';

// The README's install line of each NestJS major (issue 23, point 1: an unpinned line installs the NestJS 12
// majors of @nestjs/axios, @nestjs/config and @nestjs/event-emitter on NestJS 11). The consumer test installs
// exactly that line (test/consumer/run.mjs); this suite checks, without installing, that each line pins those peers
// to the major package.json's peerDependencies pair with its NestJS major, and that the hosts leave the install to
// it. It reads the README with the consumer test's own code.

const REPO_ROOT = join(__dirname, '..');
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const { peerDependencies } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
/** The peers whose major follows NestJS's and that a NestJS app does not have already. */
const PINNED_PEERS = ['@nestjs/axios', '@nestjs/config', '@nestjs/event-emitter'];

interface InstalledSpec {
  name: string;
  range: string | null;
}

/** A row of the consumer matrix: a host and its NestJS major (`'none'` for the plain Node host). */
interface Combination {
  host: string;
  nestjs: string;
}

const specsByMajor = new Map<number, InstalledSpec[]>();

/** The packages the README's install line of the NestJS major installs. */
function installLineSpecs(nestMajor: number): InstalledSpec[] {
  let specs = specsByMajor.get(nestMajor);
  if (specs === undefined) {
    const command = consumerExport<string>('install-line.mjs', 'readmeInstallLine', README, nestMajor);
    specs = consumerExport<InstalledSpec[]>('install-line.mjs', 'installedSpecs', command);
    specsByMajor.set(nestMajor, specs);
  }
  return specs;
}

/** A consumer host's package.json. */
function hostPackage(host: string): { dependencies?: object; devDependencies?: object } {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'test', 'consumer', 'hosts', host, 'package.json'), 'utf8'));
}

/** The major a range pins (`^4` gives 4), or null for no range or a range of no single major. */
function pinnedMajor(range: string | null): number | null {
  const pinned = /^[\^~]?(\d+)(\.\d+){0,2}$/.exec(range ?? '');
  return pinned === null ? null : Number(pinned[1]);
}

describe('README install lines', () => {
  const nestMajors = consumerExport<number[]>('nest-peer-majors.mjs', 'nestMajors', peerDependencies);

  it('cover each NestJS major of the peerDependencies', () => {
    expect(nestMajors).toEqual([11, 12]);
  });

  for (const nestMajor of nestMajors) {
    it(`NestJS ${nestMajor}: pins ${PINNED_PEERS.join(', ')} to the majors of the peerDependencies`, () => {
      const expected = consumerExport<Record<string, number>>(
        'nest-peer-majors.mjs',
        'peerMajorsFor',
        peerDependencies,
        nestMajor,
      );
      const specs = installLineSpecs(nestMajor);

      const pinned = PINNED_PEERS.map((name) => [
        name,
        pinnedMajor(specs.find((s) => s.name === name)?.range ?? null),
      ]);

      expect(Object.fromEntries(pinned)).toEqual(
        Object.fromEntries(PINNED_PEERS.map((name) => [name, expected[name]])),
      );
    });
  }

  it('the consumer hosts list none of the packages their install line brings (the line installs them)', () => {
    const hosts = consumerExport<Combination[]>('hosts.mjs', 'testedCombinations');
    const listedTwice: string[] = [];
    for (const { host, nestjs } of new Map(hosts.map((row) => [row.host, row])).values()) {
      if (nestjs === 'none') continue;
      const { dependencies, devDependencies } = hostPackage(host);
      const listed = Object.keys({ ...dependencies, ...devDependencies });
      for (const { name } of installLineSpecs(Number(nestjs))) {
        if (listed.includes(name)) listedTwice.push(`${host}: ${name}`);
      }
    }
    expect(listedTwice).toEqual([]);
  });

  it('a README without the marker of a NestJS major fails the consumer test with a line naming the marker', () => {
    expect(() =>
      consumerExport('install-line.mjs', 'readmeInstallLine', '# Install\n\nnpm install x\n', 11),
    ).toThrow(
      'README.md has no <!-- install-line: nestjs-11 --> marker before the install line of NestJS 11',
    );
  });
});
