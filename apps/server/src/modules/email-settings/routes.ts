import {
  deliveryLogEntryParamsSchema,
  deliveryLogEntryResponseSchema,
  deliveryLogQuerySchema,
  deliveryLogResponseSchema,
  emailSettingsResponseSchema,
  emailSettingsSchema,
  testMailResponseSchema,
  testMailSchema,
} from '@emporia/contracts/email-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { registerSettingsSummary } from '../settings';
import { listDeliveries, retryDelivery } from './delivery-log';
import type { PlatformMail } from './sender';
import { generateDkimKey, readEmailSettings, saveEmailSettings } from './settings';
import { emailSettingsSummary } from './settings-summary';
import { sendTestMail } from './test-mail';

const base = '/api/v1/admin/settings/email';
const doc = { tags: ['admin settings'], security: [{ bearer: [] }] };

/** setting/email: the shop's sender, SMTP server, DKIM key, test mail and delivery log. */
export const emailSettingsRoutes =
  (platform: PlatformMail): FastifyPluginAsyncZod =>
  async (app) => {
    registerSettingsSummary('setting/email', emailSettingsSummary);
    const config = { access: access.staff('settings') };
    app.get(
      base,
      {
        config,
        schema: {
          ...doc,
          summary: 'How the shop sends e-mail (secrets never answered)',
          response: { 200: emailSettingsResponseSchema },
        },
      },
      async (request) => ({ data: await readEmailSettings(request.ctx, platform.from) }),
    );

    app.put(
      base,
      {
        config,
        schema: {
          ...doc,
          summary: 'Save the sender, SMTP server and DKIM settings (an empty secret keeps the saved one)',
          body: emailSettingsSchema,
          response: { 200: emailSettingsResponseSchema },
        },
      },
      async (request) => ({ data: await saveEmailSettings(request.ctx, request.body, platform.from) }),
    );

    app.post(
      `${base}/dkim-key`,
      {
        config,
        schema: {
          ...doc,
          summary: 'Generate a new DKIM key pair; answers the DNS TXT record to publish',
          response: { 200: emailSettingsResponseSchema },
        },
      },
      async (request) => ({ data: await generateDkimKey(request.ctx, platform.from) }),
    );

    app.post(
      `${base}/test`,
      {
        // A test mail changes nothing: not in the activity log.
        config: { ...config, activity: false },
        schema: {
          ...doc,
          summary: 'Send a test e-mail now with the saved settings; answers what the server said',
          body: testMailSchema,
          response: { 200: testMailResponseSchema },
        },
      },
      async (request) => ({ data: await sendTestMail(request.ctx, request.body.to, platform) }),
    );

    app.get(
      `${base}/log`,
      {
        config,
        schema: {
          ...doc,
          summary: 'The delivery log: each e-mail with its status, tries and the server’s last answer',
          querystring: deliveryLogQuerySchema,
          response: { 200: deliveryLogResponseSchema },
        },
      },
      async (request) => listDeliveries(request.ctx, request.query),
    );

    app.post(
      `${base}/log/:id/retry`,
      {
        config,
        schema: {
          ...doc,
          summary: 'Try a failed e-mail again now',
          params: deliveryLogEntryParamsSchema,
          response: { 200: deliveryLogEntryResponseSchema },
        },
      },
      async (request) => ({ data: await retryDelivery(request.ctx, request.params.id) }),
    );
  };
