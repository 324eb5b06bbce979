import { defaultThemeId } from '@emporia/contracts/theme-style';
import { type Db, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { ensureDefaultOrderStatuses } from '@emporia/db/seed/order-statuses';
import { currencyOf } from '../../modules/settings/currency';
import { startTrial } from '../../modules/subscription/operator';
import { starterPages, starterProducts } from './starter-content';

export interface NewShop {
  subdomain: string;
  name: string;
  ownerEmail: string;
  ownerPasswordHash: string;
  countryCode: string;
  currencyCode: string;
  sampleProducts: boolean;
}

/**
 * Writes a new shop and everything it starts with, inside the caller's transaction: the shop
 * row (undefined when the subdomain was taken meanwhile, so the caller rolls back and answers
 * 409), its currency, order statuses, the starter theme, sample pages, an optional sample
 * catalogue, the owner's admin account and the 14-day trial (modules/subscription).
 */
export async function provisionShop(
  tx: Db,
  input: NewShop,
): Promise<{ shopId: number; ownerId: number; adminPath: string } | undefined> {
  const [shop] = await tx
    .insert(schema.shops)
    .values({
      subdomain: input.subdomain,
      name: input.name,
      currencyCode: input.currencyCode,
      launchedAt: null,
    })
    .onConflictDoNothing()
    .returning({ id: schema.shops.id, adminPath: schema.shops.adminPath });
  if (!shop) return undefined;
  const shopId = shop.id;
  const currency = currencyOf(input.currencyCode);
  await tx.insert(schema.currencies).values({
    shopId,
    code: currency.code,
    title: currency.code,
    symbol: currency.symbol,
    position: currency.position,
    decimalDigits: currency.decimal_digits,
  });
  await ensureDefaultOrderStatuses(tx, shopId);
  await tx.insert(schema.shopSettings).values([
    { shopId, key: 'theme_active', value: defaultThemeId },
    { shopId, key: 'config_country', value: input.countryCode },
    { shopId, key: 'config_email', value: input.ownerEmail },
    { shopId, key: 'config_owner', value: input.name },
  ]);
  await tx.insert(schema.newsArticles).values(
    starterPages(input.name).map((page) => ({
      shopId,
      ...page,
      bodyText: page.body.replace(/<[^>]+>/g, ' '),
    })),
  );
  await addFooterMenu(tx, shopId);
  if (input.sampleProducts) await addSampleProducts(tx, shopId, input.currencyCode);
  const [owner] = await tx
    .insert(schema.adminUsers)
    .values({
      shopId,
      email: input.ownerEmail,
      name: 'Shop Owner',
      passwordHash: input.ownerPasswordHash,
      isOwner: 1,
    })
    .returning({ id: schema.adminUsers.id });
  await startTrial(tx, shopId);
  return { shopId, ownerId: owner!.id, adminPath: shop.adminPath };
}

/** The footer shoppers look in for contact, returns and the shop's own pages. */
async function addFooterMenu(tx: Db, shopId: number) {
  const [menu] = await tx
    .insert(schema.menus)
    .values({ shopId, handle: 'footer' })
    .returning({ id: schema.menus.id });
  const items = [
    { page: 'contact-us', label: 'Contact Us' },
    { page: 'return-exchange', label: 'Shipping & Returns' },
    { page: 'blog', label: 'About Us' },
  ];
  await tx.insert(schema.menuItems).values(
    items.map((item, position) => ({
      shopId,
      menuId: menu!.id,
      parentId: null,
      position,
      kind: 'page',
      label: item.label,
      targetId: null,
      page: item.page,
    })),
  );
}

async function addSampleProducts(tx: Db, shopId: number, currencyCode: string) {
  const digits = currencyOf(currencyCode).decimal_digits;
  for (const product of starterProducts) {
    const [row] = await tx
      .insert(schema.products)
      .values({
        shopId,
        sku: product.sku,
        priceMinor: Math.round(product.price * 10 ** digits),
        quantity: 100,
        status: 1,
      })
      .returning({ id: schema.products.id });
    await tx.insert(schema.productTranslations).values({
      shopId,
      productId: row!.id,
      locale: 'en',
      name: product.name,
      slug: product.slug,
      description: `<p>${product.description}</p>`,
    });
  }
  await reindexShop(tx, shopId);
}
