import type { EmailSettingsInput, EmailSettingsView } from '@emporia/contracts/email-settings';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useGenerateDkimKey } from './api';

/** DKIM signing: domain, selector, the sealed private key, and the DNS record to publish. */
export function DkimCard({
  form,
  view,
}: {
  form: UseFormReturn<EmailSettingsInput>;
  view: EmailSettingsView;
}) {
  const generate = useGenerateDkimKey();
  const { errors } = form.formState;
  const keySaved = view.secrets_set.includes('dkim_private_key');
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        DKIM Signing
      </Card.Title>
      <Form.Check
        type="switch"
        id="email-dkim_enabled"
        label="Sign e-mails with DKIM"
        className="mb-3"
        {...form.register('dkim_enabled')}
      />
      <Row>
        <Col md={6}>
          <Form.Group className="mb-3" controlId="email-dkim_domain">
            <Form.Label>Domain</Form.Label>
            <Form.Control
              placeholder="example.com"
              isInvalid={!!errors.dkim_domain}
              {...form.register('dkim_domain')}
            />
            <Form.Control.Feedback type="invalid">{errors.dkim_domain?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group className="mb-3" controlId="email-dkim_selector">
            <Form.Label>Selector</Form.Label>
            <Form.Control
              placeholder="emporia"
              isInvalid={!!errors.dkim_selector}
              {...form.register('dkim_selector')}
            />
            <Form.Control.Feedback type="invalid">{errors.dkim_selector?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId="email-dkim_private_key">
        <Form.Label>Private Key</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          placeholder={
            keySaved
              ? 'A key is saved (not shown). Paste a new one to replace it.'
              : '-----BEGIN PRIVATE KEY-----'
          }
          isInvalid={!!errors.dkim_private_key}
          {...form.register('dkim_private_key')}
        />
        <Form.Control.Feedback type="invalid">{errors.dkim_private_key?.message}</Form.Control.Feedback>
      </Form.Group>
      <ErrorAlert error={generate.error} />
      <Button
        variant="outline-secondary"
        className="mb-3"
        disabled={generate.isPending}
        onClick={() =>
          generate.mutate(undefined, {
            // The form shows the selector and domain the server filled in for the new key.
            onSuccess: (saved) => {
              if (!form.getValues('dkim_selector')) form.setValue('dkim_selector', saved.dkim_selector);
              if (!form.getValues('dkim_domain')) form.setValue('dkim_domain', saved.dkim_domain);
            },
          })
        }
      >
        Generate a Key Pair
      </Button>
      {view.dkim_dns ? (
        <div>
          <p className="mb-1">Publish this TXT record in the DNS of {view.dkim_domain}:</p>
          <Form.Control
            readOnly
            aria-label="DNS record name"
            className="font-monospace mb-1"
            value={view.dkim_dns.name}
          />
          <Form.Control
            as="textarea"
            rows={3}
            readOnly
            aria-label="DNS record value"
            className="font-monospace small"
            value={view.dkim_dns.value}
          />
        </div>
      ) : (
        <p className="text-body-secondary small mb-0">
          Save a domain and selector and a key to see the DNS record to publish.
        </p>
      )}
    </Card>
  );
}
