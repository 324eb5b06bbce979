import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProductRoutes } from './admin/product-routes';
import { adminCategoryRoutes } from './categories/admin-routes';
import { adminCsvRoutes } from './csv/routes';
import { adminGroupPriceRoutes } from './group-prices/admin-routes';
import { adminManufacturerRoutes } from './manufacturers/admin-routes';
import { adminOptionRoutes } from './options/admin-routes';
import { adminRestockRoutes } from './restock/admin-routes';
import { storefrontRestockRoutes } from './restock/routes';
import { adminReviewRoutes } from './reviews/admin-routes';
import { storefrontReviewRoutes } from './reviews/routes';
import { storageRoutes } from './storage-routes';
import { storefrontCatalogRoutes } from './storefront/routes';

/**
 * The catalogue area: storefront reads, reviews and restock notices, the
 * admin catalogue (guarded by the `catalog` permission) and /storage pictures.
 * Each part is its own encapsulated plugin, so hooks (ETags, admin guard,
 * picture bodies) stay with the routes they belong to.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(storefrontCatalogRoutes);
  await app.register(storefrontReviewRoutes);
  await app.register(storefrontRestockRoutes);
  await app.register(storageRoutes);
  // The CSV export path must be known before /products/:id claims "export.csv".
  await app.register(adminCsvRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminManufacturerRoutes);
  await app.register(adminOptionRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminRestockRoutes);
  await app.register(adminGroupPriceRoutes);
};
