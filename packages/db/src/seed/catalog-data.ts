// The demo gear shop's catalogue, as plain data. Tests rely on the named
// fixtures (marked below); everything else only needs to look like a shop.

export interface SeedCategory {
  key: string;
  name: string;
  parent?: string;
  color: string;
}

export const demoCategories: SeedCategory[] = [
  { key: 'camping', name: 'Camping', color: '#2f6f4f' },
  { key: 'tents', name: 'Tents', parent: 'camping', color: '#3d8b5f' },
  { key: 'sleeping-bags', name: 'Sleeping Bags', parent: 'camping', color: '#4a6fa5' },
  { key: 'camp-kitchen', name: 'Camp Kitchen', parent: 'camping', color: '#b5651d' },
  { key: 'hiking', name: 'Hiking', color: '#7a5c2e' },
  { key: 'backpacks', name: 'Backpacks', parent: 'hiking', color: '#8e6c3a' },
  { key: 'footwear', name: 'Footwear', parent: 'hiking', color: '#5c4033' },
  { key: 'trekking-poles', name: 'Trekking Poles', parent: 'hiking', color: '#6b7b8c' },
  { key: 'clothing', name: 'Clothing', color: '#9b2d30' },
  { key: 'jackets', name: 'Jackets', parent: 'clothing', color: '#c0392b' },
  { key: 'base-layers', name: 'Base Layers', parent: 'clothing', color: '#8e44ad' },
  { key: 'climbing', name: 'Climbing', color: '#d35400' },
  { key: 'water-sports', name: 'Water Sports', color: '#1f78b4' },
  { key: 'lighting', name: 'Lighting', color: '#f1c40f' },
  { key: 'gift-cards', name: 'Gift Cards', color: '#16a085' },
];

export const demoManufacturers = [
  'Summit Peak',
  'TrailForge',
  'NorthRidge',
  'Alpine Loop',
  'RiverStone',
  'Wildcraft',
  'Canyon Co.',
];

export interface SeedOption {
  key: string;
  name: string;
  type: string;
  values: string[];
}

export const demoOptions: SeedOption[] = [
  { key: 'color', name: 'Color', type: 'select', values: ['Red', 'Blue', 'Black', 'Green'] },
  { key: 'size', name: 'Size', type: 'select', values: ['S', 'M', 'L', 'XL'] },
  { key: 'shoe-size', name: 'Shoe Size', type: 'select', values: ['8', '9', '10', '11', '12'] },
  { key: 'volume', name: 'Volume', type: 'select', values: ['40L', '55L', '65L'] },
];

export interface SeedVariant {
  /** option key → value */
  values: Record<string, string>;
  quantity: number;
  /** 0 = withdrawn variant: the product page says it is no longer available. */
  status?: number;
  priceDelta?: number;
}

export interface SeedProduct {
  name: string;
  category: string;
  manufacturer: string;
  price: number;
  quantity?: number;
  /** Sale as a fraction of the price, running from 7 days ago for 30 days unless `saleWindow` says otherwise. */
  sale?: number;
  saleWindow?: 'running' | 'ended' | 'future';
  tiers?: boolean;
  featured?: boolean;
  digital?: boolean;
  variants?: SeedVariant[];
  reviews?: number;
  weight?: number;
}

const sizes = (quantity: (size: string) => number, list = ['S', 'M', 'L', 'XL']): SeedVariant[] =>
  list.map((size) => ({ values: { size }, quantity: quantity(size) }));

export const demoProducts: SeedProduct[] = [
  // Fixture: configurable with Color × Size; Blue/L is missing (no longer available), Red/S is sold out.
  {
    name: 'Trailblazer Rain Jacket',
    category: 'jackets',
    manufacturer: 'NorthRidge',
    price: 149,
    featured: true,
    reviews: 5,
    variants: [
      { values: { color: 'Red', size: 'S' }, quantity: 0 },
      { values: { color: 'Red', size: 'M' }, quantity: 8 },
      { values: { color: 'Red', size: 'L' }, quantity: 5 },
      { values: { color: 'Blue', size: 'S' }, quantity: 3 },
      { values: { color: 'Blue', size: 'M' }, quantity: 6 },
      { values: { color: 'Blue', size: 'L' }, quantity: 4, status: 0 },
    ],
  },
  // Fixture: simple and sold out (restock notices).
  {
    name: 'Summit 2-Person Tent',
    category: 'tents',
    manufacturer: 'Summit Peak',
    price: 289,
    quantity: 0,
    reviews: 4,
  },
  // Fixture: running sale.
  {
    name: 'Ridgeline Headlamp',
    category: 'lighting',
    manufacturer: 'Wildcraft',
    price: 45,
    sale: 0.8,
    reviews: 3,
  },
  // Fixture: quantity-discount tiers.
  {
    name: 'Granite Water Bottle',
    category: 'camp-kitchen',
    manufacturer: 'RiverStone',
    price: 24,
    tiers: true,
    reviews: 2,
  },
  // Fixtures: a sale that ended and one that has not started.
  {
    name: 'Basecamp Camp Chair',
    category: 'camping',
    manufacturer: 'Canyon Co.',
    price: 69,
    sale: 0.7,
    saleWindow: 'ended',
  },
  {
    name: 'Nightfall Lantern',
    category: 'lighting',
    manufacturer: 'Wildcraft',
    price: 39,
    sale: 0.75,
    saleWindow: 'future',
  },
  // Fixtures: gift cards.
  {
    name: 'Emporia Gift Card $25',
    category: 'gift-cards',
    manufacturer: 'Canyon Co.',
    price: 25,
    quantity: 9999,
    digital: true,
  },
  {
    name: 'Emporia Gift Card $50',
    category: 'gift-cards',
    manufacturer: 'Canyon Co.',
    price: 50,
    quantity: 9999,
    digital: true,
  },

  {
    name: 'Alpine Dome Tent',
    category: 'tents',
    manufacturer: 'Alpine Loop',
    price: 359,
    featured: true,
    reviews: 6,
  },
  {
    name: 'Backcountry Bivy',
    category: 'tents',
    manufacturer: 'TrailForge',
    price: 179,
    sale: 0.85,
    reviews: 2,
  },
  { name: 'Family Cabin Tent', category: 'tents', manufacturer: 'Summit Peak', price: 499, reviews: 3 },
  { name: 'Ultralight Tarp Shelter', category: 'tents', manufacturer: 'Wildcraft', price: 129, quantity: 0 },
  {
    name: 'Glacier Down Sleeping Bag',
    category: 'sleeping-bags',
    manufacturer: 'NorthRidge',
    price: 329,
    featured: true,
    reviews: 4,
  },
  {
    name: 'Meadow Synthetic Sleeping Bag',
    category: 'sleeping-bags',
    manufacturer: 'Alpine Loop',
    price: 119,
    sale: 0.8,
    reviews: 2,
  },
  {
    name: 'Kids Campfire Sleeping Bag',
    category: 'sleeping-bags',
    manufacturer: 'Canyon Co.',
    price: 59,
    reviews: 1,
  },
  {
    name: 'Silk Sleeping Bag Liner',
    category: 'sleeping-bags',
    manufacturer: 'RiverStone',
    price: 49,
    tiers: true,
  },
  {
    name: 'Inflatable Sleeping Pad',
    category: 'sleeping-bags',
    manufacturer: 'TrailForge',
    price: 89,
    reviews: 3,
  },
  { name: 'Titanium Cook Pot', category: 'camp-kitchen', manufacturer: 'TrailForge', price: 54, reviews: 4 },
  {
    name: 'Backpacking Stove',
    category: 'camp-kitchen',
    manufacturer: 'Summit Peak',
    price: 79,
    featured: true,
    reviews: 5,
  },
  {
    name: 'Collapsible Bowl Set',
    category: 'camp-kitchen',
    manufacturer: 'Wildcraft',
    price: 29,
    tiers: true,
    reviews: 2,
  },
  { name: 'French Press Mug', category: 'camp-kitchen', manufacturer: 'RiverStone', price: 34, sale: 0.8 },
  {
    name: 'Water Filter Pump',
    category: 'camp-kitchen',
    manufacturer: 'NorthRidge',
    price: 99,
    quantity: 0,
    reviews: 2,
  },
  {
    name: 'Voyager Trekking Pack',
    category: 'backpacks',
    manufacturer: 'Summit Peak',
    price: 219,
    featured: true,
    reviews: 4,
    variants: [
      { values: { volume: '40L' }, quantity: 6 },
      { values: { volume: '55L' }, quantity: 3, priceDelta: 20 },
      { values: { volume: '65L' }, quantity: 0, priceDelta: 40 },
    ],
  },
  { name: 'Daytripper 22 Pack', category: 'backpacks', manufacturer: 'TrailForge', price: 89, reviews: 3 },
  {
    name: 'Hydration Vest',
    category: 'backpacks',
    manufacturer: 'RiverStone',
    price: 119,
    sale: 0.85,
    reviews: 2,
  },
  { name: 'Summit Duffel 60', category: 'backpacks', manufacturer: 'NorthRidge', price: 139 },
  {
    name: 'Hip Pack Mini',
    category: 'backpacks',
    manufacturer: 'Wildcraft',
    price: 39,
    tiers: true,
    reviews: 1,
  },
  {
    name: 'Canyon Hiking Boot',
    category: 'footwear',
    manufacturer: 'Canyon Co.',
    price: 189,
    featured: true,
    reviews: 6,
    variants: ['8', '9', '10', '11', '12'].map((size, i) => ({
      values: { 'shoe-size': size },
      quantity: i === 4 ? 0 : 4 + i,
    })),
  },
  {
    name: 'Ridge Runner Trail Shoe',
    category: 'footwear',
    manufacturer: 'TrailForge',
    price: 139,
    sale: 0.8,
    reviews: 4,
    variants: ['8', '9', '10', '11'].map((size) => ({ values: { 'shoe-size': size }, quantity: 5 })),
  },
  { name: 'Camp Sandal', category: 'footwear', manufacturer: 'RiverStone', price: 59, reviews: 2 },
  {
    name: 'Merino Hiking Socks',
    category: 'footwear',
    manufacturer: 'Alpine Loop',
    price: 22,
    tiers: true,
    reviews: 5,
  },
  { name: 'Gaiter Pair', category: 'footwear', manufacturer: 'NorthRidge', price: 45, quantity: 0 },
  {
    name: 'Carbon Trekking Poles',
    category: 'trekking-poles',
    manufacturer: 'Alpine Loop',
    price: 149,
    reviews: 3,
  },
  {
    name: 'Aluminium Trekking Poles',
    category: 'trekking-poles',
    manufacturer: 'Summit Peak',
    price: 79,
    sale: 0.75,
    reviews: 2,
  },
  { name: 'Folding Z-Poles', category: 'trekking-poles', manufacturer: 'TrailForge', price: 129 },
  {
    name: 'Pole Tip Replacement Kit',
    category: 'trekking-poles',
    manufacturer: 'Wildcraft',
    price: 15,
    tiers: true,
  },
  {
    name: 'Stormshell Hardshell Jacket',
    category: 'jackets',
    manufacturer: 'Alpine Loop',
    price: 299,
    reviews: 3,
    variants: sizes((size) => (size === 'XL' ? 0 : 5)),
  },
  {
    name: 'Puffer Down Jacket',
    category: 'jackets',
    manufacturer: 'NorthRidge',
    price: 229,
    sale: 0.85,
    featured: true,
    reviews: 4,
    variants: sizes(() => 4),
  },
  { name: 'Windbreaker Shell', category: 'jackets', manufacturer: 'Wildcraft', price: 99, reviews: 2 },
  {
    name: 'Fleece Quarter Zip',
    category: 'jackets',
    manufacturer: 'Canyon Co.',
    price: 79,
    quantity: 0,
    reviews: 1,
  },
  {
    name: 'Merino Base Layer Top',
    category: 'base-layers',
    manufacturer: 'Alpine Loop',
    price: 89,
    reviews: 3,
    variants: sizes((size) => (size === 'S' ? 0 : 7)),
  },
  {
    name: 'Merino Base Layer Bottom',
    category: 'base-layers',
    manufacturer: 'Alpine Loop',
    price: 85,
    reviews: 2,
  },
  {
    name: 'Synthetic Tee',
    category: 'base-layers',
    manufacturer: 'TrailForge',
    price: 35,
    tiers: true,
    sale: 0.8,
  },
  { name: 'Thermal Neck Gaiter', category: 'base-layers', manufacturer: 'Wildcraft', price: 19, reviews: 1 },
  {
    name: 'Dynamic Climbing Rope 60m',
    category: 'climbing',
    manufacturer: 'Summit Peak',
    price: 199,
    featured: true,
    reviews: 4,
  },
  { name: 'Climbing Harness', category: 'climbing', manufacturer: 'Alpine Loop', price: 69, reviews: 3 },
  {
    name: 'Locking Carabiner',
    category: 'climbing',
    manufacturer: 'TrailForge',
    price: 14,
    tiers: true,
    reviews: 5,
  },
  { name: 'Chalk Bag', category: 'climbing', manufacturer: 'Wildcraft', price: 25, sale: 0.8 },
  {
    name: 'Climbing Helmet',
    category: 'climbing',
    manufacturer: 'NorthRidge',
    price: 75,
    quantity: 0,
    reviews: 2,
  },
  { name: 'Belay Device', category: 'climbing', manufacturer: 'Summit Peak', price: 32, reviews: 1 },
  {
    name: 'Touring Kayak Paddle',
    category: 'water-sports',
    manufacturer: 'RiverStone',
    price: 159,
    reviews: 2,
  },
  {
    name: 'Dry Bag 20L',
    category: 'water-sports',
    manufacturer: 'RiverStone',
    price: 29,
    tiers: true,
    reviews: 4,
  },
  {
    name: 'Inflatable Paddle Board',
    category: 'water-sports',
    manufacturer: 'Canyon Co.',
    price: 549,
    featured: true,
    reviews: 3,
  },
  { name: 'Life Vest', category: 'water-sports', manufacturer: 'RiverStone', price: 89, sale: 0.85 },
  {
    name: 'Waterproof Phone Pouch',
    category: 'water-sports',
    manufacturer: 'Wildcraft',
    price: 19,
    quantity: 0,
  },
  { name: 'Trail Lantern Mini', category: 'lighting', manufacturer: 'Summit Peak', price: 25, reviews: 2 },
  { name: 'Solar String Lights', category: 'lighting', manufacturer: 'Canyon Co.', price: 35, reviews: 1 },
  {
    name: 'Rechargeable Headlamp Pro',
    category: 'lighting',
    manufacturer: 'NorthRidge',
    price: 75,
    featured: true,
    reviews: 3,
  },
  { name: 'Hammock with Straps', category: 'camping', manufacturer: 'Wildcraft', price: 79, reviews: 4 },
  { name: 'Camp Table', category: 'camping', manufacturer: 'Canyon Co.', price: 99, sale: 0.8, reviews: 2 },
  { name: 'Emergency Blanket', category: 'camping', manufacturer: 'Summit Peak', price: 9, tiers: true },
  { name: 'First Aid Kit', category: 'camping', manufacturer: 'NorthRidge', price: 49, reviews: 3 },
  { name: 'Compass and Map Case', category: 'hiking', manufacturer: 'TrailForge', price: 29, reviews: 2 },
  {
    name: 'Trail Snack Sampler',
    category: 'hiking',
    manufacturer: 'Alpine Loop',
    price: 19,
    tiers: true,
    sale: 0.9,
  },
];

export const outdoorsCategories: SeedCategory[] = [{ key: 'camping', name: 'Camping', color: '#556b2f' }];

/** The other shop: a few products, one sharing a slug with the demo shop (tenant isolation). */
export const outdoorsProducts: SeedProduct[] = [
  {
    name: 'Summit 2-Person Tent',
    category: 'camping',
    manufacturer: 'Outdoors Basics',
    price: 199,
    quantity: 4,
  },
  { name: 'Riverside Fishing Rod', category: 'camping', manufacturer: 'Outdoors Basics', price: 89 },
  {
    name: 'Outdoors Cooler Box',
    category: 'camping',
    manufacturer: 'Outdoors Basics',
    price: 129,
    quantity: 0,
  },
  { name: 'Pine Camp Stool', category: 'camping', manufacturer: 'Outdoors Basics', price: 29 },
  { name: 'Firestarter Kit', category: 'camping', manufacturer: 'Outdoors Basics', price: 15, sale: 0.8 },
];

export const reviewAuthors = ['Alex', 'Jordan', 'Sam', 'Riley', 'Morgan', 'Taylor', 'Casey', 'Jamie'];
export const reviewTexts = [
  'Held up great on a week-long trip. Would buy again.',
  'Solid quality for the price, a little heavier than expected.',
  'Exactly as described and arrived quickly.',
  'Good, but the sizing runs a bit small.',
  'Outstanding gear. My new favourite piece of kit.',
  'Does the job. Nothing fancy, nothing wrong.',
];
