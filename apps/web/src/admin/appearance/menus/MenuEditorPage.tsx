import {
  type Menu,
  type MenuHandle,
  type MenuKind,
  type MenuTargets,
  maxMenuItems,
  menuDepths,
  menuHandles,
  menuKinds,
} from '@emporia/contracts/menus';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { serverFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { MissingRecord } from '../../access/RecordGate';
import { targetName } from './item-text';
import { MenuItemForm } from './MenuItemForm';
import { MenuTreeEditor, type TreeWords } from './MenuTreeEditor';
import { newKey, type Row, rowsOf, treeOf } from './menu-tree';
import { useMenu, useMenuTargets, useSaveMenu } from './menus-api';

const wordsOf: Record<MenuKind, TreeWords & { intro: string; add: string }> = {
  bar: {
    levelNames: ['Top item', 'Dropdown item', 'Sub-item'],
    intro:
      'The links across the storefront header. Items nested under another open as its dropdown on the storefront (on phones, in the menu). Drag a row right to nest it, left to take it out.',
    add: 'New items go at the end of the bar; drag them into place.',
  },
  block: {
    levelNames: ['Column', 'Link'],
    intro:
      'Columns of links at the bottom of every storefront page. Each top row is a column’s heading; the rows nested under it are its links.',
    add: 'A heading makes a new column; nest links under it by dragging them right.',
  },
};

/** What the storefront will show: the bar's top items, or the footer's columns. */
function Preview({ kind, rows, targets }: { kind: MenuKind; rows: Row[]; targets: MenuTargets }) {
  const groups: { row: Row; children: Row[] }[] = [];
  for (const row of rows) {
    if (row.depth === 0) groups.push({ row, children: [] });
    else if (row.depth === 1) groups[groups.length - 1]?.children.push(row);
  }
  const nameOf = (row: Row) => row.label || targetName(row, targets);
  if (groups.length === 0) return null;
  return (
    <Card className="mb-3">
      <Card.Header className="small text-body-secondary">Preview</Card.Header>
      <Card.Body>
        {kind === 'bar' ? (
          <ul className="list-inline mb-0">
            {groups.map(({ row, children }) => (
              <li key={row.key} className="list-inline-item me-4">
                {nameOf(row)}
                {children.length > 0 && <span aria-hidden="true"> ▾</span>}
              </li>
            ))}
          </ul>
        ) : (
          <div className="row row-cols-2 row-cols-md-4 g-3">
            {groups.map(({ row, children }) => (
              <div key={row.key} className="col">
                <div className="fw-semibold small text-uppercase">{nameOf(row)}</div>
                <ul className="list-unstyled small mb-0">
                  {children.map((child) => (
                    <li key={child.key}>{nameOf(child)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function Editor({ menu, targets }: { menu: Menu; targets: MenuTargets }) {
  const words = wordsOf[menu.kind];
  const levels = menuDepths[menu.kind];
  const [rows, setRows] = useState<Row[]>(() => rowsOf(menu.items));
  const [changed, setChanged] = useState(false);
  const [paths, setPaths] = useState<Map<string, string>>(new Map());
  const save = useSaveMenu(menu.handle);
  const change = (next: Row[]) => {
    setRows(next);
    setChanged(true);
    save.reset();
  };
  // The server names an item's field by its place (items.0.children.1.url): shown on that row.
  const errors = useMemo(() => {
    const byRow = new Map<string, string>();
    const fields = serverFieldErrors(save.error);
    for (const [key, path] of paths) {
      const found = Object.entries(fields).find(
        ([field]) =>
          field === path ||
          (field.startsWith(`${path}.`) && !/\.children\.\d+/.test(field.slice(path.length))),
      );
      if (found) byRow.set(key, found[1]);
    }
    return byRow;
  }, [save.error, paths]);
  const submit = () => {
    const { items, paths: placed } = treeOf(rows);
    setPaths(placed);
    save.mutate(
      { items },
      {
        onSuccess: (saved) => {
          setRows(rowsOf(saved.items));
          setChanged(false);
        },
      },
    );
  };
  const reset = () =>
    save.mutate(null, {
      onSuccess: () => {
        setRows([]);
        setChanged(false);
      },
    });

  return (
    <>
      <p className="text-body-secondary">{words.intro}</p>
      {!menu.configured && !changed && (
        <p className="alert alert-info py-2">
          Not set up yet: the storefront shows its built-in links. Saving this menu replaces them.
        </p>
      )}
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess && !changed}>
        {save.variables
          ? 'Saved! The storefront shows this menu now.'
          : 'The storefront shows its built-in links again.'}
      </SuccessAlert>
      <MenuTreeEditor
        rows={rows}
        onChange={change}
        levels={levels}
        targets={targets}
        errors={errors}
        words={words}
      />
      <Card className="mb-3">
        <Card.Body>
          <Card.Title as="h2" className="h6">
            Add an item
          </Card.Title>
          <p className="small text-body-secondary mb-2">{words.add}</p>
          <MenuItemForm
            initial={{
              kind: menu.kind === 'block' ? 'heading' : 'category',
              target_id: null,
              page: null,
              url: null,
              label: '',
              label_translations: {},
            }}
            targets={targets}
            submitLabel="Add item"
            onSubmit={(fields) =>
              change([...rows, { ...fields, key: newKey(), depth: 0, missing: false, disabled: false }])
            }
          />
        </Card.Body>
      </Card>
      <Preview kind={menu.kind} rows={rows} targets={targets} />
      <div className="d-flex gap-2 align-items-center">
        <Button onClick={submit} disabled={save.isPending || rows.length > maxMenuItems}>
          Save menu
        </Button>
        {changed && <span className="small text-body-secondary">Unsaved changes</span>}
        {menu.configured && (
          <Button variant="outline-secondary" className="ms-auto" disabled={save.isPending} onClick={reset}>
            Use the built-in links instead
          </Button>
        )}
      </div>
    </>
  );
}

/** appearance/menu/{menu}/bar and /block: one menu's items, arranged by dragging. */
export function MenuEditorPage({ kind }: { kind: MenuKind }) {
  const param = useParams().menu ?? '';
  const handle = (menuHandles as readonly string[]).includes(param) ? (param as MenuHandle) : undefined;
  const fits = handle !== undefined && menuKinds[handle] === kind;
  const menu = useMenu(handle ?? 'main-menu');
  const targets = useMenuTargets();
  if (!fits) return <MissingRecord />;
  return (
    <>
      <Link to="../../index" relative="path" className="small">
        ← Menus
      </Link>
      <PageHeading>{menu.data ? menu.data.name : kind === 'bar' ? 'Menu Bar' : 'Menu Block'}</PageHeading>
      {menu.isPending || targets.isPending ? (
        <LoadingBlocks lines={8} />
      ) : menu.isError || targets.isError ? (
        <ErrorAlert error={menu.error ?? targets.error} />
      ) : (
        <Editor key={menu.data.handle} menu={menu.data} targets={targets.data} />
      )}
    </>
  );
}
