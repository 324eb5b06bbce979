import { blankCharacters } from '@emporia/contracts/translated';
import { type SQL, sql } from 'drizzle-orm';

/** A value holding something other than blank characters; NULL never matches. */
const writtenPattern = sql.raw(`'[^${blankCharacters}]'`);

/**
 * The fallback rule of translated content (ADR 0107, `isTranslated` in contracts) inside SQL:
 * `own` when it is translated, else `fallback` (the default language's value). NULL, '' and
 * whitespace alone are untranslated, as in JavaScript.
 */
export const translatedSql = (own: SQL, fallback: SQL): SQL =>
  sql`(CASE WHEN ${own} ~ ${writtenPattern} THEN ${own} ELSE ${fallback} END)`;

/** True when `value` is translated (not NULL, not blank). */
export const isTranslatedSql = (value: SQL): SQL => sql`coalesce(${value} ~ ${writtenPattern}, false)`;

/**
 * ORDER BY of the row to read a text from among a record's translation rows, for the reader's
 * `locale`: a translated value first, then the reader's language, then the default language.
 * `LIMIT 1` over it reads one field as `translatedSql` would, from rows instead of columns.
 */
export const translationOrder = (value: SQL, localeColumn: SQL, locale: SQL, defaultLocale: SQL): SQL =>
  sql`${isTranslatedSql(value)} DESC, ${localeColumn} = ${locale} DESC, ${localeColumn} = ${defaultLocale} DESC, ${localeColumn}`;

/** The shop's default language, for a tenant row's `shop_id`. */
export const shopLanguageSql = (shopId: SQL): SQL =>
  sql`(SELECT s.default_language FROM shops s WHERE s.id = ${shopId})`;

/** A locale-keyed JSON map's text (options' `names`) in `locale`, else the shop's language's, else any. */
export const namesInSql = (names: SQL, locale: SQL, shopId: SQL): SQL =>
  translatedSql(
    sql`${names} ->> ${locale}`,
    translatedSql(
      sql`${names} ->> ${shopLanguageSql(shopId)}`,
      sql`(SELECT e.value FROM jsonb_each_text(${names}) e WHERE ${isTranslatedSql(sql`e.value`)} ORDER BY e.key LIMIT 1)`,
    ),
  );
