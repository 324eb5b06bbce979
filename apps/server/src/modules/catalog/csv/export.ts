import { productCsvColumns } from '@emporia/contracts/catalog-admin';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { RequestContext } from '../../../kernel/context';
import { toCm, toDecimal, toKg } from '../../../kernel/money';
import { rowsOf } from '../../../kernel/sql-lists';

interface ExportRow {
  sku: string;
  type: string;
  parent_sku: string | null;
  status: number;
  name: string | null;
  slug: string | null;
  description: string | null;
  price_minor: number;
  sale_price_minor: number | null;
  quantity: number;
  quantity_discount_status: number;
  is_digital: number;
  featured: number;
  manufacturer: string | null;
  categories: string | null;
  options: string | null;
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  tax_class_id: number | null;
}

/** Every product and variant as CSV (papaparse), texts in `locale`; parents come before their variants. */
export async function exportProductsCsv(ctx: RequestContext, locale: string): Promise<string> {
  const rows = await rowsOf<ExportRow>(
    ctx.db.execute(sql`
      SELECT p.sku, p.type, parent.sku AS parent_sku, p.status, t.name, t.slug, t.description, p.price_minor,
        p.sale_price_minor, p.quantity, p.quantity_discount_status, p.is_digital, p.featured, m.slug AS manufacturer,
        (SELECT string_agg(ct.slug, '|' ORDER BY ct.slug) FROM product_categories pc
          JOIN category_translations ct ON ct.shop_id = pc.shop_id AND ct.category_id = pc.category_id AND ct.locale = ${locale}
          WHERE pc.shop_id = ${ctx.shop.id} AND pc.shop_id = p.shop_id AND pc.product_id = p.id) AS categories,
        (SELECT string_agg(coalesce(o.names->>${locale}, '') || ':' || coalesce(v.names->>${locale}, ''), '|' ORDER BY o.sort_order, o.id)
          FROM product_variant_values pv JOIN product_options o ON o.shop_id = pv.shop_id AND o.id = pv.option_id
          JOIN product_option_values v ON v.shop_id = pv.shop_id AND v.id = pv.option_value_id WHERE pv.shop_id = p.shop_id AND pv.product_id = p.id) AS options,
        p.weight_grams, p.length_mm, p.width_mm, p.height_mm, p.tax_class_id
      FROM products p
      LEFT JOIN products parent ON parent.shop_id = p.shop_id AND parent.id = p.parent_id
      LEFT JOIN product_translations t ON t.shop_id = p.shop_id AND t.product_id = p.id AND t.locale = ${locale}
      LEFT JOIN manufacturers m ON m.shop_id = p.shop_id AND m.id = p.manufacturer_id
      WHERE p.shop_id = ${ctx.shop.id}
      ORDER BY coalesce(p.parent_id, p.id), p.parent_id NULLS FIRST, p.id`),
  );
  const data = rows.map((r) => [
    r.sku,
    r.type,
    r.parent_sku ?? '',
    String(r.status),
    r.name ?? '',
    r.slug ?? '',
    r.description ?? '',
    toDecimal(r.price_minor).toFixed(2),
    r.sale_price_minor === null ? '' : toDecimal(r.sale_price_minor).toFixed(2),
    String(r.quantity),
    String(r.quantity_discount_status),
    String(r.is_digital),
    String(r.featured),
    r.manufacturer ?? '',
    r.categories ?? '',
    r.options ?? '',
    String(toKg(r.weight_grams)),
    String(toCm(r.length_mm)),
    String(toCm(r.width_mm)),
    String(toCm(r.height_mm)),
    r.tax_class_id === null ? '' : String(r.tax_class_id),
  ]);
  return Papa.unparse({ fields: [...productCsvColumns], data });
}
