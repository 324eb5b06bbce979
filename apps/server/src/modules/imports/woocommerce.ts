import type { ImportedProduct } from '@emporia/contracts/imports';
import { slugify } from '../catalog';
import { type CsvFile, type CsvRow, cellOf, hasColumn } from './csv';
import { decimalOf, emptyProduct, listOf, priceOf, type ReadResult, RowProblem, wholeOf } from './values';

export const looksLikeWooCommerce = (file: CsvFile) =>
  hasColumn(file.headers, 'Regular price') && hasColumn(file.headers, 'Type');

/** Attribute N name / value(s) pairs of a row, in column order. */
function attributesOf(row: CsvRow): { name: string; values: string[] }[] {
  const found: { name: string; values: string[] }[] = [];
  for (let n = 1; n <= 50; n++) {
    const name = cellOf(row, `Attribute ${n} name`);
    if (!name) {
      if (row.cells[`attribute ${n} name`] === undefined) break;
      continue;
    }
    found.push({ name, values: listOf(cellOf(row, `Attribute ${n} value(s)`)) });
  }
  return found;
}

/** Woo's sale price is what the shopper pays, its regular price what the compare-at is. */
function pricesOf(row: CsvRow, currency: string) {
  const regular = priceOf(cellOf(row, 'Regular price'), currency, 'Regular price');
  const sale = priceOf(cellOf(row, 'Sale price'), currency, 'Sale price');
  return sale !== null && regular !== null && sale < regular
    ? { price_minor: sale, compare_at_minor: regular }
    : { price_minor: regular, compare_at_minor: null };
}

function productOf(row: CsvRow, currency: string): ImportedProduct {
  const name = cellOf(row, 'Name');
  if (!name) throw new RowProblem('The name is empty.');
  const id = cellOf(row, 'ID');
  const slug = slugify(name);
  const product = emptyProduct(row.row, slug);
  product.sku = cellOf(row, 'SKU') || (id ? `woo-${id}` : slug.slice(0, 64));
  product.name = name;
  product.description_html = cellOf(row, 'Description');
  product.short_description_html = cellOf(row, 'Short description');
  product.published = cellOf(row, 'Published') !== '0' && cellOf(row, 'Published') !== '-1';
  product.categories = listOf(cellOf(row, 'Categories')).map((path) => listOf(path, '>'));
  product.manufacturer = cellOf(row, 'Brands', 'Brand');
  product.tags = listOf(cellOf(row, 'Tags'));
  Object.assign(product, pricesOf(row, currency));
  product.stock = wholeOf(cellOf(row, 'Stock'), 'Stock');
  const kg = decimalOf(cellOf(row, 'Weight (kg)', 'Weight'), 'Weight');
  product.grams = kg === null ? null : Math.round(kg * 1000);
  product.length = decimalOf(cellOf(row, 'Length (cm)', 'Length'), 'Length');
  product.width = decimalOf(cellOf(row, 'Width (cm)', 'Width'), 'Width');
  product.height = decimalOf(cellOf(row, 'Height (cm)', 'Height'), 'Height');
  product.pictures = listOf(cellOf(row, 'Images')).map((url, i) => ({ url, alt: '', position: i + 1 }));
  product.old_path = `/product/${slug}`;
  product.old_category_paths = product.categories.map((path) => ({
    path,
    from: `/product-category/${path.map(slugify).join('/')}`,
  }));
  return product;
}

/**
 * WooCommerce's product CSV exporter: simple and variable products, and variations pointing at
 * their parent by `id:NN` or SKU, which become the parent's variants.
 */
export function readWooCommerceProducts(file: CsvFile, currency: string): ReadResult {
  const result: ReadResult = { products: [], errors: [] };
  const byKey = new Map<string, ImportedProduct>();
  const variations: CsvRow[] = [];
  const seenSkus = new Set<string>();
  for (const row of file.rows) {
    const type = cellOf(row, 'Type').toLowerCase();
    try {
      if (type.includes('variation')) {
        variations.push(row);
        continue;
      }
      if (type.includes('grouped')) {
        throw new RowProblem(
          'A grouped product is not imported; the products it groups are, each on its own.',
        );
      }
      const product = productOf(row, currency);
      if (seenSkus.has(product.sku))
        throw new RowProblem(`The SKU ${product.sku} is used by an earlier row.`);
      seenSkus.add(product.sku);
      if (type.includes('variable')) product.options = attributesOf(row).map((a) => a.name);
      result.products.push(product);
      const id = cellOf(row, 'ID');
      if (id) byKey.set(`id:${id}`, product);
      if (cellOf(row, 'SKU')) byKey.set(cellOf(row, 'SKU'), product);
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      result.errors.push({ row: row.row, reason: error.message });
    }
  }
  for (const row of variations) {
    try {
      const parentKey = cellOf(row, 'Parent');
      const parent = byKey.get(parentKey);
      if (!parent?.options.length)
        throw new RowProblem(
          `A variation whose parent "${parentKey || '(empty)'}" is not a variable product of the file.`,
        );
      const options: Record<string, string> = {};
      for (const attribute of attributesOf(row)) {
        const value = attribute.values[0];
        if (value) options[attribute.name] = value;
      }
      if (!Object.keys(options).length) throw new RowProblem('A variation without attribute values.');
      const kg = decimalOf(cellOf(row, 'Weight (kg)', 'Weight'), 'Weight');
      const images = listOf(cellOf(row, 'Images'));
      parent.variants.push({
        row: row.row,
        sku: cellOf(row, 'SKU'),
        options,
        ...pricesOf(row, currency),
        stock: wholeOf(cellOf(row, 'Stock'), 'Stock'),
        grams: kg === null ? null : Math.round(kg * 1000),
        barcode: cellOf(row, 'GTIN, UPC, EAN, or ISBN'),
        picture: images[0] ?? null,
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      result.errors.push({ row: row.row, reason: error.message });
    }
  }
  return result;
}
