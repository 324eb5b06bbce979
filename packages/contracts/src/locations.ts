import { z } from 'zod';
import './messages';

/** SPEC §3 Country (iso_code_2, name), plus its id and three-letter code. */
export const countrySchema = z.object({
  id: z.number().int(),
  iso_code_2: z.string(),
  iso_code_3: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const zoneSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Zone = z.infer<typeof zoneSchema>;

export const countryListResponseSchema = z.object({ data: z.array(countrySchema) });
export const zoneListResponseSchema = z.object({ data: z.array(zoneSchema) });
