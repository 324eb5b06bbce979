import { adminCustomerRowSchema, adminCustomerSchema } from '@emporia/contracts/admin-customers';
import { adminOrderRowSchema, adminOrderSchema } from '@emporia/contracts/admin-orders';
import { cartSchema } from '@emporia/contracts/cart';
import { categoryPageSchema, productDetailsSchema } from '@emporia/contracts/catalog';
import {
  adminCategorySchema,
  adminProductRowSchema,
  adminProductSchema,
  pageMetaSchema,
} from '@emporia/contracts/catalog-admin';
import { apiErrorSchema } from '@emporia/contracts/errors';
import { orderSchema } from '@emporia/contracts/orders';
import { platformShopSchema } from '@emporia/contracts/platform';
import { currencySchema } from '@emporia/contracts/shop';
import { z } from 'zod';

/**
 * The named schemas of the document (`components.schemas`), each a zod contract registered
 * once: every answer or body using that contract refers to it by name instead of repeating it,
 * and a generated SDK gets one type per resource. Ids name what a developer handles; the
 * zod→JSON-schema step (fastify-type-provider-zod) adds `Input` to the id of a schema read as a
 * request body, and the document keeps only the components some operation uses.
 */
export const componentRegistry = z.registry<{ id: string; description?: string }>();

const named: [schema: Parameters<typeof componentRegistry.add>[0], id: string][] = [
  [apiErrorSchema, 'Error'],
  [adminProductSchema, 'Product'],
  [adminProductRowSchema, 'ProductRow'],
  [adminCategorySchema, 'Category'],
  [adminOrderSchema, 'Order'],
  [adminOrderRowSchema, 'OrderRow'],
  [adminCustomerSchema, 'Customer'],
  [adminCustomerRowSchema, 'CustomerRow'],
  [pageMetaSchema, 'PageMeta'],
  [cartSchema, 'Cart'],
  [productDetailsSchema, 'StorefrontProduct'],
  [categoryPageSchema, 'StorefrontCategoryPage'],
  [orderSchema, 'StorefrontOrder'],
  [platformShopSchema, 'PlatformShop'],
];
for (const [schema, id] of named) componentRegistry.add(schema, { id });
// What a developer must know to read any amount, said where the SDK's type is defined.
componentRegistry.add(currencySchema, {
  id: 'Currency',
  description:
    'The currency of the amounts beside it (ADR 0124): each amount is a JSON number in the main unit of `code` (ISO 4217), exactly its stored hundredths / 100, rounded to what the currency charges (JPY: whole yen).',
});
