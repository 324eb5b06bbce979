import { addressFormSchema } from '@emporia/contracts/account';
import {
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  telephoneSchema,
} from '@emporia/contracts/customer-auth';
import type { ImportedAddress, ImportedCustomer } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { insertCustomer, legacyPasswordHash } from '../auth';
import { listAddresses } from './address-queries';
import { addAddress } from './address-service';
import { updateCustomer } from './profile-queries';

const { customers, customerGroups, countries, zones } = schema;

/** Why a customer of the file cannot be kept at all (the whole row is skipped). */
export class CustomerRowProblem extends Error {}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The file's name, or the e-mail's local part when the other platform kept none (Shopify may not). */
function nameOf(value: string, fallback: string, schemaOf: typeof firstnameSchema) {
  const parsed = schemaOf.safeParse(value.slice(0, 64));
  return parsed.success ? parsed.data : fallback.slice(0, 64) || '-';
}

/** The address as the address book's form takes it, or why it cannot be added. */
async function addressInput(ctx: RequestContext, address: ImportedAddress, customer: ImportedCustomer) {
  const [country] = await ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode2, address.country_code));
  if (!country) return `country "${address.country_code || '(empty)'}" is not a country code`;
  const countryZones = await ctx.db
    .select({ id: zones.id, code: zones.code, name: zones.name })
    .from(zones)
    .where(eq(zones.countryId, country.id));
  const zone = countryZones.find((z) => same(z.code, address.zone_code) || same(z.name, address.zone_code));
  if (countryZones.length && !zone)
    return `state "${address.zone_code || '(empty)'}" is not one of ${address.country_code}`;
  const parsed = addressFormSchema.safeParse({
    firstname: address.firstname || customer.firstname,
    lastname: address.lastname || customer.lastname,
    company: address.company.slice(0, 64),
    address_1: address.address_1,
    address_2: address.address_2,
    city: address.city,
    postcode: address.postcode,
    country_id: country.id,
    zone_id: zone?.id ?? null,
  });
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message).join(' ');
}

/**
 * Makes or updates the shop's customer of an imported e-mail (issue 35), in one transaction:
 * - re-importing updates the name, phone and consent, never a second customer;
 * - an address is added once (the same street, postcode, city and country is not added again);
 * - e-mail consent is the shop's newsletter subscription, SMS consent its SMS opt-in;
 * - the customer group is the first tag that names one of the shop's groups (none is made);
 * - a new customer has no password, unless a WordPress hash came along: they sign in with their
 *   old password then (ADR 0113); an existing password is never replaced.
 * Answers what was done and the parts of the row that could not be kept (report lines).
 */
/** Tags as kept: trimmed, each once whatever its case, at most 50 of 100 characters. */
const tagsOf = (tags: string[]) => {
  const seen = new Map<string, string>();
  for (const tag of tags.map((t) => t.trim().slice(0, 100)).filter(Boolean))
    if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()].slice(0, 50);
};

export async function keepImportedCustomer(
  ctx: RequestContext,
  customer: ImportedCustomer,
): Promise<{ outcome: 'made' | 'updated'; notes: string[] }> {
  const email = emailSchema.safeParse(customer.email);
  if (!customer.email.trim()) throw new CustomerRowProblem('the e-mail address is missing');
  if (!email.success)
    throw new CustomerRowProblem(`e-mail "${customer.email}": ${email.error.issues[0]?.message}`);
  const local = email.data.split('@')[0] ?? '';
  const firstname = nameOf(customer.firstname, local, firstnameSchema);
  const lastname = nameOf(customer.lastname, '', lastnameSchema);
  const phone = telephoneSchema.safeParse(customer.phone);
  const notes: string[] = [];
  if (customer.phone && !phone.success) notes.push(`phone "${customer.phone}" was not kept`);
  const telephone = phone.success ? phone.data : '';
  const legacy = customer.password_hash ? legacyPasswordHash(customer.password_hash) : null;
  if (customer.password_hash && !legacy)
    notes.push('the password hash is not one Emporia can check; the customer can be invited to set one');
  return inTransaction(ctx, async (tx) => {
    const groups = customer.tags.length
      ? await tx.db
          .select({ id: customerGroups.id, name: customerGroups.name })
          .from(customerGroups)
          .where(eq(customerGroups.shopId, tx.shop.id))
      : [];
    const group = customer.tags.map((tag) => groups.find((g) => same(g.name, tag))).find(Boolean);
    const [known] = await tx.db
      .select({ id: customers.id, passwordHash: customers.passwordHash, tags: customers.tags })
      .from(customers)
      .where(and(eq(customers.shopId, tx.shop.id), sql`lower(${customers.email}) = ${email.data}`));
    let customerId: number;
    if (known) {
      customerId = known.id;
      // A name the file leaves empty keeps the one the shop has.
      await updateCustomer(tx, customerId, {
        ...(firstnameSchema.safeParse(customer.firstname).success ? { firstname } : {}),
        ...(lastnameSchema.safeParse(customer.lastname).success ? { lastname } : {}),
        ...(telephone ? { telephone } : {}),
        newsletter: customer.accepts_email ? 1 : 0,
        smsOptIn: customer.accepts_sms ? 1 : 0,
        ...(group ? { customerGroupId: group.id } : {}),
        ...(legacy && !known.passwordHash ? { passwordHash: legacy } : {}),
        // A note the file leaves empty keeps the shop's; tags add up; the flag is the file's.
        ...(customer.note.trim() ? { note: customer.note.trim().slice(0, 5000) } : {}),
        tags: tagsOf([...known.tags, ...customer.tags]),
        taxExempt: customer.tax_exempt,
      });
    } else {
      customerId = (
        await insertCustomer(tx, {
          email: email.data,
          firstname,
          lastname,
          telephone,
          passwordHash: legacy,
          newsletter: customer.accepts_email ? 1 : 0,
          smsOptIn: customer.accepts_sms ? 1 : 0,
          customerGroupId: group?.id ?? null,
          note: customer.note.trim().slice(0, 5000),
          tags: tagsOf(customer.tags),
          taxExempt: customer.tax_exempt,
        })
      ).id;
    }
    const book = await listAddresses(tx, customerId);
    for (const address of customer.addresses) {
      const input = await addressInput(tx, address, customer);
      if (typeof input === 'string') {
        notes.push(`address "${address.address_1}" was not added: ${input}`);
        continue;
      }
      const twin = book.find(
        (a) =>
          same(a.address_1, input.address_1) &&
          same(a.postcode, input.postcode) &&
          same(a.city, input.city) &&
          a.country_id === input.country_id,
      );
      if (twin) continue;
      try {
        book.push(await addAddress(tx, customerId, { ...input, default: book.length === 0 }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notes.push(`address "${address.address_1}" was not added: ${error.message}`);
      }
    }
    return { outcome: known ? 'updated' : 'made', notes };
  });
}
