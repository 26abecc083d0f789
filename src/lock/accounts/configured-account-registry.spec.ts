import { LockConfig } from '../support/lock-config';
import { ConfiguredAccountRegistry } from './configured-account-registry';

describe('ConfiguredAccountRegistry', () => {
  it('knows the account keys that have an API token in the settings, ordered by key', async () => {
    const registry = new ConfiguredAccountRegistry(
      new LockConfig({
        apiToken: 'token-default',
        accounts: { zeta: { token: 'token-zeta' }, alpha: { token: 'token-alpha' }, blank: { token: ' ' } },
      }),
    );

    await expect(registry.all()).resolves.toEqual([
      { key: 'alpha', name: null },
      { key: 'default', name: null },
      { key: 'zeta', name: null },
    ]);
  });

  it('leaves out `default` when it has no API token', async () => {
    const registry = new ConfiguredAccountRegistry(new LockConfig({ accounts: { east: { token: 't' } } }));

    await expect(registry.all()).resolves.toEqual([{ key: 'east', name: null }]);
    await expect(registry.find('default')).resolves.toBeNull();
  });

  it('adds a registered account and updates the name of a known one', async () => {
    const registry = new ConfiguredAccountRegistry(new LockConfig({ apiToken: 'token-default' }));

    await expect(registry.register('berlin', 'Berlin Office')).resolves.toEqual({
      key: 'berlin',
      name: 'Berlin Office',
    });
    await registry.register('default', 'Head Office');

    await expect(registry.find('berlin')).resolves.toEqual({ key: 'berlin', name: 'Berlin Office' });
    await expect(registry.all()).resolves.toEqual([
      { key: 'berlin', name: 'Berlin Office' },
      { key: 'default', name: 'Head Office' },
    ]);
  });

  it('answers null for an unknown key', async () => {
    await expect(new ConfiguredAccountRegistry(new LockConfig({})).find('nobody')).resolves.toBeNull();
  });
});
