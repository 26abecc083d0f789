/** A `<!-- install-line: nestjs-11 -->` marker and the command of the ```bash block that follows it. */
export interface InstallLine {
  /** The marker's name: `nestjs-11`, `nestjs-12`. */
  name: string;
  /** The 1-based line of the marker. */
  line: number;
  /** The block's lines that are not blank, trimmed. */
  commands: string[];
}

const MARKER = /^\s*<!--\s*install-line:\s*([\w.-]+)\s*-->\s*$/;

/**
 * Every install-line marker of a Markdown text with the commands of the ```bash block after it (blank lines
 * between allowed). A marker that no bash block follows gives no commands.
 */
export function installLines(markdown: string): InstallLine[] {
  const lines = markdown.split(/\r?\n/);
  const found: InstallLine[] = [];
  lines.forEach((text, index) => {
    const marker = MARKER.exec(text);
    if (!marker) return;
    let at = index + 1;
    while (at < lines.length && lines[at].trim() === '') at += 1;
    const commands: string[] = [];
    if (/^\s*```(?:bash|sh|shell)\s*$/.test(lines[at] ?? '')) {
      for (at += 1; at < lines.length && !/^\s*```\s*$/.test(lines[at]); at += 1) {
        if (lines[at].trim() !== '') commands.push(lines[at].trim());
      }
    }
    found.push({ name: marker[1], line: index + 1, commands });
  });
  return found;
}
