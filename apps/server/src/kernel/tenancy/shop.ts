import type { schema } from '@emporia/db';

export type ShopRow = typeof schema.shops.$inferSelect;

/** The tenant as services see it. Secrets (bot-protection secret) stay in ShopRow. */
export interface Shop {
  id: number;
  subdomain: string;
  name: string;
  defaultLanguage: string;
  recaptchaSiteKey: string | null;
  gaMeasurementId: string | null;
  socialPixelId: string | null;
  adminPath: string;
  status: string;
  currencyCode: string;
  /** False until a signed-up shop is launched (onboarding): shoppers see an opening-soon page. */
  launched: boolean;
}

export function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    defaultLanguage: row.defaultLanguage,
    recaptchaSiteKey: row.recaptchaSiteKey,
    gaMeasurementId: row.gaMeasurementId,
    socialPixelId: row.socialPixelId,
    adminPath: row.adminPath,
    status: row.status,
    currencyCode: row.currencyCode,
    launched: row.launchedAt !== null,
  };
}
