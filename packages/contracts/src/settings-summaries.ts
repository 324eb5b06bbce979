import { z } from 'zod';

/**
 * The settings index's one line per area, keyed by the area's admin path (e.g. 'setting/currency'):
 * what is set up now, such as '2 currencies, default USD'. An area without a line shows its description.
 */
export const settingsSummariesSchema = z.record(z.string(), z.string());
export type SettingsSummaries = z.infer<typeof settingsSummariesSchema>;
export const settingsSummariesResponseSchema = z.object({ data: settingsSummariesSchema });
