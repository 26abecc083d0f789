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
