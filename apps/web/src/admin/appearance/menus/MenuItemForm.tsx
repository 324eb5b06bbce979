import {
  type MenuItemKind,
  type MenuTargets,
  menuItemKinds,
  type StorefrontPage,
  storefrontPages,
} from '@emporia/contracts/menus';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useShopConfig } from '../../../app/shop-config';
import { isRecordKind, kindNames, targetName } from './item-text';
import type { Row } from './menu-tree';

export type ItemFields = Pick<Row, 'kind' | 'target_id' | 'page' | 'url' | 'label' | 'label_translations'>;

const urlRule = /^https?:\/\/[^\s/]+\S*$|^\/(?!\/)\S*$/i;

/** The same rules the server applies (contracts/menus), said next to the field before saving. */
function problemsOf(fields: ItemFields): Partial<Record<keyof ItemFields, string>> {
  const problems: Partial<Record<keyof ItemFields, string>> = {};
  if (isRecordKind(fields.kind) && !fields.target_id)
    problems.target_id = `Choose the ${kindNames[fields.kind].toLowerCase()}.`;
  if (fields.kind === 'page' && !fields.page) problems.page = 'Choose a page of the shop.';
  if (fields.kind === 'url' && !urlRule.test(fields.url?.trim() ?? ''))
    problems.url = 'Enter an address starting with https://, http:// or / (a page of this shop).';
  if (fields.kind === 'heading' && !fields.label.trim()) problems.label = 'Give the heading a label.';
  if (fields.label.trim().length > 60) problems.label = 'A label has at most 60 characters.';
  if (Object.values(fields.label_translations).some((label) => label.trim().length > 60))
    problems.label_translations = 'A label has at most 60 characters.';
  return problems;
}

/** Adds or changes one menu item: what it links to and the text shown. */
export function MenuItemForm({
  initial,
  targets,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ItemFields;
  targets: MenuTargets;
  submitLabel: string;
  onSubmit: (fields: ItemFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<ItemFields>(initial);
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(fields) : {};
  const set = (change: Partial<ItemFields>) => setFields((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (Object.keys(problemsOf(fields)).length > 0) return;
    onSubmit({ ...fields, label: fields.label.trim(), url: fields.url?.trim() ?? null });
    if (!onCancel) {
      setFields(initial);
      setChecked(false);
    }
  };
  const named = targetName(fields, targets);
  const { config, storefront } = useShopConfig();
  const otherLanguages = storefront.languages.filter((language) => language.code !== config.default_language);
  return (
    <Form noValidate onSubmit={submit} className="row g-2 align-items-start">
      <Form.Group className="col-md-3" controlId={`${id}-kind`}>
        <Form.Label className="small mb-1">Links to</Form.Label>
        <Form.Select
          value={fields.kind}
          onChange={(event) =>
            set({ kind: event.target.value as MenuItemKind, target_id: null, page: null, url: null })
          }
        >
          {menuItemKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindNames[kind]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {isRecordKind(fields.kind) && (
        <Form.Group className="col-md-4" controlId={`${id}-target`}>
          <Form.Label className="small mb-1">{kindNames[fields.kind]}</Form.Label>
          <Form.Select
            value={fields.target_id ?? ''}
            isInvalid={!!problems.target_id}
            onChange={(event) => set({ target_id: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Choose…</option>
            {targets[fields.kind].map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
                {choice.detail ? ` — ${choice.detail}` : ''}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{problems.target_id}</Form.Control.Feedback>
        </Form.Group>
      )}
      {fields.kind === 'page' && (
        <Form.Group className="col-md-4" controlId={`${id}-page`}>
          <Form.Label className="small mb-1">Page</Form.Label>
          <Form.Select
            value={fields.page ?? ''}
            isInvalid={!!problems.page}
            onChange={(event) => set({ page: event.target.value || null })}
          >
            <option value="">Choose…</option>
            {(Object.keys(storefrontPages) as StorefrontPage[]).map((page) => (
              <option key={page} value={page}>
                {storefrontPages[page].name} ({storefrontPages[page].path})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{problems.page}</Form.Control.Feedback>
        </Form.Group>
      )}
      {fields.kind === 'url' && (
        <Form.Group className="col-md-4" controlId={`${id}-url`}>
          <Form.Label className="small mb-1">Address</Form.Label>
          <Form.Control
            inputMode="url"
            placeholder="https://… or /page"
            value={fields.url ?? ''}
            isInvalid={!!problems.url}
            onChange={(event) => set({ url: event.target.value })}
          />
          <Form.Control.Feedback type="invalid">{problems.url}</Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group className={fields.kind === 'heading' ? 'col-md-7' : 'col-md-3'} controlId={`${id}-label`}>
        <Form.Label className="small mb-1">Label</Form.Label>
        <Form.Control
          value={fields.label}
          placeholder={named || (fields.kind === 'heading' ? 'The heading’s text' : '')}
          isInvalid={!!problems.label}
          onChange={(event) => set({ label: event.target.value })}
        />
        <Form.Control.Feedback type="invalid">{problems.label}</Form.Control.Feedback>
        {fields.kind !== 'heading' && !problems.label && (
          <Form.Text className="small">Empty shows the current name.</Form.Text>
        )}
      </Form.Group>
      {otherLanguages.length > 0 && (
        <fieldset className="col-12 row g-2 order-last">
          <legend className="visually-hidden">Label in other languages</legend>
          {otherLanguages.map((language) => (
            <Form.Group key={language.code} className="col-md-3" controlId={`${id}-label-${language.code}`}>
              <Form.Label className="small mb-1">Label ({language.name})</Form.Label>
              <Form.Control
                lang={language.code}
                value={fields.label_translations[language.code] ?? ''}
                placeholder={fields.label || named || ''}
                isInvalid={
                  !!problems.label_translations &&
                  (fields.label_translations[language.code] ?? '').trim().length > 60
                }
                onChange={(event) =>
                  set({
                    label_translations: { ...fields.label_translations, [language.code]: event.target.value },
                  })
                }
              />
              <Form.Control.Feedback type="invalid">{problems.label_translations}</Form.Control.Feedback>
            </Form.Group>
          ))}
        </fieldset>
      )}
      <div className="col-md-2 d-flex gap-2 align-self-end mb-md-4 pb-md-1">
        <Button type="submit" variant={onCancel ? 'primary' : 'outline-primary'}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
