const SHOWN_LINES = 8;

/** Writes the demo's output: a heading per step, what it sends, what came back, and a pass or fail mark. */
export class StepReport {
  constructor(
    private readonly total: number,
    private readonly out: NodeJS.WritableStream = process.stdout,
  ) {}

  /** A plain line outside the steps. */
  say(text = ''): void {
    this.out.write(`${text}\n`);
  }

  /** The heading of step `index` (from 1). */
  heading(index: number, title: string): void {
    this.out.write(`\n== ${index}/${this.total} ${title} ==\n`);
  }

  /** A line of what the step does (the request sent, the command run). */
  detail(text: string): void {
    this.out.write(`   ${text}\n`);
  }

  /** Output of a command or an answer body, indented, at most the first 8 non-empty lines. */
  output(text: string): void {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, SHOWN_LINES)) this.out.write(`   | ${line}\n`);
    if (lines.length > SHOWN_LINES) this.out.write(`   | … ${lines.length - SHOWN_LINES} more lines\n`);
  }

  /** The step's one-line result, marked as passed. */
  passed(summary: string): void {
    this.out.write(`   ✓ ${summary}\n`);
  }

  /** The step's one-line reason, marked as failed. */
  failed(reason: string): void {
    this.out.write(`   ✗ ${reason}\n`);
  }
}
