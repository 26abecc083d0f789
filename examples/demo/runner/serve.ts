import { writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { formatEnvBlock, RunningSandboxes } from '@vendor/nest-integrations/testing';
import { DemoAppProcess } from './demo-app-process';
import { CLI_DISPLAY } from './demo-paths';
import { StepReport } from './step-report';
import { stopSignal } from './stop-signal';

/**
 * `--serve`: prints the URLs (the lock console's among them: the app runs with `LOCK_DEMO=true`), the settings as
 * a `.env` block (also written to the temp folder) and a few things to try, then waits until Ctrl-C (resolves 0)
 * or until the app stops by itself (resolves 1).
 */
export async function serve(
  app: DemoAppProcess,
  sandboxes: RunningSandboxes,
  settings: Record<string, string>,
  folder: string,
  report: StepReport,
): Promise<number> {
  const envBlock = formatEnvBlock(settings);
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
  report.say();
  report.say(`The settings the app runs with, as a .env (also in ${envFile}):`);
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
