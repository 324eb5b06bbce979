// Helpers for the accounts API tests (imported by *.test.ts only).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** The tables an accounts call may write. Failed-login records are meant to change, so they are not here. */
const watchedTables = [
  'customers',
  'customer_addresses',
  'customer_groups',
  'admin_users',
  'admin_roles',
  'auth_sessions',
  'account_tokens',
  'outbox_emails',
  'wishlist_items',
  'contact_messages',
  'newsletter_sign_ups',
  'shop_text_overrides',
  'news_articles',
  'news_article_categories',
  'news_article_products',
  'news_article_old_slugs',
  'content_pages',
  'content_page_old_handles',
  'blog_categories',
  'blog_authors',
  'email_templates',
  'meta_templates',
  'banners',
] as const;

/** A fingerprint of every watched table's full content. */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of watchedTables) {
    // The outbox worker marks e-mails sent in the background: of that table only the count is the caller's doing.
    const content =
      table === 'outbox_emails' ? sql`''` : sql`coalesce(md5(string_agg(x::text, ',' order by x::text)), '')`;
    const { rows } = await t.database.db.execute(
      sql`select count(*)::text || ':' || ${content} as f from ${sql.identifier(table)} x`,
    );
    result[table] = String(rows[0]?.f);
  }
  return result;
}

/** Runs a bad call and asserts its 4xx status and that it wrote nothing. */
export async function expectRefused(
  t: TestApp,
  call: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
): Promise<{ message: string; code: string; fields?: Record<string, string> }> {
  const before = await snapshot(t);
  const response = await call();
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = response.json() as { message: string; code: string; fields?: Record<string, string> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(await snapshot(t)).toEqual(before);
  return body;
}

/** The link in a received e-mail's text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}
