import type { ImportedProduct, ImportedVariant } from '@emporia/contracts/imports';
import { type CsvFile, type CsvRow, cellOf, hasColumn } from './csv';
import { emptyProduct, listOf, priceOf, type ReadResult, RowProblem, wholeOf } from './values';

/** Each field under its classic header and the one Shopify's current template uses. */
const col = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description'],
  vendor: ['Vendor'],
  category: ['Product Category', 'Product category'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  sku: ['Variant SKU', 'SKU'],
  grams: ['Variant Grams', 'Weight value (grams)'],
  stock: ['Variant Inventory Qty', 'Inventory quantity'],
  price: ['Variant Price', 'Price'],
  compareAt: ['Variant Compare At Price', 'Compare-at price'],
  barcode: ['Variant Barcode', 'Barcode'],
  imageSrc: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position', 'Image position'],
  imageAlt: ['Image Alt Text', 'Image alt text'],
  variantImage: ['Variant Image', 'Variant image URL'],
  seoTitle: ['SEO Title', 'SEO title'],
  seoDescription: ['SEO Description', 'SEO description'],
} as const;
const optionName = (n: number) => [`Option${n} Name`];
const optionValue = (n: number) => [`Option${n} Value`];

/** Shopify writes a product without options as one variant "Title: Default Title". */
const isDefaultOption = (name: string, value: string) =>
  name.toLowerCase() === 'title' && value.toLowerCase() === 'default title';

export const looksLikeShopify = (file: CsvFile) => hasColumn(file.headers, ...col.handle);

function variantOf(row: CsvRow, product: ImportedProduct, currency: string): ImportedVariant | undefined {
  const options: Record<string, string> = {};
  for (let n = 1; n <= 3; n++) {
    const value = cellOf(row, ...optionValue(n));
    const name = product.options[n - 1];
    if (value && name && !isDefaultOption(name, value)) options[name] = value;
  }
  const sku = cellOf(row, ...col.sku);
  const price = cellOf(row, ...col.price);
  if (!Object.keys(options).length && !sku && !price) return undefined;
  const selling = priceOf(price, currency, 'Price');
  const compareAt = priceOf(cellOf(row, ...col.compareAt), currency, 'Compare-at price');
  return {
    row: row.row,
    sku,
    options,
    price_minor: selling,
    compare_at_minor: compareAt,
    stock: wholeOf(cellOf(row, ...col.stock), 'Inventory quantity'),
    grams: wholeOf(cellOf(row, ...col.grams), 'Weight'),
    barcode: cellOf(row, ...col.barcode),
    picture: cellOf(row, ...col.variantImage) || null,
  };
}

function startProduct(row: CsvRow, handle: string): ImportedProduct {
  const product = emptyProduct(row.row, handle);
  product.name = cellOf(row, ...col.title);
  product.description_html = cellOf(row, ...col.body);
  product.manufacturer = cellOf(row, ...col.vendor);
  const category = cellOf(row, ...col.category);
  const type = cellOf(row, ...col.type);
  if (category) product.categories.push(listOf(category, '>'));
  else if (type) product.categories.push([type]);
  product.tags = listOf(cellOf(row, ...col.tags));
  const status = cellOf(row, ...col.status).toLowerCase();
  const published = cellOf(row, ...col.published).toLowerCase();
  product.published = status ? status === 'active' : published !== 'false';
  product.seo_title = cellOf(row, ...col.seoTitle);
  product.seo_description = cellOf(row, ...col.seoDescription);
  for (let n = 1; n <= 3; n++) {
    const name = cellOf(row, ...optionName(n));
    if (name && !isDefaultOption(name, cellOf(row, ...optionValue(n)))) product.options.push(name);
  }
  product.old_path = `/products/${handle}`;
  return product;
}

/** A simple product: the single default variant's price, stock and SKU are the product's. */
function settle(product: ImportedProduct): ImportedProduct {
  const hasOptions = product.variants.some((v) => Object.keys(v.options).length);
  if (!hasOptions) {
    const only = product.variants[0];
    product.variants = [];
    if (only) {
      product.sku = only.sku;
      product.price_minor = only.price_minor;
      product.compare_at_minor = only.compare_at_minor;
      product.stock = only.stock;
      product.grams = only.grams;
    }
  }
  product.sku ||= product.handle.slice(0, 64);
  return product;
}

/**
 * Shopify's products CSV: a product's rows share its handle; the first carries the product's
 * fields, the rest only a variant's columns or one more picture (continuation rows).
 */
export function readShopifyProducts(file: CsvFile, currency: string): ReadResult {
  const result: ReadResult = { products: [], errors: [] };
  const byHandle = new Map<string, ImportedProduct>();
  const skipped = new Set<string>();
  // Products with a variant row that could not be read: without any readable one they are dropped.
  const unreadVariants = new Set<ImportedProduct>();
  let current: ImportedProduct | undefined;
  for (const row of file.rows) {
    const handle = cellOf(row, ...col.handle).toLowerCase();
    if (!handle) {
      result.errors.push({ row: row.row, reason: 'The handle is empty.' });
      continue;
    }
    if (skipped.has(handle)) continue;
    let product: ImportedProduct | undefined;
    try {
      product = byHandle.get(handle);
      if (product && product !== current && cellOf(row, ...col.title)) {
        throw new RowProblem(`The handle "${handle}" is used again by another product (row ${product.row}).`);
      }
      if (!product) {
        if (!cellOf(row, ...col.title)) {
          throw new RowProblem(`A variant or picture of "${handle}", whose product row is missing.`);
        }
        product = startProduct(row, handle);
        byHandle.set(handle, product);
        result.products.push(product);
      }
      current = product;
      const variant = variantOf(row, product, currency);
      if (variant) product.variants.push(variant);
      const src = cellOf(row, ...col.imageSrc);
      if (src && !product.pictures.some((p) => p.url === src)) {
        const position = Number(cellOf(row, ...col.imagePosition)) || product.pictures.length + 1;
        product.pictures.push({ url: src, alt: cellOf(row, ...col.imageAlt), position });
      }
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      result.errors.push({ row: row.row, reason: error.message });
      if (product && product === current) unreadVariants.add(product);
    }
  }
  // A product whose every variant row was unreadable would be made without a price: not at all.
  result.products = result.products.filter((product) => {
    if (!unreadVariants.has(product) || product.variants.length) return true;
    result.errors.push({
      row: product.row,
      reason: `${product.name || product.handle}: none of its variants could be read, so it is not imported.`,
    });
    return false;
  });
  result.errors.sort((a, b) => a.row - b.row);
  for (const product of result.products) {
    product.pictures.sort((a, b) => a.position - b.position);
    settle(product);
  }
  return result;
}
