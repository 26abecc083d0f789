/** One fenced ```ts / ```typescript block of a Markdown file, and where it stands. */
export interface MarkdownSnippet {
  /** The Markdown file, from the repository root: `README.md`, `docs/lock.md`. */
  file: string;
  /**
   * The headings above the block, outermost first, joined with ` › `, then the marker's file name in brackets;
   * an unnamed second block of a section gets ` (2)`.
   */
  heading: string;
  /** The 1-based line of the opening fence. */
  line: number;
  /** The block's code, the fence's own indentation removed. */
  code: string;
  /** The file name the marker gave (`<!-- snippet: app.module.ts -->`), so other snippets can import it. */
  fileName?: string;
  /** Marked `<!-- snippet: run -->`: the snippet is run and must end by itself with exit code 0. */
  runnable: boolean;
}

const FENCE = /^(\s*)```\s*([\w-]*)[^`]*$/;
const CLOSING_FENCE = /^\s*```\s*$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const MARKER = /^\s*<!--\s*snippet:(.*?)-->\s*$/;
const TYPESCRIPT = new Set(['ts', 'typescript']);
const FILE_NAME = /^[\w.-]+\.ts$/;

/**
 * Every TypeScript block of a Markdown text, in order; `file` names the text in the snippets and in messages. A block may be preceded (on the line before, blank lines
 * between allowed) by `<!-- snippet: <words> -->`, where the words are `run` and/or a file name ending in `.ts`.
 * @throws Error naming the line for an unknown marker word, a marker that no TypeScript block follows, or an
 *   unclosed fence
 */
export function markdownSnippets(markdown: string, file = 'README.md'): MarkdownSnippet[] {
  const lines = markdown.split(/\r?\n/);
  const headings: string[] = [];
  const perHeading = new Map<string, number>();
  const snippets: MarkdownSnippet[] = [];
  let marker: { line: number; words: string[] } | undefined;

  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index];
    const fence = FENCE.exec(text);
    if (fence) {
      const indent = fence[1].length;
      const body: string[] = [];
      let end = index + 1;
      while (end < lines.length && !CLOSING_FENCE.test(lines[end])) {
        body.push(lines[end].slice(Math.min(indent, leadingSpaces(lines[end]))));
        end += 1;
      }
      if (end === lines.length) throw new Error(`${file}:${index + 1}: the code fence is never closed.`);
      if (TYPESCRIPT.has(fence[2].toLowerCase())) {
        snippets.push(snippetAt(file, headings, perHeading, index + 1, body.join('\n'), marker));
        marker = undefined;
      } else if (marker) {
        throw new Error(`${file}:${marker.line}: the snippet marker is followed by a ${fence[2]} block.`);
      }
      index = end;
      continue;
    }
    const markerMatch = MARKER.exec(text);
    if (markerMatch) {
      marker = { line: index + 1, words: markerMatch[1].trim().split(/\s+/).filter(Boolean) };
      continue;
    }
    if (text.trim() === '') continue;
    if (marker) throw new Error(`${file}:${marker.line}: no TypeScript block follows the snippet marker.`);
    const heading = HEADING.exec(text);
    if (heading) {
      headings.length = heading[1].length - 1;
      headings[heading[1].length - 1] = heading[2].replaceAll('`', '');
    }
  }
  if (marker) throw new Error(`${file}:${marker.line}: no TypeScript block follows the snippet marker.`);
  return snippets;
}

function snippetAt(
  file: string,
  headings: string[],
  perHeading: Map<string, number>,
  line: number,
  code: string,
  marker: { line: number; words: string[] } | undefined,
): MarkdownSnippet {
  // The file's title (its one `#` heading) is left out: every snippet is under it.
  const path = headings.slice(1).filter(Boolean).join(' › ') || headings[0] || file;
  const snippet: MarkdownSnippet = { file, heading: path, line, code, runnable: false };
  for (const word of marker?.words ?? []) {
    if (word === 'run') snippet.runnable = true;
    else if (FILE_NAME.test(word)) snippet.fileName = word;
    else throw new Error(`${file}:${marker?.line}: unknown snippet marker word "${word}".`);
  }
  if (snippet.fileName !== undefined) {
    snippet.heading = `${path} (${snippet.fileName})`;
  } else {
    const count = (perHeading.get(path) ?? 0) + 1;
    perHeading.set(path, count);
    if (count > 1) snippet.heading = `${path} (${count})`;
  }
  return snippet;
}

function leadingSpaces(text: string): number {
  return text.length - text.trimStart().length;
}
