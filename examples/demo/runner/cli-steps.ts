import type { DemoStep } from './demo-step';
import type { LockView } from './demo-session';
import { expectExitZero, expectStatus, expectThat, StepFailure } from './step-checks';

/** A message reference the Delivery sandbox knows. */
const MESSAGE_REFERENCE = 'INV-2026-0004';

interface EchoResult {
  success?: boolean;
  message?: string;
  response_time_ms?: number;
  error?: string;
}

/** Parses a command's `--json`-style output. @throws StepFailure when it is no JSON */
function jsonOf(stdout: string): unknown {
  try {
    return JSON.parse(stdout);
  } catch {
    throw new StepFailure(`expected JSON on standard output, got: ${stdout.slice(0, 200)}`);
  }
}

/** The commands of the three modules, run through the demo app's own `CommandFactory`. */
export const CLI_STEPS: DemoStep[] = [
  {
    title: `delivery:status (CLI)`,
    async run(demo) {
      const result = await demo.cli(['delivery:status', '--functioneel-id', MESSAGE_REFERENCE]);
      demo.report.output(result.stdout);
      expectExitZero(result);
      expectThat(result.stdout.includes(MESSAGE_REFERENCE), `expected a table row for ${MESSAGE_REFERENCE}`);
      return `exit 0: the delivery status of ${MESSAGE_REFERENCE} as a table`;
    },
  },
  {
    title: 'accounting:test (CLI)',
    async run(demo) {
      const result = await demo.cli(['accounting:test']);
      demo.report.output(result.stdout);
      expectExitZero(result);
      const company = jsonOf(result.stdout) as { naam?: unknown };
      expectThat(typeof company.naam === 'string', 'expected the company info with its name');
      return `exit 0: /companyInfo of "${company.naam}" as JSON`;
    },
  },
  {
    title: 'accounting:echo (CLI)',
    async run(demo) {
      const result = await demo.cli(['accounting:echo']);
      const echoes = (jsonOf(result.stdout) ?? {}) as Record<string, EchoResult>;
      const verbs = ['get', 'head', 'post'];
      demo.report.output(
        verbs
          .map((verb) => {
            const echo = echoes[verb] ?? {};
            const outcome = echo.success ? `${echo.response_time_ms} ms` : `failed: ${echo.error}`;
            return `${verb.toUpperCase()}: ${echo.message ?? '(no result)'} (${outcome})`;
          })
          .join('\n'),
      );
      expectExitZero(result);
      expectThat(
        verbs.every((verb) => echoes[verb]?.success === true),
        'expected the GET, HEAD and POST echo calls to succeed',
      );
      return 'exit 0: the GET, HEAD and POST echo round trips succeeded';
    },
  },
  {
    title: 'lock:locks (CLI)',
    async run(demo) {
      const result = await demo.cli(['lock:locks']);
      demo.report.output(result.stdout);
      expectExitZero(result);
      const name = demo.lock?.name ?? '';
      expectThat(name !== '' && result.stdout.includes(name), `expected the table to list "${name}"`);
      return 'exit 0: the smartlocks of account key "default" as a table';
    },
  },
  {
    title: 'lock:action (CLI)',
    async run(demo) {
      const lock = demo.lock;
      expectThat(lock !== undefined, 'no smartlock to act on: GET /locks listed none');
      const result = await demo.cli(['lock:action', String(lock.id), 'unlock']);
      demo.report.output(result.stdout);
      expectExitZero(result);
      // The app and the CLI use one lock API: the app now sees what the command did.
      const answer = await demo.request('GET', '/locks');
      expectStatus(answer, 200);
      const after = (answer.json as LockView[]).find((found) => found.id === lock.id);
      expectThat(after !== undefined && !after.locked, `expected GET /locks to show ${lock.name} unlocked`);
      return `exit 0: accepted; GET /locks now shows ${lock.name} ${after.state}`;
    },
  },
];
