import { billingCurrency, trialDays } from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { announceInvalidation, onInvalidation } from '../../kernel/invalidation-bus';
import { PerShopCache } from '../../kernel/per-shop-cache';

const { shopSubscriptions, subscriptionInvoices, shops } = schema;

export type SubscriptionRow = typeof shopSubscriptions.$inferSelect;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

/** The shop's subscription; without a row, the trial that began when the shop was created. */
export async function subscriptionOf(db: Db, shopId: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(shopSubscriptions).where(eq(shopSubscriptions.shopId, shopId));
  if (row) return row;
  const [shop] = await db.select({ createdAt: shops.createdAt }).from(shops).where(eq(shops.id, shopId));
  return trialRow(shopId, shop?.createdAt ?? new Date());
}

export function trialRow(shopId: number, createdAt: Date): SubscriptionRow {
  return {
    shopId,
    plan: 'trial',
    period: 'monthly',
    status: 'trialing',
    currentPeriodStart: createdAt,
    currentPeriodEnd: new Date(createdAt.getTime() + trialDays * 86_400_000),
    renewsAt: null,
    retryCount: 0,
    nextRetryAt: null,
    graceEndsAt: null,
    creditBalance: 0,
    providerCustomerId: null,
    cardPaymentMethod: null,
    cardBrand: null,
    cardLast4: null,
    cardExpMonth: null,
    cardExpYear: null,
    billingAddress: null,
    updatedAt: createdAt,
  };
}

/** Writes the subscription, creating the row on a shop's first billing step. */
export async function saveSubscription(db: Db, row: SubscriptionRow, changes: Partial<SubscriptionRow>) {
  const values = { ...row, ...changes, updatedAt: new Date() };
  const [saved] = await db
    .insert(shopSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: shopSubscriptions.shopId,
      set: { ...changes, updatedAt: values.updatedAt },
    })
    .returning();
  // After the write: a process that reads on hearing the notice finds the new status.
  if (changes.status !== undefined && changes.status !== row.status) {
    await announceStatusChange(db, row.shopId);
  }
  return saved!;
}

export async function listInvoices(db: Db, shopId: number) {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.shopId, shopId))
    .orderBy(desc(subscriptionInvoices.issuedAt), desc(subscriptionInvoices.id))
    .limit(100);
}

export async function invoiceById(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.shopId, shopId), eq(subscriptionInvoices.id, id)));
  return row;
}

/**
 * The invoice of one billing step, created once: a step repeated (double click, retry after a
 * crash) finds the invoice written the first time. Numbered from its id in the same transaction.
 */
export async function invoiceForStep(
  db: Db,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'number' | 'currency'>,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptionInvoices)
      .values({
        ...values,
        currency: billingCurrency,
        number: `draft-${values.shopId}-${values.idempotencyKey}`,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const [numbered] = await tx
        .update(subscriptionInvoices)
        .set({ number: `EMP-${String(created.id).padStart(6, '0')}` })
        .where(eq(subscriptionInvoices.id, created.id))
        .returning();
      return numbered!;
    }
    const [existing] = await tx
      .select()
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.shopId, values.shopId),
          eq(subscriptionInvoices.idempotencyKey, values.idempotencyKey),
        ),
      );
    return existing!;
  });
}

export async function updateInvoice(db: Db, id: number, changes: Partial<InvoiceRow>) {
  const [row] = await db
    .update(subscriptionInvoices)
    .set(changes)
    .where(eq(subscriptionInvoices.id, id))
    .returning();
  return row!;
}

/** Invoices a fresh period replaces: an unpaid renewal is void once the shop starts over. */
export async function voidUnpaid(db: Db, shopId: number, exceptId: number) {
  const unpaid = await db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(eq(subscriptionInvoices.shopId, shopId), inArray(subscriptionInvoices.status, ['open', 'failed'])),
    );
  const ids = unpaid.map((r) => r.id).filter((id) => id !== exceptId);
  if (ids.length) {
    await db
      .update(subscriptionInvoices)
      .set({ status: 'void' })
      .where(inArray(subscriptionInvoices.id, ids));
  }
}

/** The unpaid renewal a paused or past-due shop pays to reopen. */
export async function unpaidRenewal(db: Db, shopId: number) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.shopId, shopId),
        eq(subscriptionInvoices.kind, 'renewal'),
        inArray(subscriptionInvoices.status, ['open', 'failed']),
      ),
    )
    .orderBy(desc(subscriptionInvoices.id))
    .limit(1);
  return row;
}

/**
 * Storefront requests ask on every call. Every status change is told on 'subscriptions' (to every
 * process), so the answer is kept until then; least recently asked out first past its budget
 * (64 KiB: some 12,000 shops). A read under way when the change is heard is not kept
 * (PerShopCache). The 30 minutes only bound a status set by hand in SQL: past them the answer is
 * read again behind the request that found it old (ADR 0136).
 */
const pausedShops = new PerShopCache<boolean>('subscription-paused', {
  budgetBytes: 64 * 1024,
  maxAgeMs: 1_800_000,
  readAgainBehind: true,
});
onInvalidation('subscriptions', (shopId) => pausedShops.forgetShop(shopId));

/** Tells every process the shop's status changed (on `db`'s commit when it is a transaction). */
export async function announceStatusChange(db: Db, shopId: number): Promise<void> {
  pausedShops.forgetShop(shopId);
  await announceInvalidation(db, 'subscriptions', shopId);
}

/** Whether the shop's storefront is closed because its subscription is paused. */
export async function isPaused(db: Db, shopId: number): Promise<boolean> {
  return pausedShops.get(db, shopId, 'paused', async () => {
    const [row] = await db
      .select({ status: shopSubscriptions.status })
      .from(shopSubscriptions)
      .where(and(eq(shopSubscriptions.shopId, shopId), eq(shopSubscriptions.status, 'paused')));
    return { value: Boolean(row) };
  });
}
