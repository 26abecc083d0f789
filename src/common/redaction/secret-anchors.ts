/**
 * A cheap test of which of many secrets may stand in a text, so that only those go through the full patterns of
 * `secretPattern` (whose cost grows with the number of secrets): a client that has seen the tokens of hundreds of
 * accounts redacts each message with all of them, in the time of a few.
 */

/** The shortest anchor worth looking for; a secret without one is always looked for in full. */
const MIN_ANCHOR_LENGTH = 6;

/** What stands in a text wherever the secret does, in one of the forms `secretPattern` finds. */
export interface SecretAnchors {
  readonly secret: string;
  /** The longest run of ASCII letters and digits (a text form keeps it, escapes of single characters decoded). */
  readonly letters: string | null;
  /** The base64 runs at the three byte offsets (standard alphabet): any base64 text holding the secret has one. */
  readonly base64: readonly string[];
  /** The hex of the secret, lower case. */
  readonly hex: string | null;
}

/**
 * The anchors of a secret (computed once, when the secret is remembered), each null or left out when shorter
 * than 6 characters: a secret that lacks the anchor of one family of forms (text, base64, hex) is always a
 * candidate. Those of the trimmed secret, which stands in every form of the secret with white space at an end too.
 */
export function secretAnchors(secret: string): SecretAnchors {
  const runs = secret.match(/[A-Za-z0-9]+/g) ?? [];
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  const bytes = Buffer.from(secret.trim(), 'utf8');
  const base64 = [0, 1, 2]
    .map((offset) => {
      const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
      return encoded.slice([0, 2, 3][offset], Math.floor(((offset + bytes.length) * 8) / 6));
    })
    .filter((run) => run.length >= MIN_ANCHOR_LENGTH);
  const hex = bytes.toString('hex');
  return {
    secret,
    letters: longest.length >= MIN_ANCHOR_LENGTH ? longest : null,
    base64,
    hex: hex.length >= MIN_ANCHOR_LENGTH ? hex : null,
  };
}

/**
 * An escape of one character, as `secretPattern` knows them: `\uXXXX` and `\xXX` (the backslash also repeated or
 * percent-encoded), percent-encoding (also twice: `%2541`) and numeric HTML entities (also with `&amp;`).
 */
const SINGLE_CHARACTER_ESCAPE =
  /(?:\\|%(?:25)*5[cC])+(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))|%(?:25)*([0-9a-fA-F]{2})|&(?:amp;)*#(?:0*(\d{1,7})|[xX]0*([0-9a-fA-F]{1,6}));/g;

/** The views of a text the anchors are looked for in. */
interface TextViews {
  readonly raw: string;
  readonly lettersDecoded: string;
  readonly base64Standard: string;
  readonly lowerCase: string;
}

/**
 * The secrets that may stand in the text: those with an anchor in it (the letters raw or with escaped letters
 * decoded; base64 in either alphabet; hex in either case), and those without anchors. Any form the encoders of
 * JSON, JavaScript, URLs, forms, HTML, base64 and hex give a secret keeps one of its anchors.
 */
export function secretsPossiblyIn(text: string, anchored: readonly SecretAnchors[]): string[] {
  if (anchored.length === 0) return [];
  const views: TextViews = {
    raw: text,
    lettersDecoded: text.replace(SINGLE_CHARACTER_ESCAPE, decodedLetter),
    base64Standard: text.replace(/-/g, '+').replace(/_/g, '/'),
    lowerCase: text.toLowerCase(),
  };
  return anchored.filter((anchors) => possiblyIn(views, anchors)).map((anchors) => anchors.secret);
}

function possiblyIn(views: TextViews, { letters, base64, hex }: SecretAnchors): boolean {
  // A family of forms without an anchor (a base64 alignment without one included) cannot be ruled out.
  if (letters === null || base64.length < 3 || hex === null) return true;
  if (views.lettersDecoded.includes(letters) || views.raw.includes(letters)) return true;
  return base64.some((run) => views.base64Standard.includes(run)) || views.lowerCase.includes(hex);
}

/** The letter or digit an escape stands for; any other escape stays as it is. */
function decodedLetter(escape: string, ...codes: (string | undefined)[]): string {
  const [unicode, byte, percent, decimal, hexEntity] = codes;
  const hexCode = unicode ?? byte ?? percent ?? hexEntity;
  const codePoint = hexCode !== undefined ? parseInt(hexCode, 16) : Number(decimal);
  const character = Number.isInteger(codePoint) && codePoint < 0x80 ? String.fromCharCode(codePoint) : '';
  return /^[A-Za-z0-9]$/.test(character) ? character : escape;
}
