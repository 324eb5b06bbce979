/**
 * What the storefront's sources say in Bootstrap classes, for PurgeCSS (purge-css.ts).
 * react-bootstrap writes most of its classes from component names and props:
 * `<Card.Body>` is `card-body`, `<Button variant="outline-primary" size="sm">` is
 * `btn btn-outline-primary btn-sm`, `<Col lg={4}>` is `col-lg-4`, `<Table striped>` is
 * `table-striped`. The sources name only the parts, so the words are put together here.
 */

const breakpoints = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
/** `col-lg-4`, and `col-4` for xs (Bootstrap's infix-less smallest size). */
const byBreakpoint = (prefix: string) =>
  Object.fromEntries(breakpoints.map((bp) => [bp, [bp === 'xs' ? prefix : `${prefix}-${bp}`]]));

type Prefixes = Record<string, string[]>;

/** Per component: the prefixes it writes before each prop's value. */
const prefixesByComponent: Record<string, Prefixes> = {
  Button: { variant: ['btn'], size: ['btn'] },
  'Dropdown.Toggle': { variant: ['btn'] },
  Alert: { variant: ['alert'] },
  Badge: { bg: ['bg', 'text-bg'], text: ['text'] },
  Table: { variant: ['table'], size: ['table'] },
  Spinner: { variant: ['text'], animation: ['spinner'], size: ['spinner-border', 'spinner-grow'] },
  Card: { bg: ['bg'], text: ['text'], border: ['border'] },
  'Card.Img': { variant: ['card-img'] },
  Navbar: { bg: ['bg'], variant: ['navbar'], expand: ['navbar-expand'] },
  Nav: { variant: ['nav'] },
  Col: byBreakpoint('col'),
  Row: byBreakpoint('row-cols'),
  Placeholder: { ...byBreakpoint('col'), size: ['placeholder'], animation: ['placeholder'], bg: ['bg'] },
  'Placeholder.Button': { ...byBreakpoint('col'), variant: ['btn'], size: ['placeholder'] },
  'Form.Control': { size: ['form-control'] },
  'Form.Select': { size: ['form-select'] },
  'Form.Check': { type: ['form'] },
  InputGroup: { size: ['input-group'] },
  Pagination: { size: ['pagination'] },
  Modal: { size: ['modal'] },
  ProgressBar: { variant: ['bg'] },
};

/**
 * A prop given outside those components (a component of the app passing it on, a default,
 * an options object): every prefix any of them writes before it.
 */
const anyComponent: Prefixes = {};
for (const prefixes of Object.values(prefixesByComponent))
  for (const [prop, list] of Object.entries(prefixes))
    anyComponent[prop] = [...new Set([...(anyComponent[prop] ?? []), ...list])];

/** A prop and its value: `size="sm"`, `variant={ok ? 'success' : 'danger'}`, `bg: 'x'`, `size = 'sm'`. */
const propValue = new RegExp(
  `\\b(${Object.keys(anyComponent).join('|')}|type)\\??\\s*[=:]\\s*(\\{(?:[^{}]|\\{[^{}]*\\})*\\}|"[^"]*"|'[^']*')`,
  'g',
);

/** An opening JSX tag of a component, props and all (a `>` inside `{…}` or quotes does not end it). */
const componentTag =
  /<([A-Z][A-Za-z]*(?:\.[A-Z][A-Za-z]*)*)((?:\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*"|'[^']*'|[^<>{}"'])*)>/g;

/** Flags that add a class of their own. */
const classByFlag: Record<string, string> = {
  striped: 'table-striped',
  hover: 'table-hover',
  bordered: 'table-bordered',
  borderless: 'table-borderless',
  responsive: 'table-responsive',
  pill: 'rounded-pill',
  dismissible: 'alert-dismissible',
  fluid: 'container-fluid',
  centered: 'modal-dialog-centered',
  scrollable: 'modal-dialog-scrollable',
  inline: 'form-check-inline',
  reverse: 'form-check-reverse',
  plaintext: 'form-control-plaintext',
  closeButton: 'btn-close',
  isInvalid: 'is-invalid',
  isValid: 'is-valid',
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const wordsOf = (text: string) => text.match(/[A-Za-z0-9_-]+/g) ?? [];

function addPropClasses(words: Set<string>, props: string, prefixes: Prefixes): void {
  for (const [, prop = '', value = ''] of props.matchAll(propValue)) {
    for (const word of wordsOf(value)) {
      for (const prefix of prefixes[prop] ?? []) words.add(`${prefix}-${word}`);
      // <Form.Control.Feedback type="invalid"> is `invalid-feedback`.
      if (prop === 'type') words.add(`${word}-feedback`);
    }
  }
}

/**
 * PurgeCSS's default word extractor, plus the classes react-bootstrap makes of the words:
 * each component's own (`<InputGroup>` is `input-group`), its props' values behind its
 * prefixes, the flags' classes. A prop outside a known component's tag is tried behind
 * every prefix of that prop, so a value passed on through the app's own components is kept.
 */
export function reactBootstrapWords(content: string): string[] {
  const words = new Set(wordsOf(content));
  for (const component of content.match(/\b[A-Z][A-Za-z]+(?:\.[A-Z][A-Za-z]+)*/g) ?? []) {
    words.add(component.split('.').map(kebab).join('-'));
  }
  const elsewhere = content.replace(componentTag, (tag, component: string, props: string) => {
    const prefixes = prefixesByComponent[component];
    if (!prefixes) return tag;
    addPropClasses(words, props, prefixes);
    return '';
  });
  addPropClasses(words, elsewhere, anyComponent);
  for (const [flag, name] of Object.entries(classByFlag)) if (words.has(flag)) words.add(name);
  return [...words];
}

/**
 * Classes react-bootstrap sets with no word for them in the sources: on the elements
 * it draws inside a component (`page-link`, `modal-dialog`, `form-check-input`) or at
 * run time (`show`, `fade`, `modal-open` on the body).
 */
export const reactBootstrapSafelist = [
  // Placeholder widths are picked from a list of numbers (ui/LoadingBlocks.tsx).
  /^col-\d+$/,
  'active',
  'disabled',
  'fade',
  'show',
  'showing',
  'hiding',
  'collapse',
  'collapsing',
  'collapsed',
  'visually-hidden',
  'btn',
  'btn-close',
  'rounded-pill',
  'form-check-input',
  'form-check-label',
  'has-validation',
  'is-invalid',
  'is-valid',
  'page-item',
  'page-link',
  'modal-open',
  'modal-backdrop',
  'modal-dialog',
  'modal-content',
  'modal-static',
];
