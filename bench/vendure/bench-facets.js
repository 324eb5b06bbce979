// Facet search without a keyword through the shop API: page 1 (24 products) of the whole
// listing with its facet counts, rotating over 5 sorts (name ASC/DESC, price ASC/DESC, none).
// With --filter each request also filters by one random facet value.
// Emporia's counterpart: GET /api/v1/{shop}/advanced-search?sortby=<one of 5 sorts>.
//   node bench-facets.js [--connections 10] [--duration 15] [--filter] [--take 24]
const { options, shopQuery, run } = require('./bench-common');

const opts = options({
  filter: { type: 'boolean', default: false },
  take: { type: 'string', default: '24' },
});
const take = Number(opts.take);

const query = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items {
      productId
      productName
      slug
      priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } }
      productAsset { id preview }
    }
    facetValues { count facetValue { id name facet { id name } } }
  }
}`;
const sorts = [{ name: 'ASC' }, { name: 'DESC' }, { price: 'ASC' }, { price: 'DESC' }, undefined];

(async () => {
  // The facet values to filter by, read from an unfiltered search first.
  const first = await shopQuery(opts.url, query, { input: { groupByProduct: true, take } });
  const facetValueIds = first.search.facetValues.map((f) => f.facetValue.id);
  if (first.search.totalItems !== 1000)
    console.error(`note: the catalogue lists ${first.search.totalItems} products, not 1000`);
  let turn = 0;
  run({
    name: opts.filter ? 'vendure-facets-filter' : 'vendure-facets',
    opts,
    extra: { take, facet_values: facetValueIds.length },
    next: () => {
      const sort = sorts[turn++ % sorts.length];
      const input = { groupByProduct: true, take, ...(sort ? { sort } : {}) };
      if (opts.filter) {
        const id = facetValueIds[Math.floor(Math.random() * facetValueIds.length)];
        input.facetValueFilters = [{ and: id }];
      }
      return JSON.stringify({ query, variables: { input } });
    },
    ok: (body) => body.startsWith('{"data":{"search":{') && !body.includes('"errors":'),
  });
})().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
