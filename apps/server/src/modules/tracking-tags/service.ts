import type { TrackingTags, trackingTagsInputSchema } from '@emporia/contracts/tracking-tags';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { validationFailed } from '../../kernel/errors';
import { encryptSecret } from '../../kernel/secrets';
import { recordChange } from '../logs';

type TagsInput = z.output<typeof trackingTagsInputSchema>;
const { shops } = schema;

async function readRow(ctx: RequestContext) {
  const [row] = await ctx.db
    .select({
      ga: shops.gaMeasurementId,
      siteKey: shops.recaptchaSiteKey,
      secret: shops.recaptchaSecretKey,
      pixel: shops.socialPixelId,
    })
    .from(shops)
    .where(eq(shops.id, ctx.shop.id));
  return row!;
}

export async function readTrackingTags(ctx: RequestContext): Promise<TrackingTags> {
  const row = await readRow(ctx);
  return {
    ga_measurement_id: row.ga ?? '',
    recaptcha_site_key: row.siteKey ?? '',
    has_recaptcha_secret: Boolean(row.secret),
    social_pixel_id: row.pixel ?? '',
  };
}

/**
 * Saves the storefront's third-party tags. The bot-protection secret is sealed and never read
 * back; a site key needs one (stored or sent), or every protected form would ask shoppers for a
 * token no one can check.
 */
export async function saveTrackingTags(ctx: RequestContext, input: TagsInput): Promise<TrackingTags> {
  return inTransaction(ctx, async (tx) => {
    const before = await readTrackingTags(tx);
    const stored = await readRow(tx);
    const siteKey = input.recaptcha_site_key || null;
    if (siteKey && !input.recaptcha_secret_key && !stored.secret)
      throw validationFailed('Paste the secret key that goes with the site key.', {
        recaptcha_secret_key: 'Paste the secret key that goes with the site key.',
      });
    const secret = !siteKey
      ? null
      : input.recaptcha_secret_key
        ? encryptSecret(input.recaptcha_secret_key)
        : stored.secret;
    await tx.db
      .update(shops)
      .set({
        gaMeasurementId: input.ga_measurement_id || null,
        recaptchaSiteKey: siteKey,
        recaptchaSecretKey: secret,
        socialPixelId: input.social_pixel_id || null,
        updatedAt: new Date(),
      })
      .where(eq(shops.id, tx.shop.id));
    const after = await readTrackingTags(tx);
    await recordChange(tx, { entity: 'setting', id: 'tracking-tags', before, after });
    return after;
  });
}
