// PostgreSQL's ts_rank(document, query) with its default weights and no normalisation
// (src/backend/utils/adt/tsrank.c), for a query of words joined by AND, so that the in-memory
// search (ADR 0100) orders best matches exactly as the SQL search does. PostgreSQL computes in
// single precision with some steps in double; Math.fround marks each rounding to single, so equal
// inputs give bit-equal ranks and ties fall to the shop's order in both.

/** A word's positions in a document: position in the low 14 bits, weight (D=0 … A=3) in the top 2. */
export type Positions = Uint16Array;

const weightOf = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const maxPosition = 16383;
const f = Math.fround;
const wpos = (entry: number) => weightOf[entry >>> 14]!;
const positionOf = (entry: number) => entry & 0x3fff;

/** A document word without positions counts once, at the last position, with weight D. */
const noPositions = Uint16Array.of(maxPosition);

/** calc_rank_or: one word's contribution, from its positions[from … to). */
function wordRank(post: Uint16Array, from: number, to: number): number {
  if (from === to) return wordRank(noPositions, 0, 1);
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  for (let j = 0; j < to - from; j++) {
    const weight = wpos(post[from + j]!);
    sum = f(sum + f(weight / ((j + 1) * (j + 1))));
    if (weight > best) {
      best = weight;
      bestAt = j;
    }
  }
  return f(f(best + sum) - f(best / ((bestAt + 1) * (bestAt + 1))));
}

/** Rank of a one-word query (calc_rank_or over one unique word): its positions[from … to). */
export function rankOfWord(positions: Positions, from = 0, to = positions.length): number {
  return f(wordRank(positions, from, to) / 1.64493406685);
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * calc_rank_and: every pair of the query's words, by how close they stand. Word w's positions
 * are lists[w][from[w] … to[w]), the words in PostgreSQL's query order (see `queryOrder`).
 */
export function rankOfWordsIn(lists: Positions[], from: Int32Array, to: Int32Array): number {
  const count = lists.length;
  if (count < 2) return count ? rankOfWord(lists[0]!, from[0], to[0]) : f(1e-20);
  let result = -1;
  for (let i = 1; i < count; i++) {
    const iNull = from[i] === to[i];
    const post = iNull ? noPositions : lists[i]!;
    const postFrom = iNull ? 0 : from[i]!;
    const postTo = iNull ? 1 : to[i]!;
    for (let k = 0; k < i; k++) {
      const kNull = from[k] === to[k];
      const ct = kNull ? noPositions : lists[k]!;
      const ctFrom = kNull ? 0 : from[k]!;
      const ctTo = kNull ? 1 : to[k]!;
      for (let l = postFrom; l < postTo; l++) {
        for (let p = ctFrom; p < ctTo; p++) {
          let distance = Math.abs(positionOf(post[l]!) - positionOf(ct[p]!));
          if (distance || iNull || kNull) {
            if (!distance) distance = maxPosition + 1;
            const current = f(Math.sqrt(f(f(wpos(post[l]!) * wpos(ct[p]!)) * wordDistance(distance))));
            result = result < 0 ? current : f(1.0 - (1.0 - result) * (1.0 - current));
          }
        }
      }
    }
  }
  return result < 0 ? f(1e-20) : result;
}

/**
 * The order in which PostgreSQL walks a query's words (SortAndUniqItems): by their bytes, a
 * shorter word first when one begins the other; duplicates once.
 */
export function queryOrder(words: string[]): string[] {
  const unique = [...new Set(words)];
  const bytes = new Map(unique.map((w) => [w, Buffer.from(w, 'utf8')]));
  return unique.sort((a, b) => Buffer.compare(bytes.get(a)!, bytes.get(b)!));
}

/**
 * A quoted word as PostgreSQL prints tsvector and tsquery lexemes, starting at `from`: a quote
 * doubled inside it, a backslash before a backslash or quote. Null when there is none.
 */
export function readQuoted(text: string, from: number): { word: string; end: number } | null {
  if (text[from] !== "'") return null;
  let i = from + 1;
  let word = '';
  for (;;) {
    const c = text[i];
    if (c === undefined) return null;
    if (c === "'") {
      if (text[i + 1] !== "'") return { word, end: i + 1 };
      word += "'";
      i += 2;
    } else if (c === '\\') {
      word += text[i + 1] ?? '';
      i += 2;
    } else {
      word += c;
      i++;
    }
  }
}

/** A document's words, each with its positions: those of words[k] are positions[starts[k] … starts[k + 1]). */
export interface ParsedDocument {
  words: string[];
  starts: Int32Array;
  positions: Uint16Array;
}

/**
 * Parses a document's text form (`'word':1A,5 'other':3B`) as PostgreSQL prints a tsvector:
 * a quote doubled inside a word, a backslash before a backslash or quote.
 */
export function parseDocument(text: string): ParsedDocument {
  const words: string[] = [];
  const starts: number[] = [];
  const entries: number[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    const quoted = readQuoted(text, i);
    if (!quoted) throw new Error(`Unreadable document at ${i}`);
    i = quoted.end;
    words.push(quoted.word);
    starts.push(entries.length);
    if (text[i] === ':') {
      i++;
      for (;;) {
        let position = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          position = position * 10 + (text.charCodeAt(i) - 48);
          i++;
        }
        const weight = 'DCBA'.indexOf(text[i] ?? '');
        if (weight >= 0 && i < n) i++;
        entries.push((Math.max(weight, 0) << 14) | Math.min(position, maxPosition));
        if (text[i] === ',') i++;
        else break;
      }
    }
  }
  starts.push(entries.length);
  return { words, starts: Int32Array.from(starts), positions: Uint16Array.from(entries) };
}
