import { type Profile, type ProfileForm as ProfileFields, profileSchema } from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useUpdateProfile } from './api/profile';
import { CheckField, Field } from './components/Field';

export default function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, setError } = useForm<ProfileFields>({
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
  const { errors } = formState;
  useServerFieldErrors(update.error, setError);
  return (
    <Form noValidate onSubmit={handleSubmit((form) => update.mutate(form))}>
      <ErrorAlert error={update.error} />
      <SuccessAlert show={update.isSuccess}>{t('accounts.profile.saved')}</SuccessAlert>
      <Row>
        <Col sm={6}>
          <Field
            label={t('accounts.firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
        </Col>
        <Col sm={6}>
          <Field
            label={t('accounts.lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </Col>
      </Row>
      <Field
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={t('accounts.telephone')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <CheckField label={t('register.newsletter')} {...register('newsletter')} />
      <CheckField label={t('register.sms_opt_in')} {...register('sms_opt_in')} />
      <Button type="submit" className="mt-3" disabled={update.isPending}>
        {t('accounts.save')}
      </Button>
    </Form>
  );
}
