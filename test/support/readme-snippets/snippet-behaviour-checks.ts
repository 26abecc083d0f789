/**
 * Scripts that check what documented snippets do, not only that they type-check: each imports a snippet by its
 * marker's file name (`./problem-details.filter`), is written beside the snippets, transpiled like them and run
 * with `node`; it exits 0 when the snippet behaves as its guide says, else prints why and exits 1.
 */
export interface SnippetBehaviourCheck {
  /** The snippet file (its marker's name) the check imports. */
  snippet: string;
  /** What the guide promises, for the test's name. */
  promise: string;
  /** The check's TypeScript source. */
  source: string;
}

export const SNIPPET_BEHAVIOUR_CHECKS: readonly SnippetBehaviourCheck[] = [
  {
    snippet: 'cli.module.ts',
    promise: 'runs a command with the settings of ./.env alone (runCommandLine does not load it)',
    source: `
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { runCommandLine } from '@vendor/nest-integrations/commands';
import { formatEnvBlock, startSandboxes } from '@vendor/nest-integrations/testing';

async function main(): Promise<void> {
  const sandboxes = await startSandboxes();
  try {
    // The settings in ./.env of the working folder only, as the sandbox command prints them.
    const appKey = \`base64:\${randomBytes(32).toString('base64')}\`;
    writeFileSync('.env', formatEnvBlock({ ...sandboxes.env, APP_KEY: appKey }));
    const { CliModule } = await import('./cli.module'); // after .env exists: its module reads it when loaded
    await runCommandLine(CliModule, ['lock:locks', '--json'], { name: 'my-app-cli' });
    if (process.exitCode !== undefined && process.exitCode !== 0) throw new Error('lock:locks failed');
  } finally {
    await sandboxes.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
`,
  },
  {
    snippet: 'problem-details.filter.ts',
    promise:
      'answers a package exception as application/problem+json with its status, detail and Retry-After',
    source: `
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { LockDatabaseUnavailableException } from '@vendor/nest-integrations/lock';
import { ProblemDetailsFilter } from './problem-details.filter';

@Controller()
class OutageController {
  @Get('outage')
  outage(): never {
    throw new LockDatabaseUnavailableException('PostgreSQL 127.0.0.1:5432/lock', 'connect ECONNREFUSED');
  }
}

@Module({ controllers: [OutageController], providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }] })
class OutageModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(OutageModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  try {
    const answer = await fetch(\`\${await app.getUrl()}/outage\`);
    const text = await answer.text();
    const problems: string[] = [];
    const type = answer.headers.get('content-type') ?? '';
    if (!type.startsWith('application/problem+json')) problems.push(\`Content-Type is "\${type}"\`);
    if (answer.status !== 503) problems.push(\`status \${answer.status}\`);
    if (answer.headers.get('retry-after') === null) problems.push('no Retry-After');
    const body = JSON.parse(text) as { status?: unknown; detail?: unknown };
    if (body.status !== 503 || typeof body.detail !== 'string') problems.push(\`body \${text}\`);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
`,
  },
  {
    snippet: 'fields-logger.ts',
    promise: "prints the package's log, warn and error events as JSON lines, and other messages as Nest does",
    source: `
import { Logger } from '@nestjs/common';
import { LogEvent } from '@vendor/nest-integrations';
import { FieldsLogger } from './fields-logger';

const written: string[] = [];
const [stdout, stderr] = [process.stdout.write, process.stderr.write];
const capture = ((chunk: unknown) => written.push(String(chunk)) > 0) as typeof process.stdout.write;
process.stdout.write = capture;
process.stderr.write = capture;
try {
  Logger.overrideLogger(new FieldsLogger());
  const logger = new Logger('LockOAuth');
  logger.log(new LogEvent('OAuth token refreshed', { account: 'depot' }));
  logger.warn(new LogEvent('OAuth token refresh failed', { account: 'depot', reason: 'timeout' }));
  logger.error(new LogEvent('Lock account needs re-authorization', { account: 'depot' }));
  logger.warn('a plain message');
} finally {
  process.stdout.write = stdout;
  process.stderr.write = stderr;
}
const lines = written.join('').split('\\n').filter((line) => line.trim() !== '');
const events = lines.slice(0, 3).map((line) => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
});
const expected = [
  { level: 'log', context: 'LockOAuth', msg: 'OAuth token refreshed', account: 'depot' },
  { level: 'warn', context: 'LockOAuth', msg: 'OAuth token refresh failed', account: 'depot', reason: 'timeout' },
  { level: 'error', context: 'LockOAuth', msg: 'Lock account needs re-authorization', account: 'depot' },
];
const plain = (lines[3] ?? '').replace(/\\u001b\\[[0-9;]*m/g, ''); // without the colours
if (JSON.stringify(events) !== JSON.stringify(expected) || !/WARN.*\\[LockOAuth\\] a plain message/.test(plain)) {
  console.error(\`printed:\\n\${lines.join('\\n')}\`);
  process.exitCode = 1;
}
`,
  },
];
