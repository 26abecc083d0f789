import { randomBytes } from 'node:crypto';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { TerminalPrompt } from './terminal-prompt';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:oauth-authorize` after parsing. */
export interface LockOAuthAuthorizeOptions {
  /** `--account <key>`: account key to store the token under (default "default"). */
  account?: string;
  /** `--code <code>`: the authorization code (skips the prompt). */
  code?: string;
  /** `--json`: print JSON. */
  json?: boolean;
}

/**
 * `lock:oauth-authorize`: prints the consent URL, asks for the code (or the whole callback URL) unless `--code`
 * gives it, exchanges it, stores the token under the account key, registers the account and prints who is
 * signed in. A new account key is registered with the signed-in owner's name; a known account keeps its name.
 */
@Command({
  name: 'lock:oauth-authorize',
  description: 'Authorize an account with the OAuth code flow and store its token',
})
export class LockOAuthAuthorizeCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly prompt: TerminalPrompt,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:oauth-authorize` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockOAuthAuthorizeOptions = {}): Promise<void> {
    try {
      if (this.runtime.authSettings.authMode() !== 'oauth') {
        throw new InvalidArgumentException(
          'lock:oauth-authorize needs OAuth mode: set LOCK_AUTH=oauth (API tokens need no authorization).',
        );
      }
      const accountKey = options.account ?? DEFAULT_LOCK_ACCOUNT;
      // Checked before the one-time code is spent, and after the token is stored: later commands need it.
      await this.runtime.tokenStore.verify?.(accountKey);
      const state = randomBytes(16).toString('hex');
      const url = this.runtime.lock.oauth().authorizationUrl(state);
      if (!options.json) this.output.print(`Open this URL, sign in and approve access:\n${url}`);
      const code = options.code ?? codeOf(await this.askForCode(url, options.json === true), state);
      const token = await this.runtime.lock.oauth().exchangeCode(code, accountKey);
      await this.runtime.tokenStore.verify?.(accountKey);
      const info = await this.runtime.lock.as(accountKey).account().info(true);
      // Never renames a known account: the owner's name only goes to a new account (or one without a name).
      await this.runtime.accounts.register(accountKey, info?.displayName() ?? null);
      if (options.json) {
        this.output.printJson({
          account: accountKey,
          signedInAs: info?.displayName() ?? null,
          accountId: info?.accountId ?? null,
          tokenType: token.tokenType,
          scope: token.scope,
          expiresAt: token.expiresAt?.toISOString() ?? null,
        });
      } else {
        this.output.print(
          info === null
            ? `The token is stored for account key "${accountKey}", but the account could not be read.`
            : `Signed in as ${info.displayName()}; the token is stored for account key "${accountKey}".`,
        );
      }
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: account key to store the token under (default "default"). */
  @Option({
    flags: '--account <key>',
    description: 'account key to store the token under (default "default")',
  })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--code <code>`: the authorization code (skips the prompt). */
  @Option({ flags: '--code <code>', description: 'the authorization code (skips the prompt)' })
  parseCode(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }

  private askForCode(url: string, json: boolean): Promise<string> {
    const question = 'Paste the code (or the whole URL you were sent back to): ';
    return this.prompt.ask(
      json ? `Open this URL, sign in and approve access:\n${url}\n${question}` : question,
    );
  }
}

/**
 * The code of the operator's answer: the answer itself, or the `code` of a pasted callback URL, which must carry
 * the `state` of this run.
 */
function codeOf(answer: string, state: string): string {
  if (!answer.includes('code=')) {
    if (answer === '') throw new InvalidArgumentException('No authorization code was given.');
    return answer;
  }
  const query = new URLSearchParams(answer.slice(answer.indexOf('?') + 1));
  const code = query.get('code') ?? '';
  if (query.get('state') !== state) {
    throw new InvalidArgumentException(
      'The state in the pasted URL is not the one of this run; start again.',
    );
  }
  if (code === '') throw new InvalidArgumentException('The pasted URL has no code.');
  return code;
}
