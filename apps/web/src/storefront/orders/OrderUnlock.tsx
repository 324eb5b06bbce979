import { type TrackOrderForm, trackOrderRequestSchema } from '@emporia/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { failedStatus } from '../../app/http';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { useTrackOrder } from './api/track-order';

/**
 * Stands in for an order page this browser may not open yet (ADR 0016): not
 * signed in as the order's owner and without its key, the shopper proves the
 * order is theirs with the e-mail it was placed with, and the page opens.
 * Any other failure shows its message.
 */
export function OrderUnlock({ orderRef, error }: { orderRef: string; error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const track = useTrackOrder();
  const { register, handleSubmit, formState, setError } = useForm<TrackOrderForm>({
    resolver: shopResolver(trackOrderRequestSchema),
    defaultValues: { ref: orderRef, email: '' },
  });
  useServerFieldErrors(track.error, setError);
  if (failedStatus(error) !== 404) return <ErrorAlert error={error} />;
  const submit = handleSubmit((form) =>
    track.mutate(form, { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order', orderRef] }) }),
  );
  return (
    <Form noValidate onSubmit={submit} style={{ maxWidth: '28rem' }} aria-label={t('orders.unlock.title')}>
      <p>{t('orders.unlock.intro')}</p>
      <ErrorAlert error={track.error} />
      <Field
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message ?? formState.errors.ref?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={track.isPending}>
        {t('orders.unlock.submit')}
      </Button>
    </Form>
  );
}
