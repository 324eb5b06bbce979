import { and, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  categories,
  categoryTranslations,
  contentPages,
  manufacturers,
  menuItems,
  menus,
} from '../schema/index';
import type { SeededShops } from './shops';

type SeedItem = {
  kind: 'heading' | 'category' | 'manufacturer' | 'page' | 'content_page';
  /** A category or manufacturer slug, a storefront page key or a content page's handle. */
  target?: string;
  label?: string;
  children?: SeedItem[];
};

const category = (slug: string, children: SeedItem[] = []): SeedItem => ({
  kind: 'category',
  target: slug,
  children,
});
const page = (target: string, label: string): SeedItem => ({ kind: 'page', target, label });
/** One of the shop's own pages (seed/starter-pages.ts), by handle, named by its title. */
const contentPage = (handle: string): SeedItem => ({ kind: 'content_page', target: handle });

/**
 * The demo shop's header: today's category menu, grown into sub-lists, plus brands and the blog.
 * No Home item: the shop's name beside it leads home, and the bar keeps to one line.
 */
const demoHeader: SeedItem[] = [
  {
    kind: 'heading',
    label: 'Shop by Category',
    children: [
      category('camping', [category('tents'), category('sleeping-bags'), category('camp-kitchen')]),
      category('hiking', [category('backpacks'), category('footwear'), category('trekking-poles')]),
      category('clothing', [category('jackets'), category('base-layers')]),
      category('climbing'),
      category('water-sports'),
      category('lighting'),
      category('gift-cards'),
    ],
  },
  {
    kind: 'heading',
    label: 'Brands',
    children: ['summit-peak', 'trailforge', 'northridge', 'wildcraft'].map((slug) => ({
      kind: 'manufacturer',
      target: slug,
    })),
  },
  // The blog's own name (Learning Center) wraps the bar at desktop widths; the footer uses it.
  page('blog', 'Blog'),
];

/** The demo shop's footer: the links it had, in columns, with its own pages (issue 32). */
const demoFooter: SeedItem[] = [
  {
    kind: 'heading',
    label: 'Shop',
    children: [category('camping'), category('hiking'), category('clothing'), category('gift-cards')],
  },
  {
    kind: 'heading',
    label: 'Customer Service',
    children: [
      page('contact-us', 'Contact Us'),
      contentPage('shipping-returns'),
      page('track-order', 'Track Your Order'),
      page('return-exchange', 'Returns & Exchanges'),
    ],
  },
  {
    kind: 'heading',
    label: 'About',
    children: [
      contentPage('about-us'),
      page('blog', 'Learning Center'),
      contentPage('privacy-policy'),
      contentPage('terms-of-service'),
      page('account', 'My Account'),
    ],
  },
];

/** Seed step: the demo shop's header and footer menus (the outdoors shop keeps the default links). */
export async function seedMenus(db: Db, shops: SeededShops): Promise<void> {
  const shopId = shops.demo;
  const cats = await db
    .select({ id: categories.id, slug: categoryTranslations.slug })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.shopId, categories.shopId),
        eq(categoryTranslations.categoryId, categories.id),
      ),
    )
    .where(and(eq(categories.shopId, shopId), eq(categoryTranslations.locale, 'en')));
  const brands = await db
    .select({ id: manufacturers.id, slug: manufacturers.slug })
    .from(manufacturers)
    .where(eq(manufacturers.shopId, shopId));
  const pages = await db
    .select({ id: contentPages.id, slug: contentPages.handle })
    .from(contentPages)
    .where(eq(contentPages.shopId, shopId));
  const idOf = (list: { id: number; slug: string }[], slug: string) => {
    const found = list.find((row) => row.slug === slug);
    if (!found) throw new Error(`seed menus: no ${slug}`);
    return found.id;
  };
  const insert = async (menuId: number, items: SeedItem[], parentId: number | null) => {
    for (const [position, item] of items.entries()) {
      const [row] = await db
        .insert(menuItems)
        .values({
          shopId,
          menuId,
          parentId,
          position,
          kind: item.kind,
          label: item.label ?? '',
          targetId:
            item.kind === 'category'
              ? idOf(cats, item.target!)
              : item.kind === 'manufacturer'
                ? idOf(brands, item.target!)
                : item.kind === 'content_page'
                  ? idOf(pages, item.target!)
                  : null,
          page: item.kind === 'page' ? item.target! : null,
        })
        .returning({ id: menuItems.id });
      await insert(menuId, item.children ?? [], row!.id);
    }
  };
  for (const [handle, items] of [
    ['main-menu', demoHeader],
    ['footer', demoFooter],
  ] as const) {
    const [menu] = await db.insert(menus).values({ shopId, handle }).returning({ id: menus.id });
    await insert(menu!.id, items, null);
  }
}
