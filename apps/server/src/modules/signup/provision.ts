import { defaultThemeId } from '@emporia/contracts/theme-style';
import { type Db, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { ensureDefaultOrderStatuses } from '@emporia/db/seed/order-statuses';
import { insertStarterPages, starterFooter } from '@emporia/db/seed/starter-pages';
import { currencyOf } from '../settings';
import { startTrial } from '../subscription';
import { starterProducts } from './starter-content';

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
 * 409), its currency, order statuses, the starter theme, its starter pages (About us, Contact,
 * Shipping & returns, the policies) linked from its footer, an optional sample
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
  await addFooterMenu(tx, shopId, await insertStarterPages(tx, shopId, input.name));
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

/**
 * The footer shoppers look in for help and the shop's own pages: two columns, "Help" (contact,
 * shipping & returns, order tracking) and "About" (about us and the policies), each page linked by
 * id so a renamed handle is followed (ADR 0053).
 */
async function addFooterMenu(tx: Db, shopId: number, pages: Map<string, number>) {
  const [menu] = await tx
    .insert(schema.menus)
    .values({ shopId, handle: 'footer' })
    .returning({ id: schema.menus.id });
  const menuId = menu!.id;
  const columns: { label: string; links: { handle?: string; page?: string; label?: string }[] }[] = [
    {
      label: 'Help',
      links: [
        ...starterFooter.help.map((handle) => ({ handle })),
        { page: 'track-order', label: 'Track your order' },
      ],
    },
    { label: 'About', links: starterFooter.about.map((handle) => ({ handle })) },
  ];
  for (const [position, column] of columns.entries()) {
    const [heading] = await tx
      .insert(schema.menuItems)
      .values({ shopId, menuId, parentId: null, position, kind: 'heading', label: column.label })
      .returning({ id: schema.menuItems.id });
    await tx.insert(schema.menuItems).values(
      column.links.map((link, at) => ({
        shopId,
        menuId,
        parentId: heading!.id,
        position: at,
        kind: link.handle ? 'content_page' : 'page',
        // '' shows the page's current title.
        label: link.label ?? '',
        targetId: link.handle ? pages.get(link.handle)! : null,
        page: link.page ?? null,
      })),
    );
  }
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
