import { z } from 'zod';
import './messages';

/** The steps of a new shop's onboarding checklist on the admin dashboard (issue 17, ADR 0077). */
export const onboardingStepKeys = ['product', 'payments', 'shipping', 'domain', 'launch'] as const;
export type OnboardingStepKey = (typeof onboardingStepKeys)[number];

export const onboardingSchema = z.object({
  /** False once the shop is launched or the checklist was dismissed. */
  visible: z.boolean(),
  launched: z.boolean(),
  steps: z.array(
    z.object({
      key: z.enum(onboardingStepKeys),
      title: z.string(),
      description: z.string(),
      done: z.boolean(),
      /** The admin page that does the step, below the admin path (launch has none: it is a button). */
      path: z.string().nullable(),
    }),
  ),
  /** When the operator erases the shop; the dashboard warns and offers the backup. */
  deletion_due_at: z.string().nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const onboardingResponseSchema = z.object({ data: onboardingSchema });
