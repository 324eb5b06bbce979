import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { executeNamed, rowsOf } from '../../../kernel/sql-lists';

export interface CategoryTranslationRow {
  locale: string;
  name: string;
  slug: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  image: string | null;
  sort_order: number;
  status: number;
  translations: CategoryTranslationRow[];
}

/** Every category of the shop with its translations (a shop has tens or hundreds, never more). */
export async function allCategories(db: Db, shopId: number, onlyShown: boolean): Promise<CategoryRow[]> {
  // Named: every category and manufacturer page reads the tree first.
  return rowsOf<CategoryRow>(
    executeNamed(
      db,
      onlyShown ? 'shown_categories' : 'all_categories',
      sql`
      SELECT c.id, c.parent_id, c.image, c.sort_order, c.status,
        coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug,
            'description', coalesce(t.description, ''),
            'meta_title', coalesce(t.meta_title, ''), 'meta_description', coalesce(t.meta_description, ''))
            ORDER BY t.locale)
          FROM category_translations t WHERE t.shop_id = c.shop_id AND t.category_id = c.id), '[]'::json) AS translations
      FROM categories c
      WHERE c.shop_id = ${shopId} ${onlyShown ? sql`AND c.status = 1` : sql``}
      ORDER BY c.sort_order, c.id`,
    ),
  );
}

/** The id of the shown category with this slug in any language. */
export async function categoryIdBySlug(db: Db, shopId: number, slug: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db.execute(sql`
      SELECT c.id FROM category_translations t JOIN categories c ON c.shop_id = t.shop_id AND c.id = t.category_id
      WHERE t.shop_id = ${shopId} AND t.slug = ${slug} AND c.status = 1
      ORDER BY t.locale LIMIT 1`),
  );
  return row?.id;
}

/** The category and all below it, from an already loaded list. */
export function descendantIds(all: CategoryRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of all) {
    if (c.parent_id === null) continue;
    children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  }
  const ids: number[] = [];
  const stack = [rootId];
  const seen = new Set<number>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}
