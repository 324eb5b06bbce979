import type { SearchPlan } from '../queries';
import type { ListingColumns, ShopIndex } from './shop-index';
import { type Positions, queryOrder, rankOfWord, rankOfWordsIn } from './text-rank';
import { wordLikeness } from './word-likeness';

// Answers a search from a shop's in-memory index (ADR 0100) with the SQL statement's meaning
// (queries.ts `runSearch`): the matches (every word, or else the names like the keyword), the
// four groups' counts, the total, the price bounds and the page's products in order.

/** The typo fallback's threshold, as the SQL search sets pg_trgm.word_similarity_threshold. */
export const likenessThreshold = 0.4;

/** What the keyword asks, already turned into stemmed words and folded text by PostgreSQL. */
export interface KeywordTerms {
  /** The query's stemmed words (all must match); empty when the keyword has none (stop words only). */
  words: string[];
  /** lower(unaccent(keyword)): the typo fallback compares it with the names. */
  folded: string;
}

export interface MemoryFigures {
  total: number;
  ratings: [number, number, number, number];
  bounds: [number | null, number | null];
  /** [option, count] of every option present (or, without keyword, counted), unsorted. */
  manufacturers: Map<number, number>;
  categories: Map<number, number>;
  /** The page's products in order. */
  page: number[];
}

/** The live slots holding every word, ascending, each with its positions of each word (query order). */
function slotsWithEvery(index: ShopIndex, words: string[]): { slots: Int32Array; at: Int32Array[] | null } {
  const lists = words.map((w) => index.list(w));
  // One word: its list is the answer, and entry k's positions are the list's k-th.
  if (lists.length === 1) return { slots: lists[0]!.slots, at: null };
  const order = lists.map((_, k) => k).sort((a, b) => lists[a]!.slots.length - lists[b]!.slots.length);
  const shortest = lists[order[0]!]!;
  const cursors = new Int32Array(lists.length);
  const slots: number[] = [];
  const at: number[][] = lists.map(() => []);
  for (let k = 0; k < shortest.slots.length; k++) {
    const slot = shortest.slots[k]!;
    let every = true;
    for (const w of order) {
      const list = lists[w]!.slots;
      let c = cursors[w]!;
      // Galloping would help very long lists; a linear walk is enough at catalogue sizes.
      while (c < list.length && list[c]! < slot) c++;
      cursors[w] = c;
      if (list[c] !== slot) {
        every = false;
        break;
      }
    }
    if (!every) continue;
    slots.push(slot);
    for (let w = 0; w < lists.length; w++) at[w]!.push(cursors[w]!);
  }
  return { slots: Int32Array.from(slots), at: at.map((a) => Int32Array.from(a)) };
}

/** The slots whose names are like the folded keyword (word similarity ≥ threshold), with that similarity. */
function slotsLike(index: ShopIndex, folded: string): { slots: Int32Array; likeness: Float64Array } {
  const trigrams = new Set(index.trigramsOfText(folded));
  const distinct = trigrams.size;
  if (distinct === 0) return { slots: new Int32Array(0), likeness: new Float64Array(0) };
  const found = new Uint8Array(index.trigramCodes.size);
  const codes: number[] = [];
  for (const t of trigrams) {
    const code = index.trigramCodes.code(t, false);
    if (code >= 0) {
      found[code] = 1;
      codes.push(code);
    }
  }
  // A run can be alike only if the names share at least threshold × distinct of the keyword's trigrams.
  const needed = Math.max(1, Math.ceil(likenessThreshold * distinct - 1e-9));
  const shared = new Uint8Array(index.slotCount);
  const candidates: number[] = [];
  for (const code of codes) {
    const list = index.trigramSlots[code]!;
    for (let k = 0; k < list.length; k++) if (++shared[list[k]!]! === needed) candidates.push(list[k]!);
  }
  candidates.sort((a, b) => a - b);
  const lastAt = index.scratch();
  const { run, runStart, runEnd } = index;
  const slots: number[] = [];
  const likeness: number[] = [];
  for (const slot of candidates) {
    // Only the stretch from the first to the last of the keyword's trigrams counts: before it
    // nothing is tracked, after it nothing is compared (wordLikeness would give the same).
    let from = runStart[slot]!;
    let to = runEnd[slot]!;
    while (from < to && found[run[from]!] !== 1) from++;
    while (to > from && found[run[to - 1]!] !== 1) to--;
    const value = wordLikeness(found, distinct, run, from, to, lastAt);
    if (value >= likenessThreshold) {
      slots.push(slot);
      likeness.push(value);
    }
  }
  return { slots: Int32Array.from(slots), likeness: Float64Array.from(likeness) };
}

/** The slots a keyword matches, and each match's rank when the search orders by best match. */
export interface KeywordMatches {
  slots: Int32Array;
  /** Rank of the k-th match (higher first), or null when the order is the plan's sort. */
  rankOf: ((k: number) => number) | null;
}

/** The matches of a keyword: the slots with every word, or else those whose names are like the keyword. */
export function keywordMatches(index: ShopIndex, plan: SearchPlan, terms: KeywordTerms): KeywordMatches {
  const ranked = plan.sort === 'best_match';
  const words = queryOrder(terms.words);
  const byWords = words.length ? slotsWithEvery(index, words) : null;
  if (byWords && byWords.slots.length > 0) {
    if (!ranked) return { slots: byWords.slots, rankOf: null };
    const lists = words.map((w) => index.list(w));
    const positions: Positions[] = lists.map(() => index.positions);
    const from = new Int32Array(lists.length);
    const to = new Int32Array(lists.length);
    const rankOf = (k: number) => {
      for (let w = 0; w < lists.length; w++) {
        const at = byWords.at ? byWords.at[w]![k]! : k;
        from[w] = lists[w]!.posFrom[at]!;
        to[w] = from[w]! + lists[w]!.posCount[at]!;
      }
      return lists.length === 1
        ? rankOfWord(positions[0]!, from[0], to[0])
        : rankOfWordsIn(positions, from, to);
    };
    return { slots: byWords.slots, rankOf };
  }
  const alike = slotsLike(index, terms.folded);
  return { slots: alike.slots, rankOf: ranked ? (k) => alike.likeness[k]! : null };
}

/**
 * Figures and page of a search (no scope) over a shop's columns, at time `now` (sale windows):
 * over every live slot, or over a keyword's matches.
 */
export function answerFromIndex(
  index: ListingColumns,
  plan: SearchPlan,
  matches: KeywordMatches | null,
  now: number,
): MemoryFigures {
  const matched = matches ? matches.slots : null;
  const rankOf = matches ? matches.rankOf : null;

  const { alive, categorySet, maker, reviews, ratingTotal } = index;
  const makerPicked = new Uint8Array(index.makers.length);
  const makerIds = new Map(index.makers.map((id, k) => [id, k]));
  for (const id of plan.manufacturerIds) {
    const k = makerIds.get(id);
    if (k !== undefined) makerPicked[k] = 1;
  }
  const anyMaker = plan.manufacturerIds.length === 0;
  const categories = new Set(plan.categoryIds);
  const minRating = plan.minRating ?? 0;
  const minPrice = plan.price ? plan.price.minMinor : Number.NEGATIVE_INFINITY;
  const maxPrice = plan.price ? plan.price.maxMinor : Number.POSITIVE_INFINITY;
  const setPasses = Uint8Array.from(index.sets, (set) =>
    categories.size === 0 || set.some((c) => categories.has(c)) ? 1 : 0,
  );
  const bySet = new Int32Array(index.sets.length);
  const setPresent = new Uint8Array(index.sets.length);
  const byMaker = new Int32Array(index.makers.length);
  const makerPresent = new Uint8Array(index.makers.length);
  const ratings: [number, number, number, number] = [0, 0, 0, 0];
  let total = 0;
  const wanted = plan.offset + plan.limit;
  const chosen: number[] = [];
  const chosenRank: number[] = [];
  const compare = comparatorOf(index, plan.sort, now);
  const count = matched ? matched.length : index.slotCount;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const slot = matched ? matched[k]! : k;
    if (!matched && alive[slot] === 0) continue;
    const set = categorySet[slot]!;
    const mk = maker[slot]!;
    const given = reviews[slot]!;
    const value = priceNow(index, slot, now);
    const c = setPasses[set] === 1;
    const m = anyMaker || (mk >= 0 && makerPicked[mk] === 1);
    const r = minRating === 0 || (given > 0 && ratingTotal[slot]! >= minRating * given);
    const p = value >= minPrice && value <= maxPrice;
    if (matched) {
      setPresent[set] = 1;
      if (mk >= 0) makerPresent[mk] = 1;
    }
    if (c && m && p && given > 0) {
      const stars = ratingTotal[slot]!;
      if (stars >= 4 * given) ratings[0]++;
      if (stars >= 3 * given) ratings[1]++;
      if (stars >= 2 * given) ratings[2]++;
      if (stars >= given) ratings[3]++;
    }
    if (c && m && r) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (c && r && p && mk >= 0) byMaker[mk]!++;
    if (m && r && p) bySet[set]!++;
    if (!(c && m && r && p)) continue;
    total++;
    // The page: the best `wanted` rows so far, kept in order (binary insertion; pages are short).
    const slotRank = rankOf ? rankOf(k) : 0;
    const last = chosen.length - 1;
    if (chosen.length >= wanted) {
      const worse = rankOf
        ? chosenRank[last]! - slotRank || compare(slot, chosen[last]!)
        : compare(slot, chosen[last]!);
      if (worse >= 0) continue;
    }
    let lo = 0;
    let hi = chosen.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = rankOf
        ? chosenRank[mid]! - slotRank || compare(slot, chosen[mid]!)
        : compare(slot, chosen[mid]!);
      if (order < 0) hi = mid;
      else lo = mid + 1;
    }
    chosen.splice(lo, 0, slot);
    chosenRank.splice(lo, 0, slotRank);
    if (chosen.length > wanted) {
      chosen.pop();
      chosenRank.pop();
    }
  }
  const figures: MemoryFigures = {
    total,
    ratings,
    bounds: low <= high ? [low, high] : [null, null],
    manufacturers: new Map(),
    categories: new Map(),
    page: chosen.slice(plan.offset).map((slot) => index.productId[slot]!),
  };
  byMaker.forEach((times, mk) => {
    if (times || makerPresent[mk]) figures.manufacturers.set(index.makers[mk]!, times);
  });
  bySet.forEach((times, set) => {
    if (!times && !setPresent[set]) return;
    for (const category of index.sets[set]!)
      figures.categories.set(category, (figures.categories.get(category) ?? 0) + times);
  });
  return figures;
}

/** The price a shopper pays at `now`: the sale price inside its window when lower (sql-parts `priceNow`). */
function priceNow(index: ListingColumns, slot: number, now: number): number {
  const sale = index.salePrice[slot]!;
  const price = index.price[slot]!;
  return sale >= 0 && sale < price && index.saleStarts[slot]! <= now && index.saleEnds[slot]! > now
    ? sale
    : price;
}

type Compare = (a: number, b: number) => number;

/** The SQL search's orders (queries.ts `orderings`), each ending on the product id so no two rows tie. */
function comparatorOf(index: ListingColumns, sort: SearchPlan['sort'], now: number): Compare {
  const { sortOrder, featured, created, productId, nameRank } = index;
  switch (sort) {
    case 'name_a_z':
      return (a, b) => nameRank[a]! - nameRank[b]!;
    case 'name_z_a':
      return (a, b) => nameRank[b]! - nameRank[a]!;
    case 'lowest_first':
      return (a, b) => priceNow(index, a, now) - priceNow(index, b, now) || productId[a]! - productId[b]!;
    case 'highest_first':
      return (a, b) => priceNow(index, b, now) - priceNow(index, a, now) || productId[b]! - productId[a]!;
    case 'date_asc':
      return (a, b) => created[a]! - created[b]! || productId[a]! - productId[b]!;
    case 'date_desc':
      return (a, b) => created[b]! - created[a]! || productId[b]! - productId[a]!;
    default:
      return (a, b) =>
        sortOrder[a]! - sortOrder[b]! ||
        featured[b]! - featured[a]! ||
        created[b]! - created[a]! ||
        productId[b]! - productId[a]!;
  }
}
