import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';

/**
 * Sign-in protection (ADR 0018): one-time sign-in links by e-mail, which work
 * even while wrong passwords hold an address back, and the lockouts staff see.
 */

/** Asking for a sign-in link (storefront and admin). The answer is the same whether or not the account exists. */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

/** Using an admin's e-mailed link: the code of /admin/login?code=…. */
export const adminSignInLinkConfirmSchema = z.object({
  code: z
    .string({ error: 'The sign-in link is incomplete.' })
    .min(16, 'The sign-in link is incomplete.')
    .max(200, 'The sign-in link is not valid.'),
});
export type AdminSignInLinkConfirm = z.infer<typeof adminSignInLinkConfirmSchema>;

/** Where a sign-in was tried: the storefront, the admin password step or the admin 2FA step. */
export const signInScopes = ['customer', 'admin', 'admin_2fa'] as const;
export type SignInScope = (typeof signInScopes)[number];

export const lockoutReasons = [
  /** Wrong passwords from one address for one account: growing delays. */
  'account_address',
  /** Wrong passwords from one address across accounts (password spraying). */
  'address',
  /** An account tried from many addresses: each of them gets fewer free tries. */
  'account_targeted',
  /** Wrong 2FA codes for one admin from anywhere. */
  'two_factor',
  /** One pending 2FA sign-in cancelled after its wrong codes. */
  'two_factor_session',
] as const;
export type LockoutReason = (typeof lockoutReasons)[number];

export const signInLockoutSchema = z.object({
  id: z.number().int(),
  scope: z.enum(signInScopes),
  reason: z.enum(lockoutReasons),
  /** The e-mail held back; null when a whole address is. */
  account: z.string().nullable(),
  /** The address held back (IPv6 by /64); null when the account is held back everywhere. */
  address: z.string().nullable(),
  failures: z.number().int(),
  started_at: z.string(),
  locked_until: z.string(),
  lifted_at: z.string().nullable(),
  /** Still holding attempts back. */
  active: z.boolean(),
});
export type SignInLockout = z.infer<typeof signInLockoutSchema>;

/** Failed attempts of the last day for one account from one address. */
export const failedSignInsSchema = z.object({
  scope: z.enum(signInScopes),
  account: z.string(),
  address: z.string(),
  failures: z.number().int(),
  first_at: z.string(),
  last_at: z.string(),
});
export type FailedSignIns = z.infer<typeof failedSignInsSchema>;

export const signInLockoutsResponseSchema = z.object({
  data: z.object({ lockouts: z.array(signInLockoutSchema), failures: z.array(failedSignInsSchema) }),
});
export type SignInLockouts = z.infer<typeof signInLockoutsResponseSchema>['data'];
export const signInLockoutResponseSchema = z.object({ data: signInLockoutSchema });
