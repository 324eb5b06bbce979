import { paymentMethodIds } from '@emporia/contracts/payments';
import type { SettingsSummaries } from '@emporia/contracts/settings-summaries';
import { shippingModules } from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { enabledModules } from './service';

export type Summary = (ctx: RequestContext) => Promise<string>;

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const payment: Summary = async (ctx) => {
  const on = (await enabledModules(ctx)).payment.length;
  return `${on} of ${paymentMethodIds.length} payment methods on`;
};

const shipping: Summary = async (ctx) => {
  const on = (await enabledModules(ctx)).shipping.length;
  return `${on} of ${shippingModules.length} shipping methods on`;
};

const option: Summary = async (ctx) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(schema.productOptions)
    .where(eq(schema.productOptions.shopId, ctx.shop.id));
  return counted(row?.n ?? 0, 'option');
};

/**
 * Each settings area's line, by its admin path. An area whose line fails is left out (the index
 * shows its description instead), so one broken area never hides the others. Areas above the
 * Every other area (general, tax, currency, zones, languages, files, e-mail, logs, social sign-in,
 * domains, backup) adds its own with `registerSettingsSummary` as its routes register, so the
 * settings module imports none of them.
 */
const summaries: Record<string, Summary> = {
  'setting/payment': payment,
  'setting/shipping': shipping,
  'setting/option': option,
};

/** An area's line on the settings index, by the area's admin path (e.g. 'setting/backup'). */
export function registerSettingsSummary(area: string, summary: Summary): void {
  summaries[area] = summary;
}

export async function settingsSummaries(
  ctx: RequestContext,
  warn: (detail: object, message: string) => void,
): Promise<SettingsSummaries> {
  const lines = await Promise.all(
    Object.entries(summaries).map(async ([area, summary]) => {
      try {
        return [area, await summary(ctx)] as const;
      } catch (error) {
        warn({ err: error, area }, 'settings summary failed');
        return null;
      }
    }),
  );
  return Object.fromEntries(lines.filter((line) => line !== null));
}
