import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folder of the consumer tests (`test/consumer`): ES modules, which jest's CommonJS runtime cannot import. */
const CONSUMER_DIR = join(__dirname, '..', 'consumer');

/**
 * An export of one of the consumer tests' modules (`hosts.mjs`, `install-line.mjs`, ...), read in a child Node
 * process: a function is called with the JSON arguments, a value is taken as it is. So a suite checks the very code
 * that `run.mjs` runs.
 * @throws Error with the child's message when the function throws
 */
export function consumerExport<T>(file: string, name: string, ...args: unknown[]): T {
  const script = `
    const exported = (await import(${JSON.stringify(pathToFileURL(join(CONSUMER_DIR, file)).href)}))[${JSON.stringify(name)}];
    let answer;
    try {
      answer = { value: typeof exported === 'function' ? await exported(...${JSON.stringify(args)}) : exported };
    } catch (error) {
      answer = { error: error.message };
    }
    process.stdout.write(JSON.stringify(answer));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
  });
  const answer: { value: T } | { error: string } = JSON.parse(output);
  if ('error' in answer) throw new Error(answer.error);
  return answer.value;
}
