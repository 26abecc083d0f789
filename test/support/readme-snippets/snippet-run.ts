import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as ts from 'typescript';
import { REPO_ROOT } from './snippet-package';

/** How a snippet's process ended. */
export interface SnippetRun {
  /** The exit code; `null` when the process was killed. */
  exitCode: number | null;
  /** True when the process had not ended by itself within the time allowed, so it was killed. */
  timedOut: boolean;
  /** Standard output and standard error, the last 4,000 characters. */
  output: string;
}

/** How a snippet runs: `node` for a script, `jest` for a test file (one importing `@jest/globals`). */
export type SnippetRunner = 'node' | 'jest';

const OUTPUT_TAIL = 4_000;
const JEST_BIN = join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

/** Writes the JavaScript of a snippet beside it (`x.ts` to `x.js`), as a host's build would: CommonJS, decorators. */
export function transpileSnippet(tsFile: string): string {
  const { outputText } = ts.transpileModule(readFileSync(tsFile, 'utf8'), {
    fileName: tsFile,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      esModuleInterop: true,
    },
  });
  const jsFile = tsFile.replace(/\.ts$/, '.js');
  writeFileSync(jsFile, outputText);
  return jsFile;
}

/** The runner a snippet needs: a snippet that imports `@jest/globals` is a test file. */
export function runnerOf(code: string): SnippetRunner {
  return /from\s+['"]@jest\/globals['"]/.test(code) ? 'jest' : 'node';
}

/**
 * Runs the transpiled snippet in its own process with only the env given, and waits for it to end by itself.
 * A process still running after `timeoutMs` (a server, socket or timer left open) is killed and reported so.
 * Jest runs without `--forceExit`, so a test file that leaves a handle open does not end either.
 */
export function runSnippet(
  jsFile: string,
  runner: SnippetRunner,
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<SnippetRun> {
  const args =
    runner === 'node'
      ? [jsFile]
      : [
          JEST_BIN,
          '--ci',
          '--colors=false',
          '--rootDir',
          dirname(jsFile),
          '--config',
          JSON.stringify({ testEnvironment: 'node', transform: {}, testRegex: '\\.js$', watchman: false }),
          '--runTestsByPath',
          jsFile,
        ];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: options.cwd,
        env: options.env,
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 16 << 20,
      },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`.slice(-OUTPUT_TAIL);
        if (error === null) return resolve({ exitCode: 0, timedOut: false, output });
        const timedOut = error.killed === true;
        resolve({ exitCode: typeof error.code === 'number' ? error.code : null, timedOut, output });
      },
    );
  });
}
