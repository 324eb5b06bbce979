import {
  type HomeSection,
  type HomeSectionType,
  homeSectionTypes,
  maxHomeSections,
} from '@emporia/contracts/home-sections';
import { type KeyboardEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { useFieldArray } from 'react-hook-form';
import en from '../../../app/locales/en.json';
import { useShopConfig } from '../../../app/shop-config';
import type { SectionFormProps } from './fields';
import { SectionSettings } from './SectionSettings';
import { type ListHeadings, sectionLabel as labelOf, newSection, sectionKinds } from './section-kinds';

type EditorForm = Omit<SectionFormProps, 'path' | 'idPrefix'> & {
  // biome-ignore lint/suspicious/noExplicitAny: the theme form's control; see fields.tsx.
  control: any;
};

/**
 * The home page's sections: add one of a kind, open one to edit its settings, show or hide it,
 * move it with the arrow buttons (or Alt+↑/↓ on its row, focus following), remove it.
 */
export function HomeSectionsEditor(form: EditorForm) {
  const { fields, move, append, remove } = useFieldArray({
    control: form.control,
    name: 'home_sections',
    keyName: 'fieldKey',
  });
  const [open, setOpen] = useState<string | null>(null);
  const [kind, setKind] = useState<HomeSectionType>('hero');
  const [said, setSaid] = useState('');
  const rows = useRef(new Map<string, HTMLElement | null>());
  const sections = (form.watch('home_sections') ?? []) as HomeSection[];
  const { storefront } = useShopConfig();
  const heading = (key: keyof ListHeadings): string =>
    storefront.text_overrides[`home.${key}`] ?? en.home[key];
  const lists: ListHeadings = {
    arrivals: heading('arrivals'),
    featured: heading('featured'),
    deals: heading('deals'),
    latest_news: heading('latest_news'),
  };
  const sectionLabel = (section: HomeSection) => labelOf(section, lists);

  const moveTo = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= fields.length) return;
    const section = sections[from];
    move(from, to);
    if (section) {
      setSaid(`${sectionLabel(section)} moved to position ${to + 1} of ${fields.length}.`);
      // The moved row keeps the focus, so the keys can move it again.
      if (focus) requestAnimationFrame(() => rows.current.get(section.key)?.focus());
    }
  };
  const onRowKey = (event: KeyboardEvent, index: number) => {
    const tag = (event.target as HTMLElement).tagName;
    if (!event.altKey || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    if (event.key === 'ArrowUp') moveTo(index, index - 1, true);
    else if (event.key === 'ArrowDown') moveTo(index, index + 1, true);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <p className="small text-body-secondary">
        Open a section to edit it. Move a focused row with Alt+↑ and Alt+↓. Sections with nothing to show stay
        hidden on the storefront.
      </p>
      <div aria-live="polite" className="visually-hidden">
        {said}
      </div>
      <ListGroup as="ol" numbered className="mb-3 home-sections-list">
        {fields.map((field, index) => {
          const section = sections[index];
          if (!section) return null;
          const label = sectionLabel(section);
          const isOpen = open === section.key;
          const path = `home_sections.${index}`;
          return (
            <ListGroup.Item
              as="li"
              key={field.fieldKey}
              onKeyDown={(event: KeyboardEvent) => onRowKey(event, index)}
              className="home-section-row"
              data-section={section.key}
            >
              <div className="d-flex flex-wrap align-items-center gap-2">
                <Button
                  variant="link"
                  className="flex-grow-1 text-start p-0 text-decoration-none"
                  aria-expanded={isOpen}
                  aria-controls={`section-${section.key}-settings`}
                  onClick={() => setOpen(isOpen ? null : section.key)}
                  ref={(element: HTMLElement | null) => {
                    rows.current.set(section.key, element);
                  }}
                >
                  {label}
                  {!section.visible && <span className="text-body-secondary small"> (hidden)</span>}
                </Button>
                <Form.Check
                  id={`section-${section.key}-visible`}
                  type="switch"
                  label="Show"
                  className="mb-0"
                  aria-label={`Show ${label}`}
                  {...form.register(`${path}.visible`)}
                />
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1)}
                  aria-label={`Move ${label} up`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === fields.length - 1}
                  onClick={() => moveTo(index, index + 1)}
                  aria-label={`Move ${label} down`}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => {
                    remove(index);
                    setSaid(`${label} removed.`);
                  }}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              </div>
              {isOpen && (
                <div id={`section-${section.key}-settings`} className="mt-3">
                  <SectionSettings
                    section={section}
                    form={{ ...form, path, idPrefix: `section-${section.key}` }}
                  />
                </div>
              )}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      <InputGroup className="mb-2">
        <Form.Select
          aria-label="Kind of section to add"
          value={kind}
          onChange={(event) => setKind(event.target.value as HomeSectionType)}
        >
          {homeSectionTypes.map((type) => (
            <option key={type} value={type}>
              {sectionKinds[type].name}
            </option>
          ))}
        </Form.Select>
        <Button
          variant="outline-primary"
          disabled={fields.length >= maxHomeSections}
          onClick={() => {
            const section = newSection(
              kind,
              sections.map((s) => s.key),
            );
            append(section);
            setOpen(section.key);
            setSaid(`${sectionKinds[kind].name} added at the end.`);
          }}
        >
          Add section
        </Button>
      </InputGroup>
      <Form.Text>{sectionKinds[kind].help}</Form.Text>
    </>
  );
}
