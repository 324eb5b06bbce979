import { z } from 'zod';
import './messages';

/** SPEC §3 order status: id, name. */
export const orderStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** GET /api/v1/admin/order-statuses (the order-status selects of the payment panels, the order pages). */
export const orderStatusListResponseSchema = z.object({ data: z.array(orderStatusSchema) });
