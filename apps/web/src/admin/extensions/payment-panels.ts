import type { PaymentMethodId } from '@emporia/contracts/payments';
import type { PaymentPanelModule } from './payment/PaymentPanelForm';

/**
 * SPEC §9: the admin payment panels are registered by file — one folder per
 * method under payment/, its panel in panel.tsx (default export, and `title`).
 * Only the payment settings page imports this, so panels stay in that chunk.
 */
const modules = import.meta.glob<PaymentPanelModule>('./payment/*/panel.tsx', { eager: true });

export interface PaymentPanelEntry {
  method: PaymentMethodId;
  title: string;
  Panel: PaymentPanelModule['default'];
}

export const paymentPanels: PaymentPanelEntry[] = Object.entries(modules)
  .map(([file, module]) => ({
    method: (file.split('/')[2] ?? '') as PaymentMethodId,
    title: module.title,
    Panel: module.default,
  }))
  .sort((a, b) => a.method.localeCompare(b.method));
