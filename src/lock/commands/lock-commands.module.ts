import { Module } from '@nestjs/common';
import { CommandOutput } from '../../common/cli/command-output';
import { LOCK_ACCOUNT_COMMANDS } from './lock-account-commands';
import { LockAccountCreateCommand } from './lock-account-create.command';
import { LockAccountUsersCommand } from './lock-account-users.command';
import { LockAccountsCommand } from './lock-accounts.command';
import { LockActionCommand } from './lock-action.command';
import { LockApiCommand } from './lock-api.command';
import { LockLocksCommand } from './lock-locks.command';
import { LOCK_MAINTENANCE_COMMANDS } from './lock-maintenance-commands';
import { LockMigrateCommand } from './lock-migrate.command';
import { LockOAuthAuthorizeCommand } from './lock-oauth-authorize.command';
import { LockRuntime } from './lock-runtime';
import { LockSettingsCommand } from './lock-settings.command';
import { LOCK_USER_COMMANDS } from './lock-user-commands';
import { LockUserCreateCommand } from './lock-user-create.command';
import { LockWebhookRegisterCommand } from './lock-webhook-register.command';
import { StandardInput } from './standard-input';
import { TerminalPrompt } from './terminal-prompt';

/**
 * Registers the `lock:*` commands for a `nest-commander` CLI. Import it beside `LockModule.forRoot()` (or
 * `forRootAsync()`) in the CLI's root module; the commands use that module's manager, stores and users.
 */
@Module({
  providers: [
    LockRuntime,
    CommandOutput,
    TerminalPrompt,
    StandardInput,
    LockOAuthAuthorizeCommand,
    LockWebhookRegisterCommand,
    LockLocksCommand,
    LockActionCommand,
    LockApiCommand,
    LockAccountUsersCommand,
    LockSettingsCommand,
    LockUserCreateCommand,
    LockAccountCreateCommand,
    LockAccountsCommand,
    LockMigrateCommand,
    ...LOCK_ACCOUNT_COMMANDS,
    ...LOCK_USER_COMMANDS,
    ...LOCK_MAINTENANCE_COMMANDS,
  ],
})
export class LockCommandsModule {}
