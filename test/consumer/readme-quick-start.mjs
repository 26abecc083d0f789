// The README's quick start as a NestJS 12 app's test runs it: the quick start's files (the snippets the test of step
// 6 needs), written the ES module way, the README's `jest.config.js` for NestJS 12 and its install line of the test
// packages. run.mjs puts them into a host marked `quickStart` and runs the test there, so the set-up the README
// shows for an ES module app is the one tested.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The snippets of the quick start that its test imports, and the test itself. */
export const QUICK_START_FILES = ['integrations.controller.ts', 'app.module.ts', 'app.e2e-spec.ts'];
/** The folder of the host the files go to. */
export const QUICK_START_DIR = 'quick-start';
/** The marker before the README's `jest.config.js` of a NestJS 12 app. */
export const JEST_CONFIG_MARKER = '<!-- jest-config: nestjs-12 -->';
/** The marker before the README's install line of the test packages of a NestJS 12 app. */
export const TEST_INSTALL_MARKER = '<!-- test-install-line: nestjs-12 -->';

/** A relative module specifier in an import or export-from, without a `.js` extension yet. */
const RELATIVE_SPECIFIER = /(\bfrom\s*)(['"])(\.{1,2}\/[^'"]*?)(?<!\.[cm]?js)\2/g;

/**
 * The code block of the given language right after a marker.
 * @throws Error naming the marker when the README has none, or no such block after it
 */
function blockAfter(readme, marker, language) {
  const at = readme.indexOf(marker);
  if (at === -1) throw new Error(`README.md has no ${marker} marker`);
  // The rest of the marker's line (a marker may go on, `<!-- snippet: app.module.ts run -->`), then the block.
  const block = new RegExp(`^[^\\n]*\\n\\s*\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``).exec(
    readme.slice(at + marker.length),
  );
  if (!block) throw new Error(`README.md: ${marker} is not followed by a \`\`\`${language} block`);
  return block[1];
}

/** The README's snippet `<!-- snippet: <name> ... -->`, its relative imports ending in `.js` as in an ES module app. */
function esModuleSnippet(readme, name) {
  return blockAfter(readme, `<!-- snippet: ${name}`, 'ts').replace(
    RELATIVE_SPECIFIER,
    (_match, lead, quote, specifier) => `${lead}${quote}${specifier}.js${quote}`,
  );
}

/** The packages `npm install --save-dev ...` of the README's test install line names (the words after the flags). */
export function quickStartTestPackages(readme) {
  const line = blockAfter(readme, TEST_INSTALL_MARKER, 'bash').trim();
  if (!/^npm install (--save-dev|-D) /.test(line)) {
    throw new Error(`README.md: ${TEST_INSTALL_MARKER} is not followed by one "npm install --save-dev" line`);
  }
  return line
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));
}

/** Writes the quick start's files and the README's `jest.config.js` into the host's folder. */
export function writeQuickStart(readme, hostDir) {
  mkdirSync(join(hostDir, QUICK_START_DIR), { recursive: true });
  for (const name of QUICK_START_FILES) {
    writeFileSync(join(hostDir, QUICK_START_DIR, name), esModuleSnippet(readme, name));
  }
  writeFileSync(join(hostDir, 'jest.config.js'), `${blockAfter(readme, JEST_CONFIG_MARKER, 'js')}\n`);
}
