import type { LockGrant } from '../access/lock-grant';
import type {
  LockAccountRecord,
  LockAccountRegistry,
} from '../../interfaces/lock-account-registry.interface';
import type { Lock } from '../../lock';
import type { ConsoleLockResources, ConsoleViewer } from './console-viewer';
import { ConsoleHttpError } from './http/console-http-error';

/**
 * A visitor the host's `canAccess` let in (the console without the module's own users): like the original
 * package's gate, it opens every account of the registry and may do everything there.
 */
export class HostConsoleViewer implements ConsoleViewer {
  readonly kind = 'host';
  readonly user = null;
  readonly displayName = null;
  readonly isMain = true;

  constructor(
    private readonly lock: Lock,
    private readonly registry: LockAccountRegistry,
  ) {}

  accounts(): Promise<LockAccountRecord[]> {
    return this.registry.all();
  }

  async resources(accountKey: string): Promise<ConsoleLockResources> {
    await this.requireManaged(accountKey);
    return this.lock.as(accountKey);
  }

  async grantsIn(): Promise<LockGrant[] | null> {
    return null;
  }

  async requireManaged(accountKey: string): Promise<void> {
    if ((await this.registry.find(accountKey)) === null) {
      throw new ConsoleHttpError(404, 'accountNotFound', { account: accountKey });
    }
  }
}
