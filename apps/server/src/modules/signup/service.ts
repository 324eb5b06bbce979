import {
  reservedSubdomains,
  type SubdomainCheck,
  type signupSchema,
  signupSubdomainSchema,
} from '@emporia/contracts/platform-signup';
import { type Db, schema } from '@emporia/db';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { verifyBotToken } from '../../kernel/bot-check';
import { AppError, badRequest, conflict, validationFailed } from '../../kernel/errors';
import { escapeHtml } from '../../kernel/pages/head-tags';
import { accountTokenLifetimes, hashPassword } from '../auth';
import type { PlatformMail } from '../email-settings';
import { sendPlatformMail } from './mail';
import { provisionShop } from './provision';

export interface SignupDeps {
  db: Db;
  mail: PlatformMail;
  /** The platform's reCAPTCHA secret; unset means no bot check (the demo). */
  botSecret?: string;
  /** Overridable in tests: the moment "now" is. */
  now?: () => Date;
}

/** How long the e-mailed link works. */
export const signupLinkHours = 24;

const reasons = {
  reserved: 'This subdomain is reserved. Please choose another.',
  taken: 'This subdomain is already taken. Please choose another.',
} as const;

/** Whether a subdomain can be had: valid, not reserved, no shop on it (the live check of the form). */
export async function checkSubdomain(db: Db, raw: string): Promise<SubdomainCheck> {
  const parsed = signupSubdomainSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'This is not a valid subdomain.';
    return { subdomain: raw, available: false, reason: 'invalid', message };
  }
  const subdomain = parsed.data;
  // A shop holding the name makes it taken, even a reserved word (the demo shop is 'demo').
  const [shop] = await db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, subdomain));
  if (shop) return { subdomain, available: false, reason: 'taken', message: reasons.taken };
  if (reservedSubdomains.has(subdomain)) {
    return { subdomain, available: false, reason: 'reserved', message: reasons.reserved };
  }
  return { subdomain, available: true, reason: null, message: 'This subdomain is free.' };
}

/**
 * Why a new shop may not be made at this subdomain — invalid 400, reserved 422, taken 409, each
 * naming the rule in `fields.subdomain` — or undefined when it may. The one rule for every way a
 * shop is made: the sign-up form, its e-mailed link, and a restore into a new shop (ADR 0102).
 */
export async function subdomainRefusal(db: Db, raw: string): Promise<AppError | undefined> {
  const check = await checkSubdomain(db, raw);
  const fields = { subdomain: check.message };
  if (check.reason === 'invalid') return badRequest(check.message, fields);
  if (check.reason === 'reserved') return validationFailed(check.message, fields);
  if (check.reason === 'taken') return conflict(check.message, fields);
  return undefined;
}

/**
 * Keeps the sign-up until its e-mail is confirmed and sends the link. Nothing is made yet: the
 * link makes the shop, so an address nobody reads never holds a shop (ADR 0075).
 */
export async function startSignup(
  deps: SignupDeps,
  input: z.output<typeof signupSchema>,
  client: { address: string; platformOrigin: string },
): Promise<{ email: string; message: string }> {
  const refusal = await subdomainRefusal(deps.db, input.subdomain);
  if (refusal) throw refusal;
  if (deps.botSecret) await verifyBotToken(deps.botSecret, input.grecaptcha_token, client.address);
  const token = newToken();
  const now = deps.now?.() ?? new Date();
  const [pending] = await deps.db
    .insert(schema.platformSignups)
    .values({
      tokenHash: hashToken(token),
      subdomain: input.subdomain,
      shopName: input.shop_name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      countryCode: input.country_code,
      currencyCode: input.currency_code,
      sampleProducts: input.sample_products,
      expiresAt: new Date(now.getTime() + signupLinkHours * 3600_000),
    })
    .returning({ id: schema.platformSignups.id });
  const link = `${client.platformOrigin}/signup/verify?token=${encodeURIComponent(token)}`;
  await sendPlatformMail(deps.mail, verificationMail(input, link)).catch(async () => {
    // A link nobody received is no sign-up: the merchant submits again.
    await deps.db.delete(schema.platformSignups).where(eq(schema.platformSignups.id, pending!.id));
    throw new AppError(
      503,
      'MAIL_UNAVAILABLE',
      'We could not send the confirmation e-mail just now. Please try again in a few minutes.',
    );
  });
  return {
    email: input.email,
    message: `We have sent a link to ${input.email}. Open it to confirm your address and your shop is ready.`,
  };
}

function verificationMail(input: z.output<typeof signupSchema>, link: string) {
  return {
    to: input.email,
    subject: `Confirm your e-mail to open ${input.shop_name}`,
    text: [
      `Welcome to Emporia!`,
      '',
      `Open this link to confirm your e-mail address and open your shop ${input.shop_name}:`,
      link,
      '',
      `The link works once, for ${signupLinkHours} hours. If you did not sign up, ignore this e-mail.`,
    ].join('\n'),
    html: `<p>Welcome to Emporia!</p><p>Confirm your e-mail address to open your shop <b>${escapeHtml(
      input.shop_name,
    )}</b>:</p><p><a href="${escapeHtml(link)}">Confirm and open my shop</a></p><p>The link works once, for ${signupLinkHours} hours. If you did not sign up, ignore this e-mail.</p>`,
  };
}

/** Why a verification link did not make a shop; the page says it in plain words. */
export class SignupLinkError extends AppError {
  /** The shop a used link already made: the page links to its admin. */
  shopSubdomain?: string;
}

const linkErrors = {
  unknown: () =>
    new SignupLinkError(
      404,
      'SIGNUP_LINK_INVALID',
      'This link is not valid. Please check that you copied all of it.',
    ),
  used: (subdomain: string) =>
    Object.assign(
      new SignupLinkError(
        410,
        'SIGNUP_LINK_USED',
        `This link has already been used: the shop ${subdomain} exists. Sign in to its admin instead.`,
      ),
      { shopSubdomain: subdomain },
    ),
  expired: () =>
    new SignupLinkError(410, 'SIGNUP_LINK_EXPIRED', 'This link has expired. Please sign up again.'),
  taken: () =>
    new SignupLinkError(
      409,
      'SIGNUP_SUBDOMAIN_TAKEN',
      'Someone opened a shop with this subdomain just before you. Please sign up again with another subdomain.',
    ),
};

/**
 * The e-mailed link: makes the shop in one transaction and a one-time sign-in code for its owner
 * (the admin's mailed sign-in link, since the session cookie belongs to the shop's own host).
 * A reused, expired or unknown link, or a subdomain taken meanwhile, changes nothing.
 */
export async function verifySignup(
  deps: SignupDeps,
  token: string,
): Promise<{ subdomain: string; adminPath: string; signInCode: string }> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [claimed] = await tx
      .update(schema.platformSignups)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.platformSignups.tokenHash, hashToken(token)),
          isNull(schema.platformSignups.usedAt),
          gt(schema.platformSignups.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await tx
        .select()
        .from(schema.platformSignups)
        .where(eq(schema.platformSignups.tokenHash, hashToken(token)));
      if (!row) throw linkErrors.unknown();
      if (row.usedAt) throw linkErrors.used(row.subdomain);
      throw linkErrors.expired();
    }
    if (await subdomainRefusal(tx, claimed.subdomain)) throw linkErrors.taken();
    const made = await provisionShop(tx, {
      subdomain: claimed.subdomain,
      name: claimed.shopName,
      ownerEmail: claimed.email,
      ownerPasswordHash: claimed.passwordHash,
      countryCode: claimed.countryCode,
      currencyCode: claimed.currencyCode,
      sampleProducts: claimed.sampleProducts,
    });
    // Throwing rolls back the claim too: the link stays unused, and says the same next time.
    if (!made) throw linkErrors.taken();
    await tx
      .update(schema.platformSignups)
      .set({ shopId: made.shopId })
      .where(eq(schema.platformSignups.id, claimed.id));
    const signInCode = newToken();
    await tx.insert(schema.accountTokens).values({
      shopId: made.shopId,
      purpose: 'admin_mailed_sign_in',
      subjectId: made.ownerId,
      tokenHash: hashToken(signInCode),
      expiresAt: new Date(Date.now() + accountTokenLifetimes.admin_mailed_sign_in * 1000),
    });
    return { subdomain: claimed.subdomain, adminPath: made.adminPath, signInCode };
  });
}

/** Pending sign-ups whose link ran out a week ago: nobody can use them any more. */
export async function forgetStaleSignups(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(schema.platformSignups)
    .where(lt(schema.platformSignups.expiresAt, new Date(now.getTime() - 7 * 86_400_000)))
    .returning({ id: schema.platformSignups.id });
  return gone.length;
}
