import { describe, expect, it } from 'vitest';
import {
  indent,
  moveAmongSiblings,
  moveRow,
  outdent,
  projectDepth,
  type Row,
  removeRow,
  treeOf,
} from './menu-tree';

const row = (key: string, depth: number): Row => ({
  key,
  depth,
  kind: 'heading',
  target_id: null,
  page: null,
  url: null,
  label: key,
  label_translations: {},
  missing: false,
  disabled: false,
});
const shape = (rows: Row[]) => rows.map((r) => `${'-'.repeat(r.depth)}${r.key}`).join(' ');
// a
// -b
// --c
// d
// e
const start = () => [row('a', 0), row('b', 1), row('c', 2), row('d', 0), row('e', 0)];

describe('menu tree rows', () => {
  it('become the saved tree, each row knowing its place', () => {
    const { items, paths } = treeOf(start());
    expect(items.map((item) => item.label)).toEqual(['a', 'd', 'e']);
    expect(items[0]!.children[0]!.children[0]!.label).toBe('c');
    expect(paths.get('c')).toBe('items.0.children.0.children.0');
    expect(paths.get('e')).toBe('items.2');
  });

  it('nest under the sibling before and come out again after their parent', () => {
    expect(shape(indent(start(), 'd', 3))).toBe('a -b --c -d e');
    expect(shape(indent(start(), 'b', 3))).toBe('a -b --c d e');
    expect(shape(indent(start(), 'a', 3))).toBe('a -b --c d e');
    expect(shape(outdent(start(), 'b'))).toBe('a b -c d e');
    expect(shape(outdent([row('a', 0), row('b', 1), row('x', 1), row('d', 0)], 'b'))).toBe('a -x b d');
  });

  it('move with their children among siblings and by dragging', () => {
    expect(shape(moveAmongSiblings(start(), 'd', -1))).toBe('d a -b --c e');
    expect(shape(moveAmongSiblings(start(), 'a', 1))).toBe('d a -b --c e');
    expect(shape(moveRow(start(), 'a', 'e', 0))).toBe('d e a -b --c');
    expect(shape(moveRow(start(), 'e', 'b', 1))).toBe('a -e -b --c d');
    expect(shape(removeRow(start(), 'a'))).toBe('d e');
  });

  it('land at a depth the neighbours and the depth limit allow', () => {
    // e dragged right onto d's place: nested under a (depth 1), or deeper under c … not past the limit.
    expect(projectDepth(start(), 'e', 'd', 1, 3)).toBe(1);
    expect(projectDepth(start(), 'e', 'd', 5, 3)).toBe(2);
    expect(projectDepth(start(), 'e', 'd', 5, 2)).toBe(1);
    expect(projectDepth(start(), 'e', 'd', -3, 3)).toBe(0);
    // a (three levels tall) cannot go under anything in a three-level menu.
    expect(projectDepth(start(), 'a', 'e', 2, 3)).toBe(0);
    // Dropped before b, d must stay as deep as b or b would lose its parent.
    expect(projectDepth(start(), 'd', 'b', 0, 3)).toBe(1);
  });
});
