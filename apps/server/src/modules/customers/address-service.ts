import type { Address, addressFormSchema } from '@emporia/contracts/account';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound, validationFailed } from '../../kernel/errors';
import { findCountry, findZone, listZones } from '../locations';
import { addressLinesOf } from './address-lines';
import {
  type AddressValues,
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  oldestAddressId,
  setDefaultAddress,
  updateAddress,
} from './address-queries';

type AddressInput = z.output<typeof addressFormSchema>;

/** An address book holds at most this many entries. */
export const addressBookLimit = 50;

export const listAddressBook = (ctx: RequestContext, customerId: number) => listAddresses(ctx, customerId);

export async function getAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
): Promise<Address> {
  const [address] = await listAddresses(ctx, customerId, addressId);
  if (!address) throw notFound('This address could not be found.');
  return address;
}

/** Country must exist; the zone must belong to it, and is required when the country has zones. */
async function checkedValues(ctx: RequestContext, input: AddressInput): Promise<AddressValues> {
  const country = await findCountry(ctx, { id: input.country_id });
  if (!country)
    throw validationFailed('Choose a country from the list.', {
      country_id: 'Choose a country from the list.',
    });
  if (input.zone_id !== null) {
    const zone = await findZone(ctx, input.zone_id);
    if (!zone || zone.countryId !== country.id) {
      throw validationFailed('Choose a state or region of the chosen country.', {
        zone_id: 'Choose a state or region of the chosen country.',
      });
    }
  } else if ((await listZones(ctx, country.id)).length > 0) {
    throw validationFailed('Choose a state or region.', { zone_id: 'Choose a state or region.' });
  }
  return {
    ...addressLinesOf(input),
    countryId: country.id,
    zoneId: input.zone_id,
  };
}

export async function addAddress(
  ctx: RequestContext,
  customerId: number,
  input: AddressInput,
): Promise<Address> {
  const values = await checkedValues(ctx, input);
  const id = await inTransaction(ctx, async (tx) => {
    const existing = await countAddresses(tx, customerId);
    if (existing >= addressBookLimit) {
      throw validationFailed(
        `An address book holds at most ${addressBookLimit} addresses. Please delete one first.`,
      );
    }
    const newId = await insertAddress(tx, customerId, values);
    // The first address is the default one until the customer picks another.
    if (input.default || existing === 0) await setDefaultAddress(tx, customerId, newId);
    return newId;
  });
  return getAddress(ctx, customerId, id);
}

export async function editAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
  input: AddressInput,
): Promise<Address> {
  const values = await checkedValues(ctx, input);
  await inTransaction(ctx, async (tx) => {
    if (!(await updateAddress(tx, customerId, addressId, values)))
      throw notFound('This address could not be found.');
    if (input.default) await setDefaultAddress(tx, customerId, addressId);
  });
  return getAddress(ctx, customerId, addressId);
}

export async function makeDefaultAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
): Promise<Address> {
  await getAddress(ctx, customerId, addressId);
  await inTransaction(ctx, (tx) => setDefaultAddress(tx, customerId, addressId));
  return getAddress(ctx, customerId, addressId);
}

export async function removeAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const removed = await deleteAddress(tx, customerId, addressId);
    if (!removed) throw notFound('This address could not be found.');
    // Another address takes over as default, so a customer with addresses always has one.
    if (removed.isDefault === 1)
      await setDefaultAddress(tx, customerId, await oldestAddressId(tx, customerId));
  });
}
