import type { DeveloperAccount, DeveloperSignup } from '@emporia/contracts/developers';
import { type Db, schema } from '@emporia/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { AppError, conflict, notFound, unauthorized } from '../../kernel/errors';
import { escapeHtml } from '../../kernel/pages/head-tags';
import { accountTokenLifetimes, hashPassword, passwordMatches } from '../auth';
import type { PlatformMail } from '../email-settings';
import { provisionShop, sendPlatformMail } from '../signup';

export interface DeveloperDeps {
  db: Db;
  mail: PlatformMail;
  /** A shop's address on the platform domain: the development shop's links. */
  shopOrigin: (subdomain: string) => string;
}

export type DeveloperRow = typeof schema.developers.$inferSelect;

/** How long the dashboard's session and the e-mailed link last. */
export const developerTokenLifetimes = { session: 12 * 3600, verify_email: 24 * 3600 } as const;
type Purpose = keyof typeof developerTokenLifetimes;

async function issueToken(
  db: Db,
  developerId: number,
  purpose: Purpose,
  signup?: { name: string; passwordHash: string },
): Promise<string> {
  const token = newToken();
  await db.insert(schema.developerTokens).values({
    developerId,
    purpose,
    name: signup?.name ?? null,
    passwordHash: signup?.passwordHash ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + developerTokenLifetimes[purpose] * 1000),
  });
  return token;
}

/** The developer a live token of this purpose belongs to, if any. */
export async function developerOfToken(db: Db, token: string, purpose: Purpose) {
  const { developerTokens: t } = schema;
  const [row] = await db
    .select({ id: t.id, developerId: t.developerId })
    .from(t)
    .where(
      and(
        eq(t.tokenHash, hashToken(token)),
        eq(t.purpose, purpose),
        isNull(t.usedAt),
        gt(t.expiresAt, new Date()),
      ),
    );
  return row;
}

export const openDeveloperSession = (db: Db, developerId: number) => issueToken(db, developerId, 'session');

export async function endDeveloperSession(db: Db, token: string): Promise<void> {
  await db
    .update(schema.developerTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.developerTokens.tokenHash, hashToken(token)),
        eq(schema.developerTokens.purpose, 'session'),
      ),
    );
}

const accountTaken = 'An account with this e-mail exists. Sign in instead.';

/**
 * A new developer account, signed in at once but unverified: the e-mailed link confirms the
 * address, and only then can apps be made. Signing up again before confirming sends a new link
 * (the first mail may be lost); after, it is refused. Each link carries its own sign-up's name
 * and password, and opening one ends every session opened before (see verifyDeveloper).
 */
export async function signUpDeveloper(
  deps: DeveloperDeps,
  input: DeveloperSignup,
  platformOrigin: string,
): Promise<{ developer: DeveloperRow; session: string; message: string }> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await deps.db.select().from(schema.developers).where(eq(schema.developers.email, email));
  if (existing?.verifiedAt) throw conflict(accountTaken, { email: accountTaken });
  const [developer] = existing
    ? await deps.db
        .update(schema.developers)
        .set({ name: input.name, passwordHash })
        .where(eq(schema.developers.id, existing.id))
        .returning()
    : await deps.db
        .insert(schema.developers)
        .values({ name: input.name, email, passwordHash })
        .onConflictDoNothing()
        .returning();
  if (!developer) throw conflict(accountTaken, { email: accountTaken });
  const token = await issueToken(deps.db, developer.id, 'verify_email', { name: input.name, passwordHash });
  const link = `${platformOrigin}/developers/verify?token=${encodeURIComponent(token)}`;
  await sendPlatformMail(deps.mail, verificationMail(developer, link)).catch(() => {
    throw new AppError(
      503,
      'MAIL_UNAVAILABLE',
      'We could not send the confirmation e-mail just now. Please try again in a few minutes.',
    );
  });
  return {
    developer,
    session: await openDeveloperSession(deps.db, developer.id),
    message: `We have sent a link to ${email}. Open it to confirm your address, then register your apps.`,
  };
}

function verificationMail(developer: DeveloperRow, link: string) {
  const hours = developerTokenLifetimes.verify_email / 3600;
  return {
    to: developer.email,
    subject: 'Confirm your e-mail to build apps for Emporia',
    text: [
      `Hello ${developer.name},`,
      '',
      'Open this link to confirm your e-mail address and open your developer dashboard:',
      link,
      '',
      `The link works once, for ${hours} hours. If you did not sign up, ignore this e-mail.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(developer.name)},</p><p>Confirm your e-mail address to open your developer dashboard:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail</a></p><p>The link works once, for ${hours} hours. If you did not sign up, ignore this e-mail.</p>`,
  };
}

/** A subdomain for the development shop: `dev-<id>`, with a random tail if someone holds it. */
const devSubdomain = (developerId: number, attempt: number) =>
  attempt === 0
    ? `dev-${developerId}`
    : `dev-${developerId}-${newToken()
        .slice(0, 6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`;

/**
 * The e-mailed link: confirms the address and makes the developer's development shop on the
 * path sign-up uses (provisionShop), with sample products and the developer as its owner
 * (same e-mail and password), in one transaction. A used, expired or unknown link changes nothing.
 */
export async function verifyDeveloper(deps: DeveloperDeps, token: string): Promise<DeveloperRow> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { developerTokens: t, developers } = schema;
    const [claimed] = await tx
      .update(t)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(t.tokenHash, hashToken(token)),
          eq(t.purpose, 'verify_email'),
          isNull(t.usedAt),
          gt(t.expiresAt, new Date()),
        ),
      )
      .returning({ developerId: t.developerId, name: t.name, passwordHash: t.passwordHash });
    if (!claimed)
      throw new AppError(
        410,
        'DEVELOPER_LINK_INVALID',
        'This link is not valid any more: it was used or has expired. Sign in to get a new one.',
      );
    const [found] = await tx.select().from(developers).where(eq(developers.id, claimed.developerId));
    if (!found) throw notFound('This account does not exist.');
    if (found.verifiedAt && found.devShopId) return found;
    // The account takes the name and password of the sign-up whose link this is, and no session
    // opened before survives: whoever signed up with this address without owning it is out.
    const developer = {
      ...found,
      name: claimed.name ?? found.name,
      passwordHash: claimed.passwordHash ?? found.passwordHash,
    };
    await tx
      .update(t)
      .set({ usedAt: new Date() })
      .where(and(eq(t.developerId, found.id), isNull(t.usedAt)));
    let shopId = developer.devShopId;
    for (let attempt = 0; !shopId && attempt < 3; attempt++) {
      const made = await provisionShop(tx, {
        subdomain: devSubdomain(developer.id, attempt),
        name: `${developer.name}’s development shop`,
        ownerEmail: developer.email,
        ownerPasswordHash: developer.passwordHash,
        countryCode: 'US',
        currencyCode: 'USD',
        sampleProducts: true,
      });
      shopId = made?.shopId ?? null;
    }
    if (!shopId) throw conflict('We could not make your development shop. Please try the link again.');
    const [verified] = await tx
      .update(developers)
      .set({
        name: developer.name,
        passwordHash: developer.passwordHash,
        verifiedAt: new Date(),
        devShopId: shopId,
      })
      .where(eq(developers.id, developer.id))
      .returning();
    return verified!;
  });
}

export async function signInDeveloper(db: Db, email: string, password: string) {
  const [developer] = await db
    .select()
    .from(schema.developers)
    .where(eq(schema.developers.email, email.toLowerCase()));
  if (!(await passwordMatches(developer?.passwordHash, password)) || !developer)
    throw unauthorized('The e-mail or password is wrong.');
  return { developer, session: await openDeveloperSession(db, developer.id) };
}

export async function developerById(db: Db, id: number): Promise<DeveloperRow | undefined> {
  const [row] = await db.select().from(schema.developers).where(eq(schema.developers.id, id));
  return row;
}

async function devShopOf(db: Db, developer: DeveloperRow) {
  if (!developer.devShopId) return undefined;
  const [shop] = await db
    .select({
      id: schema.shops.id,
      subdomain: schema.shops.subdomain,
      name: schema.shops.name,
      adminPath: schema.shops.adminPath,
    })
    .from(schema.shops)
    .where(eq(schema.shops.id, developer.devShopId));
  return shop;
}

export async function accountView(deps: DeveloperDeps, developer: DeveloperRow): Promise<DeveloperAccount> {
  const shop = await devShopOf(deps.db, developer);
  const origin = shop && deps.shopOrigin(shop.subdomain);
  return {
    id: developer.id,
    name: developer.name,
    email: developer.email,
    verified: developer.verifiedAt !== null,
    dev_shop: shop
      ? { subdomain: shop.subdomain, name: shop.name, url: origin!, admin_url: `${origin}${shop.adminPath}` }
      : null,
  };
}

/**
 * A one-time link that signs the developer in to their development shop's admin as its owner
 * (the admin's mailed sign-in code, as the sign-up link uses): the admin's session belongs to
 * the shop's own host, so the platform home cannot hand one over directly.
 */
export async function devShopSignInLink(deps: DeveloperDeps, developer: DeveloperRow): Promise<string> {
  const shop = await devShopOf(deps.db, developer);
  if (!shop) throw conflict('Confirm your e-mail first: your development shop is made then.');
  const [owner] = await deps.db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(and(eq(schema.adminUsers.shopId, shop.id), eq(schema.adminUsers.isOwner, 1)));
  if (!owner) throw conflict('Your development shop has no owner account any more.');
  const code = newToken();
  await deps.db.insert(schema.accountTokens).values({
    shopId: shop.id,
    purpose: 'admin_mailed_sign_in',
    subjectId: owner.id,
    tokenHash: hashToken(code),
    expiresAt: new Date(Date.now() + accountTokenLifetimes.admin_mailed_sign_in * 1000),
  });
  return `${deps.shopOrigin(shop.subdomain)}${shop.adminPath}/login?code=${encodeURIComponent(code)}`;
}
