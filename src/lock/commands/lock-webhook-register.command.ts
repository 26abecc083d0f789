import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { Lock } from '../lock';
import { DEFAULT_WEBHOOK_EVENTS } from '../resources/webhooks';
import { DEFAULT_LOCK_ACCOUNT, LockConfig } from '../support/lock-config';

/** The options of `lock:webhook-register` after parsing. */
export interface LockWebhookRegisterOptions {
  account?: string;
  events?: string[];
  json?: boolean;
}

/**
 * `lock:webhook-register [url]`: subscribes the URL (default: `APP_URL` + the webhook route) to the events
 * (default `DEVICE_STATUS`, `DEVICE_CONFIG`, `DEVICE_LOGS`, `ACCOUNT_USER`) and prints the subscription, never
 * its secret.
 */
@Command({
  name: 'lock:webhook-register',
  arguments: '[url]',
  description: 'Register a webhook callback URL with the lock API',
})
export class LockWebhookRegisterCommand extends CommandRunner {
  constructor(
    private readonly lock: Lock,
    private readonly config: LockConfig,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(parameters: string[], options: LockWebhookRegisterOptions = {}): Promise<void> {
    try {
      const url = parameters[0] ?? this.config.defaultWebhookUrl();
      if (url === null) {
        throw new InvalidArgumentException(
          'No callback URL: give one, or set APP_URL (and LOCK_WEBHOOK_ROUTE).',
        );
      }
      const events = options.events ?? [...DEFAULT_WEBHOOK_EVENTS];
      const accountKey = options.account ?? DEFAULT_LOCK_ACCOUNT;
      const subscription = await this.lock.as(accountKey).webhooks().subscribe(url, events);
      this.output.print(
        options.json
          ? JSON.stringify(subscription, null, 2)
          : [
              `Subscribed ${subscription.callbackUrl ?? url} for account key "${accountKey}".`,
              `Subscription: ${subscription.id ?? '(no id in the answer)'}`,
              `Events: ${(subscription.events.length > 0 ? subscription.events : events).join(', ')}`,
            ].join('\n'),
      );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  @Option({ flags: '--account <key>', description: 'account key to subscribe for (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  @Option({
    flags: '--events <name>',
    description: 'a webhook feature; repeat for more (default: the four device/account events)',
  })
  parseEvents(value: string, previous: string[] = []): string[] {
    return [...previous, value];
  }

  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
