// Writes products.csv (Vendure import format) and initial-data.js's catalogue facts:
// 1,000 products generated exactly like Emporia's `npm run bench:seed -- --products 1000`
// (../src/seed.ts): same names, slugs, SKUs, categories, manufacturers,
// current prices and ratings. One variant each, stock 1,000,000.
//
//   node make-csv.js [--products 1000] [--out products.csv]
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    out: { type: 'string', default: path.join(__dirname, 'products.csv') },
  },
});
const total = Number(values.products);

// bench/src/seed.ts
const adjectives = [
  'Alpine',
  'Summit',
  'Trail',
  'Canyon',
  'Ridge',
  'Glacier',
  'Forest',
  'River',
  'Desert',
  'Coastal',
  'Storm',
  'Basecamp',
];
const materials = [
  'Merino',
  'Nylon',
  'Titanium',
  'Carbon',
  'Canvas',
  'Down',
  'Fleece',
  'Aluminium',
  'Gore',
  'Ripstop',
];
const nouns = [
  'Jacket',
  'Tent',
  'Backpack',
  'Headlamp',
  'Stove',
  'Bottle',
  'Boot',
  'Glove',
  'Hammock',
  'Poles',
  'Sleeping Bag',
  'Lantern',
  'Cooler',
  'Paddle',
];

// packages/db/src/seed/catalog-data.ts (demo shop). seed.ts picks categories and
// manufacturers by `n % count` over the shop's rows in id order: root categories were
// inserted first, then the children.
const { categories, manufacturers, ratingLabels } = require('./catalogue');
const categoryOrder = [...categories.filter((c) => !c.parent), ...categories.filter((c) => c.parent)];
const pick = (list, n) => list[n % list.length];

const csvCell = (v) => {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const header = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
];
const lines = [header.join(',')];
const stats = { category: {}, manufacturer: {}, rating: {}, minPrice: Infinity, maxPrice: 0, onSale: 0 };

for (let n = 0; n < total; n++) {
  const name = `${pick(adjectives, n)} ${pick(materials, Math.floor(n / 12))} ${pick(nouns, Math.floor(n / 120))} ${n + 1}`;
  const priceMinor = 500 + ((n * 7919) % 60_000);
  // Every 5th product has a running 20 % sale in Emporia; listings sort and filter by the
  // current price (price_now), so the Vendure price is the current price.
  const onSale = n % 5 === 0;
  const priceNow = onSale ? Math.round(priceMinor * 0.8) : priceMinor;
  const category = pick(categoryOrder, n);
  const parent = category.parent && categories.find((c) => c.key === category.parent);
  const manufacturer = pick(manufacturers, n);
  // seed.ts: ratingTotal / totalReviews = (n % 4) + 2 stars, no reviews when n % 3 === 0.
  const stars = n % 3 === 0 ? 0 : (n % 4) + 2;
  // Emporia's rating group is cumulative ("4 Excellent & Up" counts 4 and 5 stars).
  const ratings = Object.keys(ratingLabels).filter((k) => stars >= Number(k));

  const facets = [
    `Category:${category.name}`,
    ...(parent ? [`Category:${parent.name}`] : []),
    `Manufacturer:${manufacturer}`,
    ...ratings.map((k) => `Rating:${ratingLabels[k]}`),
  ];
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  lines.push(
    [
      name,
      slug,
      `<p>${name}: generated for benchmarks (${pick(materials, n)}).</p>`,
      '',
      facets.join('|'),
      '',
      '',
      `BENCH-${n + 1}`,
      (priceNow / 100).toFixed(2),
      'Taxable Goods',
      1_000_000,
      'true',
      '',
      '',
    ]
      .map(csvCell)
      .join(','),
  );
  stats.category[category.name] = (stats.category[category.name] ?? 0) + 1;
  if (parent) stats.category[parent.name] = (stats.category[parent.name] ?? 0) + 1;
  stats.manufacturer[manufacturer] = (stats.manufacturer[manufacturer] ?? 0) + 1;
  for (const k of ratings) stats.rating[ratingLabels[k]] = (stats.rating[ratingLabels[k]] ?? 0) + 1;
  stats.minPrice = Math.min(stats.minPrice, priceNow);
  stats.maxPrice = Math.max(stats.maxPrice, priceNow);
  if (onSale) stats.onSale++;
}
fs.writeFileSync(values.out, `${lines.join('\n')}\n`);
console.log(`Wrote ${total} products to ${values.out}`);
console.log(JSON.stringify(stats, null, 1));
