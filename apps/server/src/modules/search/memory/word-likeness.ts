// pg_trgm's word_similarity(words, names) (contrib/pg_trgm/trgm_op.c), the typo fallback's test
// and order, so that the in-memory search (ADR 0100) finds and ranks a mistyped keyword's products
// exactly as the SQL search does: the similarity of the keyword's trigrams with the most similar
// run of the names' trigrams, in single precision.

const f = Math.fround;

/** Whether a character belongs to a word: ASCII letters and digits, and other letters and digits unless the database's character type is C. */
export function wordCharacters(ctypeIsC: boolean): (c: string) => boolean {
  const ascii = /^[a-zA-Z0-9]$/;
  const other = /^[\p{L}\p{N}]$/u;
  return (c) => ascii.test(c) || (!ctypeIsC && c.charCodeAt(0) > 127 && other.test(c));
}

/**
 * The trigrams of a text in order, as pg_trgm makes them: each word, padded with two spaces in
 * front and one behind, gives one trigram per character (duplicates kept, in place).
 */
export function trigramsOf(text: string, isWordChar: (c: string) => boolean): string[] {
  const out: string[] = [];
  eachTrigram(text, isWordChar, (a, b, c) => out.push(a + b + c));
  return out;
}

/** Calls `visit` with each trigram's three characters, in order (see trigramsOf). */
function eachTrigram(
  text: string,
  isWordChar: (c: string) => boolean,
  visit: (a: string, b: string, c: string) => void,
) {
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && !isWordChar(chars[i]!)) i++;
    if (i >= chars.length) break;
    let a = ' ';
    let b = ' ';
    while (i < chars.length && isWordChar(chars[i]!)) {
      const c = chars[i++]!;
      visit(a, b, c);
      a = b;
      b = c;
    }
    visit(a, b, ' ');
  }
}

/** Numbers for trigrams, so names are kept as integer runs and compared without strings. */
export class TrigramCodes {
  /** Keyed by the three characters' codes packed in one number (each below 2^16), else by the text. */
  private readonly codes = new Map<number | string, number>();

  /** The code of a trigram, a new one when `add` and it is unknown, else -1. */
  code(trigram: string, add: boolean): number {
    const chars = Array.from(trigram);
    return this.codeOfKey(keyOf(chars[0]!, chars[1]!, chars[2]!), add);
  }

  /** The codes of a text's trigrams in order (trigramsOf, without making a string per trigram). */
  codesOf(text: string, isWordChar: (c: string) => boolean): number[] {
    const out: number[] = [];
    eachTrigram(text, isWordChar, (a, b, c) => out.push(this.codeOfKey(keyOf(a, b, c), true)));
    return out;
  }

  get size(): number {
    return this.codes.size;
  }

  private codeOfKey(key: number | string, add: boolean): number {
    const known = this.codes.get(key);
    if (known !== undefined) return known;
    if (!add) return -1;
    const code = this.codes.size;
    this.codes.set(key, code);
    return code;
  }
}

function keyOf(a: string, b: string, c: string): number | string {
  const x = a.codePointAt(0)!;
  const y = b.codePointAt(0)!;
  const z = c.codePointAt(0)!;
  return x < 65536 && y < 65536 && z < 65536 ? (x * 65536 + y) * 65536 + z : a + b + c;
}

/**
 * word_similarity of a keyword with one text: `found[code]` marks the keyword's trigrams
 * (`distinct` of them), `run` is the text's trigram codes in order. `lastAt` is scratch space
 * of at least as many entries as there are codes, all -1, and left so.
 */
export function wordLikeness(
  found: Uint8Array,
  distinct: number,
  run: Int32Array,
  from: number,
  to: number,
  lastAt: Int32Array,
): number {
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  const length = to - from;
  for (let i = 0; i < length; i++) {
    const code = run[from + i]!;
    const inKeyword = found[code] === 1;
    if (lower >= 0 || inKeyword) {
      if (lastAt[code]! < 0) {
        ulen2++;
        if (inKeyword) count++;
      }
      lastAt[code] = i;
    }
    if (!inKeyword) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = f(count / (distinct + ulen2 - count));
    // A later start of the run may be more similar: try each, dropping the trigrams left behind.
    let runCount = count;
    let runLength = ulen2;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const tried = f(runCount / (distinct + runLength - runCount));
      if (tried > current) {
        current = tried;
        ulen2 = runLength;
        lower = start;
        count = runCount;
      }
      const left = run[from + start]!;
      if (lastAt[left] === start) {
        runLength--;
        if (found[left] === 1) runCount--;
      }
    }
    if (current > best) best = current;
    for (let start = previousLower; start < lower; start++) {
      const left = run[from + start]!;
      if (lastAt[left] === start) lastAt[left] = -1;
    }
  }
  for (let i = 0; i < length; i++) lastAt[run[from + i]!] = -1;
  return best;
}
