import { z } from 'zod';
import './messages';
import { guestCartSchema } from './customer-auth';
import { textSchema } from './primitives';
import { secretsClearSchema, secretsSetSchema } from './secret-settings';

/** The identity providers a shopper can sign in with ('Continue with …'). */
export const signInProviders = ['google', 'facebook'] as const;
export type SignInProvider = (typeof signInProviders)[number];
export const signInProviderNames: Record<SignInProvider, string> = { google: 'Google', facebook: 'Facebook' };
export const signInProviderSchema = z.enum(signInProviders, { message: 'Unknown sign-in provider.' });

const clientIdSchema = textSchema({ max: 255, label: 'The client ID' });
const clientSecretSchema = textSchema({ max: 500, label: 'The client secret' });

/** One provider's settings as the admin form edits them; the secret is write-only (ADR 0021). */
export const providerSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    client_id: clientIdSchema.default(''),
    /** '' keeps the saved secret. */
    client_secret: clientSecretSchema.default(''),
  })
  .refine((p) => !p.enabled || p.client_id !== '', {
    path: ['client_id'],
    message: 'Enter the client ID the provider gave you to turn sign-in on.',
  });

export const socialSignInSaveSchema = z.object({
  google: providerSettingsSchema,
  facebook: providerSettingsSchema,
  /** Providers whose saved client secret is removed. */
  secrets_clear: secretsClearSchema(signInProviders),
});
export type SocialSignInSave = z.output<typeof socialSignInSaveSchema>;
export type SocialSignInForm = z.input<typeof socialSignInSaveSchema>;

const providerViewSchema = z.object({
  enabled: z.boolean(),
  client_id: z.string(),
  /** Always ''. */
  client_secret: z.literal(''),
});
export const socialSignInSettingsSchema = z.object({
  google: providerViewSchema,
  facebook: providerViewSchema,
  /** Providers with a saved client secret. */
  secrets_set: secretsSetSchema,
  /** The address to register at each provider as the authorised redirect URI. */
  redirect_uri: z.string(),
});
export type SocialSignInSettings = z.infer<typeof socialSignInSettingsSchema>;
export const socialSignInSettingsResponseSchema = z.object({ data: socialSignInSettingsSchema });

/** The storefront's 'Continue with …' buttons: the providers turned on and ready. */
export const socialSignInProvidersResponseSchema = z.object({
  data: z.object({ providers: z.array(signInProviderSchema) }),
});

export const socialSignInStartQuerySchema = z.object({
  /** A path of this shop to land on once signed in. */
  redirect: z.string().max(500).optional(),
});

/** What the provider sent back to /auth/callback, forwarded by the page. */
export const socialSignInCallbackSchema = z.object({
  state: z.string().min(1, 'The sign-in came back without its state.').max(500),
  code: z.string().max(2000).optional(),
  /** The provider's refusal (e.g. access_denied when the shopper cancelled). */
  error: z.string().max(200).optional(),
  cart: guestCartSchema,
});

export const socialSignInResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    customer: z.object({ id: z.number().int(), firstname: z.string(), email: z.string() }),
    /** Where the shopper asked to go. */
    redirect: z.string(),
  }),
});
export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

/**
 * Why a provider sign-in failed, each with the code the API answers: the storefront lands the
 * shopper on `/auth/callback?failed={reason}` (server-rendered, a sentence and a way back).
 */
export const socialSignInFailureCodes = {
  unavailable: 'SIGN_IN_PROVIDER_UNAVAILABLE',
  not_offered: 'SIGN_IN_NOT_OFFERED',
  cancelled: 'SIGN_IN_CANCELLED',
  expired: 'SIGN_IN_EXPIRED',
  other_browser: 'SIGN_IN_OTHER_BROWSER',
  unconfirmed: 'SIGN_IN_UNCONFIRMED',
  email_missing: 'SIGN_IN_EMAIL_MISSING',
  email_unverified: 'SIGN_IN_EMAIL_UNVERIFIED',
  disabled: 'SIGN_IN_ACCOUNT_DISABLED',
} as const;
export type SocialSignInFailure = keyof typeof socialSignInFailureCodes;

/** The reason of an API error code, if it is a sign-in failure. */
export function socialSignInFailureOf(code: unknown): SocialSignInFailure | undefined {
  return (Object.keys(socialSignInFailureCodes) as SocialSignInFailure[]).find(
    (reason) => socialSignInFailureCodes[reason] === code,
  );
}

/** Where a failed sign-in lands; `provider` names the provider in the sentence when known. */
export function socialSignInFailedPath(reason: SocialSignInFailure, provider?: SignInProvider): string {
  const query = new URLSearchParams({ failed: reason, ...(provider ? { provider } : {}) });
  return `/auth/callback?${query}`;
}
