import { onboardingResponseSchema } from '@emporia/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { dismissOnboarding, launchShop, onboarding } from './service';

const tags = ['admin: onboarding'];
const response = { 200: onboardingResponseSchema };
// The checklist sends staff to settings pages and launches the shop: a settings matter.
const config = { access: access.staff('settings') };

/** The new shop's onboarding checklist on the dashboard (ADR 0077). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/onboarding',
    { config, schema: { tags, summary: 'The onboarding checklist of a new shop', response } },
    async (request) => ({ data: await onboarding(request.ctx) }),
  );
  app.post(
    '/api/v1/admin/onboarding/launch',
    { config, schema: { tags, summary: 'Launch the shop (the last step of the checklist)', response } },
    async (request) => {
      const data = await launchShop(request.ctx);
      request.server.forgetShops();
      return { data };
    },
  );
  app.post(
    '/api/v1/admin/onboarding/dismiss',
    { config, schema: { tags, summary: 'Hide the checklist', response } },
    async (request) => ({ data: await dismissOnboarding(request.ctx) }),
  );
};
