import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { formatEnvBlock, RunningSandboxes, SandboxName } from '@vendor/nest-integrations/testing';
import { LOCK_CLI_SETTINGS_FILE } from '../src/lock-cli-settings';
import { DemoAppProcess } from './demo-app-process';
import { CLI_DISPLAY } from './demo-paths';
import { StepReport } from './step-report';
import { stopSignal } from './stop-signal';

/**
 * The sandboxes the runner starts for `--serve`: the lock API is the one the app starts itself for its console
 * (`LOCK_DEMO`), so the app, the console and the CLI share one sandbox per API.
 */
export const SERVED_SANDBOXES: readonly SandboxName[] = ['delivery', 'accounting'];

/** The file in the demo's temp folder where the app writes its lock settings for the CLI. */
function lockCliSettingsFile(folder: string): string {
  return path.join(folder, 'lock-cli-settings.json');
}

/**
 * What the app gets for `--serve` besides the demo's settings: `LOCK_DEMO` (the console on made-up locks) and
 * where to write the lock settings of that sandbox for the CLI (see `LockCliSettings`).
 */
export function serveAppEnv(folder: string): Record<string, string> {
  return { LOCK_DEMO: 'true', [LOCK_CLI_SETTINGS_FILE]: lockCliSettingsFile(folder) };
}

/**
 * `--serve`: prints the URLs (the lock console's among them), the settings of the app's APIs as a `.env` block for
 * the CLI (also written to the temp folder; its `LOCK_*` point at the app's own lock sandbox and database) and a
 * few things to try, then waits until Ctrl-C (resolves 0) or until the app stops by itself (resolves 1).
 */
export async function serve(
  app: DemoAppProcess,
  sandboxes: RunningSandboxes,
  settings: Record<string, string>,
  folder: string,
  report: StepReport,
): Promise<number> {
  const lock = JSON.parse(await readFile(lockCliSettingsFile(folder), 'utf8')) as Record<string, string>;
  const envBlock = formatEnvBlock({ ...settings, ...lock });
  const envFile = path.join(folder, '.env');
  await writeFile(envFile, envBlock, { mode: 0o600 });
  report.say('The demo app and the sandboxes are running; Ctrl-C stops them.');
  report.say();
  report.say(`  demo app     ${app.url}`);
  report.say(
    `  lock console ${app.url}/lock  (LOCK_DEMO: made-up locks; login codes appear in the app's log below)`,
  );
  const signIn = app.loggedLine(/LOCK_DEMO is on/);
  if (signIn !== undefined) report.say(`  [app] ${signIn}`);
  for (const [name, url] of Object.entries(sandboxes.urls))
    report.say(`  ${name.padEnd(12)} ${url}  (sandbox)`);
  report.say(`  ${'lock'.padEnd(12)} ${lock.LOCK_BASE_URL}  (sandbox, in the app: the console's)`);
  report.say();
  report.say(`The settings of the app's APIs for its CLI, as a .env (also in ${envFile}):`);
  report.say();
  report.say(envBlock.trimEnd());
  report.say();
  report.say('Try:');
  report.say(`  curl '${app.url}/deliveries?functioneelId=INV-2026-0001'`);
  report.say(`  curl ${app.url}/health`);
  report.say(`  (set -a; . ${envFile}; ${CLI_DISPLAY} lock:locks)`);
  report.say("The app's log follows.");
  app.follow((line) => report.say(`[app] ${line}`));
  const stopped = await Promise.race([
    stopSignal().then(() => null),
    app.stopped().then((reason) => `the demo app stopped (${reason}): ${app.lastError()}`),
  ]);
  if (stopped === null) {
    report.say('Stopping the app and the sandboxes.');
    return 0;
  }
  process.stderr.write(`demo: ${stopped}\n`);
  return 1;
}
