import type { PluginManifest } from '../manifest';
import { advancedShipperRoutes } from './routes';

export const advancedShipperPlugin: PluginManifest = {
  name: 'advancedshipper',
  label: 'Advanced Shipper',
  description:
    'Your own shipping methods with regions and rate tables by weight, price or quantity, offered at checkout.',
  adminRoutes: advancedShipperRoutes,
  shippingModules: ['advancedshipper'],
};
