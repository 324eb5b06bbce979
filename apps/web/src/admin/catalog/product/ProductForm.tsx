import { type AdminProduct, type ProductInput, productInputSchema } from '@emporia/contracts/catalog-admin';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, showServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useCustomerGroups } from '../../customer/api';
import { useCategories, useManufacturers, useTaxClassChoices } from '../api/taxonomy';
import { TranslationFields } from '../shared/TranslationFields';
import { skippingUntranslated } from '../shared/untranslated';
import { ProductAccessibilityCard } from './ProductAccessibilityCard';

type Values = z.input<typeof productInputSchema>;

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const isoOrNull = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
/** An ISO time as the value of a datetime-local input (local time, minutes). */
const localInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function productDefaults(product: AdminProduct | undefined, languages: { code: string }[]): Values {
  const text = (code: string) => product?.translations.find((t) => t.locale === code);
  return {
    type: product?.type ?? 'simple',
    sku: product?.sku ?? '',
    status: product?.status ?? 1,
    price: product?.price ?? 0,
    sale_price: product?.sale_price ?? null,
    sale_starts_at: product?.sale_starts_at ?? null,
    sale_ends_at: product?.sale_ends_at ?? null,
    quantity: product?.quantity ?? 0,
    quantity_discount_status: product?.quantity_discount_status ?? 0,
    is_digital: product?.is_digital ?? 0,
    featured: product?.featured ?? 0,
    tax_class_id: product?.tax_class_id ?? null,
    manufacturer_id: product?.manufacturer_id ?? null,
    weight: product?.weight ?? 0,
    length: product?.length ?? 0,
    width: product?.width ?? 0,
    height: product?.height ?? 0,
    sort_order: product?.sort_order ?? 0,
    category_ids: product?.category_ids ?? [],
    translations: languages.map((l) => ({
      locale: l.code,
      name: text(l.code)?.name ?? '',
      slug: text(l.code)?.slug ?? '',
      description: text(l.code)?.description ?? '',
      meta_title: text(l.code)?.meta_title ?? '',
      meta_description: text(l.code)?.meta_description ?? '',
    })),
    tiers: product?.tiers ?? [],
    group_prices: product?.group_prices ?? [],
    accessibility: product?.accessibility ?? { features: [], hazards: [], access_modes: [], summary: '' },
  };
}

/** Every field of a product (SPEC issue 4): texts per language, data, links, sale, tiers and group prices. */
export function ProductForm({
  product,
  saving,
  error,
  onSave,
}: {
  product?: AdminProduct;
  saving: boolean;
  error: unknown;
  onSave: (input: ProductInput) => Promise<unknown>;
}) {
  const { storefront } = useShopConfig();
  const categories = useCategories();
  const manufacturers = useManufacturers();
  const taxClasses = useTaxClassChoices();
  const groups = useCustomerGroups();
  const { register, control, handleSubmit, formState, setError, watch, setValue } = useForm<
    Values,
    unknown,
    ProductInput
  >({
    resolver: skippingUntranslated(shopResolver(productInputSchema)),
    defaultValues: productDefaults(product, storefront.languages),
  });
  const { errors } = formState;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const groupPrices = useFieldArray({ control, name: 'group_prices' });
  const flag = (name: 'status' | 'featured' | 'is_digital' | 'quantity_discount_status', label: string) => (
    <Form.Check
      type="switch"
      id={`flag-${name}`}
      label={label}
      checked={Number(watch(name)) === 1}
      onChange={(event) => setValue(name, event.target.checked ? 1 : 0, { shouldDirty: true })}
    />
  );
  const number = (
    name: 'price' | 'quantity' | 'weight' | 'length' | 'width' | 'height' | 'sort_order',
    label: string,
    step = '0.01',
  ) => (
    <Form.Group as={Col} xs={6} md={3} className="mb-3" controlId={`field-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        step={step}
        isInvalid={!!errors[name]}
        {...register(name, { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  const categoryIds = (watch('category_ids') ?? []) as number[];
  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (failure) {
      showServerFieldErrors(failure, setError);
    }
  });

  // Selects get their saved value when they mount, so they mount once their choices are known.
  if (!categories.data || !manufacturers.data || !groups.data || !taxClasses.data) {
    const failure = categories.error ?? manufacturers.error ?? groups.error ?? taxClasses.error;
    return failure ? <ErrorAlert error={failure} /> : <LoadingBlocks lines={8} />;
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="product-form">
      <ErrorAlert error={error} />
      <Card className="mb-3">
        <Card.Header>General</Card.Header>
        <Card.Body>
          <TranslationFields
            languages={storefront.languages}
            register={register}
            control={control}
            errors={errors}
          />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>Data</Card.Header>
        <Card.Body>
          <Row>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-sku">
              <Form.Label>SKU</Form.Label>
              <Form.Control isInvalid={!!errors.sku} {...register('sku')} />
              <Form.Control.Feedback type="invalid">{errors.sku?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-type">
              <Form.Label>Type</Form.Label>
              <Form.Select isInvalid={!!errors.type} {...register('type')}>
                <option value="simple">Simple</option>
                <option value="configurable">Configurable (with variants)</option>
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.type?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-tax">
              <Form.Label>Tax class</Form.Label>
              <Form.Select
                isInvalid={!!errors.tax_class_id}
                {...register('tax_class_id', { setValueAs: numberOrNull })}
              >
                <option value="">None</option>
                {taxClasses.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.tax_class_id?.message}</Form.Control.Feedback>
            </Form.Group>
          </Row>
          <Row>
            {number('price', 'Price')}
            {number('quantity', 'Quantity', '1')}
            {number('sort_order', 'Sort order', '1')}
          </Row>
          <Row>
            {number('weight', 'Weight (kg)', '0.001')}
            {number('length', 'Length (cm)', '0.1')}
            {number('width', 'Width (cm)', '0.1')}
            {number('height', 'Height (cm)', '0.1')}
          </Row>
          <div className="d-flex flex-wrap gap-4">
            {flag('status', 'Enabled')}
            {flag('featured', "Featured (What's Hot)")}
            {flag('is_digital', 'Gift card / digital (no shipping)')}
          </div>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>Links</Card.Header>
        <Card.Body>
          <Row>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-manufacturer">
              <Form.Label>Manufacturer</Form.Label>
              <Form.Select {...register('manufacturer_id', { setValueAs: numberOrNull })}>
                <option value="">None</option>
                {manufacturers.data?.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} md={8} className="mb-3">
              <Form.Label>Categories</Form.Label>
              <div
                className="border rounded p-2 category-checks"
                style={{ maxHeight: 200, overflowY: 'auto' }}
              >
                {categories.data?.map((c) => (
                  <Form.Check
                    key={c.id}
                    id={`category-${c.id}`}
                    label={c.name}
                    checked={categoryIds.includes(c.id)}
                    onChange={(event) =>
                      setValue(
                        'category_ids',
                        event.target.checked
                          ? [...categoryIds, c.id]
                          : categoryIds.filter((id) => id !== c.id),
                        { shouldDirty: true },
                      )
                    }
                  />
                ))}
              </div>
            </Form.Group>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>Sale and discounts</Card.Header>
        <Card.Body>
          <Row>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-sale-price">
              <Form.Label>Sale price</Form.Label>
              <Form.Control
                type="number"
                step="0.01"
                isInvalid={!!errors.sale_price}
                {...register('sale_price', { setValueAs: numberOrNull })}
              />
              <Form.Control.Feedback type="invalid">{errors.sale_price?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-sale-starts">
              <Form.Label>Sale starts</Form.Label>
              <Controller
                control={control}
                name="sale_starts_at"
                render={({ field }) => (
                  <Form.Control
                    type="datetime-local"
                    value={localInput(field.value)}
                    onChange={(event) => field.onChange(isoOrNull(event.target.value))}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Form.Group>
            <Form.Group as={Col} md={4} className="mb-3" controlId="field-sale-ends">
              <Form.Label>Sale ends</Form.Label>
              <Controller
                control={control}
                name="sale_ends_at"
                render={({ field }) => (
                  <Form.Control
                    type="datetime-local"
                    isInvalid={!!errors.sale_ends_at}
                    value={localInput(field.value)}
                    onChange={(event) => field.onChange(isoOrNull(event.target.value))}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Form.Control.Feedback type="invalid">{errors.sale_ends_at?.message}</Form.Control.Feedback>
            </Form.Group>
          </Row>
          {flag('quantity_discount_status', 'Quantity discounts (Buy More Save More)')}
          <h2 className="h6 mt-3">Quantity tiers</h2>
          {tiers.fields.map((field, index) => (
            <Row key={field.id} className="g-2 mb-2 align-items-center">
              <Col xs={5}>
                <Form.Control
                  type="number"
                  aria-label="From quantity"
                  placeholder="From quantity"
                  {...register(`tiers.${index}.min_quantity`, { setValueAs: Number })}
                />
              </Col>
              <Col xs={5}>
                <Form.Control
                  type="number"
                  step="0.01"
                  aria-label="Unit price"
                  placeholder="Unit price"
                  {...register(`tiers.${index}.price`, { setValueAs: Number })}
                />
              </Col>
              <Col xs={2}>
                <Button variant="outline-danger" size="sm" onClick={() => tiers.remove(index)}>
                  Remove
                </Button>
              </Col>
            </Row>
          ))}
          {errors.tiers && <p className="text-danger small">{errors.tiers.message ?? 'Check the tiers.'}</p>}
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => tiers.append({ min_quantity: 2, price: 0 })}
          >
            Add tier
          </Button>
          <h3 className="h6 mt-4">Customer group prices</h3>
          {groupPrices.fields.map((field, index) => (
            <Row key={field.id} className="g-2 mb-2 align-items-center">
              <Col xs={5}>
                <Form.Select
                  aria-label="Customer group"
                  {...register(`group_prices.${index}.customer_group_id`, { setValueAs: Number })}
                >
                  {groups.data?.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col xs={5}>
                <Form.Control
                  type="number"
                  step="0.01"
                  aria-label="Group price"
                  {...register(`group_prices.${index}.price`, { setValueAs: Number })}
                />
              </Col>
              <Col xs={2}>
                <Button variant="outline-danger" size="sm" onClick={() => groupPrices.remove(index)}>
                  Remove
                </Button>
              </Col>
            </Row>
          ))}
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={!groups.data?.length}
            onClick={() => groupPrices.append({ customer_group_id: groups.data![0]!.id, price: 0 })}
          >
            Add group price
          </Button>
        </Card.Body>
      </Card>
      <ProductAccessibilityCard register={register} errors={errors.accessibility} />
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </Form>
  );
}
