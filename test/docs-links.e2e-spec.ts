import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentationFiles } from './support/readme-snippets/markdown-files';
import { brokenLinks, headingAnchors, markdownLinks } from './support/readme-snippets/markdown-links';
import { REPO_ROOT } from './support/readme-snippets/snippet-package';

// Every relative link and #anchor of README.md and docs/**/*.md resolves: to a file of the repository and, for an
// anchor, to a heading of the Markdown file it points into. So a guide that moves or renames a heading cannot
// leave a dead link behind.

const files = documentationFiles(REPO_ROOT);
const anchorCache = new Map<string, Set<string>>();

function anchorsOf(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (anchors === undefined) {
    anchors = headingAnchors(readFileSync(join(REPO_ROOT, path), 'utf8'));
    anchorCache.set(path, anchors);
  }
  return anchors;
}

describe('documentation links', () => {
  it('finds the README and the guides under docs/, with links in them', () => {
    expect(files.map((file) => file.path)).toContain('README.md');
    expect(files.filter((file) => file.path.startsWith('docs/')).length).toBeGreaterThan(0);
    expect(files.flatMap((file) => markdownLinks(file.text)).length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file.path}: every relative link and anchor resolves`, () => {
      expect(brokenLinks(file, REPO_ROOT, anchorsOf)).toEqual([]);
    });
  }
});
