import { z } from 'zod';
import './messages';

/**
 * Operator API for a shop's life after sign-up (issue 17, ADR 0076): suspension with a reason
 * its staff are shown, and deletion after a grace period with a backup offered first.
 */
export const suspendShopSchema = z.object({
  reason: z
    .string({ error: 'Give the reason the shop owner will read.' })
    .trim()
    .min(1, 'Give the reason the shop owner will read.')
    .max(500, 'A reason has at most 500 characters.'),
});

export const scheduleDeletionSchema = z.object({
  /** Days the data is kept before it is erased; the platform's default when left out. */
  grace_days: z.number().int().min(0).max(365).optional(),
});

export const shopLifecycleSchema = z.object({
  subdomain: z.string(),
  status: z.enum(['active', 'suspended']),
  suspension_reason: z.string().nullable(),
  /** When the shop and all its data will be erased; null when no deletion is scheduled. */
  deletion_due_at: z.string().nullable(),
});
export type ShopLifecycle = z.infer<typeof shopLifecycleSchema>;

export const shopLifecycleResponseSchema = z.object({ data: shopLifecycleSchema });
