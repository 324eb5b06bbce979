import type { GeoZoneSummary } from '@emporia/contracts/geo-zones';
import type { Country } from '@emporia/contracts/locations';
import type { ServiceOption } from '@emporia/contracts/shipping-services';
import {
  type ModuleValues,
  type ShippingModule,
  secretKeysOf,
  shippingDefaults,
  shippingKeyPrefix,
  shippingSaveSchemas,
} from '@emporia/contracts/shipping-settings';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { serverFieldErrors, shopResolver, translateMessage } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { blankSecrets, SecretInput, useSavedSecrets } from '../../../ui/SecretInput';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useTaxClasses } from '../../setting/store/api';
import { useAdminConfigUpdateShipping } from './api/admin-config-update-shipping';

/** What the shipping settings page gives every panel (SPEC §2: each panel gets a loaded flag). */
export interface ShippingPanelProps {
  loaded: boolean;
  /** The module's whole key/value object as stored, defaults filled in, secrets as '' (never sent back). */
  settings: ModuleValues | undefined;
  /** The secret keys that hold a saved value. */
  secretsSet?: string[];
  /** The shop's geo zones, for the shipping zone select. */
  zones: GeoZoneSummary[];
}

/** A panel module under admin/extensions/shipping/{module}/panel.tsx. */
export interface ShippingPanelModule {
  default: (props: ShippingPanelProps) => ReactNode;
  /** The module's name as the settings page titles its panel. */
  title: string;
}

/** A panel field by its short name (the key without module_shipping_{module}_). */
export type ShippingField =
  /** Enabled (1) / Disabled (0). */
  | { field: string; label: string; kind: 'enabled'; help?: string }
  | { field: string; label: string; kind: 'select'; options: readonly ServiceOption[] }
  | { field: string; label: string; kind: 'text'; required?: boolean; help?: string }
  /** SPEC §5: any decimal number. */
  | { field: string; label: string; kind: 'decimal' }
  /** A geo zone; 0 = all zones. */
  | { field: string; label: string; kind: 'zone' }
  /** Multi-select of carrier services, in a scrolling box (SPEC §9). */
  | { field: string; label: string; kind: 'services'; options: readonly ServiceOption[] }
  /** From country_list. */
  | { field: string; label: string; kind: 'country'; required?: boolean }
  /** One of the shop's tax classes; 0 = none. */
  | { field: string; label: string; kind: 'taxClass' };

/** Every module's last field: the tax class that taxes what it charges at checkout. */
const taxClassField: ShippingField = { field: 'tax_class_id', label: 'Tax Class', kind: 'taxClass' };

const enabledOptions = [
  { value: '1', label: 'Enabled' },
  { value: '0', label: 'Disabled' },
] as const;

type Values = ModuleValues;

const messageOf = (error: FieldError | FieldError[] | undefined): string | undefined =>
  Array.isArray(error) ? error.find(Boolean)?.message : error?.message;

/**
 * One shipping panel: placeholder blocks until `loaded`, then the form
 * prefilled from the stored values over the module's defaults (SPEC §4). The
 * module's contract schema validates it (SPEC §5 required fields and decimals);
 * Save sends the whole key/value object (admin_config_update_shipping) and
 * shows 'Updated!', or the server's message in a danger alert.
 */
export function ShippingPanelForm({
  module,
  fields: ownFields,
  loaded,
  settings,
  secretsSet,
  zones,
  countries = [],
  children,
}: ShippingPanelProps & {
  module: ShippingModule;
  fields: readonly ShippingField[];
  countries?: Country[];
  /** Text or links above the fields. */
  children?: ReactNode;
}) {
  const prefix = shippingKeyPrefix(module);
  const fields = [...ownFields, taxClassField];
  const taxClasses = useTaxClasses();
  const keyOf = (field: string) => `${prefix}${field}`;
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(shippingDefaults[module]).map(([field, value]) => [`${prefix}${field}`, value]),
      ),
    [module, prefix],
  );
  const form = useForm<Values>({
    defaultValues: defaults,
    // Secret fields may stay empty: an empty secret keeps the saved one (ADR 0021).
    resolver: shopResolver(shippingSaveSchemas[module]) as unknown as Resolver<Values>,
  });
  const save = useAdminConfigUpdateShipping();
  const secrets = useSavedSecrets(secretsSet);
  const secretKeys = secretKeysOf(module);
  const { reset, setError } = form;
  const { forget } = secrets;
  const { errors } = form.formState;

  // The form shows once it holds the stored values, never the bare defaults first.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    reset({ ...defaults, ...settings });
    forget();
    setPrefilled(true);
  }, [loaded, settings, defaults, reset, forget]);

  // The tax class select needs its options before the stored value is put in it.
  if (!loaded || !prefilled || taxClasses.isPending)
    return <LoadingBlocks lines={Math.min(fields.length + 1, 6)} />;

  /** A required secret needs a saved value (not being cleared) or a typed one; marks those missing. */
  const requireSecrets = (values: Values): boolean => {
    const missing = fields.filter((field) => {
      const key = keyOf(field.field);
      return (
        field.kind === 'text' &&
        field.required &&
        secretKeys.includes(key) &&
        !values[key] &&
        (!secrets.isSaved(key) || secrets.isCleared(key))
      );
    });
    for (const field of missing)
      setError(keyOf(field.field), { message: `The ${field.label} field is required.` });
    return missing.length === 0;
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!requireSecrets(values)) return;
      const clear = secrets.clearList(values);
      save.mutate(
        // Keys the form does not show (store pickup's conditions) travel back as they were stored.
        {
          module,
          values: { ...defaults, ...settings, ...values, ...(clear.length ? { secrets_clear: clear } : {}) },
        },
        {
          // What was typed in a secret field is saved now, and never shown again.
          onSuccess: () => {
            reset({ ...values, ...blankSecrets(secretKeys) });
            forget();
          },
          onError: (error) => {
            for (const [path, message] of Object.entries(serverFieldErrors(error)))
              setError(path.split('.')[0]!, { message: translateMessage(message) });
          },
        },
      );
    },
    () => requireSecrets(form.getValues()),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`${module} settings`}>
      {children}
      <SuccessAlert show={save.isSuccess} onClose={() => save.reset()}>
        {save.data}
      </SuccessAlert>
      <ErrorAlert error={save.error} />
      {fields.map((field) => {
        const key = keyOf(field.field);
        const error = messageOf(errors[key] as FieldError | FieldError[] | undefined);
        const required = (field.kind === 'text' || field.kind === 'country') && field.required;
        const label = (
          <Form.Label>
            {field.label}
            {required && (
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            )}
          </Form.Label>
        );
        if (field.kind === 'services') {
          return (
            <Form.Group key={key} className="mb-3">
              <div className="form-label" id={`${key}-label`}>
                {field.label}
              </div>
              <Controller
                control={form.control}
                name={key}
                render={({ field: { value, onChange } }) => {
                  const selected = Array.isArray(value) ? value : [];
                  return (
                    <fieldset
                      aria-labelledby={`${key}-label`}
                      className={`border rounded px-3 py-2 overflow-auto${error ? ' border-danger' : ''}`}
                      style={{ maxHeight: '12rem' }}
                      data-testid={`${key}-box`}
                    >
                      {field.options.map((option, index) => (
                        <Form.Check
                          // UPS lists code 59 twice: both rows toggle the one stored value.
                          // biome-ignore lint/suspicious/noArrayIndexKey: the option list is fixed; values repeat
                          key={index}
                          id={`${key}-${index}`}
                          type="checkbox"
                          label={`${option.label} (${option.value})`}
                          checked={selected.includes(option.value)}
                          onChange={(event) =>
                            onChange(
                              event.target.checked
                                ? [...selected.filter((v) => v !== option.value), option.value]
                                : selected.filter((v) => v !== option.value),
                            )
                          }
                        />
                      ))}
                    </fieldset>
                  );
                }}
              />
              {error && <div className="invalid-feedback d-block">{error}</div>}
            </Form.Group>
          );
        }
        return (
          <Form.Group key={key} className="mb-3" controlId={key}>
            {label}
            {field.kind === 'text' && secretKeys.includes(key) ? (
              <SecretInput
                name={key}
                label={field.label}
                secrets={secrets}
                registration={form.register(key)}
                isInvalid={!!error}
              />
            ) : field.kind === 'text' || field.kind === 'decimal' ? (
              <Form.Control
                type="text"
                autoComplete="off"
                spellCheck={false}
                inputMode={field.kind === 'decimal' ? 'decimal' : undefined}
                isInvalid={!!error}
                {...form.register(key)}
              />
            ) : (
              <Form.Select isInvalid={!!error} {...form.register(key)}>
                {field.kind === 'enabled' &&
                  enabledOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                {field.kind === 'select' &&
                  field.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                {field.kind === 'zone' && (
                  <>
                    <option value="0">All Zones</option>
                    {zones.map((z) => (
                      <option key={z.id} value={String(z.id)}>
                        {z.name}
                      </option>
                    ))}
                  </>
                )}
                {field.kind === 'taxClass' && (
                  <>
                    <option value="0">--- None ---</option>
                    {(taxClasses.data ?? []).map((c) => (
                      <option key={c.id} value={String(c.id)}>
                        {c.title}
                      </option>
                    ))}
                  </>
                )}
                {field.kind === 'country' && (
                  <>
                    <option value="">--- Please Select ---</option>
                    {countries.map((c) => (
                      <option key={c.iso_code_2} value={c.iso_code_2}>
                        {c.name}
                      </option>
                    ))}
                  </>
                )}
              </Form.Select>
            )}
            {'help' in field && field.help && <Form.Text muted>{field.help}</Form.Text>}
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        );
      })}
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Save
      </Button>
    </Form>
  );
}
