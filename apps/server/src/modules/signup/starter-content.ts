/**
 * What a new shop starts with (issue 17): a few sample products to try the shop with. Its pages
 * (About us, Contact, …) are the starter pages of @emporia/db/seed/starter-pages, as the demo's.
 */
export const starterProducts = [
  {
    sku: 'SAMPLE-TEE',
    slug: 'sample-t-shirt',
    name: 'Sample T-shirt',
    price: 19,
    description: 'A soft cotton T-shirt. Replace this sample with your own products.',
  },
  {
    sku: 'SAMPLE-MUG',
    slug: 'sample-mug',
    name: 'Sample Mug',
    price: 12,
    description: 'A ceramic mug for your morning coffee. Replace this sample with your own products.',
  },
];
