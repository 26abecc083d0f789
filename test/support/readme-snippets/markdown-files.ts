import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One Markdown file of the documentation: `README.md` or a file under `docs/`. */
export interface MarkdownFile {
  /** The path from the repository root, with `/`: `README.md`, `docs/lock.md`. */
  path: string;
  /** The absolute path. */
  absolute: string;
  /** The file's text. */
  text: string;
}

/**
 * `README.md` and every `*.md` under `docs/` (found, not listed, so a guide added later is covered too), in a
 * stable order: the README first, then the guides by path.
 */
export function documentationFiles(root: string): MarkdownFile[] {
  const paths = ['README.md', ...markdownUnder(root, 'docs').sort()];
  return paths
    .filter((path) => existsSync(join(root, path)))
    .map((path) => ({ path, absolute: join(root, path), text: readFileSync(join(root, path), 'utf8') }));
}

function markdownUnder(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = join(absolute, entry.name);
    if (entry.isDirectory()) found.push(...markdownUnder(root, relative(root, path)));
    else if (entry.name.endsWith('.md')) found.push(relative(root, path).split(sep).join('/'));
  }
  return found;
}
