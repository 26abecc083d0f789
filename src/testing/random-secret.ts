import { randomInt } from 'node:crypto';

const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * `length` random characters that always include each of `symbols` (never first or last), to prove a secret is
 * encoded on the way, redacted in every form and not trimmed. `length` must exceed `symbols.length + 1`.
 */
export function randomSecret(length: number, symbols: string): string {
  const pick = () => SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)];
  const middle = [...symbols];
  while (middle.length < length - 2) {
    middle.push(pick());
  }
  for (let index = middle.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [middle[index], middle[other]] = [middle[other], middle[index]];
  }
  return [pick(), ...middle, pick()].join('');
}
