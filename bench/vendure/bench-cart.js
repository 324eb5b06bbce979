// Add to cart as a new shopper each request: addItemToOrder of one random variant of the
// 1,000, with no session token, so every request makes a new session and a new active order.
// Emporia's counterpart: POST /api/v1/storefront/cart/add without a cookie.
//   node bench-cart.js [--connections 10] [--duration 15]
const { options, shopQuery, run } = require('./bench-common');

const opts = options();
const mutation = `mutation Add($id: ID!) {
  addItemToOrder(productVariantId: $id, quantity: 1) {
    __typename
    ... on Order { id code totalWithTax lines { id quantity } }
    ... on ErrorResult { errorCode message }
  }
}`;

(async () => {
  // Every variant id, read through the search (100 a page, the shop API's limit).
  const ids = [];
  for (let skip = 0; ; skip += 100) {
    const { search } = await shopQuery(
      opts.url,
      `query($skip:Int){ search(input:{ groupByProduct:false, take:100, skip:$skip, sort:{ name: ASC } }) { totalItems items { productVariantId } } }`,
      { skip },
    );
    ids.push(...search.items.map((i) => i.productVariantId));
    if (skip + 100 >= search.totalItems) break;
  }
  run({
    name: 'vendure-cart-add',
    opts,
    extra: { variants: ids.length },
    next: () =>
      JSON.stringify({ query: mutation, variables: { id: ids[Math.floor(Math.random() * ids.length)] } }),
    ok: (body) => body.includes('"__typename":"Order"') && !body.includes('"errors":'),
  });
})().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
