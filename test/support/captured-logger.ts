import { ConsoleLogger } from '@nestjs/common';

/** A Nest logger that keeps every warning and error line for assertions and prints nothing. */
export class CapturedLogger extends ConsoleLogger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];

  override log(): void {}
  override debug(): void {}
  override verbose(): void {}

  override warn(message: unknown): void {
    this.warnings.push(String(message));
  }

  override error(message: unknown): void {
    this.errors.push(String(message));
  }
}
