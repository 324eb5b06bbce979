import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MenuTargets } from '@emporia/contracts/menus';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { kindNames, pointsAtNothing, targetName } from './item-text';
import { type ItemFields, MenuItemForm } from './MenuItemForm';
import {
  canIndent,
  indent,
  moveAmongSiblings,
  moveRow,
  outdent,
  projectDepth,
  type Row,
  removeRow,
  subtreeEnd,
} from './menu-tree';

/** Pixels per level: dragging a row this far right nests it one level deeper. */
const indentWidth = 32;

export interface TreeWords {
  /** What a row at each depth is called: ['Column', 'Link'] for the footer. */
  levelNames: string[];
}

interface RowProps {
  row: Row;
  depth: number;
  index: number;
  rows: Row[];
  levels: number;
  targets: MenuTargets;
  error?: string;
  words: TreeWords;
  onChange: (rows: Row[]) => void;
  editing: boolean;
  onEdit: (key: string | null) => void;
}

function SortableRow({
  row,
  depth,
  index,
  rows,
  levels,
  targets,
  error,
  words,
  onChange,
  editing,
  onEdit,
}: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: row.key,
    });
  const name = row.label || targetName(row, targets);
  const gone = pointsAtNothing(row, targets);
  const level = words.levelNames[Math.min(depth, words.levelNames.length - 1)]!;
  const update = (fields: ItemFields) => {
    onChange(
      rows.map((each) =>
        each.key === row.key ? { ...each, ...fields, missing: false, disabled: false } : each,
      ),
    );
    onEdit(null);
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, marginLeft: depth * indentWidth }}
      className={`menu-editor-row list-group-item px-2 py-2${isDragging ? ' shadow opacity-75' : ''}${gone || error ? ' list-group-item-danger' : ''}`}
      data-depth={depth}
      aria-label={`${level}: ${name || 'Item'}`}
    >
      <div className="d-flex align-items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-light border menu-drag-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
          aria-label={`Drag ${name || 'item'}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="flex-grow-1 text-truncate">
          <span className="fw-semibold">{name || <em className="text-body-secondary">No name</em>}</span>{' '}
          <Badge bg="light" text="dark" className="border fw-normal">
            {kindNames[row.kind]}
          </Badge>
          {row.label && row.kind !== 'url' && ![row.label, ''].includes(targetName(row, targets)) && (
            <span className="small text-body-secondary ms-2">→ {targetName(row, targets)}</span>
          )}
          {row.kind === 'url' && <span className="small text-body-secondary ms-2">→ {row.url}</span>}
          {gone && (
            <div className="small text-danger">
              Points at something deleted: shoppers do not see it. Choose another target or remove it.
            </div>
          )}
          {!gone && row.disabled && (
            <div className="small text-danger">Points at something hidden from shoppers: not shown.</div>
          )}
          {error && <div className="small text-danger">{error}</div>}
        </div>
        <fieldset className="btn-group btn-group-sm flex-shrink-0" aria-label={`Arrange ${name || 'item'}`}>
          <Button
            variant="outline-secondary"
            title="Move up"
            aria-label={`Move ${name} up`}
            onClick={() => onChange(moveAmongSiblings(rows, row.key, -1))}
          >
            ↑
          </Button>
          <Button
            variant="outline-secondary"
            title="Move down"
            aria-label={`Move ${name} down`}
            onClick={() => onChange(moveAmongSiblings(rows, row.key, 1))}
          >
            ↓
          </Button>
          <Button
            variant="outline-secondary"
            title="Move out of its parent"
            aria-label={`Move ${name} out`}
            disabled={depth === 0}
            onClick={() => onChange(outdent(rows, row.key))}
          >
            ←
          </Button>
          <Button
            variant="outline-secondary"
            title="Nest under the item above"
            aria-label={`Nest ${name} under the item above`}
            disabled={!canIndent(rows, index, levels)}
            onClick={() => onChange(indent(rows, row.key, levels))}
          >
            →
          </Button>
        </fieldset>
        <Button size="sm" variant="outline-primary" onClick={() => onEdit(editing ? null : row.key)}>
          Edit<span className="visually-hidden"> {name}</span>
        </Button>
        <Button size="sm" variant="outline-danger" onClick={() => onChange(removeRow(rows, row.key))}>
          Remove<span className="visually-hidden"> {name}</span>
        </Button>
      </div>
      {editing && (
        <div className="border-top mt-2 pt-2">
          <MenuItemForm
            initial={row}
            targets={targets}
            submitLabel="Apply"
            onSubmit={update}
            onCancel={() => onEdit(null)}
          />
        </div>
      )}
    </li>
  );
}

/**
 * A menu as a list of rows indented by level. Drag a row by its handle (mouse, touch,
 * or Space then arrow keys) to reorder it; dragged sideways it nests under the row
 * above or comes out of its parent. The arrow buttons do the same one step at a time.
 */
export function MenuTreeEditor({
  rows,
  onChange,
  levels,
  targets,
  errors,
  words,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  levels: number;
  targets: MenuTargets;
  /** Server messages by row key. */
  errors: Map<string, string>;
  words: TreeWords;
}) {
  const [active, setActive] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // While a row is dragged its children travel with it and leave the list.
  const visible = useMemo(() => {
    if (!active) return rows;
    const from = rows.findIndex((row) => row.key === active);
    return [...rows.slice(0, from + 1), ...rows.slice(subtreeEnd(rows, from))];
  }, [rows, active]);
  const projected =
    active && over ? projectDepth(rows, active, over, Math.round(offset / indentWidth), levels) : null;
  const nameOf = (key: string | number) => {
    const row = rows.find((each) => each.key === key);
    return row ? row.label || targetName(row, targets) || 'item' : 'item';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => `Picked up ${nameOf(dragged.id)}.`,
    onDragOver: ({ active: dragged, over: target }) =>
      target
        ? `${nameOf(dragged.id)} is over ${nameOf(target.id)}.`
        : `${nameOf(dragged.id)} is no longer over a place.`,
    onDragEnd: ({ active: dragged }) => `${nameOf(dragged.id)} was dropped.`,
    onDragCancel: ({ active: dragged }) => `Moving ${nameOf(dragged.id)} was cancelled.`,
  };
  const reset = () => {
    setActive(null);
    setOver(null);
    setOffset(0);
  };
  const onDragEnd = ({ active: dragged, over: target }: DragEndEvent) => {
    const depth = target
      ? projectDepth(rows, String(dragged.id), String(target.id), Math.round(offset / indentWidth), levels)
      : null;
    reset();
    if (target && depth !== null) onChange(moveRow(rows, String(dragged.id), String(target.id), depth));
  };

  if (rows.length === 0) {
    return (
      <p className="text-body-secondary border rounded p-3 mb-3">No items yet: add the first one below.</p>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragStart={({ active: dragged }: DragStartEvent) => {
        setActive(String(dragged.id));
        setOver(String(dragged.id));
        setEditing(null);
      }}
      onDragMove={({ delta }: DragMoveEvent) => setOffset(delta.x)}
      onDragOver={({ over: target }: DragOverEvent) => setOver(target ? String(target.id) : null)}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={visible.map((row) => row.key)} strategy={verticalListSortingStrategy}>
        <ul className="list-group mb-3 menu-editor">
          {visible.map((row) => {
            const index = rows.indexOf(row);
            return (
              <SortableRow
                key={row.key}
                row={row}
                depth={row.key === active && projected !== null ? projected : row.depth}
                index={index}
                rows={rows}
                levels={levels}
                targets={targets}
                error={errors.get(row.key)}
                words={words}
                onChange={onChange}
                editing={editing === row.key}
                onEdit={setEditing}
              />
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
