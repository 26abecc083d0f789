import type { CliResult } from './demo-cli';
import { oneLine } from './demo-cli';
import type { HttpAnswer } from './http-call';

/** Thrown by a step that did not do what it should; the message is the one-line reason. */
export class StepFailure extends Error {}

/** Throws `StepFailure` with the reason unless the condition holds. */
export function expectThat(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new StepFailure(reason);
}

/** Throws `StepFailure` unless the answer has the status, naming the status and the start of the body. */
export function expectStatus(answer: HttpAnswer, status: number): void {
  expectThat(
    answer.status === status,
    `expected HTTP ${status}, got ${answer.status}: ${answer.text.slice(0, 300) || '(no body)'}`,
  );
}

/** Throws `StepFailure` unless the command exited 0, naming its exit code and its error line. */
export function expectExitZero(result: CliResult): void {
  expectThat(
    result.code === 0,
    `the command exited ${result.code ?? 'on a signal'}: ${oneLine(result.stderr)}`,
  );
}
