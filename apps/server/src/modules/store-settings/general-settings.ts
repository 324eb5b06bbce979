import type { GeneralSettings } from '@emporia/contracts/store-settings';
import type { trackingTagsInputSchema } from '@emporia/contracts/tracking-tags';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError, validationFailed } from '../../kernel/errors';
import { recordChange } from '../logs';
import { isOrderStatusOf } from '../order-statuses';
import { configTypes, readConfigEntries, writeConfigEntries } from '../settings';
import { saveTrackingTags } from '../tracking-tags';

/** setting/general entries (type 1); the store name itself is the shop's name. */
export const generalKeys = {
  owner: 'config_owner',
  address: 'config_address',
  email: 'config_email',
  telephone: 'config_telephone',
  orderStatusId: 'config_order_status_id',
  abandonedCartMinutes: 'config_abandoned_cart_minutes',
} as const;

export const defaultAbandonedCartMinutes = 60;

export async function readGeneralSettings(ctx: RequestContext): Promise<GeneralSettings> {
  const entries = await readConfigEntries(ctx, 'config_');
  return {
    name: ctx.shop.name,
    owner: entries[generalKeys.owner] ?? '',
    address: entries[generalKeys.address] ?? '',
    email: entries[generalKeys.email] ?? '',
    telephone: entries[generalKeys.telephone] ?? '',
    order_status_id: Number(entries[generalKeys.orderStatusId]) || 1,
    abandoned_cart_minutes: Number(entries[generalKeys.abandonedCartMinutes]) || defaultAbandonedCartMinutes,
  };
}

/** The status an order takes when its payment method names none (an order of nothing to pay). */
export async function defaultOrderStatusId(ctx: RequestContext): Promise<number> {
  const entries = await readConfigEntries(ctx, generalKeys.orderStatusId);
  return Number(entries[generalKeys.orderStatusId]) || 1;
}

export async function saveGeneralSettings(
  ctx: RequestContext,
  input: GeneralSettings,
): Promise<GeneralSettings> {
  if (!(await isOrderStatusOf(ctx, input.order_status_id))) {
    throw validationFailed('Choose an order status from the list.', {
      order_status_id: 'Choose an order status from the list.',
    });
  }
  await inTransaction(ctx, async (tx) => {
    const before = await readGeneralSettings(tx);
    await tx.db
      .update(schema.shops)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(eq(schema.shops.id, tx.shop.id)));
    await writeConfigEntries(tx, configTypes.general, {
      [generalKeys.owner]: input.owner,
      [generalKeys.address]: input.address,
      [generalKeys.email]: input.email,
      [generalKeys.telephone]: input.telephone,
      [generalKeys.orderStatusId]: String(input.order_status_id),
      [generalKeys.abandonedCartMinutes]: String(input.abandoned_cart_minutes),
    });
    await recordChange(tx, {
      entity: 'setting',
      id: 'general',
      before,
      after: await readGeneralSettings(tx),
    });
  });
  return { ...input };
}

/** A refusal of the tags, its fields named as the page's form names them (`tracking_tags.…`). */
function underTrackingTags(error: unknown): never {
  if (!(error instanceof AppError) || !error.fields) throw error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, message]) => [`tracking_tags.${name}`, message]),
  );
  throw new AppError(error.statusCode, error.code, error.message, fields);
}

/**
 * setting/general's one Save: the settings and, when sent, the storefront's tags in one
 * transaction, so a refused tag leaves the settings as they were too.
 */
export async function saveGeneralPage(
  ctx: RequestContext,
  input: GeneralSettings,
  tags: z.output<typeof trackingTagsInputSchema> | undefined,
): Promise<GeneralSettings> {
  return inTransaction(ctx, async (tx) => {
    const saved = await saveGeneralSettings(tx, input);
    if (tags) await saveTrackingTags(tx, tags).catch(underTrackingTags);
    return saved;
  });
}
