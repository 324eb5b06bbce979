import type { AbandonedCart } from '@emporia/contracts/admin-orders';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import type { RequestContext } from '../../kernel/context';
import { conflict, notFound } from '../../kernel/errors';
import { toDecimal } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';
import { rowsOf } from '../../kernel/sql-lists';
import { findCartById, priceCart } from '../cart';
import { enqueueTemplatedEmail } from '../email-layouts';
import { unsubscribeLinksOf } from '../marketing';
import { readGeneralSettings } from '../store-settings';

export interface AbandonedRow {
  id: number;
  email: string;
  customer: string;
  updated_at: Date | string;
  recovery_sent_at: Date | string | null;
  recovery_step: number;
  unsubscribed: boolean;
}

/** The columns of an abandoned cart row; `c` is the cart, `cu` its customer. */
export const abandonedColumns = (shopId: number) => sql`c.id, coalesce(cu.email, c.email) AS email,
  coalesce(cu.firstname || ' ' || cu.lastname, '') AS customer, c.updated_at, c.recovery_sent_at, c.recovery_step,
  EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.shop_id = ${shopId}
    AND u.email = lower(coalesce(cu.email, c.email))) AS unsubscribed`;

/** Carts with lines and a known e-mail (the customer's, or one a guest typed at checkout), idle longer than `minutes`. */
export function abandonedWhere(shopId: number, minutes: number) {
  return sql`c.shop_id = ${shopId}
    AND c.updated_at < now() - make_interval(mins => ${minutes})
    AND coalesce(cu.email, c.email) IS NOT NULL
    AND EXISTS (SELECT 1 FROM cart_items i WHERE i.shop_id = c.shop_id AND i.cart_id = c.id)`;
}

/** Admin order/abandoned/all: idle carts with a known e-mail, most recently active first. */
export async function listAbandonedCarts(ctx: RequestContext, page: number, perPage: number) {
  const { abandoned_cart_minutes: minutes } = await readGeneralSettings(ctx);
  const where = abandonedWhere(ctx.shop.id, minutes);
  const rows = await rowsOf<AbandonedRow>(
    ctx.db.execute(sql`
      SELECT ${abandonedColumns(ctx.shop.id)}
      FROM carts c LEFT JOIN customers cu ON cu.id = c.customer_id AND cu.shop_id = c.shop_id
      WHERE ${where}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  const [counted] = await rowsOf<{ n: number }>(
    ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM carts c LEFT JOIN customers cu ON cu.id = c.customer_id AND cu.shop_id = c.shop_id WHERE ${where}`,
    ),
  );
  const data: AbandonedCart[] = [];
  for (const row of rows) {
    const priced = await priceCart(ctx, (await findCartById(ctx.db, ctx.shop.id, row.id)) ?? null);
    data.push({
      id: row.id,
      email: row.email,
      customer: row.customer.trim(),
      items: priced.lines.map((l) => ({ name: l.row.name, quantity: l.quantity })),
      total: toDecimal(priced.totals.totalMinor),
      updated_at: new Date(row.updated_at).toISOString(),
      recovery_sent_at: row.recovery_sent_at ? new Date(row.recovery_sent_at).toISOString() : null,
      reminders_sent: Number(row.recovery_step),
      unsubscribed: Boolean(row.unsubscribed),
    });
  }
  return { data, meta: { total: counted?.n ?? 0, page, per_page: perPage, idle_minutes: minutes } };
}

/** Staff sending by hand: the same e-mail as the schedule's, never to an address that unsubscribed. */
export async function sendCartRecovery(ctx: RequestContext, cartId: number, origin: string): Promise<void> {
  const { abandoned_cart_minutes: minutes } = await readGeneralSettings(ctx);
  const [row] = await rowsOf<AbandonedRow>(
    ctx.db.execute(sql`
      SELECT ${abandonedColumns(ctx.shop.id)}
      FROM carts c LEFT JOIN customers cu ON cu.id = c.customer_id AND cu.shop_id = c.shop_id
      WHERE ${abandonedWhere(ctx.shop.id, minutes)} AND c.id = ${cartId}`),
  );
  if (!row) throw notFound('This cart is not an abandoned cart with a known e-mail.');
  if (row.unsubscribed)
    throw conflict('This address unsubscribed from marketing e-mails; no reminder can be sent to it.');
  await queueCartRecovery(ctx, row, origin);
}

/**
 * Queues the recovery e-mail of an abandoned cart: its lines and a link that
 * puts them back in the shopper's cart (/cart?restore=…), with the signed
 * unsubscribe link and the List-Unsubscribe headers of marketing mail. A new
 * e-mail makes the previous restore link stop working. `step`: the scheduled
 * reminder this is (counted on the cart so each goes once).
 */
export async function queueCartRecovery(
  ctx: RequestContext,
  row: AbandonedRow,
  origin: string,
  step?: number,
): Promise<void> {
  const priced = await priceCart(ctx, (await findCartById(ctx.db, ctx.shop.id, row.id)) ?? null);
  const token = newToken();
  const { carts } = schema;
  // Keeps updated_at: sending the e-mail is not the shopper coming back.
  await ctx.db
    .update(carts)
    .set({
      recoveryTokenHash: hashToken(token),
      recoverySentAt: new Date(),
      ...(step === undefined ? {} : { recoveryStep: step }),
    })
    .where(and(eq(carts.shopId, ctx.shop.id), eq(carts.id, row.id)));
  const unsubscribe = unsubscribeLinksOf(origin, ctx.shop.id, row.email);
  const firstname = row.customer.trim().split(' ')[0] ?? '';
  await enqueueTemplatedEmail(ctx, 'abandoned-cart', {
    to: row.email,
    origin,
    values: {
      customer: { firstname },
      lines: priced.lines.map((l) => ({ quantity: l.quantity, name: l.row.name })),
      total: formatMoney(priced.totals.totalMinor, priced.currency),
      restore_link: `${origin}/cart?restore=${token}`,
    },
    unsubscribe,
  });
}
