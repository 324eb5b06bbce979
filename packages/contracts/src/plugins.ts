import { z } from 'zod';
import './messages';

/** A plugin as the admin's Plugins page lists it (admin plugin/index). */
export const shopPluginSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type ShopPlugin = z.infer<typeof shopPluginSchema>;
export const shopPluginListResponseSchema = z.object({ data: z.array(shopPluginSchema) });
export const shopPluginResponseSchema = z.object({ data: shopPluginSchema });

/** A plugin's folder name: lower-case letters and digits (advancedshipper). */
export const pluginParamsSchema = z.object({
  name: z
    .string()
    .max(40)
    .regex(/^[a-z0-9]+$/, 'A plugin name is lower-case letters and digits.'),
});
export const pluginChangeSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the plugin is on.' }),
});
