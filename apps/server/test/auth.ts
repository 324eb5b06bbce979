// Sessions for API tests that need a signed-in customer or admin without
// going through the login flow (the accounts tests cover that flow itself).
import type { AdminPermission } from '@emporia/contracts/permissions';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { openSession } from '../src/kernel/auth/sessions';
import type { TestApp } from './app';

async function shopIdOf(t: TestApp, subdomain: string): Promise<number> {
  const [shop] = await t.database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, subdomain));
  if (!shop) throw new Error(`no shop ${subdomain}`);
  return shop.id;
}

let serial = 0;

/** A new active customer of the shop and a bearer header for them. */
export async function signedInCustomer(
  t: TestApp,
  subdomain = 'demo',
  fields: Partial<typeof schema.customers.$inferInsert> = {},
) {
  const shopId = await shopIdOf(t, subdomain);
  serial += 1;
  const [customer] = await t.database.db
    .insert(schema.customers)
    .values({
      shopId,
      email: `customer${serial}.${Date.now()}@example.com`,
      firstname: 'Casey',
      lastname: 'Shopper',
      ...fields,
    })
    .returning();
  const { token } = await openSession(t.database.db, shopId, 'customer', customer!.id);
  return {
    customer: customer!,
    token,
    headers: { host: `${subdomain}.localhost`, authorization: `Bearer ${token}` },
  };
}

/** A new admin of the shop (owner unless permissions are given) and a bearer header. */
export async function signedInAdmin(t: TestApp, subdomain = 'demo', permissions?: AdminPermission[]) {
  const shopId = await shopIdOf(t, subdomain);
  serial += 1;
  let roleId: number | null = null;
  if (permissions) {
    const [role] = await t.database.db
      .insert(schema.adminRoles)
      .values({ shopId, name: `role${serial}`, permissions: permissions.join('|') })
      .returning();
    roleId = role!.id;
  }
  const [admin] = await t.database.db
    .insert(schema.adminUsers)
    .values({
      shopId,
      email: `admin${serial}.${Date.now()}@example.com`,
      name: 'Test Admin',
      isOwner: permissions ? 0 : 1,
      roleId,
    })
    .returning();
  const { token } = await openSession(t.database.db, shopId, 'admin', admin!.id);
  return {
    admin: admin!,
    token,
    headers: { host: `${subdomain}.localhost`, authorization: `Bearer ${token}` },
  };
}

/** A session for the shop's seeded owner (owner@{subdomain}.example), who is in the shop's backups. */
export async function signedInOwner(t: TestApp, subdomain = 'demo') {
  const shopId = await shopIdOf(t, subdomain);
  const [owner] = await t.database.db
    .select()
    .from(schema.adminUsers)
    .where(
      and(eq(schema.adminUsers.shopId, shopId), eq(schema.adminUsers.email, `owner@${subdomain}.example`)),
    );
  if (!owner) throw new Error(`no seeded owner in ${subdomain}`);
  const { token } = await openSession(t.database.db, shopId, 'admin', owner.id);
  return {
    admin: owner,
    token,
    headers: { host: `${subdomain}.localhost`, authorization: `Bearer ${token}` },
  };
}
