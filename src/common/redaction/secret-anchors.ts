/**
 * A cheap test of which of many secrets may stand in a text, so that only those go through the full patterns of
 * `secretPattern` (whose cost grows with the number of secrets): a client that has seen the tokens of hundreds of
 * accounts redacts each message with all of them, in the time of a few.
 */

/** The shortest anchor worth looking for; a secret without one is always looked for in full. */
const MIN_ANCHOR_LENGTH = 6;

/** What stands in a text wherever a secret does, in one of the forms `secretPattern` finds. */
export interface Anchors {
  /** The longest run of ASCII letters and digits (a text form keeps it, escapes of single characters decoded). */
  readonly letters: string;
  /** The base64 runs at the three byte offsets (standard alphabet): any base64 text holding the secret has one. */
  readonly base64: readonly string[];
  /** The hex of the secret, lower case. */
  readonly hex: string;
}

/** A secret and its anchors. */
export interface AnchoredSecret {
  readonly secret: string;
  /** Null when one family of forms (text, base64, hex) has no anchor of 6 characters: then it is always a candidate. */
  readonly anchors: Anchors | null;
}

/**
 * The secret with its anchors (computed once, when the secret is remembered): those of the trimmed secret, which
 * stands in every form of the secret with white space at an end too.
 */
export function anchoredSecret(secret: string): AnchoredSecret {
  const runs = secret.match(/[A-Za-z0-9]+/g) ?? [];
  const letters = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  const bytes = Buffer.from(secret.trim(), 'utf8');
  const base64 = [0, 1, 2].map((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    return encoded.slice([0, 2, 3][offset], Math.floor(((offset + bytes.length) * 8) / 6));
  });
  const hex = bytes.toString('hex');
  const complete = [letters, ...base64, hex].every((anchor) => anchor.length >= MIN_ANCHOR_LENGTH);
  return { secret, anchors: complete ? { letters, base64, hex } : null };
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

function textViews(text: string): TextViews {
  return {
    raw: text,
    lettersDecoded: text.replace(SINGLE_CHARACTER_ESCAPE, decodedLetter),
    base64Standard: text.replace(/-/g, '+').replace(/_/g, '/'),
    lowerCase: text.toLowerCase(),
  };
}

/**
 * Above this many secrets a text is scanned once against an index of the anchors; up to it each secret's anchors
 * are searched for (cheaper for few secrets, and its cost grows with their number).
 */
export const INDEXED_ABOVE = 32;

/**
 * The secrets that may stand in a text: those with an anchor in it (the letters raw or with escaped letters
 * decoded; base64 in either alphabet; hex in either case), and those that lack an anchor. Any form the encoders
 * of JSON, JavaScript, URLs, forms, HTML, base64 and hex give a secret keeps one of its anchors. Built once for a
 * set of secrets, asked for many texts.
 */
export class SecretCandidates {
  readonly #anchored: readonly AnchoredSecret[];
  #index: AnchorIndex | undefined;

  constructor(anchored: readonly AnchoredSecret[]) {
    this.#anchored = anchored;
  }

  /** The secrets that may stand in the text, in no particular order. */
  in(text: string): string[] {
    if (this.#anchored.length === 0) return [];
    const views = textViews(text);
    if (this.#anchored.length <= INDEXED_ABOVE) {
      return this.#anchored
        .filter(({ anchors }) => anchors === null || anchorsIn(views, anchors))
        .map(({ secret }) => secret);
    }
    this.#index ??= new AnchorIndex(this.#anchored);
    return this.#index.secretsIn(views);
  }
}

function anchorsIn(views: TextViews, { letters, base64, hex }: Anchors): boolean {
  if (views.lettersDecoded.includes(letters) || views.raw.includes(letters)) return true;
  return base64.some((run) => views.base64Standard.includes(run)) || views.lowerCase.includes(hex);
}

/**
 * How many characters of an anchor the index is keyed by (every anchor has at least this many): its last ones,
 * which differ from token to token where the first ones often do not (a JWT's `eyJ...`, a vendor's prefix).
 */
const KEY_LENGTH = MIN_ANCHOR_LENGTH;
/** The base of the rolling hash of the key (32-bit integer arithmetic; a collision only costs a comparison). */
const HASH_BASE = 31;
/** `HASH_BASE` to the power of `KEY_LENGTH - 1`, modulo 2^32: the weight of the character that rolls out. */
const OUTGOING_WEIGHT = Array.from({ length: KEY_LENGTH - 1 }).reduce<number>(
  (weight) => Math.imul(weight, HASH_BASE),
  1,
);

/** One anchor in the index. */
interface IndexedAnchor {
  readonly anchor: string;
  readonly secret: string;
}

/** Every anchor of many secrets by their last characters, per family: one pass over each view finds them all. */
class AnchorIndex {
  readonly #always: string[] = [];
  readonly #letters = new KeyedAnchors();
  readonly #base64 = new KeyedAnchors();
  readonly #hex = new KeyedAnchors();

  constructor(anchored: readonly AnchoredSecret[]) {
    for (const { secret, anchors } of anchored) {
      if (anchors === null) {
        this.#always.push(secret);
        continue;
      }
      this.#letters.add(anchors.letters, secret);
      for (const run of anchors.base64) this.#base64.add(run, secret);
      this.#hex.add(anchors.hex, secret);
    }
  }

  secretsIn(views: TextViews): string[] {
    const found = new Set(this.#always);
    this.#letters.scan(views.raw, found);
    if (views.lettersDecoded !== views.raw) this.#letters.scan(views.lettersDecoded, found);
    this.#base64.scan(views.base64Standard, found);
    this.#hex.scan(views.lowerCase, found);
    return [...found];
  }
}

/** Slots of the presence filter in front of the map: most positions of a text are ruled out by one array read. */
const FILTER_SLOTS = 1 << 16;

/** Anchors by the key of their last characters, with a presence filter of the keys. */
class KeyedAnchors {
  readonly #byKey = new Map<number, IndexedAnchor[]>();
  readonly #filter = new Uint8Array(FILTER_SLOTS);

  add(anchor: string, secret: string): void {
    let key = 0;
    for (let position = anchor.length - KEY_LENGTH; position < anchor.length; position += 1) {
      key = (Math.imul(key, HASH_BASE) + anchor.charCodeAt(position)) | 0;
    }
    this.#filter[key & (FILTER_SLOTS - 1)] = 1;
    const entries = this.#byKey.get(key);
    if (entries) entries.push({ anchor, secret });
    else this.#byKey.set(key, [{ anchor, secret }]);
  }

  /**
   * Adds the secret of every anchor that ends at some position of the view: the hash of the last `KEY_LENGTH`
   * characters rolls along (no string is made per position); a character beyond ASCII, which no anchor holds,
   * starts it over.
   */
  scan(view: string, found: Set<string>): void {
    if (this.#byKey.size === 0) return;
    let key = 0;
    let length = 0;
    for (let end = 0; end < view.length; end += 1) {
      const code = view.charCodeAt(end);
      if (code >= 128) {
        key = 0;
        length = 0;
        continue;
      }
      if (length === KEY_LENGTH) {
        key = (key - Math.imul(view.charCodeAt(end - KEY_LENGTH), OUTGOING_WEIGHT)) | 0;
      } else {
        length += 1;
      }
      key = (Math.imul(key, HASH_BASE) + code) | 0;
      if (length < KEY_LENGTH || this.#filter[key & (FILTER_SLOTS - 1)] === 0) continue;
      const entries = this.#byKey.get(key);
      if (entries === undefined) continue;
      for (const { anchor, secret } of entries) {
        if (!found.has(secret) && view.startsWith(anchor, end + 1 - anchor.length)) found.add(secret);
      }
    }
  }
}

/** The letter or digit an escape stands for; any other escape stays as it is. */
function decodedLetter(escape: string, ...codes: (string | undefined)[]): string {
  const [unicode, byte, percent, decimal, hexEntity] = codes;
  const hexCode = unicode ?? byte ?? percent ?? hexEntity;
  const codePoint = hexCode !== undefined ? parseInt(hexCode, 16) : Number(decimal);
  const character = Number.isInteger(codePoint) && codePoint < 0x80 ? String.fromCharCode(codePoint) : '';
  return /^[A-Za-z0-9]$/.test(character) ? character : escape;
}
