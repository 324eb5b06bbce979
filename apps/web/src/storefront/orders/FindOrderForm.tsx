import { type TrackOrderForm, trackOrderRequestSchema } from '@emporia/contracts/orders';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../forms/Field';
import { useTrackOrder } from './api/track-order';

/**
 * A guest finds their order by its reference and the e-mail it was placed with
 * (order tracking, returns); `onFound` gets the reference and what was typed.
 */
export function FindOrderForm({
  submitLabel,
  defaultRef = '',
  error,
  onFound,
}: {
  submitLabel: string;
  defaultRef?: string;
  /** A failure after the order was found (loading it), shown where the form's own are. */
  error?: unknown;
  onFound: (ref: string, form: TrackOrderForm) => void;
}) {
  const { t } = useTranslation();
  const find = useTrackOrder();
  const { register, handleSubmit, formState, setError } = useForm<TrackOrderForm>({
    resolver: shopResolver(trackOrderRequestSchema),
    defaultValues: { ref: defaultRef, email: '' },
  });
  const submit = handleSubmit((form) => find.mutate(form, { onSuccess: ({ ref }) => onFound(ref, form) }));
  useServerFieldErrors(find.error, setError);
  return (
    <Form noValidate onSubmit={submit} style={{ maxWidth: '28rem' }}>
      <ErrorAlert error={find.error ?? error} />
      <Field label={t('orders.reference')} error={formState.errors.ref?.message} {...register('ref')} />
      <Field
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={find.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
