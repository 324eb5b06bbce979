import { type ContactForm as ContactFields, contactFormSchema } from '@emporia/contracts/contact';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { useCustomerBasics } from '../../../ui/api/customer-profile';
import { botToken } from '../../../ui/bot-token';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../../ui/forms/Field';
import { FieldError, invalidProps } from '../../../ui/forms/field-error';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useSendContactMessage } from './api/send-contact-message';

const fieldsSchema = contactFormSchema.omit({ grecaptcha_token: true });
type Fields = Omit<ContactFields, 'grecaptcha_token'>;
const empty: Fields = { name: '', email: '', subject: '', message: '', order_ref: '' };

/**
 * The contact-us form: a signed-in customer's name and address come filled in; with a site key
 * the bot-protection token is fetched on sending (SPEC §7). After sending, the form empties and
 * says the message went.
 */
export default function ContactForm() {
  const { t } = useTranslation();
  const { config } = useShopConfig();
  const profile = useCustomerBasics();
  const send = useSendContactMessage();
  const { register, handleSubmit, formState, reset, setError, getValues } = useForm<Fields>({
    resolver: shopResolver(fieldsSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    const customer = profile.data;
    if (!customer || getValues('email')) return;
    reset({
      ...getValues(),
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      email: customer.email,
    });
  }, [profile.data, reset, getValues]);

  useServerFieldErrors(send.error, setError);
  const submit = handleSubmit(async (fields) => {
    try {
      const token = config.recaptcha_site_key ? await botToken(config.recaptcha_site_key) : undefined;
      await send.mutateAsync({ ...fields, ...(token ? { grecaptcha_token: token } : {}) });
      reset({ ...empty, name: fields.name, email: fields.email });
    } catch {
      // The error shows above the form (send.error) or under its field.
    }
  });

  return (
    <Form noValidate method="post" onSubmit={(event) => void submit(event)} className="contact-form">
      <ErrorAlert error={send.error} />
      <SuccessAlert show={send.isSuccess}>{send.data?.message}</SuccessAlert>
      <div className="row g-3">
        <div className="col-md-6">
          <Field
            label={t('contact.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
        </div>
        <div className="col-md-6">
          <Field
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </div>
      <div className="row g-3">
        <div className="col-md-8">
          <Field label={t('contact.subject')} error={errors.subject?.message} {...register('subject')} />
        </div>
        <div className="col-md-4">
          <Field
            label={t('contact.order_ref')}
            error={errors.order_ref?.message}
            {...register('order_ref')}
          />
        </div>
      </div>
      <Form.Group className="mb-3" controlId="field-message">
        <Form.Label>{t('contact.message')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          {...invalidProps('field-message', errors.message)}
          {...register('message')}
        />
        <FieldError controlId="field-message">{errors.message?.message}</FieldError>
      </Form.Group>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </Form>
  );
}
