/**
 * The command line: modules that register the commands of each client for a `nest-commander` CLI of your own, and the
 * commands themselves. Only this subpath loads `nest-commander`.
 *
 * - Modules: {@link DeliveryCommandsModule}, {@link AccountingCommandsModule} and {@link LockCommandsModule}.
 * - {@link runCommandLine} runs a CLI with the package's exit codes and error lines.
 * @module @vendor/nest-integrations/commands
 */
export * from '../accounting/commands/accounting-commands.module';
export * from '../accounting/commands/accounting-echo.command';
export * from '../accounting/commands/accounting-publish-config.command';
export * from '../accounting/commands/accounting-test.command';
export * from '../common/cli/command-output';
export * from '../common/cli/run-command-line';
export * from '../common/cli/stderr-logger';
export * from '../delivery/commands/delivery-commands.module';
export * from '../delivery/commands/delivery-forget-token.command';
export * from '../delivery/commands/delivery-status.command';
export * from '../lock/commands/lock-account-activation.command';
export * from '../lock/commands/lock-account-create.command';
export * from '../lock/commands/lock-account-token.command';
export * from '../lock/commands/lock-account-users.command';
export * from '../lock/commands/lock-accounts.command';
export * from '../lock/commands/lock-api.command';
export * from '../lock/commands/lock-action.command';
export * from '../lock/commands/lock-commands.module';
export * from '../lock/commands/lock-locks.command';
export * from '../lock/commands/lock-migrate.command';
export * from '../lock/commands/lock-oauth-authorize.command';
export * from '../lock/commands/lock-prune.command';
export * from '../lock/commands/lock-settings.command';
export * from '../lock/commands/lock-user-create.command';
export * from '../lock/commands/lock-user-grant.command';
export * from '../lock/commands/lock-user-revoke.command';
export * from '../lock/commands/lock-users.command';
export * from '../lock/commands/lock-webhook-register.command';
export * from '../lock/commands/standard-input';
export * from '../lock/commands/terminal-prompt';
