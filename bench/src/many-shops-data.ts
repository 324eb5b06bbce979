// What bench:seed-shops puts in each of its shops, by the shop's number: the many-shops
// scenarios ask for the same names without reading the database.

export const shopPrefix = 'dens';
export const subdomainOf = (n: number, prefix = shopPrefix) => `${prefix}${String(n).padStart(5, '0')}`;

const adjectives = ['Alpine', 'Summit', 'Trail', 'Canyon', 'Ridge', 'Glacier', 'Forest', 'River', 'Coastal'];
const nouns = ['Jacket', 'Tent', 'Backpack', 'Headlamp', 'Stove', 'Bottle', 'Boot', 'Glove', 'Lantern'];
export const categoryNames = ['Camping', 'Clothing', 'Climbing'];
/** A word every shop's products contain (a search that finds some in each). */
export const searchWords = nouns.map((noun) => noun.toLowerCase());

/** Shop n's products: 20–50 of them, with their names, slugs and prices. */
export function productsOf(n: number): { name: string; slug: string; priceMinor: number }[] {
  const count = 20 + ((n * 7919) % 31);
  return Array.from({ length: count }, (_, i) => {
    const name = `${adjectives[(i + n) % adjectives.length]} ${nouns[(i * 5 + n) % nouns.length]} ${i + 1}`;
    return {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      priceMinor: 500 + (((n + 1) * (i + 3) * 7919) % 30_000),
    };
  });
}
