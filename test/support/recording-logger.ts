import type { LoggerService } from '@nestjs/common';

/** One call of a Nest logger method: its level, the message as given (a string or a `LogEvent`) and its context. */
export interface RecordedLog {
  level: 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
  message: unknown;
  context: string | undefined;
}

/**
 * A Nest `LoggerService` that records every call with the message object as given (so a test reads a log event's
 * fields, as nestjs-pino would), and prints nothing.
 */
export class RecordingLogger implements LoggerService {
  readonly records: RecordedLog[] = [];

  log(message: unknown, ...rest: unknown[]): void {
    this.record('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.record('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.record('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.record('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.record('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.record('fatal', message, rest);
  }

  /** The records of one context, as `{ level, ...fields }` of each event (a string message as `{ level, msg }`). */
  eventsOf(context: string): Record<string, unknown>[] {
    return this.records
      .filter((record) => record.context === context)
      .map((record) => ({
        level: record.level,
        ...(typeof record.message === 'string' ? { msg: record.message } : (record.message as object)),
      }));
  }

  /** Everything recorded, as a logger would write it: each message as text and as JSON. */
  everything(): string {
    return this.records
      .map((record) => `${String(record.message)} ${JSON.stringify(record.message)}`)
      .join('\n');
  }

  private record(level: RecordedLog['level'], message: unknown, rest: unknown[]): void {
    const last = rest[rest.length - 1];
    this.records.push({ level, message, context: typeof last === 'string' ? last : undefined });
  }
}
