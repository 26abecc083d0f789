import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import * as ts from 'typescript';

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
    // A build of its own, so that neither a stale dist/ nor a build running next to it can mislead the checks.
    outDir = mkdtempSync(join(tmpdir(), 'package-manifest-'));
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    await promisify(execFile)(tsc, ['-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: ROOT });
    // The build's own post-step (package.json "build"): the declarations as they are packed.
    await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'esm-type-imports.mjs'), outDir]);
  }, 180_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

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

  it(`no .d.ts names an ES-module-only package (${ESM_ONLY_PACKAGES.join(', ')}) without a resolution-mode attribute`, () => {
    const declarations = filesUnder(outDir, (name) => name.endsWith('.d.ts'));
    const rejected = declarations.flatMap((file) =>
      moduleReferences(file)
        .filter(({ specifier }) => ESM_ONLY_PACKAGES.includes(packageOf(specifier) ?? ''))
        .filter(({ hasResolutionMode }) => !hasResolutionMode)
        .map(
          ({ where, specifier }) =>
            `${where.replace(/^.*?package-manifest-[^/]+\//, 'dist/')} names ${specifier}`,
        ),
    );
    expect(rejected).toEqual([]);
  });
});
