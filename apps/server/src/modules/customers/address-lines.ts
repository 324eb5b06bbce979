import type { postalAddressSchema } from '@emporia/contracts/account';
import type { z } from 'zod';

/**
 * The name and street lines of a typed postal address as the database and an
 * order's addresses spell them; country and state are resolved by the caller.
 */
export const addressLinesOf = (input: z.output<typeof postalAddressSchema>) => ({
  firstname: input.firstname,
  lastname: input.lastname,
  company: input.company,
  address1: input.address_1,
  address2: input.address_2,
  city: input.city,
  postcode: input.postcode,
});
