import {
  billingAddressSchema,
  billingCurrency,
  cardBodySchema,
  changePlanBodySchema,
  changeQuoteQuerySchema,
  changeQuoteResponseSchema,
  invoiceIdParamsSchema,
  paidPlanIds,
  plans,
  plansResponseSchema,
  subscriptionDashboardResponseSchema,
  subscriptionResponseSchema,
} from '@emporia/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { downgradeBlockers } from '../plan-limits';
import { changePlan, payNow, quoteChange, saveCard } from './billing';
import { billingNow } from './charge';
import { invoicePdf } from './invoice-pdf';
import { invoiceById, subscriptionOf } from './queries';
import {
  invoiceNotFound,
  presentSubscription,
  readSubscription,
  saveBillingAddress,
  subscriptionDashboard,
} from './service';

const base = '/api/v1/admin/subscription';
const staff = { access: access.staff('subscription') };
const doc = (summary: string) => ({ tags: ['admin subscription'], security: [{ bearer: [] }], summary });

/** subscription/*: what the shop pays the platform, its plan, card, invoices and billing address. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: staff,
      schema: {
        ...doc('Plan, status, usage against limits and invoices'),
        response: { 200: subscriptionDashboardResponseSchema },
      },
    },
    async (request) => ({ data: await subscriptionDashboard(request.ctx) }),
  );

  app.get(
    `${base}/plans`,
    {
      config: staff,
      schema: { ...doc('The plans with their prices and limits'), response: { 200: plansResponseSchema } },
    },
    async () => ({ data: { currency: billingCurrency, plans: Object.values(plans) } }),
  );

  app.get(
    `${base}/quote`,
    {
      config: staff,
      schema: {
        ...doc('What changing to a plan costs now, and what must be removed first'),
        querystring: changeQuoteQuerySchema,
        response: { 200: changeQuoteResponseSchema },
      },
    },
    async (request) => {
      const sub = await subscriptionOf(request.ctx.db, request.ctx.shop.id);
      const quote = quoteChange(sub, request.query.plan, request.query.period, billingNow());
      const blockers = await downgradeBlockers(
        request.ctx.db,
        request.ctx.shop.id,
        plans[request.query.plan],
      );
      return {
        data: {
          price: quote.price,
          credit: quote.credit,
          amount_due: quote.due,
          currency: billingCurrency,
          blockers,
        },
      };
    },
  );

  app.put(
    `${base}/plan`,
    {
      config: staff,
      schema: {
        ...doc(`Change to a paid plan (${paidPlanIds.join(', ')}) and period, charging the prorated amount`),
        body: changePlanBodySchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const { sub, message } = await changePlan(request.ctx, request.body, billingNow());
      return { data: presentSubscription(sub), message };
    },
  );

  app.put(
    `${base}/card`,
    {
      config: staff,
      schema: {
        ...doc('Save a card entered with Stripe.js for the subscription'),
        body: cardBodySchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: presentSubscription(await saveCard(request.ctx, request.body.payment_method)),
      message: 'The card is saved.',
    }),
  );

  app.post(
    `${base}/pay`,
    {
      config: staff,
      schema: {
        ...doc('Pay the unpaid renewal now (optionally with a new card); reopens a paused shop'),
        body: cardBodySchema.partial(),
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const { sub, message } = await payNow(request.ctx, request.body.payment_method, billingNow());
      return { data: presentSubscription(sub), message };
    },
  );

  app.get(
    `${base}/address`,
    {
      config: staff,
      schema: { ...doc('The billing address on invoices'), response: { 200: subscriptionResponseSchema } },
    },
    async (request) => ({ data: await readSubscription(request.ctx) }),
  );

  app.put(
    `${base}/address`,
    {
      config: staff,
      schema: {
        ...doc('Save the billing address and tax id used on invoices'),
        body: billingAddressSchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: await saveBillingAddress(request.ctx, request.body),
      message: 'The billing address is saved.',
    }),
  );

  app.get(
    `${base}/invoices/:id/pdf`,
    {
      config: staff,
      schema: { ...doc('One invoice as a PDF'), params: invoiceIdParamsSchema, response: { 200: z.any() } },
    },
    async (request, reply) => {
      const invoice = await invoiceById(request.ctx.db, request.ctx.shop.id, request.params.id);
      if (!invoice) throw invoiceNotFound();
      const pdf = await invoicePdf(invoice, request.ctx.shop.name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
