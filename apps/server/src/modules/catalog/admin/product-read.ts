import type { ProductType } from '@emporia/contracts/catalog';
import type {
  AdminProduct,
  AdminProductRow,
  adminProductListQuerySchema,
} from '@emporia/contracts/catalog-admin';
import { emptyProductAccessibility } from '@emporia/contracts/product-accessibility';
import { schema } from '@emporia/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { likePattern } from '../../../kernel/like-pattern';
import { keysetOf, type Paging, type ReadPage } from '../../../kernel/list-pages';
import { toCm, toDecimal, toDecimalOrNull, toKg } from '../../../kernel/money';
import { rowsOf } from '../../../kernel/sql-lists';
import { shopCurrency } from '../../store-settings';
import { imageOf, pictureUrl } from '../images';
import { ratingOf } from '../products/cards';

const {
  products,
  productTranslations,
  productCategories,
  productQuantityDiscounts,
  productGroupPrices,
  productImages,
} = schema;

/** Everything the admin product page edits. Variants are read with their parent's id. */
export async function getAdminProduct(ctx: RequestContext, id: number): Promise<AdminProduct> {
  const shopId = ctx.shop.id;
  const [p] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, id)));
  if (!p) throw notFound('This product does not exist.');
  const [translations, categoryRows, tiers, groupPrices, images, values] = await Promise.all([
    ctx.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.shopId, shopId), eq(productTranslations.productId, id)))
      .orderBy(asc(productTranslations.locale)),
    ctx.db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(and(eq(productCategories.shopId, shopId), eq(productCategories.productId, id))),
    ctx.db
      .select()
      .from(productQuantityDiscounts)
      .where(and(eq(productQuantityDiscounts.shopId, shopId), eq(productQuantityDiscounts.productId, id)))
      .orderBy(asc(productQuantityDiscounts.minQuantity)),
    ctx.db
      .select()
      .from(productGroupPrices)
      .where(and(eq(productGroupPrices.shopId, shopId), eq(productGroupPrices.productId, id))),
    ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.shopId, shopId), eq(productImages.productId, id)))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    ctx.db
      .select({ id: schema.productVariantValues.optionValueId })
      .from(schema.productVariantValues)
      .where(
        and(eq(schema.productVariantValues.shopId, shopId), eq(schema.productVariantValues.productId, id)),
      ),
  ]);
  return {
    id: p.id,
    parent_id: p.parentId,
    type: p.type as ProductType,
    sku: p.sku,
    status: p.status,
    price: toDecimal(p.priceMinor),
    sale_price: toDecimalOrNull(p.salePriceMinor),
    sale_starts_at: p.saleStartsAt?.toISOString() ?? null,
    sale_ends_at: p.saleEndsAt?.toISOString() ?? null,
    quantity: p.quantity,
    quantity_discount_status: p.quantityDiscountStatus,
    is_digital: p.isDigital,
    featured: p.featured,
    tax_class_id: p.taxClassId,
    manufacturer_id: p.manufacturerId,
    weight: toKg(p.weightGrams),
    length: toCm(p.lengthMm),
    width: toCm(p.widthMm),
    height: toCm(p.heightMm),
    sort_order: p.sortOrder,
    category_ids: categoryRows.map((c) => c.id),
    translations: translations.map((t) => ({
      locale: t.locale,
      name: t.name,
      slug: t.slug ?? '',
      // What is stored: an untranslated field is an empty box showing the default's text.
      description: t.description ?? '',
      meta_title: t.metaTitle ?? '',
      meta_description: t.metaDescription ?? '',
    })),
    tiers: tiers.map((t) => ({ min_quantity: t.minQuantity, price: toDecimal(t.priceMinor) })),
    group_prices: groupPrices.map((g) => ({
      customer_group_id: g.customerGroupId,
      price: toDecimal(g.priceMinor),
    })),
    images: images.map((i) => ({ ...imageOf(i.id, i.image), sort_order: i.sortOrder })),
    accessibility: p.accessibility ?? emptyProductAccessibility,
    option_value_ids: values.map((v) => v.id),
    rating: ratingOf(p.ratingTotal, p.totalReviews),
    total_reviews: p.totalReviews,
    date_added: p.createdAt.toISOString(),
    currency: await shopCurrency(ctx),
  };
}

type ListQuery = z.output<typeof adminProductListQuerySchema>;

const sortColumns: Record<ListQuery['sort'], SQL> = {
  id: sql`p.id`,
  name: sql`lower(t.name)`,
  sku: sql`p.sku`,
  price: sql`p.price_minor`,
  quantity: sql`p.quantity`,
  status: sql`p.status`,
  date_added: sql`p.created_at`,
};

interface AdminRowSql {
  id: number;
  type: string;
  sku: string;
  name: string | null;
  status: number;
  price_minor: number;
  sale_price_minor: number | null;
  quantity: number;
  image: string | null;
  children: number;
  created_at: Date | string;
  total: number;
}

/** The admin product table: search, filters, sort and pages, top-level products only. */
export async function listAdminProducts(
  ctx: RequestContext,
  query: ListQuery,
  paging: Paging,
): Promise<ReadPage<AdminProductRow>> {
  const shopId = ctx.shop.id;
  const conditions: SQL[] = [sql`p.shop_id = ${shopId}`, sql`p.parent_id IS NULL`];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(p.sku ILIKE ${pattern} OR EXISTS (SELECT 1 FROM product_translations s
      WHERE s.shop_id = p.shop_id AND s.product_id = p.id AND s.name ILIKE ${pattern}))`);
  }
  if (query.status !== undefined) conditions.push(sql`p.status = ${query.status}`);
  if (query.type) conditions.push(sql`p.type = ${query.type}`);
  if (query.manufacturer_id) conditions.push(sql`p.manufacturer_id = ${query.manufacturer_id}`);
  if (query.category_id) {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.shop_id = ${shopId}
      AND pc.shop_id = p.shop_id AND pc.product_id = p.id AND pc.category_id = ${query.category_id})`);
  }
  if (query.stock === 'in') conditions.push(sql`p.quantity > 0`);
  if (query.stock === 'out') conditions.push(sql`p.quantity <= 0`);
  const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  let window: SQL;
  if (paging.by === 'cursor') {
    // A cursor walks the unique id: no row repeats or goes missing while rows are added.
    const keyset = keysetOf(paging, sql`p.id`);
    if (keyset.condition) conditions.push(keyset.condition);
    window = sql`ORDER BY ${keyset.orderBy} LIMIT ${keyset.rows}`;
  } else {
    window = sql`ORDER BY ${sortColumns[query.sort]} ${direction}, p.id ${direction}
      LIMIT ${paging.perPage} OFFSET ${(paging.page - 1) * paging.perPage}`;
  }
  const rows = await rowsOf<AdminRowSql>(
    ctx.db.execute(sql`
      SELECT p.id, p.type, p.sku, t.name, p.status, p.price_minor, p.sale_price_minor, p.quantity, p.created_at,
        (SELECT i.image FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1) AS image,
        (SELECT count(*)::int FROM products c WHERE c.shop_id = ${shopId} AND c.shop_id = p.shop_id AND c.parent_id = p.id) AS children,
        (count(*) OVER ())::int AS total
      FROM products p
      LEFT JOIN product_translations t ON t.shop_id = p.shop_id AND t.product_id = p.id AND t.locale = ${ctx.shop.defaultLanguage}
      WHERE ${sql.join(conditions, sql` AND `)}
      ${window}`),
  );
  // A product is priced in the shop's currency (products keep no currency of their own).
  const currency = await shopCurrency(ctx);
  const data: AdminProductRow[] = rows.map((r) => ({
    id: r.id,
    type: r.type as ProductType,
    sku: r.sku,
    name: r.name ?? r.sku,
    status: r.status,
    price: toDecimal(r.price_minor),
    sale_price: toDecimalOrNull(r.sale_price_minor),
    quantity: r.quantity,
    image: pictureUrl(r.image, 'thumb'),
    children: r.children,
    date_added: new Date(r.created_at).toISOString(),
    currency,
  }));
  if (paging.by === 'cursor') return { data };
  let total = rows[0]?.total ?? 0;
  if (!rows.length && paging.page > 1) {
    const [count] = await rowsOf<{ n: number }>(
      ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM products p WHERE ${sql.join(conditions, sql` AND `)}`,
      ),
    );
    total = count?.n ?? 0;
  }
  return { data, total };
}
