import {
  contactAnswerSchema,
  contactFormSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactMessageResponseSchema,
  contactResponseSchema,
  contactSentText,
} from '@emporia/contracts/contact';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { answerContactMessage, listContactMessages, readContactMessage, sendContactMessage } from './service';

const idParams = z.object({ id: idSchema });

/** The storefront's contact-us form and the shop's inbox of what it received (admin customers). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/storefront/contact',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags: ['storefront contact'],
        summary: 'Send the shop a message (contact us)',
        body: contactFormSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      await sendContactMessage(request.ctx, request.body, request.ip);
      return { message: contactSentText };
    },
  );

  const staff = { access: access.staff('customers') };
  app.get(
    '/api/v1/admin/contact-messages',
    {
      config: staff,
      schema: {
        tags: ['admin customers'],
        security: [{ bearer: [] }],
        summary: 'The shop’s inbox of contact-us messages, newest first',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListResponseSchema },
      },
    },
    async (request) => listContactMessages(request.ctx, request.query),
  );

  app.get(
    '/api/v1/admin/contact-messages/:id',
    {
      config: staff,
      schema: {
        tags: ['admin customers'],
        security: [{ bearer: [] }],
        summary: 'One contact-us message (marked read)',
        params: idParams,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => ({ data: await readContactMessage(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/contact-messages/:id/answer',
    {
      config: staff,
      schema: {
        tags: ['admin customers'],
        security: [{ bearer: [] }],
        summary: 'Answer a contact-us message by e-mail',
        params: idParams,
        body: contactAnswerSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => ({
      data: await answerContactMessage(request.ctx, request.params.id, request.body),
    }),
  );
};
