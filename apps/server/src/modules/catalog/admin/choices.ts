import { type PickerChoice, pickerLimit, type pickerQuerySchema } from '@emporia/contracts/picker';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../../kernel/context';
import { likePattern } from '../../../kernel/like-pattern';
import { rowsOf } from '../../../kernel/sql-lists';
import { listAdminCategories } from '../categories/admin-service';

type PickerQuery = z.output<typeof pickerQuerySchema>;

/** Products for a picker: by name or SKU, or the chosen ids, by name (SKU beneath). */
export async function productChoices(ctx: RequestContext, query: PickerQuery): Promise<PickerChoice[]> {
  const shopId = ctx.shop.id;
  const conditions: SQL[] = [sql`p.shop_id = ${shopId}`, sql`p.parent_id IS NULL`];
  if (query.ids) {
    if (query.ids.length === 0) return [];
    conditions.push(sql`p.id IN (${sql.join(query.ids, sql`, `)})`);
  }
  if (query.q)
    conditions.push(
      // lower(name) LIKE: the shape the admin search's trigram index serves (ADR 0026).
      sql`(p.sku ILIKE ${likePattern(query.q)} OR lower(t.name) LIKE lower(${likePattern(query.q)}))`,
    );
  const rows = await rowsOf<{ id: number; sku: string; name: string | null }>(
    ctx.db.execute(sql`
      SELECT p.id, p.sku, t.name FROM products p
      LEFT JOIN product_translations t ON t.shop_id = p.shop_id AND t.product_id = p.id AND t.locale = ${ctx.shop.defaultLanguage}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY coalesce(t.name, p.sku), p.id
      LIMIT ${query.ids ? query.ids.length : pickerLimit}`),
  );
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.sku, detail: `SKU ${r.sku}` }));
}

/** Categories for a picker: by their path ("Camping > Tents"), or the chosen ids. */
export async function categoryChoices(ctx: RequestContext, query: PickerQuery): Promise<PickerChoice[]> {
  const wanted = query.ids ? new Set(query.ids) : null;
  const term = query.q?.toLocaleLowerCase();
  return (await listAdminCategories(ctx))
    .filter((c) => (!wanted || wanted.has(c.id)) && (!term || c.name.toLocaleLowerCase().includes(term)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, wanted ? wanted.size : pickerLimit)
    .map((c) => ({ id: c.id, name: c.name, detail: `${c.products} product${c.products === 1 ? '' : 's'}` }));
}

export async function manufacturerChoices(ctx: RequestContext, query: PickerQuery): Promise<PickerChoice[]> {
  const conditions: SQL[] = [sql`shop_id = ${ctx.shop.id}`];
  if (query.ids) conditions.push(sql`id = ANY(${`{${query.ids.join(',')}}`}::int[])`);
  if (query.q) conditions.push(sql`name ILIKE ${likePattern(query.q)}`);
  return rowsOf<PickerChoice>(
    ctx.db.execute(sql`
      SELECT id, name FROM manufacturers WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY lower(name), id LIMIT ${query.ids ? query.ids.length : pickerLimit}`),
  );
}
