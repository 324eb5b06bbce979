import { fillSlot, type ListingColumns, type ListingFields } from './shop-index';

// A small shop's listing in memory (issue 37): what a search without keyword filters, counts and
// orders by, for a shop below SEARCH_MEMORY_MIN_PRODUCTS. A server holding 10,000 shops of a few
// dozen products each cannot keep a ShopIndex per shop (tens of typed arrays, the word and
// trigram lists: tens of kilobytes each); this is one buffer of about 60 bytes a product, so
// 10,000 shops of 50 products take about 30 MB. It has no words: a search with a keyword goes to
// the SQL search. It is never changed in place; a change in the shop loads it again (one
// statement of at most a few hundred rows).

/** A search row as the listing reads it (load.ts `readSmallShop`): the IndexRow without its texts. */
export type ListingRow = ListingFields;

// The buffer's columns: three of 8 bytes, then ten of 4, then one of 1 (each n entries long).
const wideColumns = ['saleStarts', 'saleEnds', 'created'] as const;
const narrowColumns = [
  'productId',
  'maker',
  'price',
  'salePrice',
  'ratingTotal',
  'reviews',
  'sortOrder',
  'featured',
  'categorySet',
  'nameRank',
] as const;
/** A tuple of `N` columns of one kind. */
type TypedColumns<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? Acc
  : TypedColumns<T, N, [...Acc, T]>;
/** Bytes a product takes in the buffer. */
const bytesPerProduct = wideColumns.length * 8 + narrowColumns.length * 4 + 1;
/** What the objects around the buffer cost, as an allowance: the listing, its arrays, the buffer's header. */
const objectBytes = 400;

export class ShopListing {
  private constructor(
    /** The shop's search index version (search_facet_state.index_version) this holds. */
    readonly version: number,
    readonly slotCount: number,
    private readonly buffer: ArrayBuffer,
    readonly makers: number[],
    readonly sets: number[][],
  ) {}

  /** The listing of `rows` (in any order) with the shop's product ids in name order. */
  static of(version: number, rows: ListingRow[], nameOrder: number[]): ShopListing {
    const n = rows.length;
    const buffer = new ArrayBuffer(n * bytesPerProduct);
    const listing = new ShopListing(version, n, buffer, [], []);
    const columns = listing.columns();
    // The manufacturers and category lists are numbered into the listing's own makers and sets.
    const into = { ...columns, makerOf: new Map<number, number>(), setIds: new Map<string, number>() };
    const slotOf = new Map<number, number>();
    rows.forEach((row, slot) => {
      slotOf.set(row.product_id, slot);
      columns.productId[slot] = row.product_id;
      columns.alive[slot] = 1;
      fillSlot(into, slot, row);
    });
    nameOrder.forEach((id, rank) => {
      const slot = slotOf.get(id);
      if (slot !== undefined) columns.nameRank[slot] = rank;
    });
    return listing;
  }

  /** The columns as typed arrays over the buffer, made for each search (views cost less than keeping them). */
  columns(): ListingColumns {
    const n = this.slotCount;
    const wide = (k: number) => new Float64Array(this.buffer, k * n * 8, n);
    const narrowAt = wideColumns.length * n * 8;
    const narrow = (k: number) => new Int32Array(this.buffer, narrowAt + k * n * 4, n);
    const aliveAt = narrowAt + narrowColumns.length * n * 4;
    const [saleStarts, saleEnds, created] = wideColumns.map((_, k) => wide(k)) as TypedColumns<
      Float64Array<ArrayBuffer>,
      3
    >;
    const [
      productId,
      maker,
      price,
      salePrice,
      ratingTotal,
      reviews,
      sortOrder,
      featured,
      categorySet,
      nameRank,
    ] = narrowColumns.map((_, k) => narrow(k)) as TypedColumns<Int32Array<ArrayBuffer>, 10>;
    return {
      slotCount: n,
      alive: new Uint8Array(this.buffer, aliveAt, n),
      productId,
      maker,
      makers: this.makers,
      price,
      salePrice,
      saleStarts,
      saleEnds,
      ratingTotal,
      reviews,
      sortOrder,
      featured,
      created,
      categorySet,
      sets: this.sets,
      nameRank,
    };
  }

  /** Bytes the listing holds: its buffer, its small arrays and an allowance for the objects. */
  bytes(): number {
    let sets = 0;
    for (const set of this.sets) sets += 32 + set.length * 8;
    return this.buffer.byteLength + this.makers.length * 8 + sets + objectBytes;
  }
}
