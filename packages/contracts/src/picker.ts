import { z } from 'zod';
import './messages';
import { idListSchema, searchTermSchema } from './primitives';

/**
 * What an admin picker (a type-ahead combobox choosing records, e.g. a
 * discount's products) asks: records whose name matches `q`, or the records
 * `ids` already chosen (to show their names). Without either, the first few.
 */
export const pickerQuerySchema = z.object({
  q: searchTermSchema.optional(),
  ids: idListSchema.optional(),
});
export type PickerQuery = z.input<typeof pickerQuerySchema>;

/** The most choices one answer lists: the picker narrows as the merchant types. */
export const pickerLimit = 20;

export const pickerChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A second line telling similar names apart (a SKU, a parent category). */
  detail: z.string(),
});
export type PickerChoice = z.infer<typeof pickerChoiceSchema>;
export const pickerResponseSchema = z.object({ data: z.array(pickerChoiceSchema) });
