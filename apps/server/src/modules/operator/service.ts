import type { createShopSchema, PlatformShop, updateShopSchema } from '@emporia/contracts/platform';
import type { Db } from '@emporia/db';
import type { z } from 'zod';
import { conflict, notFound } from '../../kernel/errors';
import { startTrial } from '../subscription';
import { insertShop, listShopsWithDomains, updateShopBySubdomain, upsertDomain } from './queries';

type Listed = Awaited<ReturnType<typeof listShopsWithDomains>>[number];

function present({ shop, domains }: Listed): PlatformShop {
  return {
    id: shop.id,
    subdomain: shop.subdomain,
    name: shop.name,
    default_language: shop.defaultLanguage,
    admin_path: shop.adminPath,
    status: shop.status === 'suspended' ? 'suspended' : 'active',
    currency_code: shop.currencyCode,
    recaptcha_site_key: shop.recaptchaSiteKey,
    ga_measurement_id: shop.gaMeasurementId,
    domains: domains.map((d) => ({
      hostname: d.hostname,
      status: d.status === 'connected' ? 'connected' : 'pending',
    })),
  };
}

async function one(db: Db, subdomain: string): Promise<PlatformShop> {
  const [found] = await listShopsWithDomains(db, subdomain);
  if (!found) throw notFound('No shop has that subdomain.');
  return present(found);
}

/** Operator actions on shops. The platform operator is not a tenant, so these take the pool, not a shop context. */
export const platformShops = {
  async list(db: Db): Promise<PlatformShop[]> {
    return (await listShopsWithDomains(db)).map(present);
  },
  get: one,
  async create(db: Db, input: z.output<typeof createShopSchema>): Promise<PlatformShop> {
    const row = await insertShop(db, {
      subdomain: input.subdomain,
      name: input.name,
      defaultLanguage: input.default_language,
      currencyCode: input.currency_code,
    });
    if (!row) throw conflict('That subdomain is taken.');
    await startTrial(db, row.id);
    return one(db, row.subdomain);
  },
  async update(db: Db, subdomain: string, input: z.output<typeof updateShopSchema>): Promise<PlatformShop> {
    const row = await updateShopBySubdomain(db, subdomain, {
      name: input.name,
      defaultLanguage: input.default_language,
      adminPath: input.admin_path,
      status: input.status,
      // A status set here carries no reason (the suspension route gives one); an old one must not linger.
      ...(input.status ? { suspensionReason: null } : {}),
      recaptchaSiteKey: input.recaptcha_site_key,
      recaptchaSecretKey: input.recaptcha_secret_key,
      gaMeasurementId: input.ga_measurement_id,
    });
    if (!row) throw notFound('No shop has that subdomain.');
    return one(db, subdomain);
  },
  async connectDomain(db: Db, subdomain: string, hostname: string, status: string): Promise<PlatformShop> {
    const shop = await one(db, subdomain);
    const domain = await upsertDomain(db, shop.id, hostname, status);
    if (!domain) throw conflict('That domain belongs to another shop.');
    return one(db, subdomain);
  },
};
