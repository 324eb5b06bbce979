import {
  type AdvancedShipperRegion,
  type AdvancedShipperRegionInput,
  advancedShipperRegionInputSchema,
  type RateBasis,
} from '@emporia/contracts/shipping-plugins';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { translateMessage } from '../../../../../app/form-errors';
import { SortOrderField } from '../../../../ui/FormParts';

interface Values {
  name: string;
  countries: string;
  zones: string;
  postcodes: string;
  rate_basis: RateBasis;
  rates: { up_to: string; cost: string }[];
  sort_order: string;
}

const limitLabel: Record<RateBasis, string> = {
  weight: 'Weight up to (kg)',
  subtotal: 'Order total up to',
  item_count: 'Items up to',
};

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

const toInput = (values: Values) => ({
  name: values.name,
  countries: list(values.countries, /[,\s]+/),
  zones: list(values.zones, /[,\s]+/),
  postcodes: list(values.postcodes, /[\n,]+/),
  rate_basis: values.rate_basis,
  rates: values.rates.map((row) => ({ up_to: row.up_to, cost: row.cost })),
  sort_order: values.sort_order,
});

/** Field names of the text form for an issue path of the contract schema (countries.2 → countries). */
const fieldOf = (path: PropertyKey[]): Path<Values> => {
  const [first, index, field] = path.map(String);
  if (first === 'rates' && index !== undefined && field)
    return `rates.${Number(index)}.${field === 'cost' ? 'cost' : 'up_to'}`;
  return first as keyof Values;
};

/**
 * A region of an Advanced Shipper method: where it applies (countries, states,
 * postcode patterns; empty = anywhere) and its rate table by weight, order
 * total or item count, checked with the same schema as the server.
 */
export function RegionForm({
  region,
  pending,
  onSave,
}: {
  region: AdvancedShipperRegion | null;
  pending: boolean;
  onSave: (input: AdvancedShipperRegionInput) => void;
}) {
  const { control, register, getValues, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: {
      name: region?.name ?? '',
      countries: region?.countries.join(', ') ?? '',
      zones: region?.zones.join(', ') ?? '',
      postcodes: region?.postcodes.join('\n') ?? '',
      rate_basis: region?.rate_basis ?? 'weight',
      rates: region?.rates.map((r) => ({ up_to: String(r.up_to), cost: String(r.cost) })) ?? [
        { up_to: '', cost: '' },
      ],
      sort_order: String(region?.sort_order ?? 0),
    },
  });
  const rates = useFieldArray({ control, name: 'rates' });
  const basis = useWatch({ control, name: 'rate_basis' });
  const { errors } = formState;

  // The text fields become the contract's lists first, then the contract's schema checks them.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    clearErrors();
    const parsed = advancedShipperRegionInputSchema.safeParse(toInput(getValues()));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(fieldOf(issue.path), { message: translateMessage(issue.message) });
      return;
    }
    onSave(parsed.data);
  };

  return (
    <Form noValidate aria-label="Region" onSubmit={submit}>
      <Form.Group className="mb-3" controlId="region-name">
        <Form.Label>Region Name</Form.Label>
        <Form.Control isInvalid={!!errors.name} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="region-countries">
        <Form.Label>Countries</Form.Label>
        <Form.Control placeholder="US, CA" isInvalid={!!errors.countries} {...register('countries')} />
        <Form.Text muted>Two-letter country codes, separated by commas. Empty: every country.</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.countries?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="region-zones">
        <Form.Label>Zones</Form.Label>
        <Form.Control placeholder="US-AK, US-HI" isInvalid={!!errors.zones} {...register('zones')} />
        <Form.Text muted>States as country-state codes, separated by commas. Empty: every state.</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.zones?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="region-postcodes">
        <Form.Label>Postcodes</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          placeholder={'90210\n902*\n90000-96199'}
          isInvalid={!!errors.postcodes}
          {...register('postcodes')}
        />
        <Form.Text muted>
          One per line: a postcode, a prefix ending in *, or a range. Empty: every postcode.
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.postcodes?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="region-basis">
        <Form.Label>Rate By</Form.Label>
        <Form.Select {...register('rate_basis')}>
          <option value="weight">Weight</option>
          <option value="subtotal">Order total</option>
          <option value="item_count">Item count</option>
        </Form.Select>
      </Form.Group>
      <Table size="sm" className="align-middle" aria-label="Rates">
        <thead>
          <tr>
            <th>{limitLabel[basis]}</th>
            <th>Cost</th>
            <th className="visually-hidden">Remove</th>
          </tr>
        </thead>
        <tbody>
          {rates.fields.map((row, index) => (
            <tr key={row.id}>
              <td>
                <Form.Control
                  aria-label={`${limitLabel[basis]} ${index + 1}`}
                  inputMode="decimal"
                  isInvalid={!!errors.rates?.[index]?.up_to}
                  {...register(`rates.${index}.up_to`)}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.rates?.[index]?.up_to?.message}
                </Form.Control.Feedback>
              </td>
              <td>
                <Form.Control
                  aria-label={`Cost ${index + 1}`}
                  inputMode="decimal"
                  isInvalid={!!errors.rates?.[index]?.cost}
                  {...register(`rates.${index}.cost`)}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.rates?.[index]?.cost?.message}
                </Form.Control.Feedback>
              </td>
              <td className="text-end">
                <Button variant="outline-danger" size="sm" onClick={() => rates.remove(index)}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {errors.rates?.message && <div className="text-danger small mb-2">{errors.rates.message}</div>}
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-3"
        onClick={() => rates.append({ up_to: '', cost: '' })}
      >
        Add Rate
      </Button>
      <SortOrderField
        controlId="region-sort-order"
        field={register('sort_order')}
        error={errors.sort_order?.message}
      />
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </Form>
  );
}
