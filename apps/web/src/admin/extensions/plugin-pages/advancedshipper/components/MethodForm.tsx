import {
  type AdvancedShipperMethod,
  type AdvancedShipperMethodInput,
  advancedShipperMethodInputSchema,
} from '@emporia/contracts/shipping-plugins';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type Resolver, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../../../app/form-errors';
import { SortOrderField, StatusSelect } from '../../../../ui/FormParts';

interface Values {
  name: string;
  status: string;
  sort_order: string;
}

/** An Advanced Shipper method: its name as shoppers see it, status and sort order. */
export function MethodForm({
  method,
  pending,
  failure,
  onSave,
}: {
  method: AdvancedShipperMethod | null;
  pending: boolean;
  /** The failed save, whose per-field sentences go under their inputs. */
  failure?: unknown;
  onSave: (input: AdvancedShipperMethodInput) => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: shopResolver(advancedShipperMethodInputSchema) as unknown as Resolver<Values>,
    defaultValues: {
      name: method?.name ?? '',
      status: String(method?.status ?? 1),
      sort_order: String(method?.sort_order ?? 0),
    },
  });
  useServerFieldErrors(failure, setError);
  const { errors } = formState;
  return (
    <Form
      noValidate
      aria-label="Shipping method"
      onSubmit={handleSubmit((values) => onSave(values as unknown as AdvancedShipperMethodInput))}
    >
      <Form.Group className="mb-3" controlId="method-name">
        <Form.Label>Method Name</Form.Label>
        <Form.Control isInvalid={!!errors.name} {...register('name')} />
        <Form.Text muted>Shoppers see this name at checkout.</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <StatusSelect controlId="method-status" field={register('status')} />
      <SortOrderField
        controlId="method-sort-order"
        field={register('sort_order')}
        error={errors.sort_order?.message}
      />
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </Form>
  );
}
