// The demo shop's categories, manufacturers and rating options, copied from Emporia's
// packages/db/src/seed/catalog-data.ts and packages/contracts/src/listing-filters.ts.
const categories = [
  { key: 'camping', name: 'Camping' },
  { key: 'tents', name: 'Tents', parent: 'camping' },
  { key: 'sleeping-bags', name: 'Sleeping Bags', parent: 'camping' },
  { key: 'camp-kitchen', name: 'Camp Kitchen', parent: 'camping' },
  { key: 'hiking', name: 'Hiking' },
  { key: 'backpacks', name: 'Backpacks', parent: 'hiking' },
  { key: 'footwear', name: 'Footwear', parent: 'hiking' },
  { key: 'trekking-poles', name: 'Trekking Poles', parent: 'hiking' },
  { key: 'clothing', name: 'Clothing' },
  { key: 'jackets', name: 'Jackets', parent: 'clothing' },
  { key: 'base-layers', name: 'Base Layers', parent: 'clothing' },
  { key: 'climbing', name: 'Climbing' },
  { key: 'water-sports', name: 'Water Sports' },
  { key: 'lighting', name: 'Lighting' },
  { key: 'gift-cards', name: 'Gift Cards' },
];
const manufacturers = [
  'Summit Peak',
  'TrailForge',
  'NorthRidge',
  'Alpine Loop',
  'RiverStone',
  'Wildcraft',
  'Canyon Co.',
];
const ratingLabels = { 4: 'Excellent & Up', 3: 'Good & Up', 2: 'Average & Up', 1: 'Bad & Up' };
module.exports = { categories, manufacturers, ratingLabels };
