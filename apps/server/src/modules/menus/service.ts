import {
  type Menu,
  type MenuHandle,
  type MenuItemInput,
  type MenuSave,
  type MenuSummary,
  type MenuTargets,
  menuDepths,
  menuHandles,
  menuKinds,
  menuNames,
  type StorefrontMenus,
} from '@emporia/contracts/menus';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import {
  articleTargets,
  blogCategoryTargets,
  categoryTargets,
  contentPageTargets,
  deleteMenu,
  findItems,
  findMenu,
  findMenus,
  insertItems,
  type MenuItemRow,
  type MenuRow,
  manufacturerTargets,
  resetMenuItems,
} from './queries';
import { adminTree, isRecordKind, resolveItem, storefrontTree, targetsOf } from './resolve';

function menuOf(
  handle: MenuHandle,
  row: MenuRow | undefined,
  items: MenuItemRow[],
  targets: Awaited<ReturnType<typeof targetsOf>>,
): Menu {
  return {
    handle,
    kind: menuKinds[handle],
    name: menuNames[handle],
    configured: row !== undefined,
    items: adminTree(items, targets) as Menu['items'],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Both menus of the shop, set up or not, with how many items each has and how many point at nothing. */
export async function listMenus(ctx: RequestContext): Promise<MenuSummary[]> {
  const rows = await findMenus(ctx.db, ctx.shop.id);
  const items = await findItems(
    ctx.db,
    ctx.shop.id,
    rows.map((row) => row.id),
  );
  const targets = await targetsOf(ctx, items);
  return menuHandles.map((handle) => {
    const row = rows.find((menu) => menu.handle === handle);
    const own = row ? items.filter((item) => item.menuId === row.id) : [];
    const { items: _items, ...summary } = menuOf(handle, row, [], targets);
    return {
      ...summary,
      item_count: own.length,
      missing_count: own.filter((item) => {
        const resolved = resolveItem(item, targets);
        return resolved.missing || resolved.disabled;
      }).length,
    };
  });
}

export async function readMenu(ctx: RequestContext, handle: MenuHandle): Promise<Menu> {
  const row = await findMenu(ctx.db, ctx.shop.id, handle);
  const items = row ? await findItems(ctx.db, ctx.shop.id, [row.id]) : [];
  return menuOf(handle, row, items, await targetsOf(ctx, items));
}

type Placed = { item: MenuItemInput; path: string; depth: number };

/** Every item with its place in the request (`items.0.children.2`) and its depth (1 = top). */
function flatten(items: MenuItemInput[], path = 'items', depth = 1): Placed[] {
  return items.flatMap((item, at) => [
    { item, path: `${path}.${at}`, depth },
    ...flatten((item.children ?? []) as MenuItemInput[], `${path}.${at}.children`, depth + 1),
  ]);
}

/** Refuses what the shape alone cannot: a footer nested too deep, a target that is not one of the shop's. */
async function checkMenu(ctx: RequestContext, handle: MenuHandle, body: MenuSave): Promise<void> {
  const fields: Record<string, string> = {};
  const placed = flatten(body.items);
  const depth = menuDepths[menuKinds[handle]];
  for (const { path, depth: at } of placed) {
    if (at > depth)
      fields[path] = 'Footer columns hold links, not lists of their own: move the link up a level.';
  }
  const targets = await targetsOf(
    ctx,
    placed.map(({ item }) => ({ kind: item.kind, targetId: item.target_id ?? null })),
  );
  for (const { item, path } of placed) {
    if (!isRecordKind(item.kind)) continue;
    if (!targets[item.kind].has(item.target_id!)) {
      fields[`${path}.target_id`] =
        `That ${item.kind.replace('_', ' ')} does not exist in this shop (was it deleted?). Choose another or remove the item.`;
    }
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
}

/** Saves the whole tree at once: the menu is what the editor shows, nothing merged. */
export async function saveMenu(ctx: RequestContext, handle: MenuHandle, body: MenuSave): Promise<Menu> {
  await checkMenu(ctx, handle, body);
  await inTransaction(ctx, async (tx) => {
    const menuId = await resetMenuItems(tx.db, tx.shop.id, handle);
    // One insert per level: children need their parent's new id.
    let level: { items: MenuItemInput[]; parentId: number | null }[] = [
      { items: body.items, parentId: null },
    ];
    while (level.length > 0) {
      const rows = level.flatMap(({ items, parentId }) =>
        items.map((item, position) => ({ item, parentId, position })),
      );
      const ids = await insertItems(
        tx.db,
        rows.map(({ item, parentId, position }) => ({
          shopId: tx.shop.id,
          menuId,
          parentId,
          position,
          kind: item.kind,
          targetId: isRecordKind(item.kind) ? item.target_id! : null,
          page: item.kind === 'page' ? item.page! : null,
          url: item.kind === 'url' ? item.url! : null,
          label: item.label,
          labelTranslations: item.label_translations,
        })),
      );
      level = rows
        .map(({ item }, at) => ({ items: (item.children ?? []) as MenuItemInput[], parentId: ids[at]!.id }))
        .filter(({ items }) => items.length > 0);
    }
  });
  return readMenu(ctx, handle);
}

/** Forgets the menu: the storefront shows its default links again. */
export async function resetMenu(ctx: RequestContext, handle: MenuHandle): Promise<Menu> {
  await deleteMenu(ctx.db, ctx.shop.id, handle);
  return readMenu(ctx, handle);
}

/** Everything an item can point at, for the editor's pickers. */
export async function menuTargets(ctx: RequestContext): Promise<MenuTargets> {
  const [category, manufacturer, article, blogCategory, contentPage] = await Promise.all([
    categoryTargets(ctx.db, ctx.shop.id, ctx.shop.defaultLanguage, ctx.shop.defaultLanguage),
    manufacturerTargets(ctx.db, ctx.shop.id),
    articleTargets(ctx.db, ctx.shop.id),
    blogCategoryTargets(ctx.db, ctx.shop.id),
    contentPageTargets(ctx.db, ctx.shop.id),
  ]);
  const choices = (targets: typeof category) => targets.map(({ id, name, detail }) => ({ id, name, detail }));
  return {
    category: choices(category),
    manufacturer: choices(manufacturer),
    article: choices(article),
    blog_category: choices(blogCategory),
    content_page: choices(contentPage),
  };
}

/** The header and footer menus with labels and addresses of today, in `language`, for the storefront config. */
export async function storefrontMenus(
  ctx: RequestContext,
  language = ctx.shop.defaultLanguage,
): Promise<StorefrontMenus> {
  const rows = await findMenus(ctx.db, ctx.shop.id);
  if (rows.length === 0) return {};
  const items = await findItems(
    ctx.db,
    ctx.shop.id,
    rows.map((row) => row.id),
  );
  const targets = await targetsOf(ctx, items, language);
  const linksOf = (handle: MenuHandle) => {
    const row = rows.find((menu) => menu.handle === handle);
    return row
      ? storefrontTree(
          items.filter((item) => item.menuId === row.id),
          targets,
          language,
        )
      : undefined;
  };
  const header = linksOf('main-menu');
  const footer = linksOf('footer');
  return { ...(header ? { header } : {}), ...(footer ? { footer } : {}) };
}
