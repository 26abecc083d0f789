import type { RunningSandboxes } from '@vendor/nest-integrations/testing';
import { CLI_STEPS } from './runner/cli-steps';
import { DemoAppProcess } from './runner/demo-app-process';
import { DEMO_USAGE, parseDemoArguments } from './runner/demo-arguments';
import { childBaseEnv, demoSettings } from './runner/demo-environment';
import { CLI_DISPLAY } from './runner/demo-paths';
import { DemoResources } from './runner/demo-resources';
import { DemoSession } from './runner/demo-session';
import { freePort } from './runner/free-port';
import type { DemoStep } from './runner/demo-step';
import { HTTP_STEPS } from './runner/http-steps';
import { LOCK_FLOW_STEPS } from './runner/lock-flow-steps';
import { serve } from './runner/serve';
import { StepReport } from './runner/step-report';
import { stopSignal } from './runner/stop-signal';

/** Every step, in order: the app's routes, then the commands, then the Lock flows. */
const STEPS: DemoStep[] = [...HTTP_STEPS, ...CLI_STEPS, ...LOCK_FLOW_STEPS];

/**
 * `npm run demo`: starts the sandboxes and the demo app, runs every step and answers the exit code: 0 when every
 * step passed, 1 with one line on standard error naming the step that did not. With `--serve` it keeps
 * everything running until Ctrl-C instead. Whatever happens, the children and the sandboxes are stopped.
 */
async function main(argv: readonly string[]): Promise<number> {
  const options = parseDemoArguments(argv);
  if (options.help) {
    process.stdout.write(DEMO_USAGE);
    return 0;
  }
  const report = new StepReport(STEPS.length);
  const resources = new DemoResources();
  let serving = false;
  let interrupted = false;
  void stopSignal().then(async () => {
    if (serving) return;
    interrupted = true;
    process.stderr.write('demo: interrupted; stopping the app and the sandboxes\n');
    await resources.close();
    process.exit(130);
  });
  try {
    const sandboxes = await resources.startSandboxes();
    const folder = await resources.storageFolder();
    const settings = demoSettings(sandboxes.env, folder, options.settings);
    const base = childBaseEnv();
    // --serve shows the lock console too, on the module's own sandbox of made-up locks (LOCK_DEMO); the app alone
    // gets it: the .env printed for the CLI stays on the runner's sandboxes.
    const consoleDemo: Record<string, string> = options.serve ? { LOCK_DEMO: 'true' } : {};
    // The app knows its own URL from the start: the console's OAuth redirect URI is built from it.
    const port = options.port === 0 ? await freePort() : options.port;
    const app = await DemoAppProcess.start(
      { ...base, ...settings, ...consoleDemo, APP_URL: `http://127.0.0.1:${port}` },
      port,
      resources.children,
    );
    const appSettings = { ...settings, APP_URL: app.url };
    if (options.serve) {
      serving = true;
      return await serve(app, sandboxes, appSettings, folder, report);
    }
    introduce(report, sandboxes, app);
    const session = new DemoSession(app, sandboxes, { ...base, ...appSettings }, resources.children, report);
    return await runSteps(session, report, () => interrupted);
  } finally {
    await resources.close();
  }
}

/** What runs where, before the steps. */
function introduce(report: StepReport, sandboxes: RunningSandboxes, app: DemoAppProcess): void {
  const urls = Object.entries(sandboxes.urls).map(([name, url]) => `${name} ${url}`);
  report.say('The nest-integrations demo: the three modules in a NestJS app, against sandboxes on 127.0.0.1');
  report.say(`  sandboxes  ${urls.join(', ')}`);
  report.say(`  demo app   ${app.url} (examples/demo/src), its settings from env variables`);
  report.say(`  cli        ${CLI_DISPLAY} (its own CommandFactory)`);
}

/** Runs the steps in order and stops at the first that fails (or at Ctrl-C, without blaming the step). */
async function runSteps(
  session: DemoSession,
  report: StepReport,
  interrupted: () => boolean,
): Promise<number> {
  for (const [index, step] of STEPS.entries()) {
    report.heading(index + 1, step.title);
    try {
      report.passed(await step.run(session));
    } catch (error) {
      if (interrupted()) return 130;
      const reason = reasonOf(error, session.app);
      report.failed(reason);
      process.stderr.write(`demo: step ${index + 1}/${STEPS.length} "${step.title}" failed: ${reason}\n`);
      return 1;
    }
  }
  report.say();
  report.say(`All ${STEPS.length} steps passed.`);
  return 0;
}

/** One line: the error's message, its cause (fetch puts the network error there), and a stopped app. */
function reasonOf(error: unknown, app: DemoAppProcess): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const stopped = app.running ? '' : ` (the demo app stopped: ${app.lastError()})`;
  return `${message}${cause}${stopped}`.split('\n')[0];
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const line = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    process.stderr.write(`demo: ${line}\n`);
    process.exitCode = 1;
  },
);
