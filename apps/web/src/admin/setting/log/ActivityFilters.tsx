import type { ActivityResponse } from '@emporia/contracts/logs';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { ListState } from '../../ui/list-state';

export const activityFilterNames = ['search', 'admin_id', 'area', 'date_from', 'date_to'] as const;

/** Staff, area, day range and words; applied together with Filter, kept in the address. */
export function ActivityFilters({
  state,
  meta,
}: {
  state: ListState;
  meta: ActivityResponse['meta'] | undefined;
}) {
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <>
      <Form.Label htmlFor={`log-${name}`}>{label}</Form.Label>
      <Form.Control id={`log-${name}`} name={name} defaultValue={state.get(name) ?? ''} {...props} />
    </>
  );
  return (
    <Form
      // Remounted once the choices arrive, so a filter from the address shows as chosen.
      key={meta ? 'ready' : 'loading'}
      className="mb-3"
      role="search"
      aria-label="Filter the activity log"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        state.set(Object.fromEntries(activityFilterNames.map((n) => [n, String(data.get(n) ?? '').trim()])));
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={3}>{field('search', 'Words', { type: 'search', placeholder: 'Product, SKU, staff…' })}</Col>
        <Col md={2}>
          <Form.Label htmlFor="log-admin_id">Staff member</Form.Label>
          <Form.Select id="log-admin_id" name="admin_id" defaultValue={state.get('admin_id') ?? ''}>
            <option value="">Everyone</option>
            {meta?.staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col md={2}>
          <Form.Label htmlFor="log-area">Area</Form.Label>
          <Form.Select id="log-area" name="area" defaultValue={state.get('area') ?? ''}>
            <option value="">All areas</option>
            {meta?.areas.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col md={2}>{field('date_from', 'From', { type: 'date' })}</Col>
        <Col md={2}>{field('date_to', 'To', { type: 'date' })}</Col>
        <Col md={1}>
          <Button type="submit" className="w-100">
            Filter
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
