import { z } from 'zod';
import './messages';
import { emailSchema, newPasswordSchema } from './customer-auth';
import { adminPermissions } from './permissions';

/** A six-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** Setting a new admin password from an e-mailed link (reset or invitation). */
export const adminResetPasswordConfirmSchema = z
  .object({
    token: z.string({ error: 'The link is incomplete.' }).min(16, 'The link is incomplete.').max(200),
    password: newPasswordSchema,
    confirm: z.string({ error: 'Confirm your password.' }),
  })
  .refine((b) => b.password === b.confirm, { message: 'The passwords do not match.', path: ['confirm'] });

/** The signed-in admin (admin account page, menu permissions). */
export const adminMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  enable_2fa: z.number().int(),
  permissions: z.array(z.enum(adminPermissions)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
export const adminMeResponseSchema = z.object({ data: adminMeSchema });

export const adminProfileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(64, 'A name has at most 64 characters.'),
  email: emailSchema,
});
export type AdminProfileForm = z.input<typeof adminProfileSchema>;

// Changing one's own password asks the same for staff as for shoppers: `changePasswordSchema` in ./account.

/** A new authenticator secret, shown once as a QR code until confirmed with a code. */
export const twoFactorSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }),
});
export const twoFactorCodeSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeForm = z.input<typeof twoFactorCodeSchema>;
