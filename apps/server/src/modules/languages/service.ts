import { languageNameOf, nativeLanguageNameOf, type ShopLanguages } from '@emporia/contracts/languages';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { assertWithinPlan } from '../plan-limits';
import {
  deleteLanguage,
  insertLanguage,
  type LanguageRow,
  listLanguageRows,
  readShopDefaultLanguage,
  setShopDefaultLanguage,
  updateLanguage,
} from './queries';

/**
 * The shop's languages in its order. A shop that never added one offers its default
 * language alone, which is listed although it has no row yet.
 */
async function languageRows(ctx: RequestContext, defaultLanguage: string): Promise<LanguageRow[]> {
  const rows = await listLanguageRows(ctx.db, ctx.shop.id);
  if (rows.some((row) => row.code === defaultLanguage)) return rows;
  return [{ code: defaultLanguage, enabled: true, position: -1 }, ...rows];
}

async function currentDefault(ctx: RequestContext): Promise<string> {
  // Read again rather than from ctx.shop: a change of default in this request must show.
  return (await readShopDefaultLanguage(ctx.db, ctx.shop.id)) ?? ctx.shop.defaultLanguage;
}

export async function readShopLanguages(ctx: RequestContext): Promise<ShopLanguages> {
  const defaultLanguage = await currentDefault(ctx);
  const rows = await languageRows(ctx, defaultLanguage);
  return {
    default_language: defaultLanguage,
    languages: rows.map((row) => ({
      code: row.code,
      name: languageNameOf(row.code),
      enabled: row.enabled,
      is_default: row.code === defaultLanguage,
    })),
  };
}

/** The first change writes the implicit default language down, so it keeps its place. */
async function withDefaultRow(ctx: RequestContext): Promise<string> {
  const defaultLanguage = await currentDefault(ctx);
  const rows = await listLanguageRows(ctx.db, ctx.shop.id);
  if (!rows.some((row) => row.code === defaultLanguage)) {
    await insertLanguage(ctx.db, ctx.shop.id, defaultLanguage);
  }
  return defaultLanguage;
}

async function existing(ctx: RequestContext, code: string): Promise<LanguageRow> {
  const row = (await listLanguageRows(ctx.db, ctx.shop.id)).find((r) => r.code === code);
  if (!row) throw notFound('The shop has no such language.');
  return row;
}

export async function addLanguage(ctx: RequestContext, code: string): Promise<ShopLanguages> {
  await inTransaction(ctx, async (tx) => {
    // The plan's check (and its lock) before any row is written; the implicit default is known.
    const known = (await languageRows(tx, await currentDefault(tx))).some((row) => row.code === code);
    if (!known) await assertWithinPlan(tx, 'languages');
    await withDefaultRow(tx);
    if (!(await insertLanguage(tx.db, tx.shop.id, code))) {
      throw conflict(`${languageNameOf(code)} is already one of the shop’s languages.`, {
        code: 'This language is already added.',
      });
    }
  });
  return readShopLanguages(ctx);
}

const defaultStays = (verb: string) =>
  conflict(`The default language cannot be ${verb}. Choose another default language first.`);

export async function setLanguageEnabled(
  ctx: RequestContext,
  code: string,
  enabled: boolean,
): Promise<ShopLanguages> {
  await inTransaction(ctx, async (tx) => {
    const defaultLanguage = await withDefaultRow(tx);
    await existing(tx, code);
    if (code === defaultLanguage && !enabled) throw defaultStays('disabled');
    await updateLanguage(tx.db, tx.shop.id, code, { enabled });
  });
  return readShopLanguages(ctx);
}

/** Its translations stay stored: adding the language again brings them back. */
export async function removeLanguage(ctx: RequestContext, code: string): Promise<ShopLanguages> {
  await inTransaction(ctx, async (tx) => {
    const defaultLanguage = await withDefaultRow(tx);
    await existing(tx, code);
    if (code === defaultLanguage) throw defaultStays('removed');
    await deleteLanguage(tx.db, tx.shop.id, code);
  });
  return readShopLanguages(ctx);
}

export async function orderLanguages(ctx: RequestContext, codes: string[]): Promise<ShopLanguages> {
  await inTransaction(ctx, async (tx) => {
    await withDefaultRow(tx);
    const rows = await listLanguageRows(tx.db, tx.shop.id);
    const same =
      codes.length === rows.length &&
      new Set(codes).size === codes.length &&
      rows.every((row) => codes.includes(row.code));
    if (!same) {
      throw badRequest('List each of the shop’s languages once.', { codes: 'List each language once.' });
    }
    for (const [position, code] of codes.entries()) {
      await updateLanguage(tx.db, tx.shop.id, code, { position });
    }
  });
  return readShopLanguages(ctx);
}

export async function setDefaultLanguage(ctx: RequestContext, code: string): Promise<ShopLanguages> {
  await inTransaction(ctx, async (tx) => {
    await withDefaultRow(tx);
    const row = await existing(tx, code);
    if (!row.enabled) throw conflict('Enable this language before making it the default.');
    await setShopDefaultLanguage(tx.db, tx.shop.id, code);
  });
  return readShopLanguages(ctx);
}

/** The storefront's languages: the enabled ones, the default first (the switcher and admin tabs). */
export async function storefrontLanguages(ctx: RequestContext): Promise<{ code: string; name: string }[]> {
  const defaultLanguage = ctx.shop.defaultLanguage;
  const rows = (await languageRows(ctx, defaultLanguage)).filter((row) => row.enabled);
  const ordered = [
    ...rows.filter((row) => row.code === defaultLanguage),
    ...rows.filter((row) => row.code !== defaultLanguage),
  ];
  return ordered.map((row) => ({ code: row.code, name: nativeLanguageNameOf(row.code) }));
}

/**
 * The language a page is rendered in: the shopper's choice, mirrored from the browser's
 * `language` key into a cookie of the same name (ADR languages), when the shop offers it;
 * else the shop's default (SPEC §9).
 */
export function chosenLanguageOf(
  cookieHeader: string | undefined,
  offered: { code: string }[],
  fallback: string,
) {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '');
  const chosen = match ? decodeURIComponent(match[1]!).trim() : '';
  return offered.some((language) => language.code === chosen) ? chosen : fallback;
}
