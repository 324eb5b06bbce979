import type { RequestContext } from '../../kernel/context';
import { listCurrencies } from './currency-service';
import { readGeneralSettings } from './general-settings';
import { listTaxClasses } from './tax-service';

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The settings index's lines for general, tax and currency (registered by the admin routes). */
export const storeSettingsSummaries = {
  'setting/general': async (ctx: RequestContext) => {
    const settings = await readGeneralSettings(ctx);
    return [settings.name, settings.email || 'no store e-mail yet'].join(', ');
  },
  'setting/tax/class': async (ctx: RequestContext) => {
    const classes = await listTaxClasses(ctx);
    const rates = classes.reduce((sum, c) => sum + c.rates, 0);
    return `${counted(classes.length, 'tax class', 'tax classes')}, ${counted(rates, 'rate')}`;
  },
  'setting/currency': async (ctx: RequestContext) => {
    const currencies = await listCurrencies(ctx);
    const main = currencies.find((c) => c.default)?.code;
    return `${counted(currencies.length, 'currency', 'currencies')}${main ? `, default ${main}` : ''}`;
  },
};
