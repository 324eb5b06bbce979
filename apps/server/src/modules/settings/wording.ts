import type { Wording, WordingSave } from '@emporia/contracts/wording';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { listTextOverrides, saveTextOverrides } from './queries';

/** The shop's own texts of a language (appearance/theme/language); keys without one read the default. */
export async function readWording(ctx: RequestContext, locale: string): Promise<Wording> {
  return { locale, overrides: await listTextOverrides(ctx.db, ctx.shop.id, locale) };
}

/**
 * Saves changed texts in one transaction and answers with all the shop's texts of the language.
 * The storefront reads them with its configuration on each page, so a change shows on the next
 * page a shopper opens (the page's ETag covers them).
 */
export async function saveWording(ctx: RequestContext, form: WordingSave): Promise<Wording> {
  return inTransaction(ctx, async (tx) => {
    await saveTextOverrides(tx.db, tx.shop.id, form.locale, form.changes);
    return readWording(tx, form.locale);
  });
}
