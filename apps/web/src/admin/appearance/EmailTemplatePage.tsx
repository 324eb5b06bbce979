import {
  type EmailTemplate,
  type EmailTemplateForm,
  emailTemplateFormSchema,
} from '@emporia/contracts/email-layouts';
import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import {
  useEmailTemplate,
  usePreviewEmailTemplate,
  useRestoreEmailTemplate,
  useSaveEmailTemplate,
  useSendTestEmail,
} from './email-layouts-api';

/**
 * appearance/email-layout/edit/{template}: the subject and HTML body of one e-mail (or the shared
 * layout), the names it may use, a preview with sample values rendered by the server, a test
 * e-mail to the signed-in admin and the way back to the default.
 */
export default function EmailTemplatePage() {
  const key = useParams().template ?? '';
  const template = useEmailTemplate(key);
  return (
    <>
      <Link to="../../index" relative="path" className="small">
        ← All e-mails
      </Link>
      <PageHeading>{template.data ? template.data.name : 'Edit Email Layout'}</PageHeading>
      <ErrorAlert error={template.error} />
      {!template.data && !template.error && <LoadingBlocks lines={10} />}
      {template.data && <TemplateEditor key={template.data.key} template={template.data} />}
    </>
  );
}

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const save = useSaveEmailTemplate(template.key);
  const restore = useRestoreEmailTemplate(template.key);
  const preview = usePreviewEmailTemplate(template.key);
  const sendTest = useSendTestEmail(template.key);
  const isLayout = template.key === 'layout';
  const { register, handleSubmit, formState, reset, setError, getValues, setValue } =
    useForm<EmailTemplateForm>({
      resolver: shopResolver(emailTemplateFormSchema),
      defaultValues: { subject: template.subject, html: template.html },
    });
  useServerFieldErrors(save.error ?? preview.error ?? sendTest.error, setError);
  const body = useRef<HTMLTextAreaElement | null>(null);
  const { ref: bodyRef, ...bodyField } = register('html');

  // The first preview shows what is saved now.
  const showPreview = preview.mutate;
  useEffect(() => {
    showPreview({ subject: template.subject, html: template.html });
  }, [showPreview, template.subject, template.html]);

  const insert = (variable: EmailTemplate['variables'][number]) => {
    const area = body.current;
    const tag =
      variable.kind === 'list' ? `{{#${variable.name}}}{{/${variable.name}}}` : `{{${variable.name}}}`;
    const value = getValues('html');
    const at = area ? area.selectionStart : value.length;
    const end = area ? area.selectionEnd : value.length;
    setValue('html', `${value.slice(0, at)}${tag}${value.slice(end)}`, { shouldDirty: true });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + tag.length, at + tag.length);
    });
  };

  return (
    <Row className="g-4">
      <Col xl={7}>
        <p className="text-body-secondary">
          {template.description}{' '}
          {template.edited ? <Badge bg="primary">Edited</Badge> : <Badge bg="secondary">Default</Badge>}
        </p>
        <Form
          noValidate
          onSubmit={handleSubmit(async (form) => {
            await save.mutateAsync(form).then(
              (saved) => {
                reset({ subject: saved.subject, html: saved.html });
                preview.mutate({ subject: saved.subject, html: saved.html });
              },
              () => undefined,
            );
          })}
        >
          <SuccessAlert show={save.isSuccess && !formState.isDirty}>
            Saved. Every {isLayout ? 'e-mail' : 'such e-mail'} from now on uses it.
          </SuccessAlert>
          <SuccessAlert show={sendTest.isSuccess}>{sendTest.data?.message}</SuccessAlert>
          <SuccessAlert show={restore.isSuccess && !template.edited}>The default is back.</SuccessAlert>
          <ErrorAlert error={save.error ?? sendTest.error ?? restore.error} />
          {!isLayout && (
            <Form.Group className="mb-3" controlId="email-subject">
              <Form.Label>Subject</Form.Label>
              <Form.Control isInvalid={!!formState.errors.subject} {...register('subject')} />
              <Form.Control.Feedback type="invalid">
                {formState.errors.subject?.message}
              </Form.Control.Feedback>
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId="email-html">
            <Form.Label>Body (HTML)</Form.Label>
            <Form.Control
              as="textarea"
              rows={18}
              spellCheck={false}
              className="font-monospace small"
              isInvalid={!!formState.errors.html}
              {...bodyField}
              ref={(element: HTMLTextAreaElement | null) => {
                bodyRef(element);
                body.current = element;
              }}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.html?.message}</Form.Control.Feedback>
            <Form.Text>
              Write <code>{'{{name}}'}</code> for a value; <code>{'{{#list}}…{{/list}}'}</code> repeats for
              each entry of a list or shows its inside only when a value is set,{' '}
              <code>{'{{^name}}…{{/name}}'}</code> when it is not. Values are always escaped. Scripts and
              event handlers are removed on save.
            </Form.Text>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={formState.isSubmitting}>
              Save
            </Button>
            <Button variant="outline-secondary" onClick={() => preview.mutate(getValues())}>
              Preview
            </Button>
            <Button variant="outline-secondary" onClick={() => sendTest.mutate(getValues())}>
              Send me a test
            </Button>
            <ConfirmButton
              variant="outline-danger"
              className="ms-auto"
              disabled={!template.edited || restore.isPending}
              question={{
                title: 'Throw away your version and use the default text again?',
                action: 'Restore default',
              }}
              onConfirm={() =>
                restore.mutate(getValues(), {
                  onSuccess: (restored) => {
                    reset({ subject: restored.subject, html: restored.html });
                    preview.mutate({ subject: restored.subject, html: restored.html });
                  },
                })
              }
            >
              Restore default
            </ConfirmButton>
          </div>
        </Form>
        <Card className="mt-4">
          <Card.Header>Names you can use</Card.Header>
          <Card.Body className="small" style={{ maxHeight: '22rem', overflowY: 'auto' }}>
            <table className="table table-sm mb-0" aria-label="Names you can use">
              <tbody>
                {template.variables.map((variable) => (
                  <tr key={`${variable.list ?? ''}.${variable.name}`}>
                    <td>
                      <Button
                        size="sm"
                        variant="link"
                        className="p-0 font-monospace text-start"
                        title="Insert at the cursor"
                        onClick={() => insert(variable)}
                      >
                        {variable.kind === 'list' ? `{{#${variable.name}}}…` : `{{${variable.name}}}`}
                      </Button>
                    </td>
                    <td>
                      {variable.kind === 'field' && (
                        <span className="text-body-secondary">Inside {`{{#${variable.list}}}`}: </span>
                      )}
                      {variable.description}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card.Body>
        </Card>
      </Col>
      <Col xl={5}>
        <Card>
          <Card.Header>Preview with sample data</Card.Header>
          <Card.Body>
            {preview.isPending && !preview.data && <LoadingBlocks lines={6} />}
            {preview.error && <p className="text-danger small mb-0">Fix the template to see its preview.</p>}
            {preview.data && (
              <>
                {!isLayout && (
                  <p className="mb-2">
                    <span className="text-body-secondary small">Subject: </span>
                    <strong data-testid="preview-subject">{preview.data.subject}</strong>
                  </p>
                )}
                <iframe
                  title="E-mail preview"
                  sandbox=""
                  srcDoc={preview.data.html}
                  className="w-100 border rounded bg-white"
                  style={{ height: '28rem' }}
                />
                <details className="mt-2">
                  <summary className="small">Plain-text part</summary>
                  <pre className="small bg-light p-2 mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                    {preview.data.text}
                  </pre>
                </details>
              </>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
