import { type ActivityKind, inLanguage, words } from '../logs';

/** How product entries read in the activity log (admin product/{id}). */
export const productActivity: ActivityKind = {
  kind: 'product',
  areas: ['products'],
  name: (state, reading) => inLanguage(state.name, reading),
  path: (id) => `product/${id}`,
  fields: {
    name: { label: 'name' },
    price: { label: 'price', words: words.money },
    sale_price: { label: 'sale price', words: words.money },
    status: { label: 'status', words: words.visibility },
    sku: { label: 'SKU' },
    quantity: { label: 'stock' },
    featured: { label: 'featured', words: words.yesNo },
    is_digital: { label: 'digital', words: words.yesNo },
    details: { label: 'other details', opaque: true },
  },
};

/** How category entries read (admin product/category/{id}). */
export const categoryActivity: ActivityKind = {
  kind: 'category',
  areas: ['categories'],
  path: (id) => `product/category/${id}`,
  fields: {
    status: { label: 'status', words: words.visibility },
    parent_id: { label: 'parent category', words: (id) => (id === null ? 'none' : `#${id}`) },
    translations: { label: 'texts', opaque: true },
    image: { label: 'picture', opaque: true },
    has_image: null,
    products: null,
  },
};
