import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageHeadProvider } from '../kernel/pages/head';
import { paymentRoutes } from '../payments/routes';
import { pluginRoutes } from '../plugins/routes';
import { shippingRoutes } from '../shipping/routes';
import { accessibilityPageHead, accessibilityRoutes } from './accessibility';
import { adminSearchRoutes } from './admin-search/routes';
import { adminUsersAreaRoutes } from './admin-users/routes';
import { analyticsRoutes } from './analytics/routes';
import { themeRoutes } from './appearance/theme-routes';
import { appRoutes } from './apps/routes';
import { sampleAppRoutes } from './apps/sample-apps';
import { authRoutes } from './auth/routes';
import { backupRoutes } from './backup/routes';
import { bannerRoutes } from './banners/routes';
import { blogPageHead } from './blog/page-head';
import { blogRoutes } from './blog/routes';
import { cartRoutes } from './cart/routes';
import { catalogPageHead } from './catalog/page-head';
import { catalogRoutes } from './catalog/routes';
import { checkoutRoutes } from './checkout/routes';
import { contactRoutes } from './contact/routes';
import { contentPageHead } from './content-pages/page-head';
import { contentPageRoutes } from './content-pages/routes';
import { customerRoutes } from './customers/routes';
import { discountAdminRoutes } from './discounts/admin-routes';
import { domainRoutes } from './domains/routes';
import { emailLayoutRoutes } from './email-layouts/routes';
import { fileRoutes } from './files/routes';
import { geoZoneRoutes } from './geo-zones/routes';
import { giftCardRoutes } from './gift-cards/routes';
import { importRoutes } from './imports';
import { languageRoutes } from './languages/routes';
import { locationRoutes } from './locations/routes';
import { logsRoutes } from './logs/routes';
import { marketingRoutes } from './marketing/routes';
import { menuRoutes } from './menus/routes';
import { metaTemplateRoutes } from './meta-templates/routes';
import { onboardingRoutes } from './onboarding/routes';
import { orderStatusRoutes } from './order-statuses/routes';
import { ordersAreaRoutes } from './orders/routes';
import { storefrontPageHead } from './reach/page-heads';
import { reachRoutes } from './reach/routes';
import { redirectRoutes } from './redirects';
import { searchPageHead } from './search/page-head';
import { type SearchAreaOptions, searchRoutes } from './search/routes';
import { settingsRoutes } from './settings/routes';
import { socialSignInRoutes } from './social-signin/routes';
import { storeSettingsAdminRoutes } from './store-settings/admin-routes';
import { storefrontConfigRoutes } from './storefront-pages/config-routes';
import { subscriptionRoutes } from './subscription/routes';
import { wishlistRoutes } from './wishlist/routes';

/**
 * The business areas of the shop API, registered in this order by app.ts.
 * An area adds its routes plugin here (and a page-head provider if it owns
 * dynamic pages). Keep one line per area so parallel work does not collide.
 */
export const shopAreas: FastifyPluginAsyncZod[] = [
  settingsRoutes,
  storefrontConfigRoutes,
  socialSignInRoutes,
  authRoutes,
  customerRoutes,
  locationRoutes,
  wishlistRoutes,
  adminUsersAreaRoutes,
  shippingRoutes,
  geoZoneRoutes,
  pluginRoutes,
  paymentRoutes,
  orderStatusRoutes,
  catalogRoutes,
  cartRoutes,
  checkoutRoutes,
  ordersAreaRoutes,
  discountAdminRoutes,
  storeSettingsAdminRoutes,
  giftCardRoutes,
  marketingRoutes,
  adminSearchRoutes,
  reachRoutes,
  contactRoutes,
  blogRoutes,
  contentPageRoutes,
  redirectRoutes,
  menuRoutes,
  emailLayoutRoutes,
  metaTemplateRoutes,
  themeRoutes,
  bannerRoutes,
  backupRoutes,
  importRoutes,
  languageRoutes,
  analyticsRoutes,
  fileRoutes,
  logsRoutes,
  domainRoutes,
  subscriptionRoutes,
  appRoutes,
  sampleAppRoutes,
  onboardingRoutes,
  accessibilityRoutes,
];

/**
 * Areas that own dynamic pages answer for their paths (title, meta, preloaded
 * data); the last one answers for every other storefront page (ADR 0045).
 */
export const pageHeadProviders: PageHeadProvider[] = [
  blogPageHead,
  accessibilityPageHead,
  contentPageHead,
  catalogPageHead,
  searchPageHead,
  storefrontPageHead,
];

/** What a SEARCH_ONLY=1 process serves besides health: the search service alone. */
export const searchAreas: FastifyPluginAsyncZod<SearchAreaOptions>[] = [searchRoutes];
