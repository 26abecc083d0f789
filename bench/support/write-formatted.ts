/** Writes a file formatted as the repository's Prettier settings say, so `npm run lint` accepts what a run wrote. */
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** Formats `text` for `path` (the parser follows the file's extension) and writes it. */
export async function writeFormatted(path: string, text: string): Promise<void> {
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}
