import { type AdminVariant, type VariantInput, variantInputSchema } from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { shopResolver, showServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { useDeleteVariant, useSaveVariant, useVariants } from '../api/products';
import { useOptions } from '../api/taxonomy';
import { StatusSwitch } from '../shared/RecordPage';
import { skippingUntranslated } from '../shared/untranslated';

type Values = z.input<typeof variantInputSchema>;

function VariantForm({
  parentId,
  variant,
  onDone,
}: {
  parentId: number;
  variant?: AdminVariant;
  onDone: () => void;
}) {
  const { storefront } = useShopConfig();
  const options = useOptions();
  const save = useSaveVariant();
  const { register, control, handleSubmit, formState, setError } = useForm<Values, unknown, VariantInput>({
    resolver: skippingUntranslated(shopResolver(variantInputSchema)),
    defaultValues: {
      sku: variant?.sku ?? '',
      price: variant?.price ?? 0,
      sale_price: variant?.sale_price ?? null,
      quantity: variant?.quantity ?? 0,
      status: variant?.status ?? 1,
      weight: variant?.weight ?? 0,
      translations: storefront.languages.map((l) => ({
        locale: l.code,
        name: variant?.translations.find((t) => t.locale === l.code)?.name ?? '',
      })),
      option_value_ids: variant?.option_value_ids ?? [],
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ parentId, id: variant?.id, input });
      onDone();
    } catch (failure) {
      showServerFieldErrors(failure, setError);
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="variant-form">
      <ErrorAlert error={save.error} />
      <Row>
        <Form.Group as={Col} md={4} className="mb-3" controlId="variant-sku">
          <Form.Label>SKU</Form.Label>
          <Form.Control isInvalid={!!errors.sku} {...register('sku')} />
          <Form.Control.Feedback type="invalid">{errors.sku?.message}</Form.Control.Feedback>
        </Form.Group>
        {storefront.languages.map((language, index) => (
          <Form.Group
            key={language.code}
            as={Col}
            md={8}
            className="mb-3"
            controlId={`variant-name-${language.code}`}
          >
            <Form.Label>Name ({language.name})</Form.Label>
            <input type="hidden" {...register(`translations.${index}.locale`)} />
            <Form.Control
              isInvalid={!!errors.translations?.[index]?.name}
              {...register(`translations.${index}.name`)}
            />
          </Form.Group>
        ))}
      </Row>
      <Row>
        <Form.Group as={Col} xs={6} md={3} className="mb-3" controlId="variant-price">
          <Form.Label>Price</Form.Label>
          <Form.Control
            type="number"
            step="0.01"
            isInvalid={!!errors.price}
            {...register('price', { setValueAs: Number })}
          />
          <Form.Control.Feedback type="invalid">{errors.price?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} xs={6} md={3} className="mb-3" controlId="variant-sale-price">
          <Form.Label>Sale price</Form.Label>
          <Form.Control
            type="number"
            step="0.01"
            {...register('sale_price', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
          />
        </Form.Group>
        <Form.Group as={Col} xs={6} md={3} className="mb-3" controlId="variant-quantity">
          <Form.Label>Quantity</Form.Label>
          <Form.Control
            type="number"
            isInvalid={!!errors.quantity}
            {...register('quantity', { setValueAs: Number })}
          />
        </Form.Group>
        <Form.Group as={Col} xs={6} md={3} className="mb-3" controlId="variant-weight">
          <Form.Label>Weight (kg)</Form.Label>
          <Form.Control type="number" step="0.001" {...register('weight', { setValueAs: Number })} />
        </Form.Group>
      </Row>
      <Controller
        control={control}
        name="option_value_ids"
        render={({ field }) => {
          const picked = (field.value ?? []) as number[];
          return (
            <Row>
              {options.data?.map((option) => {
                const current = option.values.find((v) => picked.includes(v.id));
                return (
                  <Form.Group
                    key={option.id}
                    as={Col}
                    xs={6}
                    md={3}
                    className="mb-3"
                    controlId={`variant-option-${option.id}`}
                  >
                    <Form.Label>{option.names.en ?? Object.values(option.names)[0]}</Form.Label>
                    <Form.Select
                      value={current?.id ?? ''}
                      isInvalid={!!errors.option_value_ids}
                      onChange={(event) => {
                        const others = picked.filter((id) => !option.values.some((v) => v.id === id));
                        field.onChange(event.target.value ? [...others, Number(event.target.value)] : others);
                      }}
                    >
                      <option value="">Not used</option>
                      {option.values.map((value) => (
                        <option key={value.id} value={value.id}>
                          {value.names.en ?? Object.values(value.names)[0]}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                );
              })}
              {errors.option_value_ids && (
                <p className="text-danger small">{errors.option_value_ids.message}</p>
              )}
            </Row>
          );
        }}
      />
      <StatusSwitch
        control={control}
        id="variant-status"
        className="mb-3"
        label="Available (a withdrawn variant shows as no longer available)"
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {variant ? 'Save variant' : 'Add variant'}
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** product/children-products/{id}: the variants of a configurable product. */
export default function VariantsPage() {
  const parentId = Number(useParams().id);
  const variants = useVariants(parentId);
  const options = useOptions();
  const remove = useDeleteVariant();
  const money = useMoney();
  const [editing, setEditing] = useState<AdminVariant | 'new'>();
  const valueName = (id: number) => {
    for (const option of options.data ?? []) {
      const value = option.values.find((v) => v.id === id);
      if (value) return `${option.names.en ?? ''}: ${value.names.en ?? ''}`;
    }
    return String(id);
  };
  if (variants.error) return <ErrorAlert error={variants.error} />;
  if (!variants.data) return <LoadingBlocks lines={6} />;
  const { parent } = variants.data;
  return (
    <>
      <PageHeading>Variants of {parent.name}</PageHeading>
      <p>
        <Link to={`../../${parent.id}`} relative="path">
          Back to the product
        </Link>
      </p>
      <ErrorAlert error={remove.error} />
      <Table responsive size="sm" className="align-middle variants-table">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Options</th>
            <th>Price</th>
            <th>Quantity</th>
            <th>Status</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.data.variants.map((variant) => (
            <tr key={variant.id}>
              <td>{variant.sku}</td>
              <td>{variant.option_value_ids.map(valueName).join(', ')}</td>
              <td>{money(variant.price)}</td>
              <td className={variant.quantity <= 0 ? 'text-danger' : ''}>{variant.quantity}</td>
              <td>
                {variant.status === 1 ? (
                  <Badge bg="success">Available</Badge>
                ) : (
                  <Badge bg="secondary">Withdrawn</Badge>
                )}
              </td>
              <td className="text-end">
                <Button size="sm" variant="link" onClick={() => setEditing(variant)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => remove.mutate({ parentId, id: variant.id })}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing ? (
        <Card>
          <Card.Header>{editing === 'new' ? 'New variant' : `Edit ${editing.sku}`}</Card.Header>
          <Card.Body>
            <VariantForm
              key={editing === 'new' ? 'new' : editing.id}
              parentId={parentId}
              variant={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(undefined)}
            />
          </Card.Body>
        </Card>
      ) : (
        <Button onClick={() => setEditing('new')}>Add variant</Button>
      )}
    </>
  );
}
