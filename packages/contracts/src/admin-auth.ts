import { z } from 'zod';
import './messages';
import { totpCodeSchema } from './admin-account';
import { emailSchema } from './customer-auth';

/**
 * Admin sign-in (SPEC §4, §7). Login answers enable_2fa = 1 when a second step
 * is needed: the token it returns then only admits the POST /api/v1/admin-2fa
 * call (sent as that call's bearer token), which answers the session token.
 */
export const adminLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({
  data: z.object({ enable_2fa: z.number().int(), token: z.string() }),
});

export const adminTwoFactorRequestSchema = z.object({ code: totpCodeSchema });
export type AdminTwoFactorRequest = z.infer<typeof adminTwoFactorRequestSchema>;

export const adminTwoFactorResponseSchema = z.object({ data: z.object({ token: z.string() }) });

/** Asking for a password-reset link (POST /api/v1/admin-reset-password). */
export const adminResetPasswordRequestSchema = z.object({ email: emailSchema });
export type AdminResetPasswordRequest = z.infer<typeof adminResetPasswordRequestSchema>;
