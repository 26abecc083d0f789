import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { renderTable } from '../../common/cli/text-table';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isLocale, Locale, LOCALE_CHOICES, translate } from '../../common/i18n/translator';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import { DeliveryFilters } from '../delivery-filters';
import { DELIVERY_CATALOGUE, DeliveryLine } from '../i18n/delivery-catalogue';
import { Message } from '../message';
import { DeliveryRuntime } from './delivery-runtime';

/** The options of `delivery:status` after parsing. */
export interface DeliveryStatusCommandOptions {
  /** `--functioneel-id <id>`: your own reference (the invoice number). */
  functioneelId?: string;
  /** `--bericht-id <id>`: the id the portal gave the message. */
  berichtId?: string;
  /** `--debiteur-kvk <kvk>`: debtor chamber of commerce number. */
  debiteurKvk?: string;
  /** `--debiteur-gln <gln>`: debtor global location number. */
  debiteurGln?: string;
  /** `--debiteur-btw <btw>`: debtor VAT number. */
  debiteurBtw?: string;
  /** `--locale <locale>`. */
  locale?: string;
  /** `--json`: print JSON instead of a table. */
  json?: boolean;
}

/** `delivery:status`: prints the messages that match the filters, as a table or as JSON. Never prints the account. */
@Command({
  name: 'delivery:status',
  description: 'Show the delivery status of the messages that match all given filters',
})
export class DeliveryStatusCommand extends CommandRunner {
  constructor(
    private readonly runtime: DeliveryRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `delivery:status` with the options nest-commander parsed. */
  async run(_parameters: string[], options: DeliveryStatusCommandOptions = {}): Promise<void> {
    try {
      const locale = this.locale(options.locale);
      const filters: DeliveryFilters = {
        functioneelId: options.functioneelId,
        berichtId: options.berichtId,
        debiteurKVK: options.debiteurKvk,
        debiteurGLN: options.debiteurGln,
        debiteurBTW: options.debiteurBtw,
      };
      const messages = await this.runtime.client.status(filters);
      if (options.json) this.output.printJson(toJson(messages, locale));
      else this.output.print(toTable(messages, locale));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.output.fail(
        `Error: ${redactSecrets(message, [this.runtime.settings.username, this.runtime.settings.password])}`,
      );
    }
  }

  /** Reads `--functioneel-id <id>`: your own reference (the invoice number). */
  @Option({ flags: '--functioneel-id <id>', description: 'your own reference (the invoice number)' })
  parseFunctioneelId(value: string): string {
    return value;
  }

  /** Reads `--bericht-id <id>`: the id the portal gave the message. */
  @Option({ flags: '--bericht-id <id>', description: 'the id the portal gave the message' })
  parseBerichtId(value: string): string {
    return value;
  }

  /** Reads `--debiteur-kvk <kvk>`: debtor chamber of commerce number. */
  @Option({ flags: '--debiteur-kvk <kvk>', description: 'debtor chamber of commerce number' })
  parseDebiteurKvk(value: string): string {
    return value;
  }

  /** Reads `--debiteur-gln <gln>`: debtor global location number. */
  @Option({ flags: '--debiteur-gln <gln>', description: 'debtor global location number' })
  parseDebiteurGln(value: string): string {
    return value;
  }

  /** Reads `--debiteur-btw <btw>`: debtor VAT number. */
  @Option({ flags: '--debiteur-btw <btw>', description: 'debtor VAT number' })
  parseDebiteurBtw(value: string): string {
    return value;
  }

  /** Reads `--locale <locale>`. */
  @Option({
    flags: '--locale <locale>',
    description: `language of the descriptions (${LOCALE_CHOICES})`,
  })
  parseLocale(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON instead of a table. */
  @Option({ flags: '--json', description: 'print JSON instead of a table' })
  parseJson(): boolean {
    return true;
  }

  private locale(value: string | undefined): Locale {
    if (value === undefined) return this.runtime.settings.locale;
    if (!isLocale(value)) {
      throw new InvalidArgumentException(`Unknown locale "${value}"; use ${LOCALE_CHOICES}.`);
    }
    return value;
  }
}

function toTable(messages: Message[], locale: Locale): string {
  if (messages.length === 0) return translate(DELIVERY_CATALOGUE, 'table.empty', locale);
  const line = (key: DeliveryLine) => translate(DELIVERY_CATALOGUE, key, locale);
  return renderTable(
    [line('table.bericht_id'), line('table.functioneel_id'), line('table.status'), line('table.description')],
    messages.map((message) => [
      message.berichtId ?? '',
      message.functioneelId ?? '',
      message.status,
      message.description(locale),
    ]),
  );
}

/** The messages as `--json` prints them. */
function toJson(messages: Message[], locale: Locale): object[] {
  return messages.map((message) => ({
    berichtId: message.berichtId ?? null,
    functioneelId: message.functioneelId ?? null,
    status: message.status,
    knownStatus: message.knownStatus(),
    state: message.isDelivered() ? 'delivered' : message.isFailed() ? 'failed' : 'pending',
    description: message.description(locale),
    raw: message.raw,
  }));
}
