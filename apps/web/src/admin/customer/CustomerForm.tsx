import {
  type AdminCustomerCreateForm,
  adminCustomerCreateSchema,
  type CustomerGroup,
} from '@emporia/contracts/admin-customers';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { CheckField, Field } from '../../ui/forms/Field';
import { EmailField, NameFields, TelephoneField } from '../../ui/forms/PersonFields';

const toGroupId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The customer's own fields; a new customer may get a password, else they are e-mailed a link. */
export function CustomerForm({
  initial,
  groups,
  isNew,
  pending,
  failure,
  onSave,
}: {
  initial: AdminCustomerCreateForm;
  groups: CustomerGroup[];
  isNew: boolean;
  pending: boolean;
  /** The failed save, whose per-field sentences go under their inputs. */
  failure?: unknown;
  onSave: (form: AdminCustomerCreateForm) => void;
}) {
  const form = useForm<AdminCustomerCreateForm>({
    resolver: shopResolver(adminCustomerCreateSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, setError } = form;
  useServerFieldErrors(failure, setError);
  const { errors } = formState;
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={handleSubmit((form) => onSave({ ...form, password: form.password || undefined }))}
      >
        {/* Staff type someone else's details: no autofill of their own. */}
        <NameFields autoFill={false} />
        <EmailField autoFill={false} label="Email" />
        <TelephoneField autoFill={false} />
        <Row>
          <Col sm={6}>
            <Form.Group className="mb-3" controlId="customer-group">
              <Form.Label>Customer Group</Form.Label>
              <Form.Select {...register('customer_group_id', { setValueAs: toGroupId })}>
                <option value="">Default (no group)</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group className="mb-3" controlId="customer-status">
              <Form.Label>Status</Form.Label>
              <Form.Select {...register('status')}>
                <option value="active">Active</option>
                <option value="disabled">Disabled</option>
              </Form.Select>
            </Form.Group>
          </Col>
        </Row>
        {isNew && (
          <Field
            label="Password (leave empty to e-mail the customer a link to choose one)"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', { setValueAs: (v) => (v === '' ? undefined : v) })}
          />
        )}
        <CheckField label="Newsletter" {...register('newsletter')} />
        <CheckField label="Order updates by SMS" {...register('sms_opt_in')} />
        <Button type="submit" className="mt-3" disabled={pending}>
          Save
        </Button>
      </Form>
    </FormProvider>
  );
}
