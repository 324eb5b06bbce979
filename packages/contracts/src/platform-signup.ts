import { z } from 'zod';
import './messages';
import { emailSchema, newPasswordSchema } from './customer-auth';

/**
 * Sign-up from the platform home (issue 17): a merchant asks for a shop, confirms the e-mail,
 * and the link makes the shop (ADR 0075).
 */

/** Names the platform keeps for itself: its own hosts, mail and words a shopper could mistake for it. */
export const reservedSubdomains: ReadonlySet<string> = new Set([
  'platform',
  'www',
  'admin',
  'api',
  'app',
  'apps',
  'shop',
  'shops',
  'store',
  'stores',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'cdn',
  'static',
  'assets',
  'files',
  'img',
  'images',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'billing',
  'pay',
  'payments',
  'checkout',
  'account',
  'accounts',
  'login',
  'signin',
  'signup',
  'register',
  'auth',
  'oauth',
  'sso',
  'dashboard',
  'root',
  'operator',
  'emporia',
  'dev',
  'test',
  'staging',
  'demo',
  'localhost',
  'ns1',
  'ns2',
  'partners',
]);

/** A subdomain as typed: 3–40 lower-case letters, digits and inner dashes. */
export const signupSubdomainSchema = z
  .string({ error: 'Choose a subdomain.' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters.')
  .max(40, 'Use at most 40 characters.')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use letters, digits and dashes, not at the start or end.')
  // Punycode (xn--…) spells names in other alphabets, where a look-alike of another shop hides.
  .refine(
    (s) => !s.startsWith('xn--'),
    'Use the letters a–z: names in other alphabets (xn--) are not allowed.',
  )
  .refine((s) => !s.includes('--'), 'Two dashes in a row are not allowed.');

export const subdomainCheckSchema = z.object({
  data: z.object({
    subdomain: z.string(),
    available: z.boolean(),
    /** Why it cannot be had: invalid | reserved | taken. */
    reason: z.enum(['invalid', 'reserved', 'taken']).nullable(),
    message: z.string(),
  }),
});
export type SubdomainCheck = z.infer<typeof subdomainCheckSchema>['data'];

export const subdomainCheckQuerySchema = z.object({ subdomain: z.string().max(100) });

/** Currencies a new shop can sell in from the start (it can add others in its settings). */
export const signupCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'JPY'] as const;

export const signupSchema = z.object({
  shop_name: z
    .string({ error: 'Enter the name of your shop.' })
    .trim()
    .min(1, 'Enter the name of your shop.')
    .max(120, 'A shop name has at most 120 characters.'),
  subdomain: signupSubdomainSchema,
  email: emailSchema,
  password: newPasswordSchema,
  country_code: z.string({ error: 'Choose your country.' }).regex(/^[A-Z]{2}$/, 'Choose your country.'),
  currency_code: z.enum(signupCurrencies, { error: 'Choose a currency.' }),
  sample_products: z.boolean().default(false),
  grecaptcha_token: z.string().max(4000).nullable().optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const signupResponseSchema = z.object({
  data: z.object({ email: z.string(), message: z.string() }),
});
