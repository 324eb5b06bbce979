import { z } from 'zod';
import './messages';
import { type SocialNetwork, socialNetworks } from './social-networks';

export { type SocialNetwork, socialNetworkNames, socialNetworks } from './social-networks';

const profileMessage = 'Enter the address of the profile page, starting with https://.';
const profileUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500, 'An address has at most 500 characters.')
    .pipe(z.url({ protocol: /^https$/, error: profileMessage })),
]);

/** setting/social: each network's profile address, or '' for none. */
export const socialLinksSchema = z.object(
  Object.fromEntries(socialNetworks.map((network) => [network, profileUrl.default('')])) as Record<
    SocialNetwork,
    z.ZodDefault<typeof profileUrl>
  >,
);
export type SocialLinks = z.output<typeof socialLinksSchema>;
export type SocialLinksForm = z.input<typeof socialLinksSchema>;
export const socialLinksResponseSchema = z.object({ data: socialLinksSchema });
