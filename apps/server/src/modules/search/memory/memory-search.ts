import type { Db } from '@emporia/db';
import { outsideServices } from '../../../config';
import { registerCacheGauge } from '../../../kernel/per-shop-cache';
import type { HitRow, SearchPlan, SearchRow } from '../queries';
import { answerFromIndex, type KeywordMatches, type KeywordTerms, keywordMatches } from './answer';
import { type Changes, readChanges, readPage, readRows, readSmallShop, readTerms, readVersion } from './load';
import { placeInNameOrder } from './name-order';
import { ShopIndex } from './shop-index';
import { ShopListing } from './shop-listing';
import { readQuoted } from './text-rank';
import { wordCharacters } from './word-likeness';

// The in-memory search (ADR 0100): a shop with many products is searched from an index in this
// process's memory, kept current from the search index change log (migration 0045), and
// PostgreSQL is asked only for the keyword's stemmed words and the page's rows. Any search it
// cannot answer exactly (a scope, quotes, OR or minus in the keyword, a deep page, an index not
// yet loaded or behind the database) returns null and the SQL search answers. A shop below
// SEARCH_MEMORY_MIN_PRODUCTS holds only its listing (shop-listing.ts): its searches without keyword
// are answered from it, those with a keyword in SQL.

interface Entry {
  shopId: number;
  /** The map of its database's shops, which an evicted entry leaves. */
  shops: Map<number, Entry>;
  /** A large shop's index, or a small shop's listing, or neither. */
  index: ShopIndex | null;
  listing: ShopListing | null;
  /** Products the shop listed when last counted, and when. */
  products: number;
  countedAt: number;
  bytes: number;
  /** The load or catch-up running, if any. */
  work: Promise<void> | null;
  /** After a failure the shop is searched in SQL for a while. */
  failedAt: number;
}

const entries = new WeakMap<Db, Map<number, Entry>>();
/**
 * Every entry holding an index or a listing, least recently searched first, for the memory budget
 * across shops and databases (a Set keeps insertion order; a search moves its entry to the end).
 */
const holding = new Set<Entry>();
let heldBytes = 0;

registerCacheGauge('search-memory', () => ({
  name: 'search-memory',
  entries: holding.size,
  bytes: heldBytes,
  budget_bytes: outsideServices().searchMemory.bytes,
  shops: holding.size,
}));
/** A shop's size is counted again after this long (it may have grown past the threshold). */
const recountMs = 5 * 60_000;
const retryAfterFailureMs = 60_000;
/** A shop this small is loaded while its first search waits; a larger one loads in the background. */
const loadInlineBelow = 5_000;
const loadChunk = 500;
/** Deeper pages go to SQL: the page is kept by insertion, fine for a few hundred rows. */
const deepestRow = 1_000;
/** More changed products than this are read as a new load. */
const catchUpLimit = 2_000;

let ctypeIsC: boolean | null = null;

function entryOf(db: Db, shopId: number): Entry {
  let shops = entries.get(db);
  if (!shops) {
    shops = new Map();
    entries.set(db, shops);
  }
  let entry = shops.get(shopId);
  if (!entry) {
    entry = {
      shopId,
      shops,
      index: null,
      listing: null,
      products: 0,
      countedAt: 0,
      bytes: 0,
      work: null,
      failedAt: 0,
    };
    shops.set(shopId, entry);
  }
  return entry;
}

/** Reads the whole shop into a new index, chunk by chunk (the shop keeps answering between), then catches up. */
async function loadShop(db: Db, shopId: number): Promise<ShopIndex> {
  const index = new ShopIndex(wordCharacters(ctypeIsC ?? false));
  const startVersion = await readVersion(db, shopId);
  let after = 0;
  for (;;) {
    const rows = await readRows(db, shopId, after, loadChunk);
    if (!rows.length) break;
    index.stage(rows, []);
    after = rows[rows.length - 1]!.product_id;
    if (rows.length < loadChunk) break;
  }
  for (const _ of index.flushing()) await new Promise((resolve) => setImmediate(resolve));
  index.trim();
  index.version = startVersion;
  const changes = await readChanges(db, shopId, startVersion, 'whole');
  // The whole shop rewritten while the chunks were read (an import): this load is void. It fails,
  // and the shop is searched in SQL until a later load.
  if (wholesale(changes, startVersion))
    throw new Error('The shop was rewritten while its search index loaded.');
  // A product changed while the chunks were read is read again here, in the snapshot of `version`.
  applyChanges(index, changes);
  return index;
}

/** Whether the log cannot tell what changed since `since`: a whole-shop rewrite, a gap or a restart of versions. */
function wholesale(changes: Changes, since: number): boolean {
  return (
    changes.version < since ||
    changes.changed.includes(0) ||
    (changes.oldestLogged !== null && changes.oldestLogged > since + 1)
  );
}

function applyChanges(index: ShopIndex, changes: Changes): void {
  const present = new Set(changes.rows.map((r) => r.product_id));
  index.apply(
    changes.rows,
    changes.changed.filter((id) => !present.has(id)),
  );
  index.setNameOrder(changes.nameOrder ?? placeInNameOrder(index.nameOrder, changes.changed, changes.placed));
  index.version = changes.version;
}

/** Brings the index to the database's version: the changed rows, or a new load when too much changed. */
async function catchUp(db: Db, shopId: number, entry: Entry): Promise<void> {
  const index = entry.index;
  if (!index) return;
  const changes = await readChanges(db, shopId, index.version, 'changed');
  if (changes.version === index.version) return;
  if (wholesale(changes, index.version) || changes.changed.length > catchUpLimit) {
    // Dropped: the next search loads the shop again (in the background when it is large).
    release(entry);
    entry.countedAt = 0;
    return;
  }
  applyChanges(index, changes);
  hold(entry, index.bytes());
}

/**
 * Counts the shop and, when it is small, reads its listing anew (a change in a small shop reloads
 * it: one statement). A shop that grew past the threshold drops its listing; it gets an index.
 */
async function loadSmallShop(db: Db, entry: Entry, minProducts: number): Promise<void> {
  const small = await readSmallShop(db, entry.shopId, minProducts);
  ctypeIsC ??= small.ctypeIsC;
  entry.products = small.products;
  entry.countedAt = Date.now();
  if (!small.rows || !small.nameOrder) {
    if (entry.listing) release(entry);
    return;
  }
  entry.listing = ShopListing.of(small.version, small.rows, small.nameOrder);
  hold(entry, entry.listing.bytes());
}

/** A shop whose index alone exceeds the budget is searched in SQL; its size is looked at again after this. */
const tooLargeRetryMs = 30 * 60_000;

/** Lets go of what the entry holds. */
function release(entry: Entry): void {
  if (holding.delete(entry)) heldBytes -= entry.bytes;
  entry.index = null;
  entry.listing = null;
  entry.bytes = 0;
}

/** Marks the entry searched just now: the last to leave. */
function touch(entry: Entry): void {
  if (holding.delete(entry)) holding.add(entry);
}

/** Counts what the entry now holds against the budget; the least recently searched leave until it fits. */
function hold(keep: Entry, bytes: number): void {
  const budget = outsideServices().searchMemory.bytes;
  if (bytes > budget) {
    release(keep);
    keep.failedAt = Date.now() + tooLargeRetryMs - retryAfterFailureMs;
    return;
  }
  if (holding.delete(keep)) heldBytes -= keep.bytes;
  keep.bytes = bytes;
  holding.add(keep);
  heldBytes += bytes;
  for (const entry of holding) {
    if (heldBytes <= budget) break;
    if (entry === keep) continue;
    release(entry);
    // Nothing of an evicted shop stays behind: the map of shops is bounded by the budget too.
    if (!entry.work && entry.shops.get(entry.shopId) === entry) entry.shops.delete(entry.shopId);
  }
}

/** Runs index work once at a time per shop; failures turn the shop to SQL for a while. */
function run(entry: Entry, work: () => Promise<void>): Promise<void> {
  if (entry.work) return entry.work;
  entry.work = work()
    .catch((error: unknown) => {
      entry.failedAt = Date.now();
      release(entry);
      console.error('In-memory search index failed; the shop is searched in SQL for a minute.', error);
    })
    .finally(() => {
      entry.work = null;
    });
  return entry.work;
}

/**
 * The shop's entry when it holds an index or a listing ready; starts (or, for a small shop, waits
 * for) its load. A small shop is counted and read in one statement.
 */
async function readyShop(db: Db, shopId: number, wantsListing: boolean): Promise<Entry | null> {
  const settings = outsideServices().searchMemory;
  if (settings.bytes === 0) return null;
  const entry = entryOf(db, shopId);
  if (entry.index || entry.listing) {
    touch(entry);
    return entry;
  }
  const now = Date.now();
  if (entry.work || now - entry.failedAt < retryAfterFailureMs) return null;
  // A search with a keyword only counts a shop it does not know: a small shop's listing is of no use to it.
  const small = entry.products < settings.minProducts;
  if (now - entry.countedAt > recountMs || (small && wantsListing)) {
    await run(entry, () => loadSmallShop(db, entry, wantsListing ? settings.minProducts : 0));
    if (entry.listing) return entry;
  }
  if (entry.products < Math.max(settings.minProducts, 1)) return null;
  const loading = run(entry, async () => {
    const index = await loadShop(db, shopId);
    entry.index = index;
    hold(entry, index.bytes());
  });
  if (entry.products >= loadInlineBelow) return null;
  await loading;
  return entry.index ? entry : null;
}

/**
 * The stemmed words of a query made only of words joined by AND ('tent' & 'alpin'), or null
 * for anything else (phrases, OR, negation), which the SQL search answers.
 */
export function wordsOfQuery(query: string): string[] | null {
  if (query.trim() === '') return [];
  const words: string[] = [];
  let i = 0;
  for (;;) {
    const quoted = readQuoted(query, i);
    if (!quoted) return null;
    i = quoted.end;
    words.push(quoted.word);
    if (i === query.length) return words;
    if (query.slice(i, i + 3) !== ' & ') return null;
    i += 3;
  }
}

/**
 * A keyword's stemmed words and folded text, by language and keyword: what PostgreSQL's parser,
 * stemmer and unaccent make of it never changes, so each is asked once. This is not an answer
 * cache: every search still counts, orders and reads its page afresh.
 */
const knownTerms = new Map<string, { words: string[] | null; folded: string }>();
const knownTermsLimit = 10_000;

function termsOf(config: string, keyword: string) {
  return knownTerms.get(`${config}\u0000${keyword}`);
}

function rememberTerms(config: string, keyword: string, terms: { words: string[] | null; folded: string }) {
  // The oldest goes first (a Map keeps insertion order).
  if (knownTerms.size >= knownTermsLimit) knownTerms.delete(knownTerms.keys().next().value!);
  knownTerms.set(`${config}\u0000${keyword}`, terms);
}

const byCount = (counts: Map<number, number>): [number, number][] =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);

/** The search from the shop's in-memory index, or null when the SQL search must answer it. */
export async function searchInMemory(db: Db, plan: SearchPlan): Promise<SearchRow | null> {
  if (plan.scope || plan.hits !== 'rows' || plan.offset + plan.limit > deepestRow) return null;
  const entry = await readyShop(db, plan.shopId, plan.keyword === '');
  if (!entry) return null;
  let terms: KeywordTerms | null = null;
  if (plan.keyword) {
    // A small shop's listing has no words.
    if (!entry.index) return null;
    const known = termsOf(plan.config, plan.keyword);
    let words = known?.words ?? null;
    let folded = known?.folded ?? '';
    if (!known) {
      const read = await readTerms(db, plan.shopId, plan.config, plan.keyword);
      words = wordsOfQuery(read.query);
      folded = read.folded;
      rememberTerms(plan.config, plan.keyword, { words, folded });
      if (read.version !== entry.index?.version) {
        // A load running elsewhere may take seconds: this search goes to SQL rather than wait.
        if (entry.work) return null;
        await run(entry, () => catchUp(db, plan.shopId, entry));
      }
      if (!entry.index || read.version > entry.index.version) return null;
    }
    if (words === null) return null;
    terms = { words, folded };
  }
  // The page is read with the shop's version: when the database has moved on, the index catches
  // up and the search is counted again, once; then the SQL search answers.
  let figures: ReturnType<typeof answerFromIndex> | null = null;
  let page: Awaited<ReturnType<typeof readPage>> | null = null;
  for (let attempt = 0; attempt < 2 && !page; attempt++) {
    const { index, listing } = entry;
    if (!index && !listing) return null;
    const version = index ? index.version : listing!.version;
    let matches: KeywordMatches | null = null;
    if (terms) {
      if (!index) return null;
      matches = keywordMatches(index, plan, terms);
    }
    figures = answerFromIndex(index ?? listing!.columns(), plan, matches, Date.now());
    const read = await readPage(
      db,
      plan.shopId,
      figures.page,
      terms
        ? { manufacturers: [...figures.manufacturers.keys()], categories: [...figures.categories.keys()] }
        : 'enabled',
      plan.locale,
      plan.defaultLocale,
    );
    if (read.version === version) page = read;
    else if (entry.work) return null;
    else if (index) await run(entry, () => catchUp(db, plan.shopId, entry));
    else await run(entry, () => loadSmallShop(db, entry, outsideServices().searchMemory.minProducts));
  }
  if (!page || !figures) return null;
  const withZero = (names: Record<string, string> | null, counts: Map<number, number>) => {
    const all = new Map<number, number>();
    for (const key of Object.keys(names ?? {})) all.set(Number(key), counts.get(Number(key)) ?? 0);
    return all;
  };
  const manufacturers = terms
    ? figures.manufacturers
    : withZero(page.manufacturer_names, figures.manufacturers);
  const categories = terms ? figures.categories : withZero(page.category_names, figures.categories);
  return {
    total: figures.total,
    ratings: figures.ratings,
    bounds: figures.bounds,
    manufacturers: manufacturers.size ? byCount(manufacturers) : null,
    categories: categories.size ? byCount(categories) : null,
    manufacturer_names: page.manufacturer_names,
    category_names: page.category_names,
    hits: (page.hits as HitRow[] | null) ?? null,
  };
}

/** The shop's loaded index, if any (benchmarks and tests look inside). */
export function loadedIndex(db: Db, shopId: number): ShopIndex | null {
  return entries.get(db)?.get(shopId)?.index ?? null;
}

/** The shop's loaded listing (a small shop), if any (tests look inside). */
export function loadedListing(db: Db, shopId: number): ShopListing | null {
  return entries.get(db)?.get(shopId)?.listing ?? null;
}
