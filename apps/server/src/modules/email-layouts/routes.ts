import {
  emailPreviewResponseSchema,
  emailTemplateFormSchema,
  emailTemplateListResponseSchema,
  emailTemplateParamsSchema,
  emailTemplateResponseSchema,
  emailTestSentResponseSchema,
} from '@emporia/contracts/email-layouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { originOf } from '../../kernel/request-origin';
import {
  listEmailTemplates,
  previewEmailTemplate,
  readEmailTemplate,
  restoreEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from './service';

/** Admin appearance/email-layout: the shop's e-mail templates and their shared layout. */
export const emailLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: access.staff('appearance') };
  const base = { tags: ['admin appearance'], security: [{ bearer: [] }] };
  const url = '/api/v1/admin/email-templates/:template';

  app.get(
    '/api/v1/admin/email-templates',
    {
      config,
      schema: {
        ...base,
        summary: 'Every e-mail the shop sends, edited or default, and the shared layout',
        response: { 200: emailTemplateListResponseSchema },
      },
    },
    async (request) => ({ data: await listEmailTemplates(request.ctx) }),
  );

  app.get(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'One template: subject, HTML, its default and the names it may use',
        params: emailTemplateParamsSchema,
        response: { 200: emailTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await readEmailTemplate(request.ctx, request.params.template) }),
  );

  app.put(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'Save the shop’s version (sanitised; unknown names are refused)',
        params: emailTemplateParamsSchema,
        body: emailTemplateFormSchema,
        response: { 200: emailTemplateResponseSchema },
      },
    },
    async (request) => ({
      data: await saveEmailTemplate(request.ctx, request.params.template, request.body),
    }),
  );

  app.delete(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'Restore the default',
        params: emailTemplateParamsSchema,
        response: { 200: emailTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await restoreEmailTemplate(request.ctx, request.params.template) }),
  );

  app.post(
    `${url}/preview`,
    {
      // A preview changes nothing: not in the activity log.
      config: { ...config, activity: false },
      schema: {
        ...base,
        summary: 'Render a draft with sample values, as it would be sent',
        params: emailTemplateParamsSchema,
        body: emailTemplateFormSchema,
        response: { 200: emailPreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await previewEmailTemplate(request.ctx, request.params.template, request.body, originOf(request)),
    }),
  );

  app.post(
    `${url}/test`,
    {
      // A test mail changes nothing: not in the activity log.
      config: { ...config, activity: false },
      schema: {
        ...base,
        summary: 'Send a draft with sample values to the signed-in admin',
        params: emailTemplateParamsSchema,
        body: emailTemplateFormSchema,
        response: { 200: emailTestSentResponseSchema },
      },
    },
    async (request) => ({
      data: await sendTestEmail(request.ctx, request.params.template, request.body, originOf(request)),
    }),
  );
};
