import type { AdminMenuItem, MenuItemKind, MenuSaveInput } from '@emporia/contracts/menus';

/** One row of the editor: a menu item with its depth (0 = top) in the tree's reading order. */
export interface Row {
  key: string;
  depth: number;
  kind: MenuItemKind;
  target_id: number | null;
  page: string | null;
  url: string | null;
  label: string;
  /** The label in the shop's other languages (code → label). */
  label_translations: Record<string, string>;
  /** As loaded: the target was deleted, or is hidden from shoppers. */
  missing: boolean;
  disabled: boolean;
}

let counter = 0;
export const newKey = () => `item-${++counter}`;

/** The loaded tree as rows, parents before their children. */
export function rowsOf(items: AdminMenuItem[], depth = 0): Row[] {
  return items.flatMap((item) => [
    {
      key: newKey(),
      depth,
      kind: item.kind,
      target_id: item.target_id,
      page: item.page,
      url: item.url,
      label: item.label,
      label_translations: item.label_translations,
      missing: item.missing,
      disabled: item.disabled,
    },
    ...rowsOf(item.children as AdminMenuItem[], depth + 1),
  ]);
}

type SavedItem = MenuSaveInput['items'][number] & { children: SavedItem[] };

/** The rows as the tree the server saves, and where each row sits in it (`items.0.children.1`) to place its errors. */
export function treeOf(rows: Row[]): { items: SavedItem[]; paths: Map<string, string> } {
  const items: SavedItem[] = [];
  const paths = new Map<string, string>();
  const stack: { depth: number; children: SavedItem[]; path: string }[] = [
    { depth: -1, children: items, path: 'items' },
  ];
  for (const row of rows) {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= row.depth) stack.pop();
    const parent = stack[stack.length - 1]!;
    const item: SavedItem = {
      kind: row.kind,
      target_id: row.target_id,
      page: row.page as SavedItem['page'],
      url: row.url,
      label: row.label,
      label_translations: row.label_translations,
      children: [],
    };
    const path = `${parent.path}.${parent.children.length}`;
    parent.children.push(item);
    paths.set(row.key, path);
    stack.push({ depth: row.depth, children: item.children, path: `${path}.children` });
  }
  return { items, paths };
}

/** Where a row's own subtree ends (the index after its last descendant). */
export function subtreeEnd(rows: Row[], index: number): number {
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > rows[index]!.depth) end += 1;
  return end;
}

/** How many levels hang below the row (0 for a leaf). */
export function heightOf(rows: Row[], index: number): number {
  const end = subtreeEnd(rows, index);
  let height = 0;
  for (let at = index + 1; at < end; at += 1) height = Math.max(height, rows[at]!.depth - rows[index]!.depth);
  return height;
}

const shift = (block: Row[], by: number) => block.map((row) => ({ ...row, depth: row.depth + by }));

/**
 * Where a dragged row would land: `over` is the row it is dropped on, `offset` the
 * sideways distance dragged in levels (right nests, left un-nests). The depth is
 * kept between what its neighbours allow and the menu's depth limit (`levels`);
 * null when no depth fits there.
 */
export function projectDepth(
  rows: Row[],
  activeKey: string,
  overKey: string,
  offset: number,
  levels: number,
): number | null {
  const from = rows.findIndex((row) => row.key === activeKey);
  const end = subtreeEnd(rows, from);
  const block = rows.slice(from, end);
  const others = [...rows.slice(0, from), ...rows.slice(end)];
  let at = others.findIndex((row) => row.key === overKey);
  if (at < 0) at = Math.min(from, others.length);
  else if (rows.findIndex((row) => row.key === overKey) > from) at += 1;
  const previous = others[at - 1];
  const next = others[at];
  const wanted = block[0]!.depth + offset;
  const deepest = Math.min(previous ? previous.depth + 1 : 0, levels - 1 - heightOf(rows, from));
  const shallowest = next ? next.depth : 0;
  if (shallowest > deepest) return null;
  return Math.max(shallowest, Math.min(wanted, deepest));
}

/** Moves a row with its children to where `overKey` is, at `depth`. */
export function moveRow(rows: Row[], activeKey: string, overKey: string, depth: number): Row[] {
  const from = rows.findIndex((row) => row.key === activeKey);
  const end = subtreeEnd(rows, from);
  const block = shift(rows.slice(from, end), depth - rows[from]!.depth);
  const others = [...rows.slice(0, from), ...rows.slice(end)];
  let at = others.findIndex((row) => row.key === overKey);
  if (at < 0) at = Math.min(from, others.length);
  else if (rows.findIndex((row) => row.key === overKey) > from) at += 1;
  return [...others.slice(0, at), ...block, ...others.slice(at)];
}

/** The previous row of the same parent, if any. */
function previousSibling(rows: Row[], index: number): number {
  for (let at = index - 1; at >= 0; at -= 1) {
    if (rows[at]!.depth < rows[index]!.depth) return -1;
    if (rows[at]!.depth === rows[index]!.depth) return at;
  }
  return -1;
}

function nextSibling(rows: Row[], index: number): number {
  const end = subtreeEnd(rows, index);
  return end < rows.length && rows[end]!.depth === rows[index]!.depth ? end : -1;
}

/** Swaps the row (with its children) with the sibling before or after it. */
export function moveAmongSiblings(rows: Row[], key: string, direction: -1 | 1): Row[] {
  const index = rows.findIndex((row) => row.key === key);
  const other = direction < 0 ? previousSibling(rows, index) : nextSibling(rows, index);
  if (other < 0) return rows;
  const [first, second] = direction < 0 ? [other, index] : [index, other];
  const firstEnd = subtreeEnd(rows, first);
  const secondEnd = subtreeEnd(rows, second);
  return [
    ...rows.slice(0, first),
    ...rows.slice(second, secondEnd),
    ...rows.slice(first, firstEnd),
    ...rows.slice(secondEnd),
  ];
}

/** Whether the row can go under the sibling before it within `levels`. */
export const canIndent = (rows: Row[], index: number, levels: number) =>
  previousSibling(rows, index) >= 0 && rows[index]!.depth + 1 + heightOf(rows, index) < levels;

/** Makes the row the last child of the sibling before it. */
export function indent(rows: Row[], key: string, levels: number): Row[] {
  const index = rows.findIndex((row) => row.key === key);
  if (!canIndent(rows, index, levels)) return rows;
  const end = subtreeEnd(rows, index);
  return [...rows.slice(0, index), ...shift(rows.slice(index, end), 1), ...rows.slice(end)];
}

/** Moves the row out of its parent, to just after it. */
export function outdent(rows: Row[], key: string): Row[] {
  const index = rows.findIndex((row) => row.key === key);
  if (rows[index]!.depth === 0) return rows;
  let parent = index - 1;
  while (rows[parent]!.depth >= rows[index]!.depth) parent -= 1;
  const parentEnd = subtreeEnd(rows, parent);
  const end = subtreeEnd(rows, index);
  const block = shift(rows.slice(index, end), -1);
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const at = parentEnd - block.length;
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

export function removeRow(rows: Row[], key: string): Row[] {
  const index = rows.findIndex((row) => row.key === key);
  return [...rows.slice(0, index), ...rows.slice(subtreeEnd(rows, index))];
}
