import {
  type ShippingBox,
  type ShippingBoxInput,
  shippingBoxInputSchema,
} from '@emporia/contracts/shipping-plugins';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type Resolver, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../../../app/form-errors';
import type { RecordFormProps } from '../../../../records/RecordTablePage';
import { SaveCancelButtons, StatusSelect } from '../../../../ui/FormParts';

type Values = Record<keyof Omit<ShippingBox, 'id'>, string>;

const sizes = [
  ['outer', 'Outer'],
  ['inner', 'Inner'],
] as const;
const sides = ['length', 'width', 'height'] as const;

/** A box size: outer size for carriers, inner size to pack into, its own weight and the most it may weigh. */
export function BoxForm({
  row: box,
  pending,
  failure,
  onSave,
  onCancel,
}: RecordFormProps<ShippingBox, ShippingBoxInput>) {
  const initial = (value: number | undefined) => (value === undefined ? '' : String(value));
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: shopResolver(shippingBoxInputSchema) as unknown as Resolver<Values>,
    defaultValues: {
      name: box?.name ?? '',
      outer_length: initial(box?.outer_length),
      outer_width: initial(box?.outer_width),
      outer_height: initial(box?.outer_height),
      inner_length: initial(box?.inner_length),
      inner_width: initial(box?.inner_width),
      inner_height: initial(box?.inner_height),
      empty_weight: initial(box?.empty_weight ?? 0),
      max_weight: initial(box?.max_weight),
      status: String(box?.status ?? 1),
    },
  });
  useServerFieldErrors(failure, setError);
  const { errors } = formState;
  const number = (key: keyof Values, label: string) => (
    <Form.Group className="mb-3" controlId={`box-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control inputMode="decimal" isInvalid={!!errors[key]} {...register(key)} />
      <Form.Control.Feedback type="invalid">{errors[key]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form
      noValidate
      aria-label="Shipping box"
      onSubmit={handleSubmit((values) => onSave(values as unknown as ShippingBoxInput))}
    >
      <Form.Group className="mb-3" controlId="box-name">
        <Form.Label>Box Name</Form.Label>
        <Form.Control isInvalid={!!errors.name} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      {sizes.map(([size, label]) => (
        <Row key={size}>
          {sides.map((side) => (
            <Col sm={4} key={side}>
              {number(`${size}_${side}`, `${label} ${side[0]!.toUpperCase()}${side.slice(1)} (cm)`)}
            </Col>
          ))}
        </Row>
      ))}
      <Row>
        <Col sm={4}>{number('empty_weight', 'Empty Weight (kg)')}</Col>
        <Col sm={4}>{number('max_weight', 'Maximum Weight (kg)')}</Col>
        <Col sm={4}>
          <StatusSelect controlId="box-status" field={register('status')} />
        </Col>
      </Row>
      <SaveCancelButtons pending={pending} onCancel={onCancel} />
    </Form>
  );
}
