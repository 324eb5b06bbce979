/**
 * What a new shop starts with (issue 17): pages a shopper expects, written so the merchant
 * only has to adjust them, and a few sample products to try the shop with.
 */
export function starterPages(shopName: string) {
  return [
    {
      title: 'About us',
      slug: 'about-us',
      summary: `Who we are at ${shopName}.`,
      body: `<p>Welcome to ${escapeText(shopName)}! Tell your customers who you are, what you sell and why.</p>`,
    },
    {
      title: 'Contact',
      slug: 'contact',
      summary: 'How to reach us.',
      body: '<p>Questions about an order or a product? Write to us through the contact form and we answer within one working day.</p>',
    },
    {
      title: 'Shipping & returns',
      slug: 'shipping-returns',
      summary: 'Delivery times and our return policy.',
      body: '<p>Orders leave within two working days. Unused items can be returned within 30 days for a full refund.</p>',
    },
  ];
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
