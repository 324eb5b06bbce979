import { schema } from '@emporia/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { decryptSecret, encryptSecret } from '../../kernel/secrets';

const { shopSettings } = schema;

/** SPEC §3 configuration entry types. */
export const configTypes = { general: 1, payment: 2, shipping: 3 } as const;

/** Multi-values are one string joined by a vertical bar (SPEC §3, §9). */
export const joinMulti = (values: readonly string[]) => values.join('|');
export const splitMulti = (value: string | undefined) =>
  value ? value.split('|').filter((v) => v !== '') : [];

/** The shop's entries under `prefix`, key → value, secrets opened. */
export async function readConfigEntries(
  ctx: RequestContext,
  prefix: string,
): Promise<Record<string, string>> {
  const rows = await ctx.db
    .select()
    .from(shopSettings)
    .where(and(eq(shopSettings.shopId, ctx.shop.id), like(shopSettings.key, `${prefix}%`)));
  return Object.fromEntries(rows.map((r) => [r.key, r.encrypted ? decryptSecret(r.value) : r.value]));
}

/**
 * Writes entries (insert or replace) in one transaction. Keys in `secretKeys`
 * are sealed at rest; callers validate keys and values before.
 */
export async function writeConfigEntries(
  ctx: RequestContext,
  type: number,
  entries: Record<string, string>,
  secretKeys: ReadonlySet<string> = new Set(),
): Promise<void> {
  const rows = Object.entries(entries).map(([key, value]) => {
    const secret = secretKeys.has(key) && value !== '';
    return {
      shopId: ctx.shop.id,
      key,
      type,
      value: secret ? encryptSecret(value) : value,
      encrypted: secret ? 1 : 0,
    };
  });
  if (rows.length === 0) return;
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(shopSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [shopSettings.shopId, shopSettings.key],
        set: { value: sql`excluded.value`, type: sql`excluded.type`, encrypted: sql`excluded.encrypted` },
      });
  });
}
