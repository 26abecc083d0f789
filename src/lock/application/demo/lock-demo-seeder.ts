import { randomBytes } from 'node:crypto';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { LockGrants } from '../access/lock-grants';
import type { AccountCredentials } from '../persistence/account-credentials';
import type { DatabaseAccountRegistry } from '../persistence/database-account-registry';
import type { LockUserRepository } from '../users/lock-user-repository';
import type { LockUsers } from '../users/lock-users';
import type { PasswordHasher } from '../users/password-hasher';
import type { PasswordStore } from '../users/password-store';
import type { LockDemo } from './lock-demo';

/** The demo's main user, owner of both accounts. */
export const LOCK_DEMO_OWNER = 'owner@demo.lock.example';
/** The demo's sub-user: lock and unlock on the Front Door, Monday to Friday. */
export const LOCK_DEMO_GUEST = 'guest@demo.lock.example';

/** What the seeder writes to. */
export interface LockDemoStores {
  registry: DatabaseAccountRegistry;
  credentials: AccountCredentials;
  users: LockUsers;
  userRepository: LockUserRepository;
  passwords: PasswordStore;
  hasher: PasswordHasher;
  grants: LockGrants;
}

/**
 * Fills the demo's database when the app starts: the sandbox's accounts with their tokens, a main user owning them
 * and a sub-user with a weekday grant on one lock, both with a new random password that is written to the log
 * with where the console is.
 */
export class LockDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('LockDemo');

  constructor(
    private readonly demo: LockDemo,
    private readonly stores: LockDemoStores,
    private readonly consolePrefix: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { registry, credentials, grants } = this.stores;
    const accounts = this.demo.accounts();
    for (const account of accounts) {
      if ((await registry.find(account.key)) === null) await registry.create(account.key, account.name);
      await credentials.setToken(account.key, account.token);
      await credentials.setActive(account.key, true);
    }
    const password = randomBytes(12).toString('base64url');
    await this.user(LOCK_DEMO_OWNER, 'Demo Owner', password, { accountKeys: accounts.map(({ key }) => key) });
    await this.user(LOCK_DEMO_GUEST, 'Demo Guest', password, { parentEmail: LOCK_DEMO_OWNER });
    await grants.grant({
      email: LOCK_DEMO_GUEST,
      accountKey: 'default',
      smartlockId: 100101,
      permissions: 'lock,unlock,view_logs',
      days: 'ma,di,wo,do,vr',
    });
    this.logger.warn(
      `LOCK_DEMO is on: the lock API is a sandbox at ${this.demo.baseUrl} with made-up locks. Open the console at ` +
        `${this.consolePrefix} and sign in as ${LOCK_DEMO_OWNER} (main user) or ${LOCK_DEMO_GUEST} (sub-user), ` +
        `password ${password}; the login codes appear in this log.`,
    );
  }

  /** Creates the user, or gives the existing one the new password. */
  private async user(
    email: string,
    name: string,
    password: string,
    relation: { accountKeys?: string[]; parentEmail?: string },
  ): Promise<void> {
    const found = await this.stores.userRepository.findByEmail(email);
    if (found === null) {
      await this.stores.users.create({ email, name, password, ...relation });
      return;
    }
    await this.stores.passwords.setPasswordHash(found.user.id, await this.stores.hasher.hash(password));
  }
}
