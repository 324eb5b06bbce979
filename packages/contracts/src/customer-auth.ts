import { z } from 'zod';
import './messages';
import { idSchema } from './primitives';

/** An e-mail address as typed: trimmed and lower-cased before it is checked or stored. */
export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'An e-mail address has at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'));

export const passwordMinLength = 8;

/** A new password (register, reset, change). Existing passwords are only checked against their hash. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(passwordMinLength, `Use at least ${passwordMinLength} characters.`)
  .max(128, 'A password has at most 128 characters.');

const nameSchema = (what: string) =>
  z
    .string({ error: `Enter your ${what}.` })
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(64, `The ${what} has at most 64 characters.`);

export const firstnameSchema = nameSchema('first name');
export const lastnameSchema = nameSchema('last name');
export const telephoneSchema = z
  .string()
  .trim()
  .max(32, 'A telephone number has at most 32 characters.')
  .regex(/^[0-9+().\s-]*$/, 'Use digits, spaces and + ( ) - only.');

/**
 * The browser's current cart items, sent with register, login and authenticate
 * (SPEC §3) so the guest cart can join the customer's saved cart. Lines carry
 * more fields (attributes, images, meta); only product and quantity matter here.
 */
export const cartLineSchema = z.looseObject({
  id: idSchema,
  cart_quantity: z.number().int().positive().max(100_000),
});
export const guestCartSchema = z.array(cartLineSchema).max(200).default([]);
export type GuestCartLine = z.infer<typeof cartLineSchema>;

const registerFields = {
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  email: emailSchema,
  telephone: telephoneSchema.default(''),
  password: newPasswordSchema,
  confirm: z.string({ error: 'Confirm your password.' }),
  newsletter: z.boolean().default(false),
  sms_opt_in: z.boolean().default(false),
};
const passwordsMatch = (body: { password: string; confirm: string }) => body.password === body.confirm;
const mismatch = { message: 'The passwords do not match.', path: ['confirm'] };

/** The register form (SPEC §2 register). */
export const registerFormSchema = z.object(registerFields).refine(passwordsMatch, mismatch);
export type RegisterForm = z.input<typeof registerFormSchema>;
export const registerRequestSchema = z
  .object({ ...registerFields, cart: guestCartSchema })
  .refine(passwordsMatch, mismatch);

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});
export type LoginForm = z.input<typeof loginFormSchema>;
export const loginRequestSchema = loginFormSchema.extend({ cart: guestCartSchema });

/** A one-time sign-in code (the /auth/callback link, e.g. an admin's "log in as customer"). */
export const authenticateRequestSchema = z.object({
  code: z
    .string({ error: 'The sign-in link is incomplete.' })
    .min(16, 'The sign-in link is incomplete.')
    .max(200),
  cart: guestCartSchema,
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordRequestSchema>;

const resetFields = {
  password: newPasswordSchema,
  confirm: z.string({ error: 'Confirm your password.' }),
};
export const resetPasswordFormSchema = z.object(resetFields).refine(passwordsMatch, mismatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'The reset link is incomplete.' })
      .min(16, 'The reset link is incomplete.')
      .max(200),
    ...resetFields,
  })
  .refine(passwordsMatch, mismatch);

/** SPEC §3 customer account info. */
export const customerInfoSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  email: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const customerTokenResponseSchema = z.object({
  data: z.object({ token: z.string(), customer: customerInfoSchema }),
});
export type CustomerTokenResponse = z.infer<typeof customerTokenResponseSchema>;

/** An answer that only says what happened. */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
