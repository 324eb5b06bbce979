import {
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  telephoneSchema,
} from '@emporia/contracts/customer-auth';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { shopResolver } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { EmailField, NameFields, TelephoneField } from '../../ui/forms/PersonFields';

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
  return (
    <FormProvider {...form}>
      <fieldset aria-label={t('checkout.contact')}>
        <EmailField idPrefix="contact" />
        <NameFields idPrefix="contact" />
        <TelephoneField idPrefix="contact" />
      </fieldset>
    </FormProvider>
  );
}
