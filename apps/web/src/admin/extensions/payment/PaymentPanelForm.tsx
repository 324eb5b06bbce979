import type { OrderStatus } from '@emporia/contracts/order-statuses';
import type { PaymentMethodId, PaymentSettingInput, PaymentSettings } from '@emporia/contracts/payments';
import { type ReactNode, useEffect, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { blankSecrets, SecretInput, useSavedSecrets } from '../../../ui/SecretInput';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useAdminConfigUpdatePayment } from './api/admin-config-update-payment';

/** What the payment settings page gives every panel (SPEC §2: each panel receives a loaded flag). */
export interface PaymentPanelProps {
  loaded: boolean;
  /** The method's whole settings object as stored, defaults filled in, secrets as '' (never sent back). */
  settings: PaymentSettings | undefined;
  /** The secret keys that hold a saved value. */
  secretsSet?: string[];
  orderStatuses: OrderStatus[];
}

/** A panel module under admin/extensions/payment/{method}/panel.tsx. */
export interface PaymentPanelModule {
  default: (props: PaymentPanelProps) => ReactNode;
  /** The method's name as the settings page titles its panel. */
  title: string;
}

export type PanelField =
  /** Enabled (1) / Disabled (0). */
  | { key: string; label: string; kind: 'enabled' }
  | { key: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[] }
  /** Free text; `hidden` marks a secret of the data model: a plain text input (SPEC §3), write-only (ADR 0021). */
  | { key: string; label: string; kind: 'text'; hidden?: boolean }
  | { key: string; label: string; kind: 'order_status' };

const enabledOptions = [
  { value: '1', label: 'Enabled' },
  { value: '0', label: 'Disabled' },
] as const;

type Values = Record<string, string>;

/**
 * One payment panel: placeholder blocks until `loaded`, then the form prefilled
 * from the stored values over the panel's defaults (SPEC §4), and Save sends the
 * method's whole settings object (SPEC §7). No client-side validation (SPEC §5).
 */
export function PaymentPanelForm({
  method,
  fields,
  defaults,
  loaded,
  settings,
  secretsSet,
  orderStatuses,
  children,
}: PaymentPanelProps & {
  method: PaymentMethodId;
  fields: readonly PanelField[];
  defaults: Values;
  children?: ReactNode;
}) {
  const stored = useMemo(() => plainValues(settings), [settings]);
  const form = useForm<Values>({ defaultValues: defaults });
  const save = useAdminConfigUpdatePayment();
  const secrets = useSavedSecrets(secretsSet);
  const { reset } = form;
  const { forget } = secrets;

  useEffect(() => {
    if (!loaded) return;
    reset({ ...defaults, ...stored });
    forget();
  }, [loaded, stored, defaults, reset, forget]);

  if (!loaded) return <LoadingBlocks lines={Math.min(fields.length + 1, 6)} />;

  const hiddenKeys = new Set(fields.filter((f) => f.kind === 'text' && f.hidden).map((f) => f.key));
  const onSubmit = form.handleSubmit((values) => {
    // Keys the form does not show (e.g. production_application_id) travel back as they were stored;
    // an empty secret keeps the saved one.
    const whole: Record<string, PaymentSettingInput> = { ...stored, ...values };
    for (const key of hiddenKeys) whole[key] = { value: String(values[key] ?? ''), hidden: true };
    const clear = secrets.clearList(values);
    if (clear.length > 0) whole.secrets_clear = clear;
    save.mutate(
      { method, settings: whole },
      // What was typed in a secret field is saved now, and never shown again.
      {
        onSuccess: () => {
          reset({ ...values, ...blankSecrets(hiddenKeys) });
          forget();
        },
      },
    );
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`${method} settings`}>
      {children}
      <SuccessAlert show={save.isSuccess} onClose={() => save.reset()}>
        {save.data}
      </SuccessAlert>
      <ErrorAlert error={save.error} />
      {fields.map((field) => {
        const id = `${field.key}`;
        return (
          <Form.Group key={field.key} className="mb-3" controlId={id}>
            <Form.Label>{field.label}</Form.Label>
            {field.kind === 'text' && field.hidden ? (
              <SecretInput
                name={field.key}
                label={field.label}
                secrets={secrets}
                registration={form.register(field.key)}
              />
            ) : field.kind === 'text' ? (
              <Form.Control type="text" autoComplete="off" spellCheck={false} {...form.register(field.key)} />
            ) : (
              <Form.Select {...form.register(field.key)}>
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
                {field.kind === 'order_status' &&
                  orderStatuses.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
              </Form.Select>
            )}
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

/** Stored settings as form values: every value a string (no payment setting is multi-valued). */
function plainValues(settings: PaymentSettings | undefined): Values {
  if (!settings) return {};
  return Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key, Array.isArray(value) ? value.join('|') : value]),
  );
}
