import { shippingQuoteRequestSchema, shippingQuoteResponseSchema } from '@emporia/contracts/shipping-quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../kernel/auth/access';
import { recordCarrierFailures } from './carrier-errors';
import { decimalNumberToMinor, minorToDecimal } from './money';
import { quoteShipping } from './quote';

/**
 * The shipping methods for a cart and a destination, as the checkout's
 * shipping step shows them. A quote only: the checkout prices the order again
 * on the server from the catalogue's weights when the order is placed.
 */
export const shippingQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/storefront/shipping/quote',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags: ['storefront: shipping'],
        summary: 'Shipping methods offered for a cart and a destination',
        body: shippingQuoteRequestSchema,
        response: { 200: shippingQuoteResponseSchema },
      },
    },
    async (request) => {
      const { lines, subtotal, destination } = request.body;
      const quoteLines = lines.map((line) => ({
        productId: line.product_id,
        quantity: line.quantity,
        priceMinor: decimalNumberToMinor(line.price),
        weightGrams: line.weight === undefined ? undefined : Math.round(line.weight * 1000),
        lengthMm: line.length === undefined ? undefined : Math.round(line.length * 10),
        widthMm: line.width === undefined ? undefined : Math.round(line.width * 10),
        heightMm: line.height === undefined ? undefined : Math.round(line.height * 10),
      }));
      const quote = await quoteShipping(request.ctx, {
        lines: quoteLines,
        subtotalMinor:
          subtotal === undefined
            ? quoteLines.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0)
            : decimalNumberToMinor(subtotal),
        destination: {
          countryCode: destination.country_code,
          zoneCode: destination.zone_code,
          postcode: destination.postcode,
          city: destination.city,
        },
      });
      await recordCarrierFailures(request.ctx, quote.failures, request.log);
      return {
        data: {
          methods: quote.methods.map((m) => ({
            code: m.code,
            module: m.module,
            title: m.title,
            title_key: m.titleKey,
            cost: minorToDecimal(m.costMinor),
            sort_order: m.sortOrder,
            ...(m.boxes
              ? {
                  boxes: m.boxes.map((b) => ({
                    box_id: b.boxId,
                    name: b.name,
                    length: b.lengthMm / 10,
                    width: b.widthMm / 10,
                    height: b.heightMm / 10,
                    weight: b.weightGrams / 1000,
                    items: b.items.map((i) => ({ product_id: i.productId, quantity: i.quantity })),
                    oversize: b.oversize,
                  })),
                }
              : {}),
          })),
          errors: quote.unavailable.map(({ module, message }) => ({ module, message })),
        },
      };
    },
  );
};
