import { contentPagePath } from '@emporia/contracts/content-page-keys';
import {
  type AdminMenuItem,
  type MenuItemKind,
  type MenuLink,
  type RecordKind,
  recordKinds,
  type StorefrontPage,
  storefrontPages,
} from '@emporia/contracts/menus';
import { textIn, translatedOr } from '@emporia/contracts/translated';
import type { RequestContext } from '../../kernel/context';
import {
  articleTargets,
  blogCategoryTargets,
  categoryTargets,
  contentPageTargets,
  type MenuItemRow,
  manufacturerTargets,
  type Target,
} from './queries';

/** The targets of the items by kind and id: what exists now, with today's names and slugs. */
export type TargetIndex = Record<RecordKind, Map<number, Target>>;

export const isRecordKind = (kind: string): kind is RecordKind =>
  (recordKinds as readonly string[]).includes(kind);

/** `language` names the targets for shoppers reading it; the admin reads the default language. */
export async function targetsOf(
  ctx: RequestContext,
  rows: { kind: string; targetId: number | null }[],
  language?: string,
) {
  const idsOf = (kind: string) => [
    ...new Set(rows.filter((row) => row.kind === kind && row.targetId).map((row) => row.targetId!)),
  ];
  const shopId = ctx.shop.id;
  const [category, manufacturer, article, blogCategory, contentPage] = await Promise.all([
    categoryTargets(
      ctx.db,
      shopId,
      language ?? ctx.shop.defaultLanguage,
      ctx.shop.defaultLanguage,
      idsOf('category'),
    ),
    manufacturerTargets(ctx.db, shopId, idsOf('manufacturer'), language),
    articleTargets(ctx.db, shopId, idsOf('article'), language),
    blogCategoryTargets(ctx.db, shopId, idsOf('blog_category')),
    contentPageTargets(ctx.db, shopId, idsOf('content_page'), language),
  ]);
  const index = (targets: Target[]) => new Map(targets.map((target) => [target.id, target]));
  return {
    category: index(category),
    manufacturer: index(manufacturer),
    article: index(article),
    blog_category: index(blogCategory),
    content_page: index(contentPage),
  } as TargetIndex;
}

const pathOf: Record<RecordKind, (slug: string) => string> = {
  category: (slug) => `/category/${encodeURIComponent(slug)}`,
  manufacturer: (slug) => `/manufacturer/${encodeURIComponent(slug)}`,
  article: (slug) => `/article/${encodeURIComponent(slug)}`,
  blog_category: (slug) => `/blog/category/${encodeURIComponent(slug)}`,
  content_page: contentPagePath,
};

interface Resolved {
  name: string;
  href: string | null;
  /** The target was deleted. */
  missing: boolean;
  /** The target exists but the storefront does not show it (a disabled category). */
  disabled: boolean;
}

/** Where one item leads today. */
export function resolveItem(row: MenuItemRow, targets: TargetIndex): Resolved {
  const kind = row.kind as MenuItemKind;
  if (isRecordKind(kind)) {
    const target = row.targetId ? targets[kind].get(row.targetId) : undefined;
    if (!target) return { name: '', href: null, missing: true, disabled: false };
    return { name: target.name, href: pathOf[kind](target.slug), missing: false, disabled: !target.shown };
  }
  if (kind === 'page') {
    const page = storefrontPages[row.page as StorefrontPage];
    return page
      ? { name: page.name, href: page.path, missing: false, disabled: false }
      : { name: '', href: null, missing: true, disabled: false };
  }
  if (kind === 'url') return { name: row.url ?? '', href: row.url, missing: false, disabled: false };
  return { name: '', href: null, missing: false, disabled: false };
}

const childrenOf = (rows: MenuItemRow[]) => {
  const byParent = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  return (parentId: number | null) => byParent.get(parentId) ?? [];
};

/** The menu as the editor shows it: every item, flagged when its target is gone. */
export function adminTree(rows: MenuItemRow[], targets: TargetIndex): AdminMenuItem[] {
  const under = childrenOf(rows);
  const build = (parentId: number | null): AdminMenuItem[] =>
    under(parentId).map((row) => {
      const resolved = resolveItem(row, targets);
      return {
        id: row.id,
        kind: row.kind as MenuItemKind,
        target_id: row.targetId,
        page: row.page,
        url: row.url,
        label: row.label,
        label_translations: row.labelTranslations,
        target_name: resolved.name,
        href: resolved.href,
        missing: resolved.missing,
        disabled: resolved.disabled,
        children: build(row.id) as never[],
      };
    });
  return build(null);
}

/** The menu as shoppers see it: items whose target is gone or hidden are left out, with what hangs under them. */
export function storefrontTree(rows: MenuItemRow[], targets: TargetIndex, language?: string): MenuLink[] {
  const under = childrenOf(rows);
  const build = (parentId: number | null): MenuLink[] =>
    under(parentId).flatMap((row) => {
      const resolved = resolveItem(row, targets);
      if (resolved.missing || resolved.disabled) return [];
      const own = language ? textIn(row.labelTranslations, language, row.label) : row.label;
      const label = translatedOr(own, resolved.name);
      return label ? [{ label, href: resolved.href, children: build(row.id) }] : [];
    });
  return build(null);
}
