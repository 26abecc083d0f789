#!/usr/bin/env node
// The house's import graph (DESIGN section 9, docs/architecture.md): reads every source file under src/ (specs
// left out), follows its relative imports (type-only ones and `export ... from` included; a lazy `require()` or
// `import()` too) and prints
//   - the import circles (strongly connected files),
//   - the imports from a lower layer up to a higher one, each with the comment that says why,
//   - the files of src/common that import a vendor module.
// `--check` exits 1 when there is a circle, an import of a vendor by src/common, more than MAX_UPWARD upward
// imports, or an upward import with no `// Upward import: <why>` comment on the line above it. `--json` prints
// the figures as JSON. Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
/** The most upward imports the house allows (issue 32: small contracts where they belong). */
const MAX_UPWARD = 4;
/** The comment an upward import carries on the line above it. */
const UPWARD_COMMENT = /\/\/\s*Upward import:\s*\S/;

/**
 * The layers, lowest first: a file belongs to the first layer whose pattern matches its path under src/. The
 * lock application's folders are ranked in the order DESIGN section 9 lists them; each may import the ones
 * before it. Barrels (`index.ts`) are the package's entry points and stand above everything.
 */
const LAYERS = [
  ['common', /^common\//],
  ['lock client', /^lock\/(api|auth|data|errors|http|interfaces|resources|support)\//],
  ['lock client', /^lock\/(?!lock\.module\.ts$)[^/]+\.ts$/],
  ['vendor clients', /^(delivery|accounting)\/(?!commands\/)/],
  ['sandboxes', /^testing\/(?!commands\/)/],
  ['lock accounts', /^lock\/application\/accounts\//],
  ['lock persistence', /^lock\/application\/persistence\//],
  ['lock users', /^lock\/application\/users\//],
  ['lock access', /^lock\/application\/access\//],
  ['lock live events', /^lock\/application\/live\//],
  ['lock webhooks', /^lock\/application\/webhooks\//],
  ['lock audit', /^lock\/application\/audit\//],
  ['lock console', /^lock\/application\/console\//],
  ['lock maintenance', /^lock\/application\/maintenance\//],
  ['lock demo', /^lock\/application\/demo\//],
  ['lock module', /^lock\/(lock\.module|application\/lock-application)\.ts$/],
  ['health', /^health\//],
  ['commands', /^(commands\/|cli\/|cli\.ts$|cli\.module\.ts$|[a-z]+\/commands\/)/],
  ['entry points', /(^|\/)index\.ts$/],
];
/** Layers on one rank: neither is above the other, and they must not import each other. */
const SAME_RANK = { 'lock client': 1, 'vendor clients': 1 };

function layerOf(file) {
  const path = relative(SRC, file);
  if (/(^|\/)index\.ts$/.test(path)) return { name: 'entry points', rank: LAYERS.length };
  const index = LAYERS.findIndex(([, pattern]) => pattern.test(path));
  if (index === -1) throw new Error(`import-graph: no layer for src/${path}; add it to LAYERS`);
  const name = LAYERS[index][0];
  const rank = SAME_RANK[name] ?? LAYERS.findIndex(([layer]) => layer === name);
  return { name, rank };
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry) && !/\.(spec|d)\.ts$/.test(entry) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'|\b(?:require|import)\(\s*'(\.[^']+)'\s*\)/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every relative import of a file: the file it names, its line and whether a comment above says why. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = resolveImport(file, specifier);
    if (target === null) continue;
    const start = match.index + (match[0].startsWith('\n') ? 1 : 0);
    const line = text.slice(0, start).split('\n').length;
    const lazy = match[3] !== undefined;
    found.push({ target, line, lazy, explained: UPWARD_COMMENT.test(lines[line - 2] ?? '') });
  }
  return found;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map();
const upward = [];
const commonToVendor = [];
for (const file of files) {
  const from = layerOf(file);
  const edges = importsOf(file);
  graph.set(file, new Set(edges.map((edge) => edge.target)));
  for (const edge of edges) {
    if (!edge.target.startsWith(SRC)) continue;
    const to = layerOf(edge.target);
    const at = `src/${relative(SRC, file)}:${edge.line}`;
    if (from.name === 'common' && to.name !== 'common')
      commonToVendor.push(`${at} -> src/${relative(SRC, edge.target)}`);
    const crosses = to.rank > from.rank || (to.rank === from.rank && to.name !== from.name);
    if (crosses) {
      upward.push({
        at,
        target: `src/${relative(SRC, edge.target)}`,
        from: from.name,
        to: to.name,
        explained: edge.explained,
      });
    }
  }
}
const found = circles(graph).map((component) => component.map((file) => `src/${relative(SRC, file)}`));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files: files.length, circles: found, upward, commonToVendor }, null, 2));
} else {
  console.log(`import graph of src/: ${files.length} files`);
  console.log(`import circles: ${found.length}`);
  for (const component of found) console.log(`  ${component.join(' <-> ')}`);
  console.log(`upward imports: ${upward.length} (at most ${MAX_UPWARD})`);
  for (const edge of upward) {
    console.log(
      `  ${edge.at} (${edge.from}) -> ${edge.target} (${edge.to})${edge.explained ? '' : '  [no "Upward import:" comment]'}`,
    );
  }
  console.log(`src/common importing a vendor module: ${commonToVendor.length}`);
  for (const line of commonToVendor) console.log(`  ${line}`);
}

if (process.argv.includes('--check')) {
  const problems = [
    found.length > 0 && `${found.length} import circle(s)`,
    commonToVendor.length > 0 && `src/common imports a vendor module ${commonToVendor.length} time(s)`,
    upward.length > MAX_UPWARD && `${upward.length} upward imports (at most ${MAX_UPWARD})`,
    upward.some((edge) => !edge.explained) && 'an upward import without an "// Upward import: <why>" comment',
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`import-graph: ${problems.join('; ')}`);
    process.exit(1);
  }
}
