import { type TrackOrderForm, trackOrderRequestSchema } from '@emporia/contracts/orders';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { Field } from '../../forms/Field';
import { useTrackOrder } from '../../orders/api/track-order';

/** track-order/form: the order reference and the e-mail it was placed with. */
export default function TrackOrderFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useTrackOrder();
  const { register, handleSubmit, formState, setError } = useForm<TrackOrderForm>({
    resolver: shopResolver(trackOrderRequestSchema),
    defaultValues: { ref: '', email: '' },
  });
  const submit = handleSubmit((form) =>
    track.mutate(form, { onSuccess: ({ ref }) => navigate(`/track-order/${ref}`) }),
  );
  useServerFieldErrors(track.error, setError);
  return (
    <>
      <PageHeading>{t('orders.track.title')}</PageHeading>
      <p>{t('orders.track.intro')}</p>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '28rem' }}>
        <ErrorAlert error={track.error} />
        <Field label={t('orders.reference')} error={formState.errors.ref?.message} {...register('ref')} />
        <Field
          label={t('accounts.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={track.isPending}>
          {t('orders.track.submit')}
        </Button>
      </Form>
    </>
  );
}
