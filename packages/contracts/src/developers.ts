import { z } from 'zod';
import './messages';
import { registerAppSchema, webhookDeliverySchema } from './apps';
import { emailSchema, newPasswordSchema } from './customer-auth';
import { idSchema, textSchema } from './primitives';

/**
 * Developer accounts on the platform home (issue 34, ADR 0122): a developer signs up, confirms
 * the e-mail, and registers and looks after their own apps under /api/v1/developer/….
 */

export const developerSignupSchema = z.object({
  name: textSchema({ max: 100, min: 1, label: 'Your name' }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type DeveloperSignup = z.input<typeof developerSignupSchema>;

export const developerLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});

export const developerVerifySchema = z.object({
  token: z
    .string({ error: 'The link has no token.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid. Please check that you copied all of it.'),
});

export const developerAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  /** The development shop made at verification; null before. */
  dev_shop: z
    .object({ subdomain: z.string(), name: z.string(), url: z.string(), admin_url: z.string() })
    .nullable(),
});
export type DeveloperAccount = z.infer<typeof developerAccountSchema>;
export const developerAccountResponseSchema = z.object({ data: developerAccountSchema });
/** Sign-up: the new account and what to do next (open the mailed link). */
export const developerSignupResponseSchema = z.object({
  data: developerAccountSchema.extend({ message: z.string() }),
});

/** What a developer writes about their app: the operator's listing without the developer's name (theirs). */
export const developerAppSchema = registerAppSchema.omit({ developer: true });
export type DeveloperAppInput = z.input<typeof developerAppSchema>;

export const developerAppSchemaOut = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  client_id: z.string(),
  redirect_uris: z.array(z.string()),
  scopes: z.array(z.string()),
  install_url: z.string().nullable(),
  webhook_url: z.string().nullable(),
  webhook_topics: z.array(z.string()),
  /** Until when the secret before the last rotation still works; null when none does. */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type DeveloperApp = z.infer<typeof developerAppSchemaOut>;
export const developerAppResponseSchema = z.object({ data: developerAppSchemaOut });
export const developerAppListSchema = z.object({ data: z.array(developerAppSchemaOut) });

/** The answer to creating an app or rotating its secret: the secret, shown this once. */
export const developerAppSecretResponseSchema = z.object({
  data: developerAppSchemaOut.extend({ client_secret: z.string() }),
});

export const developerAppIdSchema = z.object({ id: idSchema });

/** A delivery as the shop's admin lists it, with the shop it went from instead of its event id. */
export const developerDeliverySchema = webhookDeliverySchema
  .omit({ webhook_id: true })
  .extend({ shop: z.string() });
export const developerDeliveriesSchema = z.object({ data: z.array(developerDeliverySchema) });

export const developerLinkResponseSchema = z.object({ data: z.object({ url: z.string() }) });
