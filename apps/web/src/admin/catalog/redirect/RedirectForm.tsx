import { type Redirect, type RedirectInput, redirectInputSchema } from '@emporia/contracts/redirects';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { Field } from '../../../storefront/forms/Field';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useSaveRedirect } from '../api/redirects';

/** Adds a redirect, or changes `editing`: the old path, the new path or https address, 301 or 302. */
export function RedirectForm({ editing, onDone }: { editing?: Redirect; onDone: (message: string) => void }) {
  const save = useSaveRedirect();
  const form = useForm<RedirectInput>({
    resolver: shopResolver(redirectInputSchema),
    defaultValues: editing
      ? { from: editing.from, to: editing.to, status: editing.status }
      : { from: '', to: '', status: 301 },
  });
  const { register, handleSubmit, formState, setError } = form;
  useServerFieldErrors(save.error, setError);
  const fieldErrors = formState.errors;
  return (
    <Card className="mb-3">
      <Card.Header>{editing ? 'Edit Redirect' : 'Add Redirect'}</Card.Header>
      <Card.Body>
        <ErrorAlert error={save.error} />
        <Form
          noValidate
          onSubmit={handleSubmit((values) =>
            save.mutate(
              { id: editing?.id, form: values },
              { onSuccess: (saved) => onDone(`${saved.from} now goes to ${saved.to}.`) },
            ),
          )}
        >
          <Row>
            <Col lg={4}>
              <Field
                label="Old address"
                {...register('from')}
                error={fieldErrors.from?.message}
                idPrefix="redirect"
              />
              <Form.Text className="d-block mt-n2 mb-3">
                A path on this shop, e.g. /products/blue-shirt
              </Form.Text>
            </Col>
            <Col lg={5}>
              <Field
                label="New address"
                {...register('to')}
                error={fieldErrors.to?.message}
                idPrefix="redirect"
              />
              <Form.Text className="d-block mt-n2 mb-3">A path (/blue-shirt) or https:// address</Form.Text>
            </Col>
            <Col lg={3}>
              <Form.Group className="mb-3" controlId="redirect-status">
                <Form.Label>Type</Form.Label>
                <Form.Select {...register('status', { valueAsNumber: true })}>
                  <option value={301}>301 Permanent</option>
                  <option value={302}>302 Temporary</option>
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save Redirect
            </Button>
            <Button variant="outline-secondary" onClick={() => onDone('')}>
              Cancel
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
