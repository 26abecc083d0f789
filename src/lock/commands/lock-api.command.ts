import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { terminalSafeJson } from '../../common/cli/terminal-safe-json';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isJsonMediaType, LockApiResponse } from '../http/lock-api-client';
import { LOCK_MAX_REQUEST_BYTES_SETTING, LockHttpSettings } from '../http/lock-http-settings';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { LockSecrets } from '../support/lock-secrets';
import {
  LOCK_API_METHODS,
  LockApiField,
  LockApiInput,
  lockApiCall,
  lockApiInput,
  lockApiMethod,
} from './lock-api-arguments';
import { BoundedFile, readFileWithin } from './bounded-input';
import { LockRuntime } from './lock-runtime';
import { StandardInput } from './standard-input';

/** The options of `lock:api` after parsing. */
export interface LockApiOptions {
  /** The `--field`/`-F` values, in the order given. */
  field?: LockApiField[];
  /** The `--raw-field`/`-f` values, in the order given. */
  rawField?: LockApiField[];
  /** `--input <file>`: the JSON body from a file ("-": standard input); fields then go to the query. */
  input?: string;
  /** `--account <key>`: account key (default "default"). */
  account?: string;
  /** `--json`: print { "status": ..., "data": ... } as JSON. */
  json?: boolean;
}

/** `lock.request()` with a route made at run time: `lock:api` sends what the operator typed. */
type UntypedRequest = (route: string, parameters: Record<string, unknown>) => Promise<LockApiResponse>;

/** The place of each field on the command line, so `--field` and `--raw-field` keep their order together. */
let fieldsGiven = 0;

/**
 * `lock:api <method> <path>`: calls any operation of the lock API, like `gh api`, through `lock.request()` with
 * the account's token, retries and errors, and prints the answer's data as indented JSON (a text answer as it
 * came; nothing for an answer without a body, such as a 204). The path is relative to the base URL; its query
 * string is read into query parameters, and a `{name}` in it is filled from the parameter of that name.
 * Values under credential-shaped keys and known tokens are printed as `[redacted]`. A 4xx/5xx answer is one
 * `Error: LOCK API ...` line and exit code 1; bad input is one error line and nothing is sent.
 *
 * - `<method>`: GET, PUT, POST or DELETE, in any case
 * - `-F, --field <key=value>`: a parameter; `true`, `false`, `null` and numbers become JSON values; in the query
 *   for GET and DELETE (and with `--input`), in the JSON body for PUT and POST; repeat for more, `key[]` for a list
 * - `-f, --raw-field <key=value>`: as `--field`, the value always a string
 * - `--input <file>`: the JSON body from the file, `-` for standard input; the fields then go to the query. Input
 *   larger than `LOCK_MAX_REQUEST_BYTES` is refused unread (a file by its size) or as soon as it passes the limit
 * - `--account <key>`: the account key (default `default`)
 * - `--json`: print `{ "status": ..., "data": ... }`
 */
@Command({
  name: 'lock:api',
  arguments: '<method> <path>',
  description: `Call any lock API operation (${LOCK_API_METHODS.join(', ')}) and print its answer as JSON`,
})
export class LockApiCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
    private readonly standardInput: StandardInput,
  ) {
    super();
  }

  /** Runs `lock:api` with the options nest-commander parsed. */
  async run([method, path]: string[], options: LockApiOptions = {}): Promise<void> {
    try {
      const fields = [...(options.field ?? []), ...(options.rawField ?? [])].sort(
        (a, b) => (a.order ?? 0) - (b.order ?? 0),
      );
      const upperMethod = lockApiMethod(method);
      lockApiCall(upperMethod, path, fields, undefined); // refuses a bad path or field before any input is read
      const input = options.input === undefined ? undefined : await this.readInput(options.input);
      const call = lockApiCall(upperMethod, path, fields, input);
      const lock = this.runtime.lock.as(options.account ?? DEFAULT_LOCK_ACCOUNT) as unknown as {
        request: UntypedRequest;
      };
      const answer = await lock.request(call.route, call.parameters);
      if (options.json) this.print(terminalSafeJson({ status: answer.status, data: answer.data }));
      else if (typeof answer.data === 'string' && !isJsonMediaType(answer.headers['content-type'] ?? '')) {
        if (answer.data !== '') this.print(answer.data);
      } else if (answer.data !== null) this.print(terminalSafeJson(answer.data));
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Prints the text with every secret the module knows and every credential-shaped value redacted. */
  private print(text: string): void {
    this.output.print(this.runtime.get<LockSecrets>(LockSecrets).redact(text));
  }

  /**
   * The body `--input` names, read only up to the request body limit (`LOCK_MAX_REQUEST_BYTES`).
   * @throws InvalidArgumentException for an unreadable file, input over the limit, an empty or bad body
   */
  private async readInput(file: string): Promise<LockApiInput> {
    const limit = this.runtime.get<LockHttpSettings>(LockHttpSettings).maxRequestBytes();
    const source = file === '-' ? 'standard input' : `the file ${JSON.stringify(file)}`;
    const read: BoundedFile =
      file === '-'
        ? textOrOverLimit(await this.standardInput.readAll(limit))
        : await readInputFile(file, limit);
    if ('overLimit' in read) {
      const size = read.bytes === undefined ? '' : `${read.bytes} bytes, `;
      throw new InvalidArgumentException(
        `The input from ${source} is ${size}over the limit of ${limit} bytes for a request body ` +
          `(${LOCK_MAX_REQUEST_BYTES_SETTING}); nothing was sent.`,
      );
    }
    return lockApiInput(read.text, source);
  }

  /** Reads `-F, --field <key=value>`: a parameter, true/false/null/numbers as JSON (query for GET/DELETE, body for PUT/POST); repeat. */
  @Option({
    flags: '-F, --field <key=value>',
    description:
      'a parameter, true/false/null/numbers as JSON (query for GET/DELETE, body for PUT/POST); repeat',
  })
  parseField(value: string, previous: LockApiField[] = []): LockApiField[] {
    return [...previous, { text: value, typed: true, order: fieldsGiven++ }];
  }

  /** Reads `-f, --raw-field <key=value>`: a parameter whose value is always a string; repeat. */
  @Option({
    flags: '-f, --raw-field <key=value>',
    description: 'a parameter whose value is always a string; repeat',
  })
  parseRawField(value: string, previous: LockApiField[] = []): LockApiField[] {
    return [...previous, { text: value, typed: false, order: fieldsGiven++ }];
  }

  /** Reads `--input <file>`: the JSON body from a file ("-": standard input); fields then go to the query. */
  @Option({
    flags: '--input <file>',
    description: 'the JSON body from a file ("-": standard input); fields then go to the query',
  })
  parseInput(value: string): string {
    return value;
  }

  /** Reads `--account <key>`: account key (default "default"). */
  @Option({ flags: '--account <key>', description: 'account key (default "default")' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--json`: print { "status": ..., "data": ... } as JSON. */
  @Option({ flags: '--json', description: 'print { "status": ..., "data": ... } as JSON' })
  parseJson(): boolean {
    return true;
  }
}

/** Standard input as `readFileWithin` tells a file: its text, or over the limit. */
function textOrOverLimit(text: string | undefined): BoundedFile {
  return text === undefined ? { overLimit: true } : { text };
}

/** The `--input` file within the limit. @throws InvalidArgumentException when it cannot be read */
async function readInputFile(file: string, limit: number): Promise<BoundedFile> {
  try {
    return await readFileWithin(file, limit);
  } catch (error) {
    throw new InvalidArgumentException(
      `Cannot read the input file ${JSON.stringify(file)}: ${reason(error)}.`,
    );
  }
}

/** Why a file could not be read, in words. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? (error instanceof Error ? error.message : String(error));
}
