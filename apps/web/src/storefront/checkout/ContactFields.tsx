import {
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  telephoneSchema,
} from '@emporia/contracts/customer-auth';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { shopResolver } from '../../app/form-errors';
import { CheckoutField } from './CheckoutField';

/** A guest's contact details: where the confirmation goes and whose order it is. */
export const guestContactSchema = z.object({
  email: emailSchema,
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  telephone: telephoneSchema.default(''),
});
export type GuestContact = z.input<typeof guestContactSchema>;

export function useGuestContactForm() {
  return useForm<GuestContact>({
    resolver: shopResolver(guestContactSchema),
    defaultValues: { email: '', firstname: '', lastname: '', telephone: '' },
  });
}

export function ContactFields({ form }: { form: ReturnType<typeof useGuestContactForm> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset aria-label={t('checkout.contact')}>
      <CheckoutField
        form="contact"
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Row>
        <Col sm={6}>
          <CheckoutField
            form="contact"
            label={t('accounts.firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
        </Col>
        <Col sm={6}>
          <CheckoutField
            form="contact"
            label={t('accounts.lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </Col>
      </Row>
      <CheckoutField
        form="contact"
        label={t('accounts.telephone')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
    </fieldset>
  );
}
