import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { terminalSafeLine } from '../../common/cli/terminal-safe-text';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { SmartLock } from '../data/smart-lock';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { deviceTypeName } from './device-type-name';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:settings` after parsing. */
export interface LockSettingsOptions {
  /** `--account <key>`: account key (default "default"). */
  account?: string;
  /** `--json`: print the settings as the API gave them, as JSON. */
  json?: boolean;
}

/** Admin PIN states by number, as the lock API documents them. */
const ADMIN_PIN_STATES: Record<number, string> = { 0: 'ok', 1: 'missing', 2: 'invalid' };

/**
 * `lock:settings <smartlockId>`: the settings of one smartlock for an operator: name, type and admin PIN state,
 * then the config, the advanced config of its device type (smart lock, opener or smart door) and the web config,
 * each as `key: value` lines under a heading.
 *
 * - `--account <key>`: the account key (default `default`)
 * - `--json`: print `{ smartlockId, name, config, advancedConfig, openerAdvancedConfig, smartdoorAdvancedConfig,
 *   webConfig, adminPinState }` as the API gave them (`null` for what it left out)
 */
@Command({
  name: 'lock:settings',
  arguments: '<smartlockId>',
  description: 'Show the settings of a smartlock (config, advanced config, web config, admin PIN)',
})
export class LockSettingsCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:settings` with the options nest-commander parsed. */
  async run([id]: string[], options: LockSettingsOptions = {}): Promise<void> {
    try {
      const smartlockId = Number(id);
      if (!/^\d+$/.test(id ?? '') || !Number.isSafeInteger(smartlockId) || smartlockId <= 0) {
        throw new InvalidArgumentException(`The smartlock id must be a positive integer, got "${id}".`);
      }
      const lock = await this.runtime.lock
        .as(options.account ?? DEFAULT_LOCK_ACCOUNT)
        .smartlocks()
        .find(smartlockId);
      if (options.json)
        this.output.printJson({
          smartlockId: lock.smartlockId,
          name: lock.name,
          config: lock.config,
          advancedConfig: lock.advancedConfig,
          openerAdvancedConfig: lock.openerAdvancedConfig,
          smartdoorAdvancedConfig: lock.smartdoorAdvancedConfig,
          webConfig: lock.webConfig,
          adminPinState: lock.adminPinState,
        });
      else this.output.print(settingsText(lock, smartlockId));
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--json`: print the settings as the API gave them, as JSON. */
  @Option({ flags: '--json', description: 'print the settings as the API gave them, as JSON' })
  parseJson(): boolean {
    return true;
  }
}

/** The settings as lines: the device, then one block per settings object. */
function settingsText(lock: SmartLock, smartlockId: number): string {
  const type = deviceTypeName(lock.type);
  const pin =
    lock.adminPinState === null
      ? 'unknown'
      : (ADMIN_PIN_STATES[lock.adminPinState] ?? String(lock.adminPinState));
  const advanced: [string, object | null][] = [
    ['Advanced config', lock.advancedConfig],
    ['Opener advanced config', lock.openerAdvancedConfig],
    ['Smart door advanced config', lock.smartdoorAdvancedConfig],
  ];
  const shownAdvanced = advanced.filter(([, settings]) => settings !== null);
  return [
    [
      `Smartlock ${lock.smartlockId ?? smartlockId}: ${terminalSafeLine(lock.name ?? '')}`.trimEnd(),
      `Type: ${type}`,
      `Admin PIN: ${pin}`,
    ].join('\n'),
    block('Config', lock.config),
    ...(shownAdvanced.length > 0
      ? shownAdvanced.map(([heading, settings]) => block(heading, settings))
      : [block('Advanced config', null)]),
    block('Web config', lock.webConfig),
  ].join('\n\n');
}

/** A heading and the settings as indented `key: value` lines; `<heading>: none` when the API gave none. */
function block(heading: string, settings: object | null): string {
  if (settings === null) return `${heading}: none`;
  const entries = Object.entries(settings);
  if (entries.length === 0) return `${heading}: empty`;
  return [
    `${heading}:`,
    ...entries.map(([key, value]) => `  ${terminalSafeLine(key)}: ${terminalSafeLine(shown(value))}`),
  ].join('\n');
}

/** A setting's value: a text as it is (`""` when empty), anything else as compact JSON (`true`, `20`, `[0,1,2]`). */
function shown(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value) ?? String(value);
}
