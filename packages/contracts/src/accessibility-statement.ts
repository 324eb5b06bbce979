import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';
import { enforcementBodyCountries } from './enforcement-bodies';

/**
 * How far the shop meets WCAG 2.2 AA, in the words of the EU model statement (Decision 2018/1523):
 * fully, partially (with the exceptions listed), or not.
 */
export const conformanceStatuses = ['full', 'partial', 'none'] as const;
export type ConformanceStatus = (typeof conformanceStatuses)[number];

const exceptionsSchema = z
  .string()
  .trim()
  .max(5000, 'The known exceptions have at most 5,000 characters.')
  .default('');

/** The merchant's settings of the statement (admin setting/accessibility). */
export const accessibilityStatementInputSchema = z
  .object({
    status: z.enum(conformanceStatuses, { error: 'Choose how far the shop conforms.' }).default('partial'),
    /** Plain text, one exception a line: the parts of the shop that do not conform yet, and why. */
    exceptions: exceptionsSchema,
    /** Empty: the shop's e-mail of setting/general. */
    contact_email: z.union([z.literal(''), emailSchema]).default(''),
    contact_phone: z.string().trim().max(32, 'A telephone number has at most 32 characters.').default(''),
    /** ISO 3166-1 alpha-2 code of the country whose enforcement body shoppers may turn to; empty: none chosen. */
    country: z
      .union([z.literal(''), z.enum(enforcementBodyCountries, { error: 'Choose an EU member state.' })])
      .default(''),
    /** The day the statement was prepared or last reviewed (YYYY-MM-DD). */
    prepared_on: z.iso.date('Enter the date as YYYY-MM-DD.'),
    /** The exceptions in the shop's other languages; a blank one reads the default language's. */
    translations: z
      .record(
        z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'A language code such as fr'),
        z.object({ exceptions: exceptionsSchema }),
      )
      .default({}),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'partial' && input.exceptions === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['exceptions'],
        message: 'A partly conforming shop lists what does not conform yet.',
      });
    }
  });
export type AccessibilityStatementInput = z.input<typeof accessibilityStatementInputSchema>;
export type AccessibilityStatementSettings = z.output<typeof accessibilityStatementInputSchema>;

/** The settings as the admin reads them; `saved` is false until the merchant saves once. */
export const accessibilityStatementSettingsSchema = z.object({
  status: z.enum(conformanceStatuses),
  exceptions: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  country: z.string(),
  prepared_on: z.string(),
  translations: z.record(z.string(), z.object({ exceptions: z.string() })),
  saved: z.boolean(),
});
export type AccessibilityStatementStored = z.infer<typeof accessibilityStatementSettingsSchema>;
export const accessibilityStatementSettingsResponseSchema = z.object({
  data: accessibilityStatementSettingsSchema,
});

/** The statement as the storefront shows it, in one language (its wording is the page's). */
export const accessibilityStatementViewSchema = z.object({
  shop_name: z.string(),
  status: z.enum(conformanceStatuses),
  /** One exception a line, in the asked language or the default's. */
  exceptions: z.array(z.string()),
  contact_email: z.string(),
  contact_phone: z.string(),
  enforcement_body: z
    .object({ country: z.string(), name: z.string(), address: z.string(), website: z.string() })
    .nullable(),
  prepared_on: z.string(),
});
export type AccessibilityStatementView = z.infer<typeof accessibilityStatementViewSchema>;
export const accessibilityStatementViewResponseSchema = z.object({ data: accessibilityStatementViewSchema });
