// Plain data, no zod: the storefront footer reads it on every page's first load (ADR 0047).

/** The social networks a shop links its profiles to (setting/social), in the footer's order. */
export const socialNetworks = ['facebook', 'instagram', 'x', 'youtube', 'pinterest', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};
