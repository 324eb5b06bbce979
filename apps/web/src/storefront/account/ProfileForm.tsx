import { type Profile, type ProfileForm as ProfileFields, profileSchema } from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { CheckField } from '../../ui/forms/Field';
import { EmailField, NameFields, TelephoneField } from '../../ui/forms/PersonFields';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useUpdateProfile } from './api/profile';

export default function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<ProfileFields>({
    resolver: shopResolver(profileSchema),
    defaultValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      telephone: profile.telephone,
      newsletter: profile.newsletter,
      sms_opt_in: profile.sms_opt_in,
    },
  });
  const { register } = form;
  useServerFieldErrors(update.error, form.setError);
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))}>
        <ErrorAlert error={update.error} />
        <SuccessAlert show={update.isSuccess}>{t('accounts.profile.saved')}</SuccessAlert>
        <NameFields />
        <EmailField />
        <TelephoneField />
        <CheckField label={t('register.newsletter')} {...register('newsletter')} />
        <CheckField label={t('register.sms_opt_in')} {...register('sms_opt_in')} />
        <Button type="submit" className="mt-3" disabled={update.isPending}>
          {t('accounts.save')}
        </Button>
      </Form>
    </FormProvider>
  );
}
