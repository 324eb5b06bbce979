import { parseDocument } from './text-rank';
import { TrigramCodes, trigramsOf } from './word-likeness';

// One shop's search rows held in memory (ADR 0100): each column a typed array with one entry per
// slot; each stemmed word's list of slots, with the word's positions in each, as a stretch of a
// few shared pools (a shop has as many words as products, mostly one-product numbers and skus, and
// a typed array per word would cost more in objects than in data); each product's names as a run
// of trigram codes. A product keeps its slot while it changes; a new one takes a new slot at the
// end; a removed one leaves its slot dead until the next full load. Lists only hold live slots. A
// changed list is written anew at the pool's end; the pools are compacted when half is garbage.

/** A search row as the loader reads it (load.ts). */
export interface IndexRow {
  product_id: number;
  manufacturer_id: number | null;
  category_ids: number[];
  price_minor: number;
  sale_price_minor: number | null;
  /** Milliseconds since 1970, null for none. */
  sale_starts: number | null;
  sale_ends: number | null;
  rating_total: number;
  total_reviews: number;
  sort_order: number;
  featured: number;
  /** Microseconds since 1970, as text (bigint). */
  created: string;
  names: string;
  document: string;
}

/** A word's list: entry k is slot `slots[k]`, whose positions of the word are positions[posFrom[k] …+ posCount[k]). */
export interface WordList {
  slots: Int32Array;
  posFrom: Int32Array;
  posCount: Uint16Array;
}

/** A growable typed array (doubling), so entries can be added one by one. */
function grow<T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2, 16));
  next.set(array);
  return next;
}

export class ShopIndex {
  /** The search index version of the shop (search_facet_state.index_version) this holds. */
  version = 0;
  slotCount = 0;
  liveCount = 0;
  productId = new Int32Array(0);
  alive = new Uint8Array(0);
  manufacturer = new Int32Array(0);
  /** The manufacturer as a small number (its place in `makers`), -1 for none: counted in an array. */
  maker = new Int32Array(0);
  readonly makers: number[] = [];
  /** Each manufacturer's place in `makers`. */
  readonly makerOf = new Map<number, number>();
  price = new Int32Array(0);
  /** The sale price, -1 for none; the sale runs from saleStarts (inclusive) to saleEnds (exclusive). */
  salePrice = new Int32Array(0);
  saleStarts = new Float64Array(0);
  saleEnds = new Float64Array(0);
  ratingTotal = new Int32Array(0);
  reviews = new Int32Array(0);
  sortOrder = new Int32Array(0);
  featured = new Int32Array(0);
  created = new Float64Array(0);
  categorySet = new Int32Array(0);
  /** Place in the shop's name order (name_sort, product_id), from PostgreSQL's collation. */
  nameRank = new Int32Array(0);
  /** The shop's live product ids in that order (a change places its products into it). */
  nameOrder = new Int32Array(0);
  /** The distinct category lists of the shop's products (few), which slots point into. */
  readonly sets: number[][] = [];
  /** Each category list's place in `sets`, by its ids joined. */
  readonly setIds = new Map<string, number>();
  readonly slotOf = new Map<number, number>();

  /** Stemmed words by number; word w's list is entries listFrom[w] …+ listLength[w]. */
  private readonly wordIds = new Map<string, number>();
  private listFrom = new Int32Array(0);
  private listLength = new Int32Array(0);
  private entrySlot = new Int32Array(0);
  private entryPosFrom = new Int32Array(0);
  private entryPosCount = new Uint16Array(0);
  private entriesUsed = 0;
  private liveEntries = 0;
  /** Every list's positions (see text-rank.ts for the encoding). */
  positions = new Uint16Array(0);
  private positionsUsed = 0;
  private livePositions = 0;
  /** Each slot's words: slotWordIds[slotWordFrom[s] …+ slotWordCount[s]), to take it out of their lists. */
  private slotWordIds = new Int32Array(0);
  private slotWordsUsed = 0;
  private slotWordFrom = new Int32Array(0);
  private slotWordCount = new Int32Array(0);

  // Staged since the last flush: (word, slot, positions) to add, slots to take out, words touched.
  private stagedWord = new Int32Array(0);
  private stagedSlot = new Int32Array(0);
  private stagedPosFrom = new Int32Array(0);
  private stagedPosCount = new Uint16Array(0);
  private stagedCount = 0;
  private removedSlots = new Set<number>();
  private touchedWords = new Set<number>();
  private trigramChanges = new Map<number, { out: Set<number> | null; slots: number[] }>();

  readonly trigramCodes = new TrigramCodes();
  /** Each slot's names as trigram codes: run[runStart[s] … runEnd[s]). */
  run = new Int32Array(0);
  runUsed = 0;
  runStart = new Int32Array(0);
  runEnd = new Int32Array(0);
  /** Per trigram code, the live slots whose names hold it, ascending. */
  trigramSlots: Int32Array[] = [];
  private lastAt = new Int32Array(0);

  constructor(private readonly isWordChar: (c: string) => boolean) {}

  /** A text's trigrams as pg_trgm makes them, with this database's notion of a word character. */
  trigramsOfText(text: string): string[] {
    return trigramsOf(text, this.isWordChar);
  }

  /** Scratch space for wordLikeness: one entry per trigram code, all -1. */
  scratch(): Int32Array {
    if (this.lastAt.length < this.trigramCodes.size) {
      this.lastAt = new Int32Array(Math.max(this.trigramCodes.size, this.lastAt.length * 2));
      this.lastAt.fill(-1);
    }
    return this.lastAt;
  }

  /** Puts rows in (new or changed products) and takes removed products out. */
  apply(rows: IndexRow[], removedProductIds: number[]): void {
    this.stage(rows, removedProductIds);
    this.flush();
  }

  /** Takes rows in and removed products out; the word and trigram lists change on `flush`. */
  stage(rows: IndexRow[], removedProductIds: number[]): void {
    // A slot is staged at most once between flushes: a product read twice keeps its last row.
    const staged = new Set<number>();
    for (const row of rows) {
      const slot = this.slotOf.get(row.product_id);
      if (slot !== undefined && this.removedSlots.has(slot)) staged.add(row.product_id);
    }
    if (staged.size) this.flush();
    for (const id of removedProductIds) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.takeOut(slot);
      this.alive[slot] = 0;
      this.slotOf.delete(id);
      this.liveCount--;
    }
    for (const row of rows) {
      let slot = this.slotOf.get(row.product_id);
      if (slot === undefined) slot = this.newSlot(row.product_id);
      else this.takeOut(slot);
      this.fill(slot, row);
      this.stageDocument(slot, row.document);
      const codes = this.trigramCodes.codesOf(row.names, this.isWordChar);
      this.run = grow(this.run, this.runUsed + codes.length);
      this.runStart[slot] = this.runUsed;
      this.run.set(codes, this.runUsed);
      this.runUsed += codes.length;
      this.runEnd[slot] = this.runUsed;
      for (const code of new Set(codes)) this.trigramChange(code).slots.push(slot);
    }
  }

  /** Writes the lists the staged rows touched, each once. */
  flush(): void {
    for (const _ of this.flushing());
  }

  /**
   * The same in steps, for a load: it yields after each few thousand lists, so the process can
   * answer between them (a whole shop's lists at once held it for most of a second).
   */
  *flushing(): Generator<void> {
    // The staged entries grouped by word (a counting sort keeps each word's entries in staged order).
    const words = this.wordIds.size;
    const firstOf = new Int32Array(words + 1);
    for (let k = 0; k < this.stagedCount; k++) firstOf[this.stagedWord[k]! + 1]!++;
    for (let w = 0; w < words; w++) firstOf[w + 1]! += firstOf[w]!;
    const order = new Int32Array(this.stagedCount);
    const next = firstOf.slice(0, words);
    for (let k = 0; k < this.stagedCount; k++) order[next[this.stagedWord[k]!]!++] = k;
    this.listFrom = grow(this.listFrom, words);
    this.listLength = grow(this.listLength, words);
    let written = 0;
    for (const word of this.touchedWords) {
      this.rewriteList(word, order, firstOf[word]!, firstOf[word + 1]!);
      written += 1 + firstOf[word + 1]! - firstOf[word]!;
      if (written > 100_000) {
        written = 0;
        yield;
      }
    }
    this.stagedCount = 0;
    if (this.stagedWord.length > 65_536) {
      // A load staged millions of entries: give that space back.
      this.stagedWord = new Int32Array(0);
      this.stagedSlot = new Int32Array(0);
      this.stagedPosFrom = new Int32Array(0);
      this.stagedPosCount = new Uint16Array(0);
    }
    this.removedSlots = new Set();
    this.touchedWords = new Set();
    for (const [code, change] of this.trigramChanges) {
      const old = this.trigramSlots[code] ?? new Int32Array(0);
      const list = new Int32Array(old.length + change.slots.length);
      let at = 0;
      for (const slot of old) if (!change.out?.has(slot)) list[at++] = slot;
      for (const slot of change.slots) list[at++] = slot;
      const kept = list.slice(0, at);
      this.trigramSlots[code] = isAscending(kept) ? kept : kept.sort();
    }
    this.trigramChanges = new Map();
    if (
      this.entriesUsed > 2 * this.liveEntries + 1024 ||
      this.positionsUsed > 2 * this.livePositions + 4096 ||
      this.runUsed > 2 * this.liveRuns() + 4096
    )
      this.compact();
  }

  /** Gives back the pools' room to grow (after a load, up to half of them). */
  trim(): void {
    this.entrySlot = this.entrySlot.slice(0, this.entriesUsed);
    this.entryPosFrom = this.entryPosFrom.slice(0, this.entriesUsed);
    this.entryPosCount = this.entryPosCount.slice(0, this.entriesUsed);
    this.positions = this.positions.slice(0, this.positionsUsed);
    this.slotWordIds = this.slotWordIds.slice(0, this.slotWordsUsed);
    this.run = this.run.slice(0, this.runUsed);
  }

  private liveRuns(): number {
    let total = 0;
    for (let slot = 0; slot < this.slotCount; slot++) total += this.runEnd[slot]! - this.runStart[slot]!;
    return total;
  }

  /** Sets the name order: the shop's live product ids in (name_sort, product_id) order. */
  setNameOrder(productIds: number[]): void {
    this.nameOrder = Int32Array.from(productIds);
    productIds.forEach((id, rank) => {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.nameRank[slot] = rank;
    });
  }

  /** A word's list (views into the pools, valid until the next change), empty when no product holds it. */
  list(word: string): WordList {
    const id = this.wordIds.get(word);
    const from = id === undefined ? 0 : this.listFrom[id]!;
    const to = id === undefined ? 0 : from + this.listLength[id]!;
    return {
      slots: this.entrySlot.subarray(from, to),
      posFrom: this.entryPosFrom.subarray(from, to),
      posCount: this.entryPosCount.subarray(from, to),
    };
  }

  /** How many distinct stemmed words and trigrams the shop's products hold. */
  get vocabulary(): { words: number; trigrams: number } {
    return { words: this.wordIds.size, trigrams: this.trigramCodes.size };
  }

  /** Bytes the index holds: its typed arrays, and an allowance for the maps' keys. */
  bytes(): number {
    const arrays = [
      this.productId,
      this.alive,
      this.manufacturer,
      this.maker,
      this.price,
      this.salePrice,
      this.saleStarts,
      this.saleEnds,
      this.ratingTotal,
      this.reviews,
      this.sortOrder,
      this.featured,
      this.created,
      this.categorySet,
      this.nameRank,
      this.nameOrder,
      this.listFrom,
      this.listLength,
      this.entrySlot,
      this.entryPosFrom,
      this.entryPosCount,
      this.positions,
      this.slotWordIds,
      this.slotWordFrom,
      this.slotWordCount,
      this.run,
      this.runStart,
      this.runEnd,
      ...this.trigramSlots,
    ];
    let total = 0;
    for (const array of arrays) total += array?.byteLength ?? 0;
    for (const word of this.wordIds.keys()) total += 40 + word.length;
    return total + this.slotOf.size * 40;
  }

  private trigramChange(code: number) {
    let entry = this.trigramChanges.get(code);
    if (!entry) {
      entry = { out: null, slots: [] };
      this.trigramChanges.set(code, entry);
    }
    return entry;
  }

  /** Marks a slot's words and trigrams for rewriting without it. */
  private takeOut(slot: number): void {
    this.removedSlots.add(slot);
    const from = this.slotWordFrom[slot]!;
    for (let k = from; k < from + this.slotWordCount[slot]!; k++) this.touchedWords.add(this.slotWordIds[k]!);
    this.slotWordCount[slot] = 0;
    for (const code of new Set(this.run.subarray(this.runStart[slot]!, this.runEnd[slot]!))) {
      const entry = this.trigramChange(code);
      if (!entry.out) entry.out = new Set();
      entry.out.add(slot);
    }
    this.runStart[slot] = 0;
    this.runEnd[slot] = 0;
  }

  /** Numbers a document's words, puts their positions in the pool and stages an entry per word. */
  private stageDocument(slot: number, text: string): void {
    const document = parseDocument(text);
    const count = document.words.length;
    this.slotWordIds = grow(this.slotWordIds, this.slotWordsUsed + count);
    this.slotWordFrom[slot] = this.slotWordsUsed;
    this.slotWordCount[slot] = count;
    this.positions = grow(this.positions, this.positionsUsed + document.positions.length);
    this.positions.set(document.positions, this.positionsUsed);
    const need = this.stagedCount + count;
    this.stagedWord = grow(this.stagedWord, need);
    this.stagedSlot = grow(this.stagedSlot, need);
    this.stagedPosFrom = grow(this.stagedPosFrom, need);
    this.stagedPosCount = grow(this.stagedPosCount, need);
    for (let k = 0; k < count; k++) {
      const word = document.words[k]!;
      let id = this.wordIds.get(word);
      if (id === undefined) {
        id = this.wordIds.size;
        this.wordIds.set(word, id);
      }
      this.slotWordIds[this.slotWordsUsed + k] = id;
      this.touchedWords.add(id);
      const s = this.stagedCount++;
      this.stagedWord[s] = id;
      this.stagedSlot[s] = slot;
      this.stagedPosFrom[s] = this.positionsUsed + document.starts[k]!;
      this.stagedPosCount[s] = document.starts[k + 1]! - document.starts[k]!;
    }
    this.slotWordsUsed += count;
    this.positionsUsed += document.positions.length;
  }

  /** Writes a word's list anew at the pool's end: its old entries but the slots taken out, with the staged ones, by slot. */
  private rewriteList(word: number, order: Int32Array, stagedFrom: number, stagedTo: number): void {
    const oldFrom = this.listFrom[word]!;
    const oldLength = word < this.listLength.length ? this.listLength[word]! : 0;
    const added = stagedTo - stagedFrom;
    const staged = Array.from(order.subarray(stagedFrom, stagedTo));
    // Staged entries are in slot order after a load; a catch-up's few may need sorting.
    staged.sort((a, b) => this.stagedSlot[a]! - this.stagedSlot[b]!);
    const need = this.entriesUsed + oldLength + added;
    this.entrySlot = grow(this.entrySlot, need);
    this.entryPosFrom = grow(this.entryPosFrom, need);
    this.entryPosCount = grow(this.entryPosCount, need);
    const start = this.entriesUsed;
    let at = start;
    let i = oldFrom;
    const oldEnd = oldFrom + oldLength;
    let j = 0;
    const { entrySlot, entryPosFrom, entryPosCount } = this;
    while (i < oldEnd || j < staged.length) {
      const oldSlot = i < oldEnd ? entrySlot[i]! : Number.POSITIVE_INFINITY;
      const newSlot = j < staged.length ? this.stagedSlot[staged[j]!]! : Number.POSITIVE_INFINITY;
      if (oldSlot < newSlot) {
        if (!this.removedSlots.has(oldSlot)) {
          entrySlot[at] = oldSlot;
          entryPosFrom[at] = entryPosFrom[i]!;
          entryPosCount[at] = entryPosCount[i]!;
          at++;
        } else this.livePositions -= entryPosCount[i]!;
        i++;
      } else {
        if (oldSlot === newSlot) {
          // The slot's old entry makes way for its new one.
          if (!this.removedSlots.has(oldSlot)) throw new Error('A staged slot was not taken out first');
          this.livePositions -= entryPosCount[i]!;
          i++;
        }
        const s = staged[j++]!;
        entrySlot[at] = this.stagedSlot[s]!;
        entryPosFrom[at] = this.stagedPosFrom[s]!;
        entryPosCount[at] = this.stagedPosCount[s]!;
        this.livePositions += this.stagedPosCount[s]!;
        at++;
      }
    }
    this.liveEntries += at - start - oldLength;
    this.entriesUsed = at;
    this.listFrom[word] = start;
    this.listLength[word] = at - start;
  }

  /** Copies every live list, its positions, the slots' word lists and names into fresh pools of their size. */
  compact(): void {
    const words = this.wordIds.size;
    const entrySlot = new Int32Array(Math.max(this.liveEntries, 16));
    const entryPosFrom = new Int32Array(entrySlot.length);
    const entryPosCount = new Uint16Array(entrySlot.length);
    const positions = new Uint16Array(Math.max(this.livePositions, 16));
    let entries = 0;
    let used = 0;
    for (let w = 0; w < words; w++) {
      const from = this.listFrom[w]!;
      const length = this.listLength[w]!;
      this.listFrom[w] = entries;
      for (let k = from; k < from + length; k++) {
        const count = this.entryPosCount[k]!;
        const at = this.entryPosFrom[k]!;
        positions.set(this.positions.subarray(at, at + count), used);
        entrySlot[entries] = this.entrySlot[k]!;
        entryPosFrom[entries] = used;
        entryPosCount[entries] = count;
        entries++;
        used += count;
      }
    }
    this.entrySlot = entrySlot;
    this.entryPosFrom = entryPosFrom;
    this.entryPosCount = entryPosCount;
    this.entriesUsed = entries;
    this.liveEntries = entries;
    this.positions = positions;
    this.positionsUsed = used;
    this.livePositions = used;
    let wordsUsed = 0;
    for (let slot = 0; slot < this.slotCount; slot++) wordsUsed += this.slotWordCount[slot]!;
    const slotWordIds = new Int32Array(Math.max(wordsUsed, 16));
    let at = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      const from = this.slotWordFrom[slot]!;
      const count = this.slotWordCount[slot]!;
      slotWordIds.set(this.slotWordIds.subarray(from, from + count), at);
      this.slotWordFrom[slot] = at;
      at += count;
    }
    this.slotWordIds = slotWordIds;
    this.slotWordsUsed = at;
    let runs = 0;
    for (let slot = 0; slot < this.slotCount; slot++) runs += this.runEnd[slot]! - this.runStart[slot]!;
    const run = new Int32Array(Math.max(runs, 16));
    let end = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      const from = this.runStart[slot]!;
      const to = this.runEnd[slot]!;
      run.set(this.run.subarray(from, to), end);
      this.runStart[slot] = end;
      end += to - from;
      this.runEnd[slot] = end;
    }
    this.run = run;
    this.runUsed = end;
  }

  private newSlot(productId: number): number {
    const slot = this.slotCount++;
    if (slot >= this.productId.length) {
      // Every column grows at once, doubling, so adding a slot is a few stores.
      const need = Math.max(16, slot * 2);
      this.productId = grow(this.productId, need);
      this.alive = grow(this.alive, need);
      this.manufacturer = grow(this.manufacturer, need);
      this.maker = grow(this.maker, need);
      this.price = grow(this.price, need);
      this.salePrice = grow(this.salePrice, need);
      this.saleStarts = grow(this.saleStarts, need);
      this.saleEnds = grow(this.saleEnds, need);
      this.ratingTotal = grow(this.ratingTotal, need);
      this.reviews = grow(this.reviews, need);
      this.sortOrder = grow(this.sortOrder, need);
      this.featured = grow(this.featured, need);
      this.created = grow(this.created, need);
      this.categorySet = grow(this.categorySet, need);
      this.nameRank = grow(this.nameRank, need);
      this.runStart = grow(this.runStart, need);
      this.runEnd = grow(this.runEnd, need);
      this.slotWordFrom = grow(this.slotWordFrom, need);
      this.slotWordCount = grow(this.slotWordCount, need);
    }
    this.productId[slot] = productId;
    this.alive[slot] = 1;
    this.slotOf.set(productId, slot);
    this.liveCount++;
    return slot;
  }

  private fill(slot: number, row: IndexRow): void {
    this.manufacturer[slot] = row.manufacturer_id ?? -1;
    fillSlot(this, slot, row);
  }
}

/** A row's filter and sort fields (what a small shop's listing keeps of it, shop-listing.ts). */
export type ListingFields = Omit<IndexRow, 'names' | 'document'>;

/** Where those fields go: a slot of an index's or a listing's columns, and their numbering. */
export type SlotColumns = Pick<
  ShopIndex,
  | 'maker'
  | 'makers'
  | 'makerOf'
  | 'price'
  | 'salePrice'
  | 'saleStarts'
  | 'saleEnds'
  | 'ratingTotal'
  | 'reviews'
  | 'sortOrder'
  | 'featured'
  | 'created'
  | 'categorySet'
  | 'sets'
  | 'setIds'
>;

/**
 * What a search without keyword reads of a shop: the filter and sort columns, one entry per slot.
 * A ShopIndex has them, and so has a small shop's ShopListing (shop-listing.ts).
 */
export type ListingColumns = Omit<SlotColumns, 'makerOf' | 'setIds'> &
  Pick<ShopIndex, 'slotCount' | 'alive' | 'productId' | 'nameRank'>;

/** Writes a row's fields into a slot: the manufacturer and category list as small numbers, sale bounds open as ±∞. */
export function fillSlot(c: SlotColumns, slot: number, row: ListingFields): void {
  let maker = -1;
  if (row.manufacturer_id !== null) {
    maker = c.makerOf.get(row.manufacturer_id) ?? -1;
    if (maker < 0) {
      maker = c.makers.push(row.manufacturer_id) - 1;
      c.makerOf.set(row.manufacturer_id, maker);
    }
  }
  c.maker[slot] = maker;
  c.price[slot] = row.price_minor;
  c.salePrice[slot] = row.sale_price_minor ?? -1;
  c.saleStarts[slot] = row.sale_starts ?? Number.NEGATIVE_INFINITY;
  c.saleEnds[slot] = row.sale_ends ?? Number.POSITIVE_INFINITY;
  c.ratingTotal[slot] = row.rating_total;
  c.reviews[slot] = row.total_reviews;
  c.sortOrder[slot] = row.sort_order;
  c.featured[slot] = row.featured;
  c.created[slot] = Number(row.created);
  const key = row.category_ids.join(',');
  let set = c.setIds.get(key);
  if (set === undefined) {
    set = c.sets.push([...row.category_ids]) - 1;
    c.setIds.set(key, set);
  }
  c.categorySet[slot] = set;
}

function isAscending(list: Int32Array): boolean {
  for (let k = 1; k < list.length; k++) if (list[k - 1]! >= list[k]!) return false;
  return true;
}
