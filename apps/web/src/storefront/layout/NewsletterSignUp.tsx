import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, translateMessage } from '../../app/field-messages';
import { useShopConfig } from '../../app/shop-config';
import { botToken } from '../../ui/bot-token';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useNewsletterSignUp } from '../marketing/newsletter';

/**
 * The footer's 'Sign Up for Deals': an address, then the confirmation link mailed to it. The
 * footer is on every page's first load, so this form does without the form library and the
 * schema: the server checks the address (contracts/newsletter.ts) and its sentence shows here.
 */
export function NewsletterSignUp() {
  const { t } = useTranslation();
  const { config } = useShopConfig();
  const signUp = useNewsletterSignUp();
  const [email, setEmail] = useState('');
  const [botError, setBotError] = useState<unknown>();
  const fieldError = serverFieldErrors(signUp.error).email;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBotError(undefined);
    try {
      const token = config.recaptcha_site_key ? await botToken(config.recaptcha_site_key) : undefined;
      await signUp.mutateAsync({ email, ...(token ? { grecaptcha_token: token } : {}) });
      setEmail('');
    } catch (error) {
      if (!signUp.isError) setBotError(error);
    }
  };
  return (
    <Form noValidate method="post" onSubmit={(event) => void submit(event)} className="newsletter-sign-up">
      <Form.Label htmlFor="newsletter-email" className="fw-semibold small mb-1">
        {t('newsletter.title')}
      </Form.Label>
      <InputGroup hasValidation size="sm">
        <Form.Control
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          isInvalid={Boolean(fieldError)}
        />
        <Button type="submit" variant="primary" disabled={signUp.isPending}>
          {t('newsletter.submit')}
        </Button>
        <Form.Control.Feedback type="invalid">
          {fieldError && translateMessage(fieldError)}
        </Form.Control.Feedback>
      </InputGroup>
      {signUp.isSuccess && (
        <Alert variant="success" className="small py-2 mt-2 mb-0">
          {signUp.data}
        </Alert>
      )}
      {!fieldError && <ErrorAlert error={signUp.error ?? botError} />}
    </Form>
  );
}
