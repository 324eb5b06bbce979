import type { ShopPlugin } from '@emporia/contracts/plugins';
import type { RequestContext } from '../kernel/context';
import { notFound } from '../kernel/errors';
import { readConfigEntries, writeConfigEntries } from '../modules/settings';
import { pluginManifests, pluginNamed } from './registry';

/**
 * A plugin is on unless the shop turned it off (`plugin_{name}_status` = 0): the built-in
 * plugins were always on before shops could choose, so existing shops keep them.
 */
const statusKey = (name: string) => `plugin_${name}_status`;
const generalSettings = 1;

export async function shopPlugins(ctx: RequestContext): Promise<ShopPlugin[]> {
  const entries = await readConfigEntries(ctx, 'plugin_');
  return pluginManifests.map((plugin) => ({
    name: plugin.name,
    label: plugin.label,
    description: plugin.description,
    enabled: entries[statusKey(plugin.name)] !== '0',
  }));
}

export async function isPluginEnabled(ctx: RequestContext, name: string): Promise<boolean> {
  const entries = await readConfigEntries(ctx, statusKey(name));
  return entries[statusKey(name)] !== '0';
}

export async function turnPlugin(ctx: RequestContext, name: string, enabled: boolean): Promise<ShopPlugin> {
  const plugin = pluginNamed(name);
  if (!plugin) throw notFound('There is no such plugin.');
  await writeConfigEntries(ctx, generalSettings, { [statusKey(name)]: enabled ? '1' : '0' });
  return { name, label: plugin.label, description: plugin.description, enabled };
}

/** The names of the plugins the shop has on. */
export async function pluginsOn(ctx: RequestContext): Promise<Set<string>> {
  return new Set((await shopPlugins(ctx)).filter((plugin) => plugin.enabled).map((plugin) => plugin.name));
}

/** Shipping modules of plugins the shop turned off: checkout leaves them out. */
export async function shippingModulesTurnedOff(ctx: RequestContext): Promise<Set<string>> {
  const plugins = await shopPlugins(ctx);
  const off = new Set<string>();
  for (const plugin of plugins) {
    if (plugin.enabled) continue;
    for (const module of pluginNamed(plugin.name)?.shippingModules ?? []) off.add(module);
  }
  return off;
}
