import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { SmartLocks } from '../resources/smart-locks';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:action` after parsing. */
export interface LockActionOptions {
  /** `--account <key>`: account key (default "default"). */
  account?: string;
  /** `--option <flags>`: the action option mask (2 force, 4 full lock). */
  option?: string;
  /** `--json`: print JSON. */
  json?: boolean;
}

/** The action names the command takes, with their codes. */
export const LOCK_ACTION_NAMES: Readonly<Record<string, number>> = {
  unlock: SmartLocks.ACTION_UNLOCK,
  lock: SmartLocks.ACTION_LOCK,
  unlatch: SmartLocks.ACTION_UNLATCH,
  'lock-and-go': SmartLocks.ACTION_LOCK_AND_GO,
  'lock-and-go-with-unlatch': SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH,
};

/**
 * `lock:action <id> <action>`: sends a lock action (`lock`, `unlock`, `unlatch`, `lock-and-go`,
 * `lock-and-go-with-unlatch`). Success means the API accepted the command, not that the bolt moved.
 */
@Command({
  name: 'lock:action',
  arguments: '<smartlockId> <action>',
  description: `Send an action to a smartlock (${Object.keys(LOCK_ACTION_NAMES).join(', ')})`,
})
export class LockActionCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:action` with the options nest-commander parsed. */
  async run([id, name]: string[], options: LockActionOptions = {}): Promise<void> {
    try {
      const smartlockId = Number(id);
      if (!/^\d+$/.test(id ?? '') || !Number.isSafeInteger(smartlockId) || smartlockId <= 0) {
        throw new InvalidArgumentException(`The smartlock id must be a positive integer, got "${id}".`);
      }
      const action = Object.hasOwn(LOCK_ACTION_NAMES, name) ? LOCK_ACTION_NAMES[name] : undefined;
      if (action === undefined) {
        throw new InvalidArgumentException(
          `Unknown action "${name}"; use ${Object.keys(LOCK_ACTION_NAMES).join(', ')}.`,
        );
      }
      const accountKey = options.account ?? DEFAULT_LOCK_ACCOUNT;
      await this.runtime.lock
        .as(accountKey)
        .smartlocks()
        .action(smartlockId, action, optionOf(options.option));
      if (options.json)
        this.output.printJson({
          smartlockId,
          action: name,
          code: action,
          account: accountKey,
          accepted: true,
        });
      else
        this.output.print(
          `The lock API accepted "${name}" for smartlock ${smartlockId} (account key "${accountKey}"); run lock:locks to see its state.`,
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--option <flags>`: the action option mask (2 force, 4 full lock). */
  @Option({ flags: '--option <flags>', description: 'the action option mask (2 force, 4 full lock)' })
  parseOption(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}

/** The option mask given with `--option`, or null. */
function optionOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentException(`The option must be a non-negative integer, got "${value}".`);
  }
  return Number(value);
}
