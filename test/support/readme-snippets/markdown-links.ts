import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { MarkdownFile } from './markdown-files';

/** One link of a Markdown file: `[text](target)` or `![alt](target)`, and where it stands. */
export interface MarkdownLink {
  /** 1-based line. */
  line: number;
  /** The target as written: `./lock.md#oauth`, `#install`, `https://...`. */
  target: string;
}

const FENCE = /^\s*```/;
const INLINE_CODE = /`[^`]*`/g;
const LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const HTML_ANCHOR = /<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g;

/** Every link outside code (fenced blocks and inline code spans), reference definitions included. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const prose = text.replace(INLINE_CODE, '');
    for (const match of prose.matchAll(LINK)) links.push({ line: index + 1, target: match[1] });
    const definition = REFERENCE_DEFINITION.exec(prose);
    if (definition) links.push({ line: index + 1, target: definition[1] });
  });
  return links;
}

/**
 * The anchors of a Markdown file's headings as GitHub makes them: lower case, inline code marks and link syntax
 * removed, punctuation other than `-` and `_` dropped, spaces turned into `-`; a repeated slug gets `-1`, `-2`.
 * Explicit `<a id="...">` anchors count too.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const text of markdown.split(/\r?\n/)) {
    if (FENCE.test(text)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    for (const match of text.matchAll(HTML_ANCHOR)) anchors.add(match[1]);
    const heading = HEADING.exec(text);
    if (!heading) continue;
    const slug = githubSlug(heading[2]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The slug GitHub gives a heading's text. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '') // inline HTML
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The relative links of `file` that do not resolve, as `docs/lock.md:12 ./oauth.md#x: <why>`: the file (or
 * folder) must exist under the repository root, and an `#anchor` must be a heading of the Markdown file it points
 * into. Absolute URLs (`https:`, `mailto:`) are not followed.
 */
export function brokenLinks(
  file: MarkdownFile,
  root: string,
  anchorsOf: (path: string) => Set<string>,
): string[] {
  const broken: string[] = [];
  for (const { line, target } of markdownLinks(file.text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const where = `${file.path}:${line} ${target}`;
    const hashAt = target.indexOf('#');
    const pathPart = decodeURI(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    if (pathPart.startsWith('/')) {
      broken.push(
        `${where}: a link from the repository root does not resolve in the npm tarball; make it relative`,
      );
      continue;
    }
    const targetPath =
      pathPart === '' ? file.path : posix.normalize(posix.join(posix.dirname(file.path), pathPart));
    if (targetPath.startsWith('..')) {
      broken.push(`${where}: points outside the repository`);
      continue;
    }
    const absolute = join(root, targetPath);
    if (!existsSync(absolute)) {
      broken.push(`${where}: ${targetPath} does not exist`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(absolute).isDirectory() || !targetPath.endsWith('.md')) {
      broken.push(`${where}: an anchor into ${targetPath}, which is not a Markdown file`);
      continue;
    }
    if (!anchorsOf(targetPath).has(anchor)) {
      broken.push(`${where}: ${targetPath} has no heading with the anchor #${anchor}`);
    }
  }
  return broken;
}
