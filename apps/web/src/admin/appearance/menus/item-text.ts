import {
  type MenuItemKind,
  type MenuTargets,
  recordKinds,
  type StorefrontPage,
  storefrontPages,
} from '@emporia/contracts/menus';
import type { Row } from './menu-tree';

export const kindNames: Record<MenuItemKind, string> = {
  heading: 'Heading (no link)',
  category: 'Category',
  manufacturer: 'Brand',
  article: 'Article',
  blog_category: 'Blog topic',
  content_page: 'Page (About us, policies…)',
  page: 'Shop page',
  url: 'Web address',
};

export const isRecordKind = (kind: MenuItemKind): kind is (typeof recordKinds)[number] =>
  (recordKinds as readonly string[]).includes(kind);

/** The current name of what the item points at ('' when it is gone). */
export function targetName(
  row: Pick<Row, 'kind' | 'target_id' | 'page' | 'url'>,
  targets?: MenuTargets,
): string {
  if (isRecordKind(row.kind))
    return targets?.[row.kind].find((choice) => choice.id === row.target_id)?.name ?? '';
  if (row.kind === 'page') return storefrontPages[row.page as StorefrontPage]?.name ?? '';
  if (row.kind === 'url') return row.url ?? '';
  return '';
}

/** Whether the item points at a record that no longer exists (the storefront hides it). */
export const pointsAtNothing = (row: Row, targets?: MenuTargets) =>
  isRecordKind(row.kind) && targets !== undefined && targetName(row, targets) === '';
