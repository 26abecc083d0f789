import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunningSandboxes, startSandboxes } from '../src/testing';
import { declaredNames, unknownInlineTypeNames } from './support/readme-snippets/inline-type-names';
import { documentationFiles } from './support/readme-snippets/markdown-files';
import { MarkdownSnippet, markdownSnippets } from './support/readme-snippets/markdown-snippets';
import {
  documentedSettings,
  envNamesRead,
  settingNamesInSources,
  settingNamesWithLines,
  unknownSettingNames,
} from './support/readme-snippets/setting-names';
import { createSnippetPackage, REPO_ROOT, SnippetPackage } from './support/readme-snippets/snippet-package';
import { SNIPPET_BEHAVIOUR_CHECKS } from './support/readme-snippets/snippet-behaviour-checks';
import { createEsModuleSnippetDir, esModuleForm } from './support/readme-snippets/snippet-es-module-form';
import { runnerOf, runSnippet, transpileSnippet } from './support/readme-snippets/snippet-run';
import {
  CompilerMessage,
  SnippetTypeCheck,
  typeCheckSnippets,
} from './support/readme-snippets/snippet-type-check';

// Every ```ts block of README.md and of every docs/**/*.md (found, not listed) is its own module in a throwaway
// copy of the package and must type-check under `strict`; blocks marked `<!-- snippet: run -->` also run against
// the sandboxes and must end by themselves with exit code 0 (so a script that would call the real APIs fails
// here); a few named snippets are also run by a check of what their guide promises (snippet-behaviour-checks.ts);
// and a type argument in inline code (`get<AccountingRelation[]>(...)`) must name a type the package declares.
// Each block also type-checks in its ES module form (a NestJS 12 app: `"type": "module"`, relative imports with
// `.js`, as the README's "On NestJS 12 (ES modules)" says).
// So no snippet can rot. Every message names the Markdown file and line: `docs/lock.md:123 ...`.

const docs = documentationFiles(REPO_ROOT);
const snippets = docs.flatMap((doc) => markdownSnippets(doc.text, doc.path));
const runnable = snippets.filter((snippet) => snippet.runnable);
const SET_UP_TIMEOUT_MS = 600_000;
const RUN_TIMEOUT_MS = 60_000;

/**
 * The file a snippet is written to: the name its marker gives, else `<file>-<line>.ts` (`README-45.ts`,
 * `docs-lock-123.ts`), so names stay unique across files.
 */
function fileNameOf(snippet: MarkdownSnippet): string {
  return (
    snippet.fileName ?? `${snippet.file.replace(/\.md$/, '').replace(/[^\w.-]+/g, '-')}-${snippet.line}.ts`
  );
}

/** `docs/lock.md:<line> (snippet line 3:7) TS2322: ...`: where in the Markdown file the compiler points. */
function located(snippet: MarkdownSnippet, message: CompilerMessage): string {
  return `${snippet.file}:${snippet.line + message.line} (snippet line ${message.line}:${message.column}) ${message.text}`;
}

describe('README and docs snippets', () => {
  let pkg: SnippetPackage | undefined;
  let checked: SnippetTypeCheck;
  let checkedAsEsModules: SnippetTypeCheck;
  const files = new Map<MarkdownSnippet, string>();
  const esModuleFiles = new Map<MarkdownSnippet, string>();
  /** A probe of the ES module check: a relative import without `.js`, which an ES module app cannot have. */
  let esModuleProbe = '';

  beforeAll(async () => {
    pkg = await createSnippetPackage();
    for (const snippet of snippets) {
      const file = join(pkg.snippetDir, fileNameOf(snippet));
      writeFileSync(file, `${snippet.code}\n`);
      files.set(snippet, file);
    }
    checked = typeCheckSnippets(pkg, [...files.values()]);
    const esModuleDir = createEsModuleSnippetDir(pkg);
    for (const snippet of snippets) {
      const file = join(esModuleDir, fileNameOf(snippet));
      writeFileSync(file, `${esModuleForm(snippet.code)}\n`);
      esModuleFiles.set(snippet, file);
    }
    writeFileSync(join(esModuleDir, 'probe-target.ts'), 'export const probe = 1;\n');
    esModuleProbe = join(esModuleDir, 'probe.ts');
    writeFileSync(
      esModuleProbe,
      "import { probe } from './probe-target';\nexport const twice = probe * 2;\n",
    );
    checkedAsEsModules = typeCheckSnippets(pkg, [...esModuleFiles.values(), esModuleProbe]);
  }, SET_UP_TIMEOUT_MS);

  afterAll(() => pkg?.remove());

  it('the ES module check is real: a relative import without .js fails there (TS2835)', () => {
    const messages = checkedAsEsModules.bySnippet.get(esModuleProbe) ?? [];
    expect(messages.map((message) => message.text)).toEqual([expect.stringMatching(/^TS2835: /)]);
    expect(
      esModuleForm("import './tracing';\nimport { A } from '../a.module';\nimport { B } from '@b/c';"),
    ).toBe("import './tracing.js';\nimport { A } from '../a.module.js';\nimport { B } from '@b/c';");
  });

  it('has TypeScript snippets in the README and in docs/, runnable ones among them', () => {
    expect(snippets.filter((snippet) => snippet.file === 'README.md').length).toBeGreaterThan(0);
    expect(snippets.filter((snippet) => snippet.file.startsWith('docs/')).length).toBeGreaterThan(0);
    expect(runnable.length).toBeGreaterThan(0);
  });

  it('writes each snippet to a file of its own: no file name is given twice, across all files', () => {
    const byName = new Map<string, MarkdownSnippet[]>();
    for (const snippet of snippets)
      byName.set(fileNameOf(snippet), [...(byName.get(fileNameOf(snippet)) ?? []), snippet]);
    const twice = [...byName]
      .filter(([, named]) => named.length > 1)
      .map(
        ([name, named]) => `${name}: ${named.map((snippet) => `${snippet.file}:${snippet.line}`).join(', ')}`,
      );
    expect(twice).toEqual([]);
  });

  it("the package's own declaration files type-check without skipLibCheck", () => {
    expect(checked.inPackage.map((message) => `${message.file}:${message.line} ${message.text}`)).toEqual([]);
  });

  for (const snippet of snippets) {
    it(`${snippet.file}:${snippet.line} "${snippet.heading}" type-checks under strict`, () => {
      const messages = checked.bySnippet.get(files.get(snippet) ?? '') ?? [];
      expect(messages.map((message) => located(snippet, message))).toEqual([]);
    });

    it(`${snippet.file}:${snippet.line} "${snippet.heading}" type-checks in its ES module form (NestJS 12)`, () => {
      const messages = checkedAsEsModules.bySnippet.get(esModuleFiles.get(snippet) ?? '') ?? [];
      expect(messages.map((message) => located(snippet, message))).toEqual([]);
    });
  }

  it("inline code's type arguments name types the package declares (inline code is not type-checked)", () => {
    const known = declaredNames(pkg?.distDir ?? '');
    expect(docs.flatMap((doc) => unknownInlineTypeNames(doc.path, doc.text, known))).toEqual([]);
    // The check itself: a type that does not exist is found.
    expect(
      unknownInlineTypeNames('docs/x.md', "typed with a generic: `get<Relatie[]>('/relaties')`", known),
    ).toEqual(['docs/x.md:1 Relatie']);
  });

  describe('what documented snippets do', () => {
    for (const check of SNIPPET_BEHAVIOUR_CHECKS) {
      it(
        `${check.snippet} ${check.promise}`,
        async () => {
          const snippet = snippets.find((candidate) => candidate.fileName === check.snippet);
          if (snippet === undefined) throw new Error(`no snippet is marked ${check.snippet}`);
          const checkFile = join(pkg?.snippetDir ?? '', `check-${check.snippet}`);
          writeFileSync(checkFile, check.source);
          files.forEach((file) => transpileSnippet(file));
          const cwd = mkdtempSync(join(tmpdir(), 'readme-snippet-check-'));
          try {
            const run = await runSnippet(transpileSnippet(checkFile), 'node', {
              cwd,
              env: { PATH: process.env.PATH ?? '' },
              timeoutMs: RUN_TIMEOUT_MS,
            });
            if (run.exitCode !== 0 || run.timedOut) {
              throw new Error(`${snippet.file}:${snippet.line} "${snippet.heading}" does not: ${run.output}`);
            }
          } finally {
            rmSync(cwd, { recursive: true, force: true });
          }
        },
        RUN_TIMEOUT_MS + 30_000,
      );
    }
  });

  describe('runnable', () => {
    let sandboxes: RunningSandboxes | undefined;

    beforeAll(async () => {
      sandboxes = await startSandboxes();
    });

    afterAll(() => sandboxes?.close());

    for (const snippet of runnable) {
      it(
        `${snippet.file}:${snippet.line} "${snippet.heading}" runs against the sandboxes, exits 0 and ends by itself`,
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
              throw new Error(
                `${snippet.file}:${snippet.line} "${snippet.heading}" ${problem}\n${run.output}`,
              );
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
    const unknown = docs.flatMap((doc) =>
      settingNamesWithLines(doc.text)
        .filter(({ name }) => unknownSettingNames([name], known).length > 0)
        .map(({ name, line }) => `${doc.path}:${line} ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('env variables the snippets read', () => {
  let sandboxes: RunningSandboxes | undefined;
  let printed: Set<string>;
  const documented = new Set(docs.flatMap((doc) => [...documentedSettings(doc.text)]));

  beforeAll(async () => {
    // The names `npx nest-integrations sandbox` prints: the same env as startSandboxes() gives.
    sandboxes = await startSandboxes();
    printed = new Set(Object.keys(sandboxes.env));
  });

  afterAll(() => sandboxes?.close());

  /** `docs/lock.md:60 reads X, which ...` for every name a snippet reads that is neither documented nor printed. */
  function unexplainedReads(of: readonly MarkdownSnippet[]): string[] {
    return of.flatMap((snippet) =>
      envNamesRead(snippet.code)
        .filter(({ name }) => !documented.has(name) && !printed.has(name))
        .map(
          ({ name, line }) =>
            `${snippet.file}:${snippet.line + line} reads ${name}, which is neither a documented setting (a row of an ` +
            '"env variable" table in README.md or docs/) nor a name the sandbox prints',
        ),
    );
  }

  it('finds the documented settings and the names the lock sandbox prints', () => {
    expect([...documented]).toEqual(
      expect.arrayContaining(['DELIVERY_AUTH_URL', 'ACCOUNTING_CLIENT_KEY', 'LOCK_BASE_URL']),
    );
    expect([...printed]).toEqual(expect.arrayContaining(['LOCK_BASE_URL', 'LOCK_API_TOKEN']));
  });

  it('every name a snippet reads is a documented setting or one the sandbox prints', () => {
    expect(unexplainedReads(snippets)).toEqual([]);
  });

  it('would catch a snippet that reads a name of its own (BERLIN_LOCK_API_TOKEN)', () => {
    const made = markdownSnippets(
      [
        '# Example',
        '',
        '```ts',
        "const token = config.getOrThrow<string>('BERLIN_LOCK_API_TOKEN');",
        "const other = process.env['PORTAL_WEBHOOK_SECRET'] ?? process.env.LOCK_API_TOKEN;",
        '```',
      ].join('\n'),
      'docs/example.md',
    );
    expect(unexplainedReads(made)).toEqual([
      expect.stringMatching(/^docs\/example\.md:4 reads BERLIN_LOCK_API_TOKEN, /),
      expect.stringMatching(/^docs\/example\.md:5 reads PORTAL_WEBHOOK_SECRET, /),
    ]);
  });
});
