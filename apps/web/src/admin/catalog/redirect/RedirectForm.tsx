import { type Redirect, type RedirectInput, redirectInputSchema } from '@emporia/contracts/redirects';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useSaveRedirect } from '../api/redirects';

/** Adds a redirect, or changes `editing`: the old path, the new path or https address, 301 or 302. */
/** A labelled text box with its message and a hint under it. */
function AddressField({
  label,
  hint,
  error,
  registered,
}: {
  label: string;
  hint: string;
  error?: string;
  registered: UseFormRegisterReturn;
}) {
  return (
    <Form.Group className="mb-3" controlId={`redirect-${registered.name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={!!error} {...registered} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <Form.Text>{hint}</Form.Text>
    </Form.Group>
  );
}

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
              <AddressField
                label="Old address"
                hint="A path on this shop, e.g. /products/blue-shirt"
                error={fieldErrors.from?.message}
                registered={register('from')}
              />
            </Col>
            <Col lg={5}>
              <AddressField
                label="New address"
                hint="A path (/blue-shirt) or https:// address"
                error={fieldErrors.to?.message}
                registered={register('to')}
              />
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
