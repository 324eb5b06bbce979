import { type BillingAddressForm, billingAddressSchema } from '@emporia/contracts/subscription';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useSaveAddress, useSubscription } from './api';

const empty: BillingAddressForm = {
  name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  zone: '',
  country: '',
  tax_id: '',
};

const fields: { name: keyof BillingAddressForm; label: string; hint?: string }[] = [
  { name: 'name', label: 'Name' },
  { name: 'company', label: 'Company' },
  { name: 'address_1', label: 'Address' },
  { name: 'address_2', label: 'Address line 2' },
  { name: 'city', label: 'City' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'zone', label: 'State or region' },
  { name: 'country', label: 'Country', hint: 'Two-letter code, such as US, GB or DE.' },
  { name: 'tax_id', label: 'Tax id', hint: 'VAT or sales tax number, printed on your invoices.' },
];

/** subscription/address: who the platform's invoices are made out to. */
export default function AddressPage() {
  const query = useSubscription();
  const save = useSaveAddress();
  const { register, handleSubmit, formState, setError, reset } = useForm<BillingAddressForm>({
    resolver: shopResolver(billingAddressSchema),
    defaultValues: empty,
  });
  useServerFieldErrors(save.error, setError);
  const saved = query.data?.subscription.billing_address;
  useEffect(() => {
    if (saved) reset(saved);
  }, [saved, reset]);
  return (
    <>
      <PageHeading>Billing Address</PageHeading>
      <ErrorAlert error={query.error ?? save.error} />
      {query.isPending && <LoadingBlocks lines={6} />}
      {query.data && (
        <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
          {save.data?.message && <Alert variant="success">{save.data.message}</Alert>}
          <Card body className="mb-3">
            <p className="text-body-secondary">Your invoices show this address and tax id.</p>
            {fields.map((field) => (
              <Form.Group className="mb-3" controlId={`billing-${field.name}`} key={field.name}>
                <Form.Label>{field.label}</Form.Label>
                <Form.Control isInvalid={!!formState.errors[field.name]} {...register(field.name)} />
                <Form.Control.Feedback type="invalid">
                  {formState.errors[field.name]?.message}
                </Form.Control.Feedback>
                {field.hint && <Form.Text>{field.hint}</Form.Text>}
              </Form.Group>
            ))}
          </Card>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </Form>
      )}
    </>
  );
}
