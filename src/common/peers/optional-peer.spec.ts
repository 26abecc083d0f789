import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntegrationException } from '../errors/integration.exception';
import { MissingPeerException, requireOptionalPeer } from './optional-peer';

describe('requireOptionalPeer', () => {
  it('loads an installed package at the call', () => {
    expect(requireOptionalPeer<typeof import('keyv')>('keyv', 'a store').Keyv).toBeInstanceOf(Function);
  });

  it('refuses a package that is not installed with one line naming the package, the feature and the install line', () => {
    const refusal = captured(() =>
      requireOptionalPeer('@vendor/not-installed-peer', 'the lock database (SQLite)'),
    );
    expect(refusal).toBeInstanceOf(MissingPeerException);
    expect(refusal).toBeInstanceOf(IntegrationException);
    expect(refusal).toMatchObject({
      packageName: '@vendor/not-installed-peer',
      message:
        'the lock database (SQLite) needs the package @vendor/not-installed-peer, which is not installed: ' +
        'npm install @vendor/not-installed-peer',
    });
  });

  it('passes on the error of an installed package that fails to load (it is not missing)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'optional-peer-'));
    try {
      const broken = join(folder, 'node_modules', 'broken-peer');
      mkdirSync(broken, { recursive: true });
      writeFileSync(join(broken, 'index.js'), "require('./missing-part');");
      const refusal = captured(() => requireOptionalPeer(broken, 'a feature'));
      expect(refusal).not.toBeInstanceOf(MissingPeerException);
      expect(refusal).toMatchObject({
        code: 'MODULE_NOT_FOUND',
        message: expect.stringContaining('missing-part'),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
