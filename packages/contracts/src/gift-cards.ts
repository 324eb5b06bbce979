import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';
import {
  cursorPagingSchema,
  listPageMetaSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
  textSchema,
} from './primitives';

/**
 * Gift cards: the codes bought as gift-card products (SPEC §3 gc_* lines),
 * redeemed at checkout, and kept by staff in the admin (order/gift-card/…).
 */

/**
 * Code characters: 32 (5 random bits each, 80 bits a code), without 0/O and
 * 1/I, so a code read aloud or typed from paper works.
 */
export const giftCardCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const giftCardCodeLength = 16;

const codeMessage = 'Enter the 16-character gift card code, e.g. ABCD-EFGH-JKMN-PQRS.';

/** A code as typed: any case, spaces or dashes between groups; normalised to its 16 characters. */
export const giftCardCodeSchema = z
  .string({ error: codeMessage })
  .max(64, codeMessage)
  .transform((typed) => typed.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^[${giftCardCodeAlphabet}]{${giftCardCodeLength}}$`), codeMessage));

export const applyGiftCardRequestSchema = z.object({ code: giftCardCodeSchema });
export type ApplyGiftCardRequest = z.input<typeof applyGiftCardRequestSchema>;

/** A card applied to the cart: what it pays of this order and what it holds. */
export const appliedGiftCardSchema = z.object({
  id: z.number().int(),
  /** The code's last four characters. */
  last4: z.string(),
  balance: z.number(),
  /** The part of the order total it pays now. */
  amount: z.number(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

export const giftCardStatuses = ['pending', 'active', 'disabled', 'void'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

export const giftCardMovementKinds = [
  'issued',
  'redeemed',
  'credited',
  'adjusted',
  'voided',
  'disabled',
  'enabled',
  'resent',
] as const;
export type GiftCardMovementKind = (typeof giftCardMovementKinds)[number];

/** A card as staff see it in the list. */
export const adminGiftCardSchema = z.object({
  id: z.number().int(),
  last4: z.string(),
  receiver_name: z.string(),
  receiver_email: z.string(),
  sender_name: z.string(),
  message: z.string(),
  currency: z.string(),
  initial: z.number(),
  balance: z.number(),
  status: z.enum(giftCardStatuses),
  /** The order that bought it. */
  order: z.object({ id: z.number().int(), ref: z.string() }).nullable(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const giftCardMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(giftCardMovementKinds),
  amount: z.number(),
  balance_after: z.number(),
  order: z.object({ id: z.number().int(), ref: z.string() }).nullable(),
  admin_name: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type GiftCardMovement = z.infer<typeof giftCardMovementSchema>;

export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  movements: z.array(giftCardMovementSchema),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;
export const adminGiftCardResponseSchema = z.object({ data: adminGiftCardDetailSchema });

/** order/gift-card/all filters: a full code, its last four, a receiver's name or e-mail; a status. */
export const adminGiftCardListQuerySchema = z.object({
  q: searchTermSchema.optional(),
  status: z.enum(giftCardStatuses).optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
  ...cursorPagingSchema(100),
});
export type AdminGiftCardListQuery = z.input<typeof adminGiftCardListQuerySchema>;

export const adminGiftCardListResponseSchema = z.object({
  data: z.array(adminGiftCardSchema),
  meta: listPageMetaSchema,
});

const reasonSchema = textSchema({ max: 255, min: 1, label: 'The reason' });

/** Staff change a balance: a signed amount (decimal) and why. */
export const giftCardAdjustSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount to add (or a negative amount to take off).' })
    .min(-1_000_000, 'The amount is too large.')
    .max(1_000_000, 'The amount is too large.')
    .refine((n) => n !== 0, 'Enter an amount other than 0.')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most two decimals.'),
  reason: reasonSchema,
});
export type GiftCardAdjustForm = z.input<typeof giftCardAdjustSchema>;

/** Disable or enable, with a note for the ledger. */
export const giftCardStatusChangeSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ reason: textSchema({ max: 255, label: 'The note' }).default('') }),
);

/** Re-send: a new code goes out (the old one stops working), to a corrected address if given. */
export const giftCardResendSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ email: emailSchema.optional() }),
);

/** The admin order page: the cards an order bought and the card amounts it paid with. */
export const orderGiftCardsSchema = z.object({
  issued: z.array(adminGiftCardSchema),
  redeemed: z.array(
    z.object({
      gift_card_id: z.number().int(),
      last4: z.string(),
      amount: z.number(),
      credited: z.number(),
    }),
  ),
});
export type OrderGiftCards = z.infer<typeof orderGiftCardsSchema>;
export const orderGiftCardsResponseSchema = z.object({ data: orderGiftCardsSchema });
