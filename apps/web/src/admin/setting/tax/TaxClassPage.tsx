import { type TaxClassForm, taxClassFormSchema } from '@emporia/contracts/store-settings';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { EditDeleteButtons, EditorCard } from '../../ui/InlineEditor';
import { useDeleteTaxClass, useSaveTaxClass, useTaxClasses } from '../store/api';

/** setting/tax/class: tax classes (products name one); each has its rates at class-{id}/rate. */
export default function TaxClassPage() {
  const { adminPath } = useShopConfig();
  const classes = useTaxClasses();
  const save = useSaveTaxClass();
  const remove = useDeleteTaxClass();
  const [editing, setEditing] = useState<number | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<TaxClassForm>({
    resolver: shopResolver(taxClassFormSchema),
    defaultValues: { title: '', description: '' },
  });
  useServerFieldErrors(save.error, setError);
  return (
    <>
      <PageHeading>Tax Classes</PageHeading>
      <ErrorAlert error={classes.error ?? remove.error} />
      {classes.isPending && <LoadingBlocks lines={3} />}
      {classes.data && (
        <Table className="bg-white align-middle">
          <thead>
            <tr>
              <th>Tax Class</th>
              <th>Description</th>
              <th>Rates</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {classes.data.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td>{c.description}</td>
                <td>
                  <Link to={`${adminPath}/setting/tax/class-${c.id}/rate`}>{c.rates} rates</Link>
                </td>
                <td className="text-end">
                  <EditDeleteButtons
                    name={c.title}
                    onEdit={() => {
                      setEditing(c.id);
                      reset({ title: c.title, description: c.description });
                    }}
                    onDelete={() => remove.mutate(c.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <EditorCard
        title={editing ? 'Rename tax class' : 'Add a tax class'}
        error={save.error}
        saving={save.isPending}
        onSubmit={handleSubmit((form) =>
          save.mutate(
            { id: editing, form },
            {
              onSuccess: () => {
                setEditing(null);
                reset({ title: '', description: '' });
              },
            },
          ),
        )}
      >
        <Form.Group className="mb-2" controlId="tax-class-title">
          <Form.Label>Tax Class Title</Form.Label>
          <Form.Control isInvalid={!!formState.errors.title} {...register('title')} />
          <Form.Control.Feedback type="invalid">{formState.errors.title?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="tax-class-description">
          <Form.Label>Description</Form.Label>
          <Form.Control {...register('description')} />
        </Form.Group>
      </EditorCard>
    </>
  );
}
