import type { Destination } from '@emporia/contracts/cart';
import type { checkoutAddressSchema } from '@emporia/contracts/checkout';
import { schema } from '@emporia/db';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { notFound, validationFailed } from '../../kernel/errors';
import { addressLinesOf } from './address-lines';

const { countries, zones, customerAddresses } = schema;

/** A shipping address with its country and state resolved to codes and names, as an order keeps it. */
export type ShippingAddress = schema.OrderAddressColumns;

export const destinationOf = (
  address: Pick<ShippingAddress, 'countryCode' | 'zoneCode' | 'postcode'>,
): Destination => ({
  country_code: address.countryCode,
  zone_code: address.zoneCode || null,
  postcode: address.postcode || null,
});

/**
 * A country (and state) chosen by id: the state must belong to the country,
 * and a country that has states needs one.
 */
export async function resolveRegion(
  ctx: RequestContext,
  countryId: number,
  zoneId: number | null | undefined,
  field = '',
): Promise<{ countryCode: string; country: string; zoneCode: string; zone: string }> {
  const [country] = await ctx.db
    .select({ code: countries.isoCode2, name: countries.name })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw validationFailed('Choose a country.', { [`${field}country_id`]: 'Choose a country.' });
  if (zoneId) {
    const [zone] = await ctx.db
      .select({ code: zones.code, name: zones.name })
      .from(zones)
      .where(and(eq(zones.id, zoneId), eq(zones.countryId, countryId)));
    if (!zone)
      throw validationFailed('Choose a state of the country.', {
        [`${field}zone_id`]: 'Choose a state of the country.',
      });
    return { countryCode: country.code, country: country.name, zoneCode: zone.code, zone: zone.name };
  }
  const [states] = await ctx.db.select({ n: count() }).from(zones).where(eq(zones.countryId, countryId));
  if ((states?.n ?? 0) > 0)
    throw validationFailed('Choose a state.', { [`${field}zone_id`]: 'Choose a state.' });
  return { countryCode: country.code, country: country.name, zoneCode: '', zone: '' };
}

export async function resolveTypedAddress(
  ctx: RequestContext,
  input: z.output<typeof checkoutAddressSchema>,
  field: 'address' | 'billing_address' = 'address',
): Promise<ShippingAddress> {
  const region = await resolveRegion(ctx, input.country_id, input.zone_id, `${field}.`);
  return { ...addressLinesOf(input), ...region };
}

/** One of the customer's own saved addresses; another customer's is not found. */
export async function resolveSavedAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
): Promise<ShippingAddress> {
  const [row] = await ctx.db
    .select({
      firstname: customerAddresses.firstname,
      lastname: customerAddresses.lastname,
      company: customerAddresses.company,
      address1: customerAddresses.address1,
      address2: customerAddresses.address2,
      city: customerAddresses.city,
      postcode: customerAddresses.postcode,
      countryCode: countries.isoCode2,
      country: countries.name,
      zoneCode: zones.code,
      zone: zones.name,
    })
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .leftJoin(zones, eq(zones.id, customerAddresses.zoneId))
    .where(
      and(
        eq(customerAddresses.shopId, ctx.shop.id),
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.id, addressId),
      ),
    );
  if (!row) throw notFound('This address is not in your address book.');
  return { ...row, zoneCode: row.zoneCode ?? '', zone: row.zone ?? '' };
}
