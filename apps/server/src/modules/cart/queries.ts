import type { LineMeta } from '@emporia/contracts/cart';
import { type Db, schema } from '@emporia/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isOpenTransaction } from '../../kernel/context';
import { builtOncePerDb, namedStatement, rowsOf } from '../../kernel/sql-lists';
import { productNameSql } from '../catalog';

const { carts, cartItems } = schema;

export type CartRow = typeof carts.$inferSelect;

/** The shop's cart matching one more condition (its token, its customer, its id). */
async function findCart(db: Db, shopId: number, condition: SQL): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.shopId, shopId), condition));
  return row;
}

export const findCartByTokenHash = (db: Db, shopId: number, tokenHash: string) =>
  findCart(db, shopId, eq(carts.tokenHash, tokenHash));

export const findCustomerCart = (db: Db, shopId: number, customerId: number) =>
  findCart(db, shopId, eq(carts.customerId, customerId));

export const findCartById = (db: Db, shopId: number, cartId: number) =>
  findCart(db, shopId, eq(carts.id, cartId));

/** Locks the cart row for the rest of the transaction: one placement per cart at a time. */
export async function lockCart(db: Db, shopId: number, cartId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM carts WHERE shop_id = ${shopId} AND id = ${cartId} FOR UPDATE`);
}

/** A customer's saved cart, made on first use; two first uses racing end with the same row. */
export async function ensureCustomerCart(
  db: Db,
  shopId: number,
  customerId: number,
  tokenHash: string,
): Promise<CartRow> {
  const [inserted] = await db
    .insert(carts)
    .values({ shopId, customerId, tokenHash })
    .onConflictDoNothing({
      target: [carts.shopId, carts.customerId],
      where: sql`${carts.customerId} IS NOT NULL`,
    })
    .returning();
  if (inserted) return inserted;
  const existing = await findCustomerCart(db, shopId, customerId);
  if (!existing) throw new Error('customer cart vanished');
  return existing;
}

export async function insertGuestCart(db: Db, shopId: number, tokenHash: string): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ shopId, tokenHash }).returning();
  return row!;
}

export async function updateCart(
  db: Db,
  shopId: number,
  cartId: number,
  values: Partial<typeof carts.$inferInsert>,
) {
  await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(carts.shopId, shopId), eq(carts.id, cartId)));
}

/** Adds units to a line (a new line when none matches its key); returns the line's quantity after. */
export async function addToLine(
  db: Db,
  line: {
    shopId: number;
    cartId: number;
    productId: number;
    quantity: number;
    meta: LineMeta;
    lineKey: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.shopId, cartItems.cartId, cartItems.lineKey],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

export async function setLineQuantity(
  db: Db,
  shopId: number,
  cartId: number,
  key: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, cartId), eq(cartItems.id, key)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLine(db: Db, shopId: number, cartId: number, key: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, cartId), eq(cartItems.id, key)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteAllLines(db: Db, shopId: number, cartId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, cartId)));
}

/** The cart's lines as (key, quantity), in the order the cart view lists them. */
export async function lineQuantities(db: Db, shopId: number, cartId: number) {
  return db
    .select({ key: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, cartId)))
    .orderBy(cartItems.id);
}

export async function findLine(db: Db, shopId: number, cartId: number, key: number) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, cartId), eq(cartItems.id, key)));
  return row;
}

/** The product a shopper asks to add, with what decides whether it can be bought. */
export interface AddableProductRow {
  id: number;
  parent_id: number | null;
  type: string;
  /** 1 only when the product and its parent are both enabled. */
  status: number;
  quantity: number;
  is_digital: number;
  name: string;
}

export async function findAddableProduct(db: Db, shopId: number, productId: number, locale: string) {
  const [row] = await rowsOf<AddableProductRow>(
    db.execute(sql`
      SELECT p.id, p.parent_id, p.type, p.quantity,
        CASE WHEN p.status = 1 AND coalesce(pp.status, 1) = 1 THEN 1 ELSE 0 END AS status,
        greatest(p.is_digital, coalesce(pp.is_digital, 0)) AS is_digital,
        ${lineNameSql(sql`${locale}`)} AS name
      FROM products p LEFT JOIN products pp ON pp.id = p.parent_id AND pp.shop_id = p.shop_id
      WHERE p.shop_id = ${shopId} AND p.id = ${productId}`),
  );
  return row;
}

/**
 * The add path's one read, for a shopper known by customer id or by cart token: prepared
 * (planned once per connection, built once per handle), as add-to-cart runs it on every add.
 * One row: the shop's.
 */
function addContextStatement(byCustomer: boolean) {
  const cartWhere = byCustomer
    ? sql`c.shop_id = ${sql.placeholder('shopId')} AND c.customer_id = ${sql.placeholder('owner')}::int`
    : sql`c.shop_id = ${sql.placeholder('shopId')} AND c.token_hash = ${sql.placeholder('owner')}::text`;
  const productId = sql.placeholder('productId');
  const lang = sql.placeholder('locale');
  return builtOncePerDb((db) =>
    db
      .select({
        cart: sql<Record<
          string,
          unknown
        > | null>`(SELECT row_to_json(c) FROM carts c WHERE ${cartWhere} LIMIT 1)`,
        product: sql<AddableProductRow | null>`(SELECT row_to_json(x) FROM (
            SELECT p.id, p.parent_id, p.type, p.quantity,
              CASE WHEN p.status = 1 AND coalesce(pp.status, 1) = 1 THEN 1 ELSE 0 END AS status,
              greatest(p.is_digital, coalesce(pp.is_digital, 0)) AS is_digital,
              ${lineNameSql(sql`${lang}::text`)} AS name
            FROM products p LEFT JOIN products pp ON pp.id = p.parent_id AND pp.shop_id = p.shop_id
            WHERE p.shop_id = ${sql.placeholder('shopId')} AND p.id = ${productId}::int) x)`,
        units: sql<number>`coalesce((SELECT sum(i.quantity) FROM cart_items i JOIN carts c ON c.shop_id = i.shop_id AND c.id = i.cart_id
            WHERE ${cartWhere} AND i.product_id = ${productId}::int), 0)::int`,
      })
      .from(schema.shops)
      .where(eq(schema.shops.id, sql.placeholder('shopId')))
      .prepare(byCustomer ? 'cart_add_context_customer' : 'cart_add_context_guest'),
  );
}
const addContextByCustomer = addContextStatement(true);
const addContextByToken = addContextStatement(false);

/**
 * Everything cart_add_product decides on, in one round trip: the owner's
 * cart (by customer or by token hash), the product, and the units of it
 * the cart already holds.
 */
export async function loadAddContext(
  db: Db,
  shopId: number,
  owner: { customerId: number | null; tokenHash: string | null },
  wanted: number,
  locale: string,
): Promise<{ cart: CartRow | undefined; product: AddableProductRow | undefined; units: number }> {
  const byCustomer = owner.customerId !== null;
  const statement = (byCustomer ? addContextByCustomer : addContextByToken)(db);
  const [row] = await statement.execute({
    shopId,
    owner: byCustomer ? owner.customerId : (owner.tokenHash ?? ''),
    productId: wanted,
    locale,
  });
  const cart = row?.cart ? cartOfJson(row.cart) : undefined;
  return { cart, product: row?.product ?? undefined, units: Number(row?.units ?? 0) };
}

/** A cart row as `row_to_json(carts)` gives it (snake_case keys, timestamps as text). */
function cartOfJson(raw: Record<string, unknown>): CartRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));
  return {
    id: Number(raw.id),
    shopId: Number(raw.shop_id),
    tokenHash: String(raw.token_hash),
    customerId: raw.customer_id === null ? null : Number(raw.customer_id),
    email: (raw.email as string | null) ?? null,
    couponCode: (raw.coupon_code as string | null) ?? null,
    giftCardIds: Array.isArray(raw.gift_card_ids) ? raw.gift_card_ids.map(Number) : [],
    countryCode: (raw.country_code as string | null) ?? null,
    zoneCode: (raw.zone_code as string | null) ?? null,
    postcode: (raw.postcode as string | null) ?? null,
    recoveryTokenHash: (raw.recovery_token_hash as string | null) ?? null,
    recoverySentAt: date(raw.recovery_sent_at),
    recoveryStep: Number(raw.recovery_step ?? 0),
    createdAt: date(raw.created_at) ?? new Date(),
    updatedAt: date(raw.updated_at) ?? new Date(),
  };
}

/**
 * An add's commit does not wait for the write-ahead log to reach the disk (ADR 0137): set for
 * the statement's own transaction only, so the order placed from the cart, and every other write
 * on the connection, still waits. Inside a transaction someone opened (`relax` false) the setting
 * is left as it is: the transaction may be an order's.
 */
const commitWithoutFlush = sql`set_config('synchronous_commit',
  CASE WHEN ${sql.placeholder('relax')}::boolean THEN 'off' ELSE current_setting('synchronous_commit') END, true)`;

// Named (planned once per connection) like the add path's reads: it runs on every add.
const addToLineStatement = namedStatement(
  'cart_add_line',
  sql`
    WITH line AS (
      INSERT INTO cart_items (shop_id, cart_id, product_id, quantity, meta, line_key)
      VALUES (${sql.placeholder('shopId')}::int, ${sql.placeholder('cartId')}::int, ${sql.placeholder('productId')}::int,
        ${sql.placeholder('quantity')}::int, ${sql.placeholder('meta')}::jsonb, ${sql.placeholder('lineKey')}::text)
      ON CONFLICT (shop_id, cart_id, line_key) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
      RETURNING id, ${commitWithoutFlush})
    UPDATE carts SET updated_at = now()
    WHERE shop_id = ${sql.placeholder('shopId')}::int AND id = ${sql.placeholder('cartId')}::int AND EXISTS (SELECT 1 FROM line)`,
);

/** Units of a product to add as a cart line (`lineKey` tells lines of one product apart). */
export interface LineToAdd {
  shopId: number;
  productId: number;
  quantity: number;
  meta: LineMeta;
  lineKey: string;
}

/** Adds units to a line and marks the cart as just used, in one statement. */
export async function addToLineAndTouch(db: Db, line: LineToAdd & { cartId: number }): Promise<void> {
  await addToLineStatement(db, {
    shopId: line.shopId,
    cartId: line.cartId,
    productId: line.productId,
    quantity: line.quantity,
    meta: JSON.stringify(line.meta),
    lineKey: line.lineKey,
    relax: !isOpenTransaction(db),
  });
}

/**
 * A new guest's first add, in one statement: the cart and its first line written together (one
 * round trip and one commit less than opening the cart first: a shopper's first add is the most
 * frequent write of a storefront).
 */
const newCartWithLineStatement = namedStatement(
  'cart_add_new',
  sql`
    WITH cart AS (
      INSERT INTO carts (shop_id, token_hash)
      VALUES (${sql.placeholder('shopId')}::int, ${sql.placeholder('tokenHash')}::text)
      RETURNING *),
    line AS (
      INSERT INTO cart_items (shop_id, cart_id, product_id, quantity, meta, line_key)
      SELECT cart.shop_id, cart.id, ${sql.placeholder('productId')}::int, ${sql.placeholder('quantity')}::int,
        ${sql.placeholder('meta')}::jsonb, ${sql.placeholder('lineKey')}::text FROM cart
      RETURNING id, ${commitWithoutFlush})
    SELECT row_to_json(cart) AS cart, (SELECT count(*) FROM line)::int AS lines FROM cart`,
);

/** Opens a guest cart under `tokenHash` holding one line; returns the cart. */
export async function newGuestCartWithLine(
  db: Db,
  line: LineToAdd & { tokenHash: string },
): Promise<CartRow> {
  const { rows } = await newCartWithLineStatement(db, {
    shopId: line.shopId,
    tokenHash: line.tokenHash,
    productId: line.productId,
    quantity: line.quantity,
    meta: JSON.stringify(line.meta),
    lineKey: line.lineKey,
    relax: !isOpenTransaction(db),
  });
  const cart = rows[0]?.cart as Record<string, unknown> | undefined;
  if (!cart || Number(rows[0]?.lines) !== 1) throw new Error('the new cart and its line were not written');
  return cartOfJson(cart);
}

/** The product's name in `locale`, over `products p LEFT JOIN products pp` (its parent). */
const lineNameSql = (locale: SQL) =>
  productNameSql({ shopId: sql`p.shop_id`, id: sql`p.id`, parentId: sql`pp.id`, sku: sql`p.sku` }, locale);

/** The shopper's customer group (their prices), null for guests. */
export async function customerGroupOf(
  db: Db,
  shopId: number,
  customerId: number | null,
): Promise<number | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ groupId: schema.customers.customerGroupId })
    .from(schema.customers)
    .where(and(eq(schema.customers.shopId, shopId), eq(schema.customers.id, customerId)));
  return row?.groupId ?? null;
}
