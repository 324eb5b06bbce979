import { type Db, schema } from '@emporia/db';
import { and, asc, count, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../kernel/like-pattern';
import { keysetOf, type Paging } from '../../kernel/list-pages';

const { giftCards, giftCardMovements, giftCardAttempts, orders, adminUsers, carts } = schema;

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/** The columns every card answer carries: the row and its order's reference. */
const cardColumns = { card: giftCards, orderRef: orders.ref };
export type GiftCardWithOrder = { card: GiftCardRow; orderRef: string | null };

const orderJoin = and(eq(orders.shopId, giftCards.shopId), eq(orders.id, giftCards.orderId));

export async function findCardsByIds(db: Db, shopId: number, ids: readonly number[]): Promise<GiftCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.shopId, shopId), inArray(giftCards.id, [...ids])));
}

export async function findCardByHash(db: Db, shopId: number, codeHash: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.codeHash, codeHash)));
  return row;
}

export async function findCard(db: Db, shopId: number, id: number): Promise<GiftCardWithOrder | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(giftCards)
    .leftJoin(orders, orderJoin)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.id, id)));
  return row;
}

/** Locks one card for the rest of the transaction: its balance changes only under this lock. */
export async function lockCard(db: Db, shopId: number, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.id, id)))
    .for('update');
  return row;
}

/** Locks the cards an order bought, in id order (the order every writer uses, so none deadlock). */
export async function lockCardsOfOrder(db: Db, shopId: number, orderId: number): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.orderId, orderId)))
    .orderBy(asc(giftCards.id))
    .for('update');
}

export async function cardsOfOrder(db: Db, shopId: number, orderId: number): Promise<GiftCardWithOrder[]> {
  return db
    .select(cardColumns)
    .from(giftCards)
    .leftJoin(orders, orderJoin)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.orderId, orderId)))
    .orderBy(asc(giftCards.id));
}

/** One row per unit of a gift-card line; a unit that has its row already keeps it. */
export async function insertPendingCards(db: Db, rows: NewGiftCard[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(giftCards)
    .values(rows)
    .onConflictDoNothing({ target: [giftCards.shopId, giftCards.orderItemId, giftCards.unit] });
}

export async function updateCard(
  db: Db,
  shopId: number,
  id: number,
  values: Partial<NewGiftCard>,
): Promise<GiftCardRow> {
  const [row] = await db
    .update(giftCards)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.id, id)))
    .returning();
  return row!;
}

export interface NewMovement {
  giftCardId: number;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number;
  orderId?: number | null;
  adminId?: number | null;
  note?: string;
}

export async function insertMovement(db: Db, shopId: number, movement: NewMovement): Promise<void> {
  await db.insert(giftCardMovements).values({ shopId, ...movement });
}

/** What an order paid with each card, and what was credited back to it. */
export async function redemptionsOfOrder(db: Db, shopId: number, orderId: number) {
  return db
    .select({
      giftCardId: giftCardMovements.giftCardId,
      last4: giftCards.codeLast4,
      redeemedMinor: sql<number>`coalesce(-sum(${giftCardMovements.amountMinor}) FILTER (WHERE ${giftCardMovements.kind} = 'redeemed'), 0)::int`,
      creditedMinor: sql<number>`coalesce(sum(${giftCardMovements.amountMinor}) FILTER (WHERE ${giftCardMovements.kind} = 'credited'), 0)::int`,
    })
    .from(giftCardMovements)
    .innerJoin(
      giftCards,
      and(eq(giftCards.shopId, giftCardMovements.shopId), eq(giftCards.id, giftCardMovements.giftCardId)),
    )
    .where(
      and(
        eq(giftCardMovements.shopId, shopId),
        eq(giftCardMovements.orderId, orderId),
        inArray(giftCardMovements.kind, ['redeemed', 'credited']),
      ),
    )
    .groupBy(giftCardMovements.giftCardId, giftCards.codeLast4)
    .orderBy(asc(giftCardMovements.giftCardId));
}

/** Whether an order bought or paid with gift cards (such an order is not edited line by line). */
export async function orderHasGiftCards(db: Db, shopId: number, orderId: number): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT (EXISTS (SELECT 1 FROM gift_cards WHERE shop_id = ${shopId} AND order_id = ${orderId})
         OR EXISTS (SELECT 1 FROM gift_card_movements WHERE shop_id = ${shopId} AND order_id = ${orderId})) AS found`,
  );
  return result.rows[0]?.found === true;
}

export async function movementsOfCard(db: Db, shopId: number, cardId: number) {
  return db
    .select({
      movement: giftCardMovements,
      orderRef: orders.ref,
      adminName: adminUsers.name,
    })
    .from(giftCardMovements)
    .leftJoin(
      orders,
      and(eq(orders.shopId, giftCardMovements.shopId), eq(orders.id, giftCardMovements.orderId)),
    )
    .leftJoin(
      adminUsers,
      and(eq(adminUsers.shopId, giftCardMovements.shopId), eq(adminUsers.id, giftCardMovements.adminId)),
    )
    .where(and(eq(giftCardMovements.shopId, shopId), eq(giftCardMovements.giftCardId, cardId)))
    .orderBy(asc(giftCardMovements.id));
}

export interface CardFilter {
  codeHash?: string;
  text?: string;
  status?: string;
}

/** Admin list: newest first; a full code finds its card by hash, other text the last four, receiver or order. */
export async function listCards(db: Db, shopId: number, filter: CardFilter, paging: Paging) {
  const text = filter.text?.toLowerCase();
  const where: SQL | undefined = and(
    eq(giftCards.shopId, shopId),
    filter.status ? eq(giftCards.status, filter.status) : undefined,
    filter.codeHash ? eq(giftCards.codeHash, filter.codeHash) : undefined,
    text
      ? sql`(lower(${giftCards.codeLast4}) = ${text} OR lower(${giftCards.receiverName}) LIKE ${likePattern(text)}
          OR lower(${giftCards.receiverEmail}) LIKE ${likePattern(text)} OR lower(${orders.ref}) = ${text})`
      : undefined,
  );
  const cards = db.select(cardColumns).from(giftCards).leftJoin(orders, orderJoin);
  if (paging.by === 'cursor') {
    const keyset = keysetOf(paging, sql`${giftCards.id}`);
    return {
      rows: await cards.where(and(where, keyset.condition)).orderBy(keyset.orderBy).limit(keyset.rows),
    };
  }
  const [rows, [total]] = await Promise.all([
    cards
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: count() }).from(giftCards).leftJoin(orders, orderJoin).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A card whose code changed no longer sits in anyone's cart: the old code's holder must not spend it. */
export async function removeCardFromCarts(db: Db, shopId: number, cardId: number): Promise<void> {
  await db
    .update(carts)
    .set({ giftCardIds: sql`array_remove(${carts.giftCardIds}, ${cardId}::int)` })
    .where(and(eq(carts.shopId, shopId), sql`${cardId}::int = ANY(${carts.giftCardIds})`));
}

export async function countFailures(db: Db, shopId: number, address: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: sql<string | null>`min(${giftCardAttempts.createdAt})` })
    .from(giftCardAttempts)
    .where(
      and(
        eq(giftCardAttempts.shopId, shopId),
        eq(giftCardAttempts.address, address),
        gt(giftCardAttempts.createdAt, since),
      ),
    );
  return { n: row?.n ?? 0, first: row?.first ? new Date(row.first) : null };
}

export async function recordFailure(db: Db, shopId: number, address: string, forgetBefore: Date) {
  await db.insert(giftCardAttempts).values({ shopId, address });
  await db
    .delete(giftCardAttempts)
    .where(and(eq(giftCardAttempts.shopId, shopId), lt(giftCardAttempts.createdAt, forgetBefore)));
}

/** Per gift-card order line: how many of its cards went out, and how many wait for the payment. */
export async function cardStatesByLine(db: Db, shopId: number, orderId: number) {
  const rows = await db
    .select({
      orderItemId: giftCards.orderItemId,
      sent: sql<number>`count(*) FILTER (WHERE ${giftCards.status} IN ('active', 'disabled'))::int`,
      waiting: sql<number>`count(*) FILTER (WHERE ${giftCards.status} = 'pending')::int`,
    })
    .from(giftCards)
    .where(and(eq(giftCards.shopId, shopId), eq(giftCards.orderId, orderId)))
    .groupBy(giftCards.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, { sent: r.sent, waiting: r.waiting }]));
}
