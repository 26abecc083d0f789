import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `DELIVERY_AUTH_URL`, `LOCK_LOGIN_` (of `LOCK_LOGIN_*`), ...: the names the package's settings and constants use. */
const SETTING_NAME = /\b(?:DELIVERY|ACCOUNTING|LOCK)_[A-Z0-9_]*/g;

/** Every distinct `DELIVERY_*`, `ACCOUNTING_*` and `LOCK_*` name in a text; a name ending in `_` is a prefix. */
export function settingNamesIn(text: string): string[] {
  return [...new Set(text.match(SETTING_NAME) ?? [])].sort();
}

/** Every such name in the TypeScript sources under `folder`, specs left out. */
export function settingNamesInSources(folder: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) settingNamesInSources(path).forEach((name) => names.add(name));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      settingNamesIn(readFileSync(path, 'utf8')).forEach((name) => names.add(name));
    }
  }
  return names;
}

/** The names of `mentioned` that the sources never use; a prefix counts when some name in the sources has it. */
export function unknownSettingNames(mentioned: readonly string[], known: ReadonlySet<string>): string[] {
  return mentioned.filter((name) =>
    name.endsWith('_') ? ![...known].some((source) => source.startsWith(name)) : !known.has(name),
  );
}

/** One name a text mentions or a snippet reads, and the 1-based line of the text it stands on. */
export interface NameAt {
  name: string;
  line: number;
}

/** Every `DELIVERY_*`, `ACCOUNTING_*` and `LOCK_*` name of a text with the line it stands on (each name once per line). */
export function settingNamesWithLines(text: string): NameAt[] {
  return text
    .split(/\r?\n/)
    .flatMap((lineText, index) => settingNamesIn(lineText).map((name) => ({ name, line: index + 1 })));
}

/**
 * The env variables a snippet's code reads, with their line in the code: `process.env.NAME`,
 * `process.env['NAME']`, and a `ConfigService`'s `get('NAME')` / `getOrThrow<T>('NAME')` (an upper-case name, so
 * `moduleRef.get(SomeClass)` does not count).
 */
export function envNamesRead(code: string): NameAt[] {
  const reads = [
    /\bprocess\.env\.([A-Za-z_][A-Za-z0-9_]*)/g,
    /\bprocess\.env\[\s*['"`]([^'"`]+)['"`]\s*\]/g,
    /\.(?:get|getOrThrow)\s*(?:<[^()]*?>)?\s*\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
  ];
  return code
    .split(/\r?\n/)
    .flatMap((lineText, index) =>
      reads.flatMap((read) =>
        [...lineText.matchAll(read)].map((match) => ({ name: match[1], line: index + 1 })),
      ),
    );
}

/**
 * The settings the documentation documents: every `NAME` in the first column of a Markdown table whose first
 * header cell is `env variable` (`| \`LOCK_TOKEN_CACHE\`, \`LOCK_TOKEN_CACHE_STORE\` | ...` gives both).
 */
export function documentedSettings(markdown: string): Set<string> {
  const names = new Set<string>();
  let inSettingsTable = false;
  for (const lineText of markdown.split(/\r?\n/)) {
    const row = /^\s*\|(.*)\|\s*$/.exec(lineText);
    if (!row) {
      inSettingsTable = false;
      continue;
    }
    const firstCell = row[1].split('|')[0].trim();
    if (/^env variables?$/i.test(firstCell)) {
      inSettingsTable = true;
      continue;
    }
    if (!inSettingsTable || /^:?-+:?$/.test(firstCell)) continue;
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}
