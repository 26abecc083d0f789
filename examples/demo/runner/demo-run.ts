import type { RunningSandboxes } from '@vendor/nest-integrations/testing';
import { CLI_STEPS } from './cli-steps';
import { DemoAppProcess } from './demo-app-process';
import type { DemoArguments } from './demo-arguments';
import { childBaseEnv, demoSettings } from './demo-environment';
import { CLI_DISPLAY } from './demo-paths';
import { DemoResources } from './demo-resources';
import { DemoSession } from './demo-session';
import { freePort } from './free-port';
import type { DemoStep } from './demo-step';
import { HTTP_STEPS } from './http-steps';
import { LOCK_FLOW_STEPS } from './lock-flow-steps';
import { serve, SERVED_SANDBOXES, serveAppEnv } from './serve';
import { StepReport } from './step-report';
import { stopSignal } from './stop-signal';

/** Every step, in order: the app's routes, then the commands, then the Lock flows. */
const STEPS: DemoStep[] = [...HTTP_STEPS, ...CLI_STEPS, ...LOCK_FLOW_STEPS];

/**
 * The demo once the package is built: starts the sandboxes and the demo app, runs every step and answers the exit
 * code: 0 when every step passed, 1 with one line on standard error naming the step that did not. With `--serve`
 * it keeps everything running until Ctrl-C instead. Whatever happens, the children and the sandboxes are stopped.
 */
export async function runDemo(options: DemoArguments): Promise<number> {
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
    const sandboxes = await resources.startSandboxes(options.serve ? SERVED_SANDBOXES : []);
    const folder = await resources.storageFolder();
    const settings = demoSettings(sandboxes.env, folder, options.settings);
    const base = childBaseEnv();
    const serveEnv = options.serve ? serveAppEnv(folder) : {};
    // The app knows its own URL from the start: the console's OAuth redirect URI is built from it.
    const port = options.port === 0 ? await freePort() : options.port;
    const app = await DemoAppProcess.start(
      { ...base, ...settings, ...serveEnv, APP_URL: `http://127.0.0.1:${port}` },
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
