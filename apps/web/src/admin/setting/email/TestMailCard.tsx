import { testMailSchema } from '@emporia/contracts/email-settings';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useSendTestMail } from './api';

/** 'Send a test': a mail now, with the saved settings, and what the server answered. */
export function TestMailCard() {
  const send = useSendTestMail();
  const form = useForm<{ to: string }>({ resolver: shopResolver(testMailSchema), defaultValues: { to: '' } });
  useServerFieldErrors(send.error, form.setError);
  const error = form.formState.errors.to?.message;
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        Send a Test
      </Card.Title>
      <p className="text-body-secondary small">Sends a test e-mail now with the saved settings.</p>
      <Form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values.to))}>
        <Form.Group controlId="email-test-to" className="mb-3">
          <Form.Label>Recipient</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              type="email"
              placeholder="you@example.com"
              isInvalid={!!error}
              {...form.register('to')}
            />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send a Test'}
            </Button>
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
      </Form>
      <ErrorAlert error={send.error} />
      {send.data && (
        <Alert variant={send.data.accepted ? 'success' : 'danger'} className="mb-0">
          <div className="fw-semibold">
            {send.data.accepted ? 'The server accepted the test e-mail.' : 'The test e-mail was not sent.'}
          </div>
          <code className="small text-break">{send.data.response}</code>
        </Alert>
      )}
    </Card>
  );
}
