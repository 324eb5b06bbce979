import type { PluginManifest } from '../manifest';
import { nestingGroupRoutes } from './routes';

export const productNestingGroupPlugin: PluginManifest = {
  name: 'productnestinggroup',
  label: 'Product Nesting Groups',
  description: 'Products that nest inside each other (pots, chairs) and pack as one parcel.',
  adminRoutes: nestingGroupRoutes,
};
