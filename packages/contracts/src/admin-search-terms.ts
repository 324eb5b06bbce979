/**
 * Shorter terms find nothing: two characters already narrow a shop's records to a useful few.
 * A module without zod: the admin's top bar reads it, and the admin shell loads no schemas for it.
 */
export const adminSearchMinLength = 2;
