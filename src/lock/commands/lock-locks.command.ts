import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isLocale, Locale, LOCALE_CHOICES } from '../../common/i18n/translator';
import type { SmartLock } from '../data/smart-lock';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { deviceTypeName } from './device-type-name';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:locks` after parsing. */
export interface LockLocksOptions {
  /** `--account <key>`: account key (default "default"). */
  account?: string;
  /** `--locale <locale>`. */
  locale?: string;
  /** `--json`: print the smartlocks as the API gave them, as JSON. */
  json?: boolean;
}

/** `lock:locks`: the smartlocks of an account as a table (id, name, type, state, door, battery) or JSON. */
@Command({ name: 'lock:locks', description: 'List the smartlocks of an account' })
export class LockLocksCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:locks` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockLocksOptions = {}): Promise<void> {
    try {
      const locale = localeOf(options.locale);
      const locks = await this.runtime.lock
        .as(options.account ?? DEFAULT_LOCK_ACCOUNT)
        .smartlocks()
        .all();
      if (options.json) this.output.printJson(locks.map((lock) => lock.raw));
      else this.output.print(table(locks, locale));
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--locale <locale>`. */
  @Option({ flags: '--locale <locale>', description: `language of the door state (${LOCALE_CHOICES})` })
  parseLocale(value: string): string {
    return value;
  }

  /** Reads `--json`: print the smartlocks as the API gave them, as JSON. */
  @Option({ flags: '--json', description: 'print the smartlocks as the API gave them, as JSON' })
  parseJson(): boolean {
    return true;
  }
}

function localeOf(value: string | undefined): Locale {
  if (value === undefined) return 'en';
  if (!isLocale(value))
    throw new InvalidArgumentException(`Unknown locale "${value}"; use ${LOCALE_CHOICES}.`);
  return value;
}

function table(locks: SmartLock[], locale: Locale): string {
  if (locks.length === 0) return 'No smartlocks.';
  return renderTable(
    ['ID', 'Name', 'Type', 'State', 'Door', 'Battery'],
    locks.map((lock) => [
      String(lock.smartlockId),
      lock.name ?? '',
      lock.type === null ? '' : deviceTypeName(lock.type),
      lock.stateName ?? (lock.state === null ? '' : String(lock.state)),
      lock.doorStateLabel(locale),
      battery(lock),
    ]),
  );
}

function battery(lock: SmartLock): string {
  const charge = lock.batteryCharge === null ? '' : `${lock.batteryCharge}%`;
  return lock.batteryCritical ? `${charge} critical`.trim() : charge;
}
