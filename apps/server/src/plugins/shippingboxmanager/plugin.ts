import type { PluginManifest } from '../manifest';
import { shippingBoxRoutes } from './routes';

export const shippingBoxManagerPlugin: PluginManifest = {
  name: 'shippingboxmanager',
  label: 'Shipping Boxes Manager',
  description: 'The boxes you ship in, with their sizes and weights, for packing and carrier quotes.',
  adminRoutes: shippingBoxRoutes,
};
