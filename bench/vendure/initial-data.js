// Vendure initial data mirroring the demo shop's checkout setup (packages/db/src/seed/
// checkout.ts, shops.ts): USD, one country and zone, 8.25 % sales tax on "Taxable Goods",
// flat-rate shipping of $5.00. No payment method (not needed for the benches).
const { categories } = require('./catalogue');

module.exports = {
  defaultLanguage: 'en',
  defaultZone: 'United States',
  countries: [{ name: 'United States of America', code: 'US', zone: 'United States' }],
  taxRates: [{ name: 'Taxable Goods', percentage: 8.25 }],
  shippingMethods: [{ name: 'Flat Rate', price: 500 }],
  paymentMethods: [],
  // The categories also as collections (the category pages), each by its facet value.
  collections: categories.map((c) => ({
    name: c.name,
    slug: c.key,
    parentName: c.parent ? categories.find((p) => p.key === c.parent).name : undefined,
    filters: [{ code: 'facet-value-filter', args: { facetValueNames: [c.name], containsAny: false } }],
  })),
};
