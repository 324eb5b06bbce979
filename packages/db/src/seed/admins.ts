import type { Db } from '../connection';
import { adminRoles, adminUsers } from '../schema/index';
import type { SeededShops } from './shops';

/**
 * The demo owner login that `npm start` prints. Only the argon2id hash of the
 * password is stored, precomputed so the seed needs no hashing library.
 */
export const demoOwnerPassword = 'emporia-owner';
const demoOwnerPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$rIodeych6xggNtRMr4e2cg$3UrpbHuRQ9MurAwLTuJnDDGj9HDChI1HxLspB7x/z+E';

export const demoOwnerEmail = (subdomain: string) => `owner@${subdomain}.example`;

/** Example roles an owner can hand out (permissions as in contracts/permissions.ts, pipe-joined). */
const exampleRoles = [
  { name: 'Catalogue manager', permissions: 'catalog|discounts|appearance' },
  { name: 'Customer service', permissions: 'customers|orders' },
];

export async function seedAdmins(db: Db, shops: SeededShops): Promise<void> {
  for (const [subdomain, shopId] of Object.entries(shops)) {
    await db.insert(adminUsers).values({
      shopId,
      email: demoOwnerEmail(subdomain),
      name: 'Shop Owner',
      passwordHash: demoOwnerPasswordHash,
      isOwner: 1,
    });
    await db.insert(adminRoles).values(exampleRoles.map((role) => ({ ...role, shopId })));
  }
}
