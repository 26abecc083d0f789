import { Injectable, InjectionToken, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { runtimeProvider } from '../../common/modules/runtime-provider';
import { LockAccountRegistry } from '../interfaces/lock-account-registry.interface';
import { LockTokenStore } from '../interfaces/lock-token-store.interface';
import { Lock } from '../lock';
import { LOCK_ACCOUNT_REGISTRY, LOCK_DATABASE_ACCOUNT_REGISTRY, LOCK_TOKEN_STORE } from '../lock.constants';
import { DatabaseAccountRegistry } from '../application/persistence/database-account-registry';
import { LockDatabase } from '../application/persistence/lock-database';
import { LockAuthSettings } from '../auth/lock-auth-settings';
import { LockWebhookSettings } from '../application/webhooks/lock-webhook-settings';
import { LockUsers } from '../application/users/lock-users';
import { LockWebhookRegistration } from '../application/webhooks/lock-webhook-registration';

const OWNER = { user: 'LockCommandsModule', runtimeModule: 'LockModule' };

/** What the lock commands use of the app's `LockModule`; an app without one fails to boot, naming it. */
@Injectable()
export class LockRuntime implements OnModuleInit {
  constructor(private readonly app: ModuleRef) {}

  onModuleInit(): void {
    void this.lock;
  }

  /** The app's manager, configured however the app registered `LockModule`. */
  get lock(): Lock {
    return runtimeProvider(this.app, Lock, OWNER);
  }

  /** The app's authentication settings (mode, resolver, configured tokens). */
  get authSettings(): LockAuthSettings {
    return runtimeProvider(this.app, LockAuthSettings, OWNER);
  }

  /** The app's webhook settings (route, default callback URL). */
  get webhookSettings(): LockWebhookSettings {
    return runtimeProvider(this.app, LockWebhookSettings, OWNER);
  }

  /** The account registry in use (the app's own, or the database's). */
  get accounts(): LockAccountRegistry {
    return runtimeProvider(this.app, LOCK_ACCOUNT_REGISTRY, OWNER);
  }

  /** The accounts kept in the lock database, which `lock:account-create` and `lock:accounts` manage. */
  get databaseAccounts(): DatabaseAccountRegistry {
    return runtimeProvider(this.app, LOCK_DATABASE_ACCOUNT_REGISTRY, OWNER);
  }

  get tokenStore(): LockTokenStore {
    return runtimeProvider(this.app, LOCK_TOKEN_STORE, OWNER);
  }

  get database(): LockDatabase {
    return runtimeProvider(this.app, LockDatabase, OWNER);
  }

  get users(): LockUsers {
    return runtimeProvider(this.app, LockUsers, OWNER);
  }

  /** Subscribes webhooks and stores their signing secrets for the receiver. */
  get webhookRegistration(): LockWebhookRegistration {
    return runtimeProvider(this.app, LockWebhookRegistration, OWNER);
  }

  /** Any other provider of the app's `LockModule`, by its token. */
  get<T>(token: InjectionToken): T {
    return runtimeProvider(this.app, token, OWNER);
  }
}
