import { type Coupon, type CouponForm, couponFormSchema } from '@emporia/contracts/discounts';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { ItemPicker, type ItemPickerProps } from '../ui/ItemPicker';
import { couponScopeChoices, useCoupon, useSaveCoupon } from './api';

const productChoices = couponScopeChoices('products');
const categoryChoices = couponScopeChoices('categories');
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function CouponEditor({ coupon }: { coupon: Coupon | null }) {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const save = useSaveCoupon();
  const { register, handleSubmit, formState, watch, setError, control } = useForm<CouponForm>({
    resolver: shopResolver(couponFormSchema),
    defaultValues: {
      name: coupon?.name ?? '',
      code: coupon?.code ?? '',
      type: coupon?.type ?? 'percent',
      value: coupon?.value ?? 0,
      minimum_total: coupon?.minimum_total ?? 0,
      starts_on: coupon?.starts_on ?? null,
      ends_on: coupon?.ends_on ?? null,
      uses_total: coupon?.uses_total ?? null,
      uses_per_customer: coupon?.uses_per_customer ?? null,
      status: coupon?.status ?? true,
      product_ids: coupon?.product_ids ?? [],
      category_ids: coupon?.category_ids ?? [],
    },
  });
  const { errors } = formState;
  const type = watch('type');
  const submit = handleSubmit((form) =>
    save.mutate(
      { id: coupon?.id ?? null, form },
      { onSuccess: (saved) => navigate(`${adminPath}/discount/${saved.id}`, { replace: true }) },
    ),
  );
  const text = (
    name: keyof CouponForm,
    label: string,
    options: Parameters<typeof register>[1] = {},
    type = 'text',
  ) => (
    <Form.Group className="mb-3" controlId={`coupon-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} isInvalid={!!errors[name]} {...register(name, options)} />
      <Form.Control.Feedback type="invalid">
        {errors[name]?.message as string | undefined}
      </Form.Control.Feedback>
    </Form.Group>
  );
  // The products and categories a coupon is limited to: the same picker on two lists of ids.
  const picker = (
    name: 'product_ids' | 'category_ids',
    props: Omit<ItemPickerProps, 'value' | 'onChange' | 'error'>,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ItemPicker
          {...props}
          value={(field.value ?? []).map(Number)}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  useServerFieldErrors(save.error, setError);
  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
      <Card body className="mb-3">
        <Row>
          <Col md={6}>{text('name', 'Coupon Name')}</Col>
          <Col md={6}>{text('code', 'Code')}</Col>
        </Row>
        <Row>
          <Col md={4}>
            <Form.Group className="mb-3" controlId="coupon-type">
              <Form.Label>Type</Form.Label>
              <Form.Select {...register('type')}>
                <option value="percent">Percentage</option>
                <option value="fixed">Fixed Amount</option>
                <option value="free_shipping">Free Shipping</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={4}>
            {type !== 'free_shipping' &&
              text(
                'value',
                type === 'percent' ? 'Discount (%)' : 'Discount (amount)',
                { valueAsNumber: true },
                'number',
              )}
          </Col>
          <Col md={4}>{text('minimum_total', 'Minimum Total', { valueAsNumber: true }, 'number')}</Col>
        </Row>
        <Row>
          <Col md={3}>{text('starts_on', 'Date Start', { setValueAs: (v) => v || null }, 'date')}</Col>
          <Col md={3}>{text('ends_on', 'Date End (last day)', { setValueAs: (v) => v || null }, 'date')}</Col>
          <Col md={3}>{text('uses_total', 'Uses Per Coupon', { setValueAs: numberOrNull }, 'number')}</Col>
          <Col md={3}>
            {text('uses_per_customer', 'Uses Per Customer', { setValueAs: numberOrNull }, 'number')}
          </Col>
        </Row>
        <Row>
          <Col md={6}>
            {picker('product_ids', {
              label: 'Products',
              noun: 'products',
              cacheKey: 'discount-products',
              choices: productChoices,
              emptyHint: 'With no products or categories chosen, the coupon applies to every product.',
            })}
          </Col>
          <Col md={6}>
            {picker('category_ids', {
              label: 'Categories',
              noun: 'categories',
              cacheKey: 'discount-categories',
              choices: categoryChoices,
              emptyHint: 'The coupon also applies to every product in the chosen categories.',
            })}
          </Col>
        </Row>
        <Form.Check id="coupon-status" label="Enabled" {...register('status')} />
      </Card>
      {coupon && <p className="text-body-secondary">Used {coupon.times_used} times.</p>}
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** discount/new and discount/{id}. */
export default function DiscountFormPage() {
  const { id } = useParams();
  const numeric = id && id !== 'new' ? Number(id) : null;
  const coupon = useCoupon(numeric);
  return (
    <>
      <PageHeading>{numeric ? 'Edit Discount' : 'Add Discount'}</PageHeading>
      {numeric === null ? (
        <CouponEditor coupon={null} />
      ) : coupon.isPending ? (
        <LoadingBlocks lines={6} />
      ) : coupon.isError ? (
        <ErrorAlert error={coupon.error} />
      ) : (
        <CouponEditor key={coupon.data.id} coupon={coupon.data} />
      )}
    </>
  );
}
