import type { NestingGroup, NestingGroupInput } from '@emporia/contracts/shipping-plugins';
import { nestingGroupInputSchema } from '@emporia/contracts/shipping-plugins';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { translateMessage } from '../../../../../app/form-errors';
import { ErrorAlert } from '../../../../../ui/ErrorAlert';
import type { RecordFormProps } from '../../../../records/RecordTablePage';
import { SaveCancelButtons } from '../../../../ui/FormParts';
import { useProductSearch } from '../api/product-search';

type Product = NestingGroup['products'][number];

/** A nesting group: its name, the height each further nested item adds, and its products. */
export function GroupForm({
  row: group,
  pending,
  onSave,
  onCancel,
}: RecordFormProps<NestingGroup, NestingGroupInput>) {
  const [name, setName] = useState(group?.name ?? '');
  const [stacking, setStacking] = useState(String(group?.stacking_height ?? 0));
  const [products, setProducts] = useState<Product[]>(group?.products ?? []);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hits = useProductSearch(search.trim());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { name, stacking_height: stacking, product_ids: products.map((p) => p.id) };
    const parsed = nestingGroupInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)])),
      );
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Form noValidate aria-label="Nesting group" onSubmit={submit}>
      <Form.Group className="mb-3" controlId="group-name">
        <Form.Label>Group Name</Form.Label>
        <Form.Control value={name} onChange={(e) => setName(e.target.value)} isInvalid={!!errors.name} />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="group-stacking">
        <Form.Label>Stacking Height (cm)</Form.Label>
        <Form.Control
          inputMode="decimal"
          value={stacking}
          onChange={(e) => setStacking(e.target.value)}
          isInvalid={!!errors.stacking_height}
        />
        <Form.Text muted>How much taller the stack grows with each further item nested in it.</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.stacking_height}</Form.Control.Feedback>
      </Form.Group>
      <div className="mb-2">Products</div>
      <div className="mb-2 d-flex flex-wrap gap-2">
        {products.map((p) => (
          <Badge
            key={p.id}
            bg="light"
            text="dark"
            className="border d-flex align-items-center gap-2 fw-normal"
          >
            {p.name} ({p.sku})
            <CloseButton
              aria-label={`Remove ${p.name}`}
              onClick={() => setProducts(products.filter((x) => x.id !== p.id))}
            />
          </Badge>
        ))}
        {products.length === 0 && <span className="text-body-secondary">No products yet.</span>}
      </div>
      {errors.product_ids && <div className="text-danger small mb-2">{errors.product_ids}</div>}
      <Form.Group className="mb-2" controlId="group-search">
        <Form.Label className="visually-hidden">Find a product</Form.Label>
        <Form.Control
          placeholder="Find a product by name or SKU"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Form.Group>
      <ErrorAlert error={hits.error} />
      {hits.data && (
        <ListGroup className="mb-3">
          {hits.data
            .filter((hit) => !products.some((p) => p.id === hit.id))
            .map((hit) => (
              <ListGroup.Item
                action
                key={hit.id}
                onClick={() => {
                  setProducts([...products, { id: hit.id, sku: hit.sku, name: hit.name }]);
                  setSearch('');
                }}
              >
                {hit.name} <span className="text-body-secondary">({hit.sku})</span>
              </ListGroup.Item>
            ))}
        </ListGroup>
      )}
      <SaveCancelButtons pending={pending} onCancel={onCancel} />
    </Form>
  );
}
