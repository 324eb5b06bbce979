import type { PaymentMethodId } from '@emporia/contracts/payments';
import type { ReactNode } from 'react';
import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from './PaymentPanelForm';

/** A key of the provider's panel: `hidden` marks a secret (write-only, ADR 0021). */
export interface ProviderKey {
  field: string;
  label: string;
  hidden?: true;
}

/**
 * The panel of a card or wallet provider (SPEC §2): Enable, Environment (Sandbox
 * or the provider's live one), its keys, Order Status, then any Enabled/Disabled
 * switches. Defaults: disabled, sandbox, status 1, switches off (SPEC §4).
 */
export function providerPanel(
  method: PaymentMethodId,
  spec: {
    enableLabel: string;
    live: { value: string; label: string };
    keys: ProviderKey[];
    switches?: { field: string; label: string }[];
    /** Shown above the fields (a provider's own guidance). */
    intro?: ReactNode;
  },
) {
  const key = (field: string) => `module_payment_${method}_${field}`;
  const switches = spec.switches ?? [];
  const fields: PanelField[] = [
    { key: key('active'), label: spec.enableLabel, kind: 'enabled' },
    {
      key: key('environment'),
      label: 'Environment',
      kind: 'select',
      options: [{ value: 'sandbox', label: 'Sandbox' }, spec.live],
    },
    ...spec.keys.map(
      ({ field, label, hidden }): PanelField =>
        hidden ? { key: key(field), label, kind: 'text', hidden } : { key: key(field), label, kind: 'text' },
    ),
    { key: key('order_status'), label: 'Order Status', kind: 'order_status' },
    ...switches.map(({ field, label }): PanelField => ({ key: key(field), label, kind: 'enabled' })),
  ];
  const defaults: Record<string, string> = {
    [key('active')]: '0',
    [key('environment')]: 'sandbox',
    [key('order_status')]: '1',
    ...Object.fromEntries(switches.map(({ field }) => [key(field), '0'])),
  };
  return function ProviderPanel(props: PaymentPanelProps) {
    return (
      <PaymentPanelForm method={method} fields={fields} defaults={defaults} {...props}>
        {spec.intro}
      </PaymentPanelForm>
    );
  };
}
