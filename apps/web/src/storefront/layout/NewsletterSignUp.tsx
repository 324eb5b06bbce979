import { type FormEvent, useState } from 'react';
import { serverFieldErrors, translateMessage } from '../../app/field-messages';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { botToken } from '../../ui/bot-token';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { useNewsletterSignUp } from '../marketing/newsletter';

/**
 * The footer's 'Get Our Deals' sign-up: an address, then the confirmation link mailed to it. The
 * footer is on every page's first load, so this form does without the form library and the
 * schema: the server checks the address (contracts/newsletter.ts) and its sentence shows here.
 */
/** `id` names the address field: the home page's newsletter section has its own beside the footer's. */
export function NewsletterSignUp({ id = 'newsletter-email' }: { id?: string } = {}) {
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
  // Bootstrap's markup written out: react-bootstrap's Form and InputGroup would add kilobytes to
  // every page's first load for one input and one button.
  return (
    <form noValidate method="post" onSubmit={(event) => void submit(event)} className="newsletter-sign-up">
      <label htmlFor={id} className="form-label fw-semibold small mb-1">
        {t('newsletter.title')}
      </label>
      <div className="input-group input-group-sm has-validation">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          className={`form-control${fieldError ? ' is-invalid' : ''}`}
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={signUp.isPending}>
          {t('newsletter.submit')}
        </button>
        {fieldError && (
          <div id={`${id}-error`} className="invalid-feedback">
            {translateMessage(fieldError)}
          </div>
        )}
      </div>
      {signUp.isSuccess && (
        <Alert variant="success" className="small py-2 mt-2 mb-0">
          {signUp.data}
        </Alert>
      )}
      {!fieldError && <ErrorAlert error={signUp.error ?? botError} />}
    </form>
  );
}
