import type { Address } from '@emporia/contracts/account';
import { schema } from '@emporia/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { customerAddresses: addresses, countries, zones } = schema;

export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'shopId' | 'customerId' | 'isDefault'>;

export async function listAddresses(
  ctx: RequestContext,
  customerId: number,
  addressId?: number,
): Promise<Address[]> {
  const rows = await ctx.db
    .select({
      a: addresses,
      countryIso: countries.isoCode2,
      countryName: countries.name,
      zoneCode: zones.code,
      zoneName: zones.name,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(zones, eq(zones.id, addresses.zoneId))
    .where(
      and(
        eq(addresses.shopId, ctx.shop.id),
        eq(addresses.customerId, customerId),
        addressId ? eq(addresses.id, addressId) : undefined,
      ),
    )
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(({ a, countryIso, countryName, zoneCode, zoneName }) => ({
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    address_1: a.address1,
    address_2: a.address2,
    city: a.city,
    postcode: a.postcode,
    country_id: a.countryId,
    country: { iso_code_2: countryIso, name: countryName },
    zone_id: a.zoneId,
    zone: zoneCode !== null && zoneName !== null ? { code: zoneCode, name: zoneName } : null,
    default: a.isDefault === 1,
  }));
}

export async function insertAddress(
  ctx: RequestContext,
  customerId: number,
  values: AddressValues,
): Promise<number> {
  const [row] = await ctx.db
    .insert(addresses)
    .values({ ...values, shopId: ctx.shop.id, customerId })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
  values: AddressValues,
) {
  const rows = await ctx.db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.shopId, ctx.shop.id),
        eq(addresses.customerId, customerId),
        eq(addresses.id, addressId),
      ),
    )
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function deleteAddress(ctx: RequestContext, customerId: number, addressId: number) {
  const rows = await ctx.db
    .delete(addresses)
    .where(
      and(
        eq(addresses.shopId, ctx.shop.id),
        eq(addresses.customerId, customerId),
        eq(addresses.id, addressId),
      ),
    )
    .returning({ id: addresses.id, isDefault: addresses.isDefault });
  return rows[0];
}

/** Makes one address the default (and none other); `undefined` clears the default. */
export async function setDefaultAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number | undefined,
) {
  const mine = and(eq(addresses.shopId, ctx.shop.id), eq(addresses.customerId, customerId));
  await ctx.db
    .update(addresses)
    .set({ isDefault: 0 })
    .where(and(mine, eq(addresses.isDefault, 1)));
  if (addressId)
    await ctx.db
      .update(addresses)
      .set({ isDefault: 1 })
      .where(and(mine, eq(addresses.id, addressId)));
}

export async function oldestAddressId(ctx: RequestContext, customerId: number): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.shopId, ctx.shop.id), eq(addresses.customerId, customerId)))
    .orderBy(asc(addresses.id))
    .limit(1);
  return row?.id;
}

export async function countAddresses(ctx: RequestContext, customerId: number): Promise<number> {
  return ctx.db.$count(
    addresses,
    and(eq(addresses.shopId, ctx.shop.id), eq(addresses.customerId, customerId)),
  );
}
