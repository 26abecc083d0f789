import type { DemoSession } from './demo-session';

/** One step of the demo: a heading, and what it does and checks. */
export interface DemoStep {
  /** The heading: the request or the command. */
  title: string;
  /**
   * Does the step, showing what it sends through `demo.report`, and answers the one-line result.
   * @throws StepFailure (or any error) with the reason when it did not do what it should
   */
  run(demo: DemoSession): Promise<string>;
}
