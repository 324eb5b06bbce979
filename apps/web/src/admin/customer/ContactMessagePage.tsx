import { type ContactAnswerForm, contactAnswerSchema } from '@emporia/contracts/contact';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useRecordId } from '../catalog/shared/RecordPage';
import { MessageState } from './ContactMessagesPage';
import { useAnswerContactMessage, useContactMessage } from './contact-api';

/** customer/messages/{id}: one message, and the answer e-mailed to its sender. */
export default function ContactMessagePage() {
  const id = useRecordId() ?? 0;
  const message = useContactMessage(id);
  const answer = useAnswerContactMessage(id);
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactAnswerForm>({
    resolver: shopResolver(contactAnswerSchema),
    defaultValues: { answer: '' },
  });
  useServerFieldErrors(answer.error, setError);
  const data = message.data;
  return (
    <>
      <Link to="../../messages" relative="path" className="small">
        ← All messages
      </Link>
      <PageHeading>{data ? data.subject : 'Message'}</PageHeading>
      <ErrorAlert error={message.error} />
      {!data && !message.error && <LoadingBlocks lines={6} />}
      {data && (
        <>
          <Card className="mb-4">
            <Card.Header className="d-flex flex-wrap gap-3 align-items-center">
              <span>
                <strong>{data.name}</strong> &lt;<a href={`mailto:${data.email}`}>{data.email}</a>&gt;
              </span>
              {data.order_ref && <span>Order {data.order_ref}</span>}
              {data.customer_id && (
                <Link to={`../../${data.customer_id}`} relative="path">
                  Customer account
                </Link>
              )}
              <span className="text-body-secondary">{new Date(data.created_at).toLocaleString()}</span>
              <MessageState message={data} />
            </Card.Header>
            <Card.Body>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {data.message}
              </p>
            </Card.Body>
          </Card>
          {data.answer && (
            <Card className="mb-4 border-success">
              <Card.Header>
                Answered {data.answered_at ? new Date(data.answered_at).toLocaleString() : ''}
              </Card.Header>
              <Card.Body>
                <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                  {data.answer}
                </p>
              </Card.Body>
            </Card>
          )}
          <Form
            noValidate
            onSubmit={handleSubmit(async (form) => {
              await answer.mutateAsync(form).then(
                () => reset({ answer: '' }),
                () => undefined,
              );
            })}
          >
            <SuccessAlert show={answer.isSuccess}>The answer was e-mailed to {data.email}.</SuccessAlert>
            <ErrorAlert error={answer.error} />
            <Form.Group className="mb-3" controlId="contact-answer">
              <Form.Label>{data.answer ? 'Answer again' : 'Answer'}</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                isInvalid={!!formState.errors.answer}
                {...register('answer')}
              />
              <Form.Control.Feedback type="invalid">{formState.errors.answer?.message}</Form.Control.Feedback>
              <Form.Text>Sent by e-mail from the shop, with their message quoted below it.</Form.Text>
            </Form.Group>
            <Button type="submit" disabled={formState.isSubmitting}>
              Send Answer
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
