import type { PageViewBeacon } from '@emporia/contracts/analytics';
import type { ClientTraits } from './visitor';

/** One accepted beacon, ready to store: no address, only the day's visitor hash. */
export interface AnalyticsEvent {
  shopId: number;
  visitorHash: string;
  at: Date;
  kind: 'pageview' | 'download';
  path: string;
  url: string;
  title: string;
  referrer: string;
  /** The referrer's host when it is another site: the visit's source. */
  referrerHost: string;
  utmCampaign: string;
  customerId: number | null;
  route: PageViewBeacon['route'];
  product?: PageViewBeacon['product'];
  cart?: PageViewBeacon['cart'];
  order?: PageViewBeacon['order'];
  traits: ClientTraits;
}
