import type { ManufacturerPage } from '@emporia/contracts/catalog';
import type { ListingQuery } from '@emporia/contracts/listing';
import { writtenTexts } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { pictureUrl } from '../images';
import { productListing } from './listing';

/** manufacturer/{slug}: the brand and a page of its products with the listing's filters, counts and sort. */
export async function manufacturerPage(
  ctx: RequestContext,
  slug: string,
  query: ListingQuery,
  groupId: number | null,
): Promise<ManufacturerPage> {
  const { manufacturers } = schema;
  const [brand] = await ctx.db
    .select()
    .from(manufacturers)
    .where(
      and(eq(manufacturers.shopId, ctx.shop.id), eq(manufacturers.slug, slug), eq(manufacturers.status, 1)),
    );
  if (!brand) throw notFound('This manufacturer does not exist.');
  const listing = await productListing(ctx, { kind: 'manufacturer', id: brand.id }, query, groupId);
  return {
    ...listing,
    manufacturer: {
      id: brand.id,
      name: brand.name,
      name_translations: writtenTexts(brand.nameTranslations),
      slug: brand.slug,
      logo: pictureUrl(brand.logo, 'small'),
    },
  };
}
