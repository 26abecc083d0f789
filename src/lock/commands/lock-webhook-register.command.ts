import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { DEFAULT_WEBHOOK_EVENTS } from '../resources/webhooks';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:webhook-register` after parsing. */
export interface LockWebhookRegisterOptions {
  /** `--account <key>`: account key to subscribe for (default "default"). */
  account?: string;
  /** `--events <name>`: a webhook feature; repeat for more (default: the four device/account events). */
  events?: string[];
  /** `--json`: print JSON. */
  json?: boolean;
}

/**
 * `lock:webhook-register [url]`: subscribes the URL (default: `APP_URL` + the webhook route) to the events
 * (default `DEVICE_STATUS`, `DEVICE_CONFIG`, `DEVICE_LOGS`, `ACCOUNT_USER`), stores the signing secret of the
 * answer encrypted for the webhook receiver (`LockWebhookRegistration`), and prints the subscription, never its
 * secret. The store is checked before the subscription is made, so a missing `APP_KEY` or an unreachable database
 * subscribes nothing.
 */
@Command({
  name: 'lock:webhook-register',
  arguments: '[url]',
  description: 'Register a webhook callback URL with the lock API',
})
export class LockWebhookRegisterCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:webhook-register` with the options nest-commander parsed. */
  async run(parameters: string[], options: LockWebhookRegisterOptions = {}): Promise<void> {
    try {
      const url = parameters[0] ?? this.runtime.webhookSettings.defaultWebhookUrl();
      if (url === null) {
        throw new InvalidArgumentException(
          'No callback URL: give one, or set APP_URL (and LOCK_WEBHOOK_ROUTE).',
        );
      }
      const events = options.events ?? [...DEFAULT_WEBHOOK_EVENTS];
      const accountKey = options.account ?? DEFAULT_LOCK_ACCOUNT;
      const { subscription, subscriptionId } = await this.runtime.webhookRegistration.register(
        this.runtime.lock.as(accountKey).webhooks(),
        url,
        events,
      );
      if (options.json) this.output.printJson(subscription);
      else
        this.output.print(
          [
            `Subscribed ${subscription.callbackUrl ?? url} for account key "${accountKey}".`,
            `Subscription: ${subscriptionId}`,
            `Events: ${(subscription.events.length > 0 ? subscription.events : events).join(', ')}`,
          ].join('\n'),
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key to subscribe for (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key to subscribe for (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--events <name>`: a webhook feature; repeat for more (default: the four device/account events). */
  @Option({
    flags: '--events <name>',
    description: 'a webhook feature; repeat for more (default: the four device/account events)',
  })
  parseEvents(value: string, previous: string[] = []): string[] {
    return [...previous, value];
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
