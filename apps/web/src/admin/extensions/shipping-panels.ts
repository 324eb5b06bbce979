import type { ShippingModule } from '@emporia/contracts/shipping-settings';
import type { ShippingPanelModule } from './shipping/ShippingPanelForm';

/**
 * SPEC §9: the eight admin shipping panels are registered by file — one folder
 * per module under shipping/, its panel in panel.tsx (default export, and
 * `title`). Only the shipping settings page imports this.
 */
const modules = import.meta.glob<ShippingPanelModule>('./shipping/*/panel.tsx', { eager: true });

export interface ShippingPanelEntry {
  module: ShippingModule;
  title: string;
  Panel: ShippingPanelModule['default'];
}

export const shippingPanels: ShippingPanelEntry[] = Object.entries(modules)
  .map(([file, module]) => ({
    module: (file.split('/')[2] ?? '') as ShippingModule,
    title: module.title,
    Panel: module.default,
  }))
  .sort((a, b) => a.module.localeCompare(b.module));
