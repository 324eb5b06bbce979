import type { FileUse } from '@emporia/contracts/files';
import { schema } from '@emporia/db';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { newsArticles, banners, shopSettings, emailTemplates, productTranslations, contentPages } = schema;

/**
 * Where the shop's texts hold a file's address (/files/{key}/…): article and page bodies and
 * translations, banners, settings (theme settings, texts), e-mail templates and product
 * descriptions. Found by text so a use added by any editor counts, whatever stored it.
 */
export async function usesOfFile(ctx: RequestContext, storageKey: string): Promise<FileUse[]> {
  // Keys are hex (storageKeyPattern), so nothing in them needs escaping for LIKE.
  const pattern = `%/files/${storageKey}%`;
  const shop = ctx.shop.id;
  const [articles, bannerRows, settingRows, emailRows, productRows, pageRows] = await Promise.all([
    ctx.db
      .select({ id: newsArticles.id, label: newsArticles.title })
      .from(newsArticles)
      .where(
        and(
          eq(newsArticles.shopId, shop),
          or(
            like(newsArticles.body, pattern),
            like(newsArticles.image, pattern),
            like(sql`${newsArticles.translations}::text`, pattern),
          ),
        ),
      ),
    ctx.db
      .select({ id: banners.id, label: banners.title })
      .from(banners)
      .where(
        and(
          eq(banners.shopId, shop),
          or(
            like(banners.image, pattern),
            like(banners.phoneImage, pattern),
            like(banners.link, pattern),
            like(banners.text, pattern),
          ),
        ),
      ),
    ctx.db
      .select({ label: shopSettings.key })
      .from(shopSettings)
      .where(
        and(eq(shopSettings.shopId, shop), eq(shopSettings.encrypted, 0), like(shopSettings.value, pattern)),
      ),
    ctx.db
      .select({ id: emailTemplates.id, label: emailTemplates.template })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.shopId, shop), like(emailTemplates.html, pattern))),
    ctx.db
      .selectDistinctOn([productTranslations.productId], {
        id: productTranslations.productId,
        label: productTranslations.name,
      })
      .from(productTranslations)
      .where(and(eq(productTranslations.shopId, shop), like(productTranslations.description, pattern))),
    ctx.db
      .select({ id: contentPages.id, label: contentPages.title })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.shopId, shop),
          or(like(contentPages.body, pattern), like(sql`${contentPages.translations}::text`, pattern)),
        ),
      ),
  ]);
  return [
    ...articles.map((a) => ({ kind: 'article', id: a.id, label: a.label })),
    ...bannerRows.map((b) => ({ kind: 'banner', id: b.id, label: b.label })),
    ...settingRows.map((s, i) => ({ kind: 'setting', id: i + 1, label: s.label })),
    ...emailRows.map((e) => ({ kind: 'email template', id: e.id, label: e.label })),
    ...productRows.map((p) => ({ kind: 'product', id: p.id, label: p.label })),
    ...pageRows.map((p) => ({ kind: 'page', id: p.id, label: p.label })),
  ];
}
