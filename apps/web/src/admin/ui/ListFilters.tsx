import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { ListState } from './list-state';

/**
 * A list page's filter bar: a search box (sent with Enter) in the first column,
 * then the page's own filters; every value lives in the address (ListState).
 */
export function ListFilters({
  state,
  noun,
  placeholder,
  searchWidth,
  className = 'mb-3',
  children,
}: {
  state: ListState;
  /** What the list holds, plural: "Filter {noun}", "Search {noun}". */
  noun: string;
  placeholder: string;
  /** The search box's share of a medium-wide row (of 12). */
  searchWidth: number;
  className?: string;
  /** The list's own filters, if any. */
  children?: ReactNode;
}) {
  return (
    <Form
      className={className}
      role="search"
      aria-label={`Filter ${noun}`}
      onSubmit={(event) => {
        event.preventDefault();
        state.set({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
      }}
    >
      <Row className="g-2">
        <Col md={searchWidth}>
          <Form.Control
            name="search"
            type="search"
            placeholder={placeholder}
            aria-label={`Search ${noun}`}
            defaultValue={state.get('search')}
          />
        </Col>
        {children}
      </Row>
    </Form>
  );
}

/** One filter of a list as a select: choosing applies it at once; the first option is "any". */
export function FilterSelect({
  state,
  name,
  label,
  options,
}: {
  state: ListState;
  name: string;
  label: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <Form.Select
      aria-label={label}
      value={state.get(name) ?? ''}
      onChange={(e) => state.set({ [name]: e.target.value })}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </Form.Select>
  );
}
