import type { BannerPlacement, StorefrontBanner } from '@emporia/contracts/banner-placements';
import { useShopConfig } from '../../app/shop-config';

/**
 * The banners of one placement that were live when the page was asked for (the storefront
 * config carries them, so the server renders them and the page does not move when they come).
 * A category-top banner without a category shows on every category.
 */
export function useLiveBanners(placement: BannerPlacement, categoryId?: number): StorefrontBanner[] {
  const { storefront } = useShopConfig();
  return (storefront.banners ?? []).filter(
    (banner) =>
      banner.placement === placement &&
      (placement !== 'category_top' || banner.category_id === null || banner.category_id === categoryId),
  );
}

/** The page's width at each Bootstrap breakpoint (its container), for a full-width banner's `sizes`. */
export const containerSizes =
  '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)';

/** Phones get the banner's phone picture when it has one. */
export const phoneMedia = '(max-width: 575.98px)';
