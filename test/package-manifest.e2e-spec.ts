import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import * as ts from 'typescript';
import { sharedBuild } from './support/load-build';

/** The manifest fields this suite checks. */
interface PackageManifest {
  main: string;
  types: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports: Record<string, string | Record<string, string>>;
  typesVersions?: Record<string, Record<string, string[]>>;
  version: string;
  homepage?: string;
  repository?: { type?: string; url?: string };
  bugs?: { url?: string };
}

/** How a file refers to a module: loaded when the file loads, type only, or loaded later (in a function). */
type ReferenceKind = 'static' | 'type' | 'deferred';

/** One place where a source or declaration file names a module. */
interface ModuleReference {
  /** `file:line`, relative to the repository. */
  where: string;
  specifier: string;
  kind: ReferenceKind;
  /** Whether the reference carries a `resolution-mode` attribute (only meaningful in .d.ts files). */
  hasResolutionMode: boolean;
}

const ROOT = join(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageManifest;
const runtimePackages = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);
const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
  .filter(([, meta]) => meta.optional === true)
  .map(([name]) => name);
/** The helper that loads an optional peer at its first use (src/common/peers/optional-peer.ts). */
const OPTIONAL_PEER_LOADER = 'requireOptionalPeer';
/**
 * Optional peers that a subpath exists for, with that subpath's folder: it may import the peer statically
 * (importing `./health` without `@nestjs/terminus` fails with a line naming it). What each built subpath loads is
 * checked in commands-modules.e2e-spec.ts.
 */
const DEDICATED_FOLDERS: Record<string, string> = { '@nestjs/terminus': 'src/health/' };
/**
 * Packages whose NestJS 12 line ships ES modules only: a CommonJS declaration file may only name them with a
 * `resolution-mode` attribute, or TypeScript rejects it under `node16` (TS1479, TS1541, TS1542).
 */
const ESM_ONLY_PACKAGES = [...runtimePackages].filter((name) => name.startsWith('@nestjs/'));

/** The package an import specifier names (`@scope/name` or `name`), or null for a relative or absolute path. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The files under `folder` (recursively) whose name passes `accept`. */
function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** True when `node` sits inside a function body (its code runs later, not when the file loads). */
function insideFunction(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionLike(parent)) return true;
  }
  return false;
}

function hasResolutionModeAttribute(attributes: ts.ImportAttributes | undefined): boolean {
  return attributes?.elements.some((attribute) => attribute.name.text === 'resolution-mode') ?? false;
}

/** An import or export declaration that names only types (`import type`, or every binding marked `type`). */
function onlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Every module a TypeScript file (source or declaration) names, with how it names it. */
function moduleReferences(file: string): ModuleReference[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const references: ModuleReference[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, kind: ReferenceKind, hasMode = false) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const where = `${relative(ROOT, file).split(sep).join('/')}:${line}`;
    references.push({ where, specifier: literal.text, kind, hasResolutionMode: hasMode });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const hasMode = hasResolutionModeAttribute(node.attributes);
      add(node, node.moduleSpecifier, onlyTypes(node) ? 'type' : 'static', hasMode);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'type', hasResolutionModeAttribute(node.attributes));
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, first, 'deferred');
      else if (ts.isIdentifier(callee) && callee.text === OPTIONAL_PEER_LOADER) add(node, first, 'deferred');
      else if (ts.isIdentifier(callee) && callee.text === 'require') {
        add(node, first, insideFunction(node) ? 'deferred' : 'static');
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'require' &&
        callee.name.text === 'resolve'
      ) {
        add(node, first, 'deferred');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

/** The bare (package) references of the shipped sources: `src/**\/*.ts` without the specs and spec helpers. */
function sourcePackageReferences(): (ModuleReference & { packageName: string })[] {
  const sources = filesUnder(
    join(ROOT, 'src'),
    (name) => name.endsWith('.ts') && !/\.(e2e-spec|spec|spec-helper)\.ts$/.test(name),
  );
  return sources.flatMap((file) =>
    moduleReferences(file).flatMap((reference) => {
      const packageName = packageOf(reference.specifier);
      return packageName === null ? [] : [{ ...reference, packageName }];
    }),
  );
}

describe('package.json declares what src/ imports', () => {
  const references = sourcePackageReferences();

  it('finds the imports of src/ (the scan works)', () => {
    expect(references.some((reference) => reference.packageName === '@nestjs/common')).toBe(true);
    expect(references.some((reference) => reference.kind === 'deferred')).toBe(true);
  });

  it('every package imported in src/ is a node builtin, a dependency or a peer dependency (devDependencies do not reach users)', () => {
    const undeclared = references
      .filter(({ specifier, packageName }) => !isBuiltin(specifier) && !runtimePackages.has(packageName))
      .map(({ where, specifier }) => `${where} imports ${specifier}`);
    expect(undeclared).toEqual([]);
  });

  it(`optional peers (${optionalPeers.join(', ')}) are loaded at first use: import(), ${OPTIONAL_PEER_LOADER}() or require() in a function; elsewhere only \`import type\``, () => {
    const loadedEagerly = references
      .filter(({ packageName, kind }) => optionalPeers.includes(packageName) && kind === 'static')
      .filter(({ packageName, where }) => !where.startsWith(DEDICATED_FOLDERS[packageName] ?? '\0'))
      .map(({ where, specifier }) => `${where} imports ${specifier} when the file loads`);
    expect(loadedEagerly).toEqual([]);
  });

  it('every dependency is used by src/ (nothing is installed for nothing)', () => {
    const used = new Set(references.map(({ packageName }) => packageName));
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('the built package', () => {
  let outDir: string;
  /** `./dist/x` of the manifest, as built into the temporary folder. */
  const built = (path: string): string => join(outDir, path.replace(/^\.?\/?dist\//, ''));

  beforeAll(async () => {
    // The run's shared build (`npm run build` of the current sources in a folder of its own, load-build.js), so
    // that neither a stale dist/ nor a build running next to it can mislead the checks; made once for every
    // suite that needs it.
    outDir = join(await sharedBuild(), 'dist');
  }, 360_000);

  const subpaths = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');

  it('every file that exports, main, types and bin point at exists after the build', () => {
    const targets = [
      manifest.main,
      manifest.types,
      ...Object.values(manifest.bin ?? {}),
      ...subpaths.flatMap((subpath) => {
        const target = manifest.exports[subpath];
        return typeof target === 'string' ? [target] : Object.values(target);
      }),
    ];
    expect(targets.filter((target) => !existsSync(built(target)))).toEqual([]);
  });

  it.each(subpaths.filter((subpath) => subpath !== '.'))(
    'typesVersions maps %s to its exports types (moduleResolution node10)',
    (subpath) => {
      const target = manifest.exports[subpath];
      const types = typeof target === 'string' ? undefined : target.types;
      const mapped = manifest.typesVersions?.['*']?.[subpath.slice(2)] ?? [];
      expect(types).toBeDefined();
      expect(mapped.map((path) => built(path))).toContain(built(types ?? ''));
    },
  );

  it('./lock, and a booted client-only LockModule, load none of the lock application (dist/lock/application)', async () => {
    // In a child node: the built ./lock, then an app context over LockModule.forRoot({ clientOnly: true }).
    const script = `
      require('reflect-metadata');
      const { NestFactory } = require('@nestjs/core');
      const lock = require(${JSON.stringify(built('./dist/lock/index.js'))});
      const { Module } = require('@nestjs/common');
      class App {}
      Module({ imports: [lock.LockModule.forRoot({ clientOnly: true, apiToken: 'token', tokenCache: { enabled: false } })] })(App);
      NestFactory.createApplicationContext(App, { logger: false }).then(async (app) => {
        await app.get(lock.Lock);
        await app.close();
        console.log(JSON.stringify(Object.keys(require.cache)));
      });`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: ROOT });
    // The application's folders are all under dist/lock/application (its users index must match, or the check is empty).
    const application = /^lock[\\/]application[\\/]/;
    const usersEntry = (manifest.exports['./lock/users'] as Record<string, string>).default;
    expect(application.test(relative(outDir, built(usersEntry)))).toBe(true);
    const loaded = (JSON.parse(stdout) as string[]).filter((file) => file.startsWith(outDir));
    expect(loaded.length).toBeGreaterThan(50);
    expect(loaded.filter((file) => application.test(relative(outDir, file)))).toEqual([]);
  });

  it(`no .d.ts names an ES-module-only package (${ESM_ONLY_PACKAGES.join(', ')}) without a resolution-mode attribute`, () => {
    const declarations = filesUnder(outDir, (name) => name.endsWith('.d.ts'));
    const rejected = declarations.flatMap((file) =>
      moduleReferences(file)
        .filter(({ specifier }) => ESM_ONLY_PACKAGES.includes(packageOf(specifier) ?? ''))
        .filter(({ hasResolutionMode }) => !hasResolutionMode)
        .map(({ where, specifier }) => `${where.replace(/^.*?\/dist\//, 'dist/')} names ${specifier}`),
    );
    expect(rejected).toEqual([]);
  });
});

/** The repository every link of the manifest points into (the scope is `@vendor`). */
const REPOSITORY = 'https://github.com/vendor/nest-integrations';

/** What `npm pack --dry-run --json` reports of one tarball. */
interface PackReport {
  files: { path: string }[];
}

/** A source map's fields this suite reads. */
interface SourceMap {
  sourceRoot?: string;
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** The markdown of a file without its fenced code blocks and inline code, so that code is not read as links. */
function markdownProse(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link and image target of a markdown file: inline `[..](x)`, reference `[..]: x`, and HTML src and href. */
function markdownTargets(text: string): string[] {
  const prose = markdownProse(text);
  const patterns = [
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /<(?:img|a|source)\b[^>]*\b(?:src|href|srcset)="([^"]+)"/g,
  ];
  return patterns.flatMap((pattern) => [...prose.matchAll(pattern)].map((match) => match[1]));
}

/** True for a target outside the package: a URL with a scheme (https:, mailto:, ...) or a protocol-relative one. */
function isAbsoluteTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** The highest of versions such as `0.2.0` (numeric parts compared in order). */
function highestVersion(versions: string[]): string | undefined {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number(part) || 0);
  return [...versions].sort((a, b) => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
    }
    return 0;
  })[0];
}

describe('the packed tarball', () => {
  /**
   * A copy of the repository with the run's shared build (`npm run build`, load-build.js) as its dist/, where
   * `npm pack --dry-run` lists what would ship.
   */
  let packageDir: string;
  /** The paths in the tarball, relative to its root (`dist/index.js`, `README.md`, ...). */
  let packed: Set<string>;
  const run = promisify(execFile);

  beforeAll(async () => {
    // A copy with a build of the current sources, so that neither a stale dist/ nor a build running next to it can
    // mislead the checks.
    const build = sharedBuild();
    packageDir = mkdtempSync(join(tmpdir(), 'package-pack-'));
    const leftOut = new Set([
      '.git',
      'node_modules',
      'dist',
      'coverage',
      'api-docs',
      'test-output',
      'storage',
    ]);
    for (const entry of readdirSync(ROOT)) {
      if (leftOut.has(entry)) continue;
      cpSync(join(ROOT, entry), join(packageDir, entry), {
        recursive: true,
        filter: (source) => !source.split(sep).includes('node_modules'),
      });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(packageDir, 'node_modules'), 'dir');
    cpSync(join(await build, 'dist'), join(packageDir, 'dist'), { recursive: true });
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: packageDir,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [report] = JSON.parse(stdout) as PackReport[];
    packed = new Set(report.files.map((file) => file.path));
  }, 360_000);

  afterAll(() => {
    if (packageDir) rmSync(packageDir, { recursive: true, force: true });
  });

  /** True when the tarball holds the path, as a file or as a folder with files in it. */
  const ships = (path: string): boolean =>
    packed.has(path) || [...packed].some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`));

  it(`names its repository, homepage and issue tracker (${REPOSITORY})`, () => {
    expect(manifest.repository?.url?.replace(/^git\+/, '').replace(/\.git$/, '')).toBe(REPOSITORY);
    expect(manifest.homepage?.startsWith(REPOSITORY)).toBe(true);
    expect(manifest.bugs?.url).toBe(`${REPOSITORY}/issues`);
  });

  it('ships the README, SECURITY.md, CHANGELOG.md and the guides in docs/', () => {
    const markdown = [...packed].filter((path) => path.endsWith('.md'));
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'SECURITY.md', 'CHANGELOG.md']));
    expect(markdown.some((path) => path.startsWith('docs/'))).toBe(true);
  });

  it('every relative link and image of every shipped .md resolves to a shipped file', () => {
    const markdown = [...packed].filter((path) => path.endsWith('.md'));
    const broken = markdown.flatMap((path) =>
      markdownTargets(readFileSync(join(packageDir, path), 'utf8'))
        .filter((target) => !isAbsoluteTarget(target) && !target.startsWith('#'))
        .filter((target) => {
          const file = decodeURI(target.replace(/[?#].*$/, ''));
          const resolved = file.startsWith('/') ? file.slice(1) : posix.join(posix.dirname(path), file);
          return resolved.startsWith('../') || !ships(posix.normalize(resolved));
        })
        .map((target) => `${path} links to ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('every compiled .js and .d.ts in dist/ ships its source map, and every map source ships or is inlined', () => {
    const compiled = [...packed].filter(
      (path) =>
        path.startsWith('dist/') &&
        (path.endsWith('.d.ts') || path.endsWith('.js')) &&
        // Files the build copies as they are (the console's browser script) are their own source.
        !packed.has(path.replace(/^dist\//, 'src/')),
    );
    expect(compiled.length).toBeGreaterThan(100);
    const problems = compiled.flatMap((path) => {
      const mapPath = `${path}.map`;
      if (!packed.has(mapPath)) return [`${path} ships without ${mapPath}`];
      const text = readFileSync(join(packageDir, path), 'utf8');
      if (!text.includes(`sourceMappingURL=${posix.basename(mapPath)}`))
        return [`${path} does not name its map`];
      const map = JSON.parse(readFileSync(join(packageDir, mapPath), 'utf8')) as SourceMap;
      return map.sources
        .map((source, index) => ({ source, inlined: typeof map.sourcesContent?.[index] === 'string' }))
        .filter(({ inlined }) => !inlined)
        .map(({ source }) =>
          posix.normalize(posix.join(posix.dirname(mapPath), map.sourceRoot ?? '', source)),
        )
        .filter((source) => !packed.has(source))
        .map((source) => `${mapPath} points at ${source}, which is not in the tarball`);
    });
    expect(problems).toEqual([]);
  });

  it("one version: package.json, the CHANGELOG's newest heading, `nest-integrations --version` and the upgrading guide agree", async () => {
    const changelog = readFileSync(join(packageDir, 'CHANGELOG.md'), 'utf8');
    const newest = /^## \[([^\]]+)\]/m.exec(changelog)?.[1];

    const bin = join(packageDir, manifest.bin['nest-integrations']);
    const { stdout } = await run(process.execPath, [bin, '--version'], { cwd: packageDir });

    // "From 0.1.0 to 0.2.0", wherever the upgrading notes are (the README or a guide in docs/).
    const notes = ['README.md', ...[...packed].filter((path) => /^docs\/.*\.md$/.test(path))].map((path) =>
      readFileSync(join(packageDir, path), 'utf8'),
    );
    const targets = notes.flatMap((text) =>
      [...text.matchAll(/^#{1,6} +From +v?\S+ +to +v?(\d[^\s]*)\s*$/gim)].map((match) => match[1]),
    );
    expect(targets.length).toBeGreaterThan(0);

    expect({
      changelog: newest,
      cli: stdout.trim(),
      upgrading: highestVersion(targets),
    }).toEqual({ changelog: manifest.version, cli: manifest.version, upgrading: manifest.version });
  });
});
