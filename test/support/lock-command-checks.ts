import { LockSandbox } from '../../src/testing';
import { CommandHarness } from './command-harness';
import { secretForms } from './secret-forms';

/** What the checks read at each call: the test's current sandbox and command harness. */
export type LockCommandRun = () => { sandbox: LockSandbox; harness: CommandHarness };

/** The checks of a lock command's run: success, one error line, and no secret of the sandbox anywhere. */
export interface LockCommandChecks {
  /** No API token, OAuth client secret, issued token or signing secret, in any form, in anything written. */
  expectNoSecrets(): void;
  /** Exit code 0, nothing on stderr, nothing escaped, no secret; answers what went to stdout. */
  expectSuccess(): string;
  /** Exactly one `Error: ...` line on stderr, no stack trace, exit code 1, no secret anywhere; answers the line. */
  expectOneErrorLine(): string;
}

/** The checks for the sandbox and harness `run` gives at each call (a test may start new ones). */
export function lockCommandChecks(run: LockCommandRun): LockCommandChecks {
  const secrets = (sandbox: LockSandbox): string[] =>
    [
      ...sandbox.data.accounts.map(({ account }) => sandbox.apiToken(account.accountId)),
      sandbox.oauthClientSecret,
      ...sandbox.issuedTokens,
      ...sandbox.issuedRefreshTokens,
      ...sandbox.subscriptions('notification').map((subscription) => subscription.secret),
      ...sandbox.subscriptions('decentral').map((subscription) => subscription.secret),
    ].flatMap((secret) => Object.values(secretForms(secret)));

  const expectNoSecrets = (): void => {
    const { sandbox, harness } = run();
    const everything = harness.everything();
    for (const secret of secrets(sandbox)) expect(everything).not.toContain(secret);
  };

  return {
    expectNoSecrets,
    expectSuccess(): string {
      const { harness } = run();
      expect(harness.output.failed).toEqual([]);
      expect(harness.output.stderr).toEqual([]);
      expect(harness.escaped).toEqual([]);
      expect(process.exitCode ?? 0).toBe(0);
      const stdout = harness.output.stdout.join('');
      expect(stdout).toBe(harness.output.printed.map((text) => `${text}\n`).join(''));
      expectNoSecrets();
      return stdout;
    },
    expectOneErrorLine(): string {
      const line = run().harness.expectOneErrorLine();
      expectNoSecrets();
      return line;
    },
  };
}
