import { paymentMethodIds } from '@emporia/contracts/payments';
import type { SettingsSummaries } from '@emporia/contracts/settings-summaries';
import { shippingModules } from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { emailSettingsSummary } from '../email-settings';
import { filesSettingsSummary } from '../files';
import { listGeoZones } from '../geo-zones';
import { languagesSettingsSummary } from '../languages';
import { logsSettingsSummary } from '../logs';
import { listCurrencies, listTaxClasses } from '../store-settings';
import { readGeneralSettings } from '../store-settings/general-settings';
import { enabledModules } from './service';

export type Summary = (ctx: RequestContext) => Promise<string>;

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const general: Summary = async (ctx) => {
  const settings = await readGeneralSettings(ctx);
  return [settings.name, settings.email || 'no store e-mail yet'].join(', ');
};

const payment: Summary = async (ctx) => {
  const on = (await enabledModules(ctx)).payment.length;
  return `${on} of ${paymentMethodIds.length} payment methods on`;
};

const shipping: Summary = async (ctx) => {
  const on = (await enabledModules(ctx)).shipping.length;
  return `${on} of ${shippingModules.length} shipping methods on`;
};

const tax: Summary = async (ctx) => {
  const classes = await listTaxClasses(ctx);
  const rates = classes.reduce((sum, c) => sum + c.rates, 0);
  return `${counted(classes.length, 'tax class', 'tax classes')}, ${counted(rates, 'rate')}`;
};

const currency: Summary = async (ctx) => {
  const currencies = await listCurrencies(ctx);
  const main = currencies.find((c) => c.default)?.code;
  return `${counted(currencies.length, 'currency', 'currencies')}${main ? `, default ${main}` : ''}`;
};

const zone: Summary = async (ctx) => counted((await listGeoZones(ctx)).length, 'zone');

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
 * settings (social sign-in, domains, backup) add theirs with `registerSettingsSummary`.
 */
const summaries: Record<string, Summary> = {
  'setting/general': general,
  'setting/payment': payment,
  'setting/shipping': shipping,
  'setting/tax/class': tax,
  'setting/currency': currency,
  'setting/zone': zone,
  'setting/language': languagesSettingsSummary,
  'setting/file': filesSettingsSummary,
  'setting/email': emailSettingsSummary,
  'setting/log': logsSettingsSummary,
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
