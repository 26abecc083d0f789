import { inspect } from 'node:util';
import { redactCredentials } from '../redaction/redact-credentials';

/** The value of one field of a log event. */
export type LogFieldValue = string | number | boolean | null;

/** The fields of a log event besides its message. */
export type LogFields = Readonly<Record<string, LogFieldValue | undefined>>;

/** A text's redaction: the module's own (`LockSecrets.redact`), else `redactCredentials`. */
export type LogRedaction = (text: string) => string;

/** A field value written as it reads: plain when it is one word, else quoted and escaped (never a line break). */
function fieldText(value: LogFieldValue): string {
  const text = String(value);
  return /^[\w.:/@+-]+$/.test(text) ? text : JSON.stringify(text);
}

/**
 * One structured log line: `msg` and fields, each an own property, so loggers that take objects keep the fields
 * (nestjs-pino merges them into its JSON line, where `msg` is pino's message key; Nest's ConsoleLogger in `json`
 * mode prints them under `message`), while Nest's text ConsoleLogger prints one line,
 * `Token refreshed account=berlin expiresAt=2026-11-27T10:00:00.000Z`. Every text (message and string fields)
 * is redacted when the event is made; fields left `undefined` are left out.
 */
export class LogEvent {
  /** The message: what happened, in words, the same for every occurrence. */
  readonly msg!: string;

  /**
   * @param msg what happened, the same words every time (values go in `fields`)
   * @param fields the values; `undefined` ones are left out, a field named `msg` is ignored
   * @param redact applied to `msg` and every string field (default `redactCredentials`)
   */
  constructor(msg: string, fields: LogFields = {}, redact: LogRedaction = redactCredentials) {
    Object.defineProperty(this, 'msg', { value: redact(msg), enumerable: true });
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || key === 'msg') continue;
      Object.defineProperty(this, key, {
        value: typeof value === 'string' ? redact(value) : value,
        enumerable: true,
      });
    }
  }

  /** The fields besides `msg`. */
  fields(): Record<string, LogFieldValue> {
    const fields: Record<string, LogFieldValue> = {};
    for (const [key, value] of Object.entries(this) as [string, LogFieldValue][]) {
      if (key !== 'msg') fields[key] = value;
    }
    return fields;
  }

  /**
   * The same event with more fields: the new ones redacted with `redact` (default `redactCredentials`), the
   * event's own kept as they were redacted.
   */
  with(fields: LogFields, redact: LogRedaction = redactCredentials): LogEvent {
    const added = new LogEvent(this.msg, fields, redact).fields();
    return new LogEvent(this.msg, { ...this.fields(), ...added }, (text) => text);
  }

  /** `msg key=value key="two words"`: how text loggers (and `String(event)`) show the event. */
  toString(): string {
    const fields = Object.entries(this.fields()).map(([key, value]) => `${key}=${fieldText(value)}`);
    return [this.msg, ...fields].join(' ');
  }

  /** What `util.inspect` (and so Nest's ConsoleLogger) shows: the same one line as `toString`. */
  [inspect.custom](): string {
    return this.toString();
  }
}
