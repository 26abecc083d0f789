import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunningSandboxes, startSandboxes } from '../src/testing';
import { MarkdownSnippet, markdownSnippets } from './support/readme-snippets/markdown-snippets';
import {
  settingNamesIn,
  settingNamesInSources,
  unknownSettingNames,
} from './support/readme-snippets/setting-names';
import { createSnippetPackage, REPO_ROOT, SnippetPackage } from './support/readme-snippets/snippet-package';
import { runnerOf, runSnippet, transpileSnippet } from './support/readme-snippets/snippet-run';
import {
  CompilerMessage,
  SnippetTypeCheck,
  typeCheckSnippets,
} from './support/readme-snippets/snippet-type-check';

// Every ```ts block of the README is its own module in a throwaway copy of the package and must type-check
// under `strict`; blocks marked `<!-- snippet: run -->` also run against the sandboxes and must end by
// themselves with exit code 0. So no snippet can rot.

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const snippets = markdownSnippets(README);
const runnable = snippets.filter((snippet) => snippet.runnable);
const SET_UP_TIMEOUT_MS = 600_000;
const RUN_TIMEOUT_MS = 60_000;

/** The file a snippet is written to: the name its marker gives, else `snippet-<README line>.ts`. */
function fileNameOf(snippet: MarkdownSnippet): string {
  return snippet.fileName ?? `snippet-${snippet.line}.ts`;
}

/** `README.md:<line> (snippet line 3:7) TS2322: ...`: where in the README the compiler points. */
function located(snippet: MarkdownSnippet, message: CompilerMessage): string {
  return `README.md:${snippet.line + message.line} (snippet line ${message.line}:${message.column}) ${message.text}`;
}

describe('README snippets', () => {
  let pkg: SnippetPackage | undefined;
  let checked: SnippetTypeCheck;
  const files = new Map<MarkdownSnippet, string>();

  beforeAll(async () => {
    pkg = await createSnippetPackage();
    for (const snippet of snippets) {
      const file = join(pkg.snippetDir, fileNameOf(snippet));
      writeFileSync(file, `${snippet.code}\n`);
      files.set(snippet, file);
    }
    checked = typeCheckSnippets(pkg, [...files.values()]);
  }, SET_UP_TIMEOUT_MS);

  afterAll(() => pkg?.remove());

  it('has TypeScript snippets, runnable ones among them, each written to its own file', () => {
    expect(snippets.length).toBeGreaterThan(0);
    expect(runnable.length).toBeGreaterThan(0);
    const names = snippets.map(fileNameOf);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("the package's own declaration files type-check without skipLibCheck", () => {
    expect(checked.inPackage.map((message) => `${message.file}:${message.line} ${message.text}`)).toEqual([]);
  });

  for (const snippet of snippets) {
    it(`"${snippet.heading}" type-checks under strict`, () => {
      const messages = checked.bySnippet.get(files.get(snippet) ?? '') ?? [];
      expect(messages.map((message) => located(snippet, message))).toEqual([]);
    });
  }

  describe('runnable', () => {
    let sandboxes: RunningSandboxes | undefined;

    beforeAll(async () => {
      sandboxes = await startSandboxes();
    });

    afterAll(() => sandboxes?.close());

    for (const snippet of runnable) {
      it(
        `"${snippet.heading}" runs against the sandboxes, exits 0 and ends by itself`,
        async () => {
          const jsFile = transpileSnippet(files.get(snippet) ?? '');
          // Other snippets it imports (`./app.module`) run from their JavaScript too.
          files.forEach((file) => transpileSnippet(file));
          const cwd = mkdtempSync(join(tmpdir(), 'readme-snippet-run-'));
          try {
            const run = await runSnippet(jsFile, runnerOf(snippet.code), {
              cwd,
              env: {
                PATH: process.env.PATH ?? '',
                APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
                ...sandboxes?.env,
              },
              timeoutMs: RUN_TIMEOUT_MS,
            });
            const problem = run.timedOut
              ? `did not end by itself within ${RUN_TIMEOUT_MS / 1000} s: it left a server, socket or timer open`
              : run.exitCode !== 0 && `exited with code ${run.exitCode}`;
            if (problem)
              throw new Error(`README.md:${snippet.line} "${snippet.heading}" ${problem}\n${run.output}`);
          } finally {
            rmSync(cwd, { recursive: true, force: true });
          }
        },
        RUN_TIMEOUT_MS + 30_000,
      );
    }
  });

  it('names only DELIVERY_*, ACCOUNTING_* and LOCK_* settings and constants that src/ or the test support uses', () => {
    // test/support: the settings of the repository's own test suites (LOCK_TEST_POSTGRES_URL).
    const known = new Set([
      ...settingNamesInSources(join(REPO_ROOT, 'src')),
      ...settingNamesInSources(join(REPO_ROOT, 'test', 'support')),
    ]);
    expect(unknownSettingNames(settingNamesIn(README), known)).toEqual([]);
  });
});
