import {
  type EmailSettingsInput,
  type EmailSettingsView,
  emailSettingsSchema,
  smtpSecurities,
  smtpSecurityNames,
} from '@emporia/contracts/email-settings';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { blankSecrets, SecretInput, useSavedSecrets } from '../../../ui/SecretInput';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useSaveEmailSettings } from './api';
import { DkimCard } from './DkimCard';

type Fields = UseFormReturn<EmailSettingsInput>;

/** One labelled input of the form with its error. */
function Field({
  form,
  name,
  label,
  ...input
}: {
  form: Fields;
  name: 'from_name' | 'from_address' | 'reply_to' | 'smtp_host' | 'smtp_port' | 'smtp_user';
  label: string;
  type?: string;
  placeholder?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Form.Group className="mb-3" controlId={`email-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={!!error} {...input} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

const formValues = (view: EmailSettingsView): EmailSettingsInput => {
  const { secrets_set: _set, dkim_dns: _dns, platform_from: _from, ...values } = view;
  return values;
};

/** The sender, the SMTP server and DKIM of setting/email. */
export function EmailSettingsForm({ view }: { view: EmailSettingsView }) {
  const save = useSaveEmailSettings();
  const secrets = useSavedSecrets(view.secrets_set);
  const form = useForm<EmailSettingsInput>({
    resolver: shopResolver(emailSettingsSchema),
    defaultValues: formValues(view),
  });
  useServerFieldErrors(save.error, form.setError);
  const own = form.watch('transport') === 'own';
  const passwordError = form.formState.errors.smtp_password?.message;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, secrets_clear: secrets.clearList(values) as ('smtp_password' | 'dkim_private_key')[] },
      {
        onSuccess: (saved) => {
          secrets.forget();
          form.reset({ ...formValues(saved), ...blankSecrets(['smtp_password', 'dkim_private_key']) });
        },
      },
    ),
  );
  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>
        Updated! The shop’s e-mails leave this way from now on.
      </SuccessAlert>
      <Card body className="mb-3">
        <Card.Title as="h2" className="h5">
          Sender
        </Card.Title>
        <Row>
          <Col md={6}>
            <Field form={form} name="from_name" label="Sender Name" placeholder="The shop’s name" />
          </Col>
          <Col md={6}>
            <Field
              form={form}
              name="from_address"
              label="Sender Address"
              type="email"
              placeholder={view.platform_from}
            />
          </Col>
        </Row>
        <Field
          form={form}
          name="reply_to"
          label="Reply-To Address"
          type="email"
          placeholder="Replies go to the sender"
        />
      </Card>
      <Card body className="mb-3">
        <Card.Title as="h2" className="h5">
          SMTP Server
        </Card.Title>
        <Form.Check
          type="radio"
          id="transport-platform"
          value="platform"
          label="The platform’s mail server"
          {...form.register('transport')}
        />
        <Form.Check
          type="radio"
          id="transport-own"
          value="own"
          label="My own SMTP server"
          className="mb-3"
          {...form.register('transport')}
        />
        {own && (
          <>
            <Row>
              <Col md={6}>
                <Field form={form} name="smtp_host" label="Host" placeholder="smtp.example.com" />
              </Col>
              <Col md={3}>
                <Field form={form} name="smtp_port" label="Port" type="number" />
              </Col>
              <Col md={3}>
                <Form.Group className="mb-3" controlId="email-smtp_security">
                  <Form.Label>Security</Form.Label>
                  <Form.Select {...form.register('smtp_security')}>
                    {smtpSecurities.map((s) => (
                      <option key={s} value={s}>
                        {smtpSecurityNames[s]}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
            </Row>
            <Row>
              <Col md={6}>
                <Field form={form} name="smtp_user" label="User" />
              </Col>
              <Col md={6}>
                <Form.Group className="mb-3" controlId="email-smtp_password">
                  <Form.Label>Password</Form.Label>
                  <SecretInput
                    name="smtp_password"
                    label="Password"
                    secrets={secrets}
                    registration={form.register('smtp_password')}
                    isInvalid={!!passwordError}
                  />
                </Form.Group>
              </Col>
            </Row>
          </>
        )}
      </Card>
      <DkimCard form={form} view={view} />
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}
