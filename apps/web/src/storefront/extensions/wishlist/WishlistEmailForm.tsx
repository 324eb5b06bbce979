import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { serverFieldErrors } from '../../../app/field-messages';
import { errorMessage } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { useEmailWishlist } from './api';

/** E-mails the wishlist's link to a friend with a note; the server checks the address and the day's count. */
export function WishlistEmailForm() {
  const { t } = useTranslation();
  const send = useEmailWishlist();
  const [sent, setSent] = useState('');
  const fields = send.error ? serverFieldErrors(send.error) : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSent('');
    send.mutate(
      { email: String(data.get('email') ?? '').trim(), message: String(data.get('message') ?? '') },
      {
        onSuccess: (message) => {
          setSent(message);
          form.reset();
        },
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit} className="mt-3" aria-labelledby="wishlist-email-title">
      <h3 id="wishlist-email-title" className="h6">
        {t('wishlist.email_title')}
      </h3>
      {sent && <Alert variant="success">{sent}</Alert>}
      {send.error && !fields.email && <Alert variant="danger">{errorMessage(send.error)}</Alert>}
      <Form.Group className="mb-2" controlId="wishlist-email">
        <Form.Label>{t('wishlist.email_to')}</Form.Label>
        <Form.Control type="email" name="email" required maxLength={96} isInvalid={!!fields.email} />
        <Form.Control.Feedback type="invalid">{fields.email}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="wishlist-email-message">
        <Form.Label>{t('wishlist.email_message')}</Form.Label>
        <Form.Control as="textarea" rows={2} name="message" maxLength={500} isInvalid={!!fields.message} />
        <Form.Control.Feedback type="invalid">{fields.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="outline-primary" disabled={send.isPending}>
        {t('wishlist.email_send')}
      </Button>
    </Form>
  );
}
