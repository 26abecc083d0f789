import { open } from 'node:fs/promises';

/**
 * The UTF-8 text of a byte stream, read to its end while its bytes are counted: past `maxBytes` the reading stops
 * (leaving the loop destroys the stream) and the answer is `undefined`, so no more than `maxBytes` is ever held.
 */
export async function readTextWithin(
  source: AsyncIterable<unknown>,
  maxBytes: number,
): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += bytes.byteLength;
    if (total > maxBytes) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** A file read within a limit: its text, or its size when it is larger (`undefined` when it only showed so). */
export type BoundedFile = { text: string } | { overLimit: true; bytes?: number };

/**
 * The file's UTF-8 text, at most `maxBytes`: a regular file larger than that is refused by its size, unread; any
 * other (a pipe, a file that grows while read) is counted as it is read and stops past the limit.
 * @throws the file system's error (`ENOENT`, `EISDIR`, `EACCES`, ...)
 */
export async function readFileWithin(file: string, maxBytes: number): Promise<BoundedFile> {
  const handle = await open(file, 'r');
  try {
    const stats = await handle.stat();
    if (stats.isFile() && stats.size > maxBytes) return { overLimit: true, bytes: stats.size };
    const text = await readTextWithin(handle.createReadStream({ autoClose: false }), maxBytes);
    return text === undefined ? { overLimit: true } : { text };
  } finally {
    await handle.close();
  }
}
