import { advancedShipperPlugin } from './advancedshipper/plugin';
import type { PluginManifest } from './manifest';
import { productNestingGroupPlugin } from './productnestinggroup/plugin';
import { shippingBoxManagerPlugin } from './shippingboxmanager/plugin';

/** Every plugin the platform ships; a shop turns each on or off (plugins/enabled.ts). */
export const pluginManifests: readonly PluginManifest[] = [
  advancedShipperPlugin,
  productNestingGroupPlugin,
  shippingBoxManagerPlugin,
];

export const pluginNamed = (name: string) => pluginManifests.find((plugin) => plugin.name === name);
