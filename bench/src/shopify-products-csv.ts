// A Shopify products export (classic headers) of N products with Size × Colour variants, written
// from the public column description for the import benchmark: one row per variant, the product's
// own columns on its first row only, as Shopify writes them. No pictures (fetching them is the
// picture queue's work, measured elsewhere); `run` keeps handles and SKUs new on every run.
const headers = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'SEO Title',
  'SEO Description',
  'Status',
];
const sizes = ['S', 'M', 'L', 'XL'];
const colours = ['Red', 'Blue', 'Green', 'Black', 'Sand'];
const types = ['Jacket', 'Shirt', 'Trousers', 'Socks', 'Hat', 'Gloves', 'Scarf', 'Boots'];
const vendors = ['Northwind', 'Ridgeline', 'Fjellstad', 'Coastal Co', 'Summit Goods'];

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function shopifyProductsCsv(count: number, variantsPer: number, run: string): string {
  const lines = [headers.join(',')];
  for (let i = 0; i < count; i++) {
    const handle = `bench-${run}-${i}`;
    const type = types[i % types.length]!;
    const price = 10 + (i % 90);
    for (let v = 0; v < variantsPer; v++) {
      const first = v === 0;
      const row = [
        handle,
        first ? `Bench ${type} ${run} ${i}` : '',
        first ? `<p>A ${type.toLowerCase()} made for the import benchmark, number ${i}.</p>` : '',
        first ? vendors[i % vendors.length]! : '',
        first ? `Apparel > ${type}` : '',
        first ? type : '',
        first ? 'bench, outdoor' : '',
        first ? 'true' : '',
        first ? 'Size' : '',
        sizes[v % sizes.length]!,
        first ? 'Colour' : '',
        colours[(i + Math.floor(v / sizes.length)) % colours.length]!,
        `${handle}-${v}`,
        String(300 + v * 20),
        String((i + v) % 25),
        `${price + v}.00`,
        i % 4 === 0 ? `${price + v + 10}.00` : '',
        first ? `Bench ${type} ${i}` : '',
        first ? `Bench ${type} number ${i}` : '',
        first ? 'active' : '',
      ];
      lines.push(row.map(cell).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}
