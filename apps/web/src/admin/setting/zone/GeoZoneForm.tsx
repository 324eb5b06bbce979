import { type GeoZone, type GeoZoneInput, geoZoneInputSchema } from '@emporia/contracts/geo-zones';
import type { Country } from '@emporia/contracts/locations';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { type Control, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { SaveCancelButtons } from '../../ui/FormParts';
import { useStateList } from './api/countries';

interface Values {
  name: string;
  description: string;
  members: { country_code: string; zone_code: string }[];
}

/** The states of the row's country, or only "whole country" while none is chosen or it has none. */
function StateSelect({
  control,
  index,
  register,
}: {
  control: Control<Values>;
  index: number;
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  const country = useWatch({ control, name: `members.${index}.country_code` });
  const states = useStateList(country);
  return (
    <Form.Select aria-label={`State ${index + 1}`} {...register(`members.${index}.zone_code`)}>
      <option value="">All Zones</option>
      {(states.data ?? []).map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </Form.Select>
  );
}

/** A geo zone: its name, and the countries (whole, or one state of them) it is made of. */
export function GeoZoneForm({
  zone,
  countries,
  pending,
  failure,
  onSave,
  onCancel,
}: {
  zone: GeoZone | null;
  countries: Country[];
  pending: boolean;
  /** The failed save, whose per-field sentences go under their inputs. */
  failure?: unknown;
  onSave: (input: GeoZoneInput) => void;
  onCancel: () => void;
}) {
  const { control, register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: shopResolver(geoZoneInputSchema) as unknown as Resolver<Values>,
    defaultValues: {
      name: zone?.name ?? '',
      description: zone?.description ?? '',
      members: (zone?.members ?? []).map((m) => ({
        country_code: m.country_code,
        zone_code: m.zone_code ?? '',
      })),
    },
  });
  useServerFieldErrors(failure, setError);
  const members = useFieldArray({ control, name: 'members' });
  const { errors } = formState;

  return (
    <Form
      noValidate
      onSubmit={handleSubmit((values) => onSave(values as unknown as GeoZoneInput))}
      aria-label="Zone"
    >
      <Form.Group className="mb-3" controlId="zone-name">
        <Form.Label>Zone Name</Form.Label>
        <Form.Control isInvalid={!!errors.name} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="zone-description">
        <Form.Label>Description</Form.Label>
        <Form.Control {...register('description')} />
      </Form.Group>
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th>Country</th>
            <th>Zone</th>
            <th className="visually-hidden">Remove</th>
          </tr>
        </thead>
        <tbody>
          {members.fields.map((row, index) => (
            <tr key={row.id}>
              <td>
                <Form.Select
                  aria-label={`Country ${index + 1}`}
                  isInvalid={!!errors.members?.[index]?.country_code}
                  {...register(`members.${index}.country_code`)}
                >
                  <option value="">--- Please Select ---</option>
                  {countries.map((c) => (
                    <option key={c.iso_code_2} value={c.iso_code_2}>
                      {c.name}
                    </option>
                  ))}
                </Form.Select>
              </td>
              <td>
                <StateSelect control={control} index={index} register={register} />
              </td>
              <td className="text-end">
                <Button variant="outline-danger" size="sm" onClick={() => members.remove(index)}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-3"
        onClick={() => members.append({ country_code: '', zone_code: '' })}
      >
        Add Country
      </Button>
      <SaveCancelButtons pending={pending} onCancel={onCancel} />
    </Form>
  );
}
