import { CommandGroup } from './command-group';

/** Every command of the bin, by the module that registers it; `--help` lists them in this order. */
export const CLI_COMMAND_GROUPS: readonly CommandGroup[] = [
  {
    commands: ['delivery:status', 'delivery:forget-token'],
    commandsModule: async () =>
      (await import('../delivery/commands/delivery-commands.module')).DeliveryCommandsModule,
    runtime: {
      provider: async () => (await import('../delivery/commands/delivery-runtime')).DeliveryRuntime,
      module: async () => (await import('../delivery/delivery.module')).DeliveryModule.forRoot(),
    },
  },
  {
    commands: ['accounting:test', 'accounting:echo', 'accounting:publish-config'],
    commandsModule: async () =>
      (await import('../accounting/commands/accounting-commands.module')).AccountingCommandsModule,
    runtime: {
      provider: async () => (await import('../accounting/commands/accounting-runtime')).AccountingRuntime,
      module: async () => (await import('../accounting/accounting.module')).AccountingModule.forRoot(),
    },
  },
  {
    commands: [
      'lock:oauth-authorize',
      'lock:webhook-register',
      'lock:locks',
      'lock:action',
      'lock:api',
      'lock:account-users',
      'lock:settings',
      'lock:user-create',
      'lock:account-create',
      'lock:accounts',
      'lock:migrate',
      'lock:account-token',
      'lock:account-disable',
      'lock:account-enable',
      'lock:user-grant',
      'lock:user-revoke',
      'lock:users',
      'lock:prune',
      'lock:audit',
    ],
    commandsModule: async () => (await import('../lock/commands/lock-commands.module')).LockCommandsModule,
    runtime: {
      provider: async () => (await import('../lock/commands/lock-runtime')).LockRuntime,
      module: async () => (await import('../lock/lock.module')).LockModule.forRoot(),
    },
  },
  {
    commands: ['sandbox'],
    commandsModule: async () =>
      (await import('../testing/commands/sandbox-commands.module')).SandboxCommandsModule,
  },
];
