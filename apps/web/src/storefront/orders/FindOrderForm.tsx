import { type TrackOrderForm, trackOrderRequestSchema } from '@emporia/contracts/orders';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { EmailField } from '../../ui/forms/PersonFields';
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
  const form = useForm<TrackOrderForm>({
    resolver: shopResolver(trackOrderRequestSchema),
    defaultValues: { ref: defaultRef, email: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit((typed) => find.mutate(typed, { onSuccess: ({ ref }) => onFound(ref, typed) }));
  useServerFieldErrors(find.error, setError);
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '28rem' }}>
        <ErrorAlert error={find.error ?? error} />
        <Field label={t('orders.reference')} error={formState.errors.ref?.message} {...register('ref')} />
        <EmailField />
        <Button type="submit" disabled={find.isPending}>
          {submitLabel}
        </Button>
      </Form>
    </FormProvider>
  );
}
