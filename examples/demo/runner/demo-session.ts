import type { RunningSandboxes } from '@vendor/nest-integrations/testing';
import { ChildProcesses } from './child-processes';
import { DemoAppProcess } from './demo-app-process';
import { CliResult, CliRun } from './demo-cli';
import { httpCall, HttpAnswer } from './http-call';
import { StepReport } from './step-report';

/** A smartlock as the demo app's `GET /locks` answers it. */
export interface LockView {
  id: number;
  name: string;
  state: string | null;
  locked: boolean;
  door: string;
}

/** What the steps work with: the running app and sandboxes, the settings, and the output. */
export class DemoSession {
  /** The smartlock the lock steps act on, once `GET /locks` has listed it. */
  lock?: LockView;

  constructor(
    /** The demo app. */
    readonly app: DemoAppProcess,
    /** The sandboxes; the steps play the remote side through them (the lock API's webhook deliveries). */
    readonly sandboxes: RunningSandboxes,
    /** The environment of a CLI run: the runner's own env without module settings, plus the demo's settings. */
    private readonly cliEnv: Record<string, string>,
    private readonly children: ChildProcesses,
    /** Where the steps write. */
    readonly report: StepReport,
  ) {}

  /** Calls the demo app (path from its root) and shows the request. */
  async request(method: string, path: string): Promise<HttpAnswer> {
    this.report.detail(`${method} ${this.app.url}${path}`);
    return httpCall(method, `${this.app.url}${path}`);
  }

  /** Starts the demo's CLI with `args` and extra settings, and shows the command as a shell would run it. */
  startCli(args: readonly string[], settings: Record<string, string> = {}): CliRun {
    const assignments = Object.entries(settings).map(([name, value]) => `${name}=${value} `);
    this.report.detail(`$ ${assignments.join('')}cli ${args.join(' ')}`);
    return new CliRun(args, { ...this.cliEnv, ...settings }, this.children);
  }

  /** Runs the demo's CLI to its end (see `startCli`). */
  cli(args: readonly string[], settings: Record<string, string> = {}): Promise<CliResult> {
    return this.startCli(args, settings).finished();
  }
}
