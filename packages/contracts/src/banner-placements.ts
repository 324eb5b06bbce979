/**
 * Where a banner shows, and the storefront's shape of a live banner, as plain data: the
 * storefront's layout and home page read these on their first load, which must not pull zod in
 * (ADR 0047). The zod schemas in banners.ts are built from them.
 */
export const bannerPlacements = ['home_hero', 'home_middle', 'category_top', 'top_bar'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** The merchant's names of the placements (admin). */
export const bannerPlacementNames: Record<BannerPlacement, string> = {
  home_hero: 'Home page carousel',
  home_middle: 'Home page, between sections',
  category_top: 'Top of category pages',
  top_bar: 'Top bar on every page',
};

export interface StorefrontBannerPicture {
  /** The wide stored size (WebP); the other sizes and AVIF are derived from it. */
  src: string;
  width: number;
  height: number;
}

/** A banner that is live now, as every storefront page gets it in the storefront config. */
export interface StorefrontBanner {
  id: number;
  placement: BannerPlacement;
  /** category_top: the one category it shows on; null for every category. */
  category_id: number | null;
  link: string;
  alt: string;
  text: string;
  image: StorefrontBannerPicture | null;
  phone_image: StorefrontBannerPicture | null;
}
