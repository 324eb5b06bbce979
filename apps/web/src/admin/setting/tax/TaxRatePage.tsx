import { type TaxRateForm, taxRateFormSchema } from '@emporia/contracts/store-settings';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { EditDeleteButtons, EditorCard } from '../../ui/InlineEditor';
import { useDeleteTaxRate, useSaveTaxRate, useTaxRates } from '../store/api';
import { useGeoZoneList } from '../zone/api/geo-zone-list';

const blank: TaxRateForm = { name: '', geo_zone_id: 0, type: 'percent', rate: 0, sort_order: 0 };

/** setting/tax/class-{id}/rate: a class's rates, each a percent or a fixed amount per unit, for one geo zone. */
export default function TaxRatePage() {
  const { adminPath } = useShopConfig();
  const classId = Number((useParams().taxClass ?? '').replace(/^class-/, ''));
  const rates = useTaxRates(classId);
  const zones = useGeoZoneList();
  const save = useSaveTaxRate(classId);
  const remove = useDeleteTaxRate(classId);
  const [editing, setEditing] = useState<number | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<TaxRateForm>({
    resolver: shopResolver(taxRateFormSchema),
    defaultValues: blank,
  });
  const { errors } = formState;
  useServerFieldErrors(save.error, setError);
  return (
    <>
      <PageHeading>Tax Rates{rates.data ? ` — ${rates.data.tax_class.title}` : ''}</PageHeading>
      <p>
        <Link to={`${adminPath}/setting/tax/class`}>All tax classes</Link>
      </p>
      <ErrorAlert error={rates.error ?? remove.error} />
      {rates.isPending && <LoadingBlocks lines={3} />}
      {rates.data && (
        <Table className="bg-white align-middle">
          <thead>
            <tr>
              <th>Tax Name</th>
              <th>Geo Zone</th>
              <th>Rate</th>
              <th>Sort Order</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.data.rates.map((r) => (
              <tr key={r.id}>
                <td>{r.name}</td>
                <td>{r.geo_zone.name}</td>
                <td>{r.type === 'percent' ? `${r.rate}%` : `${r.rate} per unit`}</td>
                <td>{r.sort_order}</td>
                <td className="text-end">
                  <EditDeleteButtons
                    name={r.name}
                    onEdit={() => {
                      setEditing(r.id);
                      reset({
                        name: r.name,
                        geo_zone_id: r.geo_zone.id,
                        type: r.type,
                        rate: r.rate,
                        sort_order: r.sort_order,
                      });
                    }}
                    onDelete={() => remove.mutate(r.id)}
                  />
                </td>
              </tr>
            ))}
            {rates.data.rates.length === 0 && (
              <tr>
                <td colSpan={5} className="text-body-secondary">
                  No rates: products of this class are not taxed.
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      <EditorCard
        title={editing ? 'Change rate' : 'Add a rate'}
        error={save.error}
        saving={save.isPending}
        saveClassName="mt-3"
        onSubmit={handleSubmit((form) =>
          save.mutate(
            { id: editing, form },
            {
              onSuccess: () => {
                setEditing(null);
                reset(blank);
              },
            },
          ),
        )}
      >
        <Row className="g-2">
          <Col md={3}>
            <Form.Label htmlFor="rate-name">Tax Name</Form.Label>
            <Form.Control id="rate-name" isInvalid={!!errors.name} {...register('name')} />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Col>
          <Col md={3}>
            <Form.Label htmlFor="rate-zone">Geo Zone</Form.Label>
            <Form.Select
              id="rate-zone"
              isInvalid={!!errors.geo_zone_id}
              {...register('geo_zone_id', { valueAsNumber: true })}
            >
              <option value={0}>Please select</option>
              {(zones.data ?? []).map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.geo_zone_id?.message}</Form.Control.Feedback>
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="rate-type">Type</Form.Label>
            <Form.Select id="rate-type" {...register('type')}>
              <option value="percent">Percentage</option>
              <option value="fixed">Fixed Amount</option>
            </Form.Select>
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="rate-rate">Rate</Form.Label>
            <Form.Control
              id="rate-rate"
              type="number"
              step="0.001"
              isInvalid={!!errors.rate}
              {...register('rate', { valueAsNumber: true })}
            />
            <Form.Control.Feedback type="invalid">{errors.rate?.message}</Form.Control.Feedback>
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="rate-sort">Sort Order</Form.Label>
            <Form.Control id="rate-sort" type="number" {...register('sort_order', { valueAsNumber: true })} />
          </Col>
        </Row>
      </EditorCard>
    </>
  );
}
