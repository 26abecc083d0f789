import { ConsoleLogger } from '@nestjs/common';
import { inspect } from 'node:util';

/** Runs `write` with stdout and stderr captured (synchronously) and answers what was written. */
export function captureStdio(write: () => void): string {
  const chunks: string[] = [];
  const stdout = process.stdout.write;
  const stderr = process.stderr.write;
  const capture = (chunk: unknown): boolean => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    write();
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
  }
  return chunks.join('');
}

function safely(render: () => string): string {
  try {
    return render();
  } catch (error) {
    return `<threw: ${error instanceof Error ? error.message : String(error)}>`;
  }
}

/** What Nest's ConsoleLogger prints for the error, the usual ways an app logs one. */
export function consoleLoggerOutput(error: unknown, json: boolean): string {
  return captureStdio(() => {
    const logger = new ConsoleLogger('Reliability', { json, colors: false });
    const asError = error as Error;
    logger.error(error);
    logger.error(String(asError?.message), asError?.stack);
    logger.error('The call failed', error);
    logger.warn(error);
    logger.log({ failure: error });
  });
}

/**
 * Every way a logger or a developer renders an error: message, stack, `String()`, `JSON.stringify`,
 * `util.inspect` (showHidden, depth 10), each own property name and value, the same for every error of the
 * `cause` chain, and Nest's ConsoleLogger in text and JSON mode.
 */
export function errorOutputs(error: unknown): Record<string, string> {
  const outputs: Record<string, string> = {};
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth += 1) {
    const at = depth === 0 ? 'error' : `cause#${depth}`;
    const value = current as Record<string, unknown>;
    outputs[`${at}.message`] = safely(() => String(value.message));
    outputs[`${at}.stack`] = safely(() => String(value.stack));
    outputs[`String(${at})`] = safely(() => String(current));
    outputs[`JSON.stringify(${at})`] = safely(() => String(JSON.stringify(current)));
    outputs[`inspect(${at})`] = safely(() => inspect(current, { showHidden: true, depth: 10 }));
    if (typeof current === 'object') {
      outputs[`own properties of ${at}`] = safely(() =>
        Object.getOwnPropertyNames(current)
          .map((name) => `${name}=${inspect(value[name], { showHidden: true, depth: 10 })}`)
          .join('\n'),
      );
    }
    current = typeof current === 'object' ? value.cause : undefined;
  }
  outputs['ConsoleLogger (text)'] = consoleLoggerOutput(error, false);
  outputs['ConsoleLogger (json)'] = consoleLoggerOutput(error, true);
  return outputs;
}

/** `util.inspect` (plain and showHidden) and `JSON.stringify` of an object holding secrets, under its name. */
export function objectOutputs(name: string, object: unknown): Record<string, string> {
  return {
    [`inspect(${name})`]: safely(() => inspect(object, { depth: 6 })),
    [`inspect(${name}, showHidden)`]: safely(() => inspect(object, { depth: 6, showHidden: true })),
    [`JSON.stringify(${name})`]: safely(() => String(JSON.stringify(object))),
    [`String(${name})`]: safely(() => String(object)),
  };
}
